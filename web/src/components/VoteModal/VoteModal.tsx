import { useId, useState, type ReactNode } from 'react';
import { formatNumber } from '@portal/core/format';
import { useDates } from '../../i18n/dates';
import { AddressChip } from '../AddressChip/AddressChip';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import { useVoteFlow } from '../../shared/wallet/useVoteFlow';
import { useMessages } from '../../i18n/messages';
import { votingMessages } from '../WalletDialogs/votingMessages';
import { useWallet } from '../../shared/wallet/walletStore';
import * as styles from './VoteModal.css';

export type VoteModalAgenda = { id: number; proposal_id: number; title: string; votingEndDate: string };

const CHOICES = [1, 0, 2] as const;
const CHOICE_KEYS = { 1: 'choice.yes', 0: 'choice.no', 2: 'choice.abstain' } as const;

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Public §2 "Vote modal": "Voting", "Vote End" and its date, Yes / No / Abstain, the voter's voting
 * power and the caution; "Vote" stays disabled until a choice is picked. While the vote is posted
 * the modal shows a loader (not for the mobile app, whose own dialog takes over); once the chain
 * confirms it, "Voting Complete".
 */
export function VoteModal({ agenda, power, onClose }: { agenda: VoteModalAgenda; power: number | null; onClose: () => void }) {
  const [choice, setChoice] = useState<number | null>(null);
  const flow = useVoteFlow({ agendaId: agenda.id, proposalId: agenda.proposal_id });
  const wallet = useWallet();
  const legendId = useId();
  const t = useMessages(votingMessages);
  const dates = useDates();

  if (flow.state.phase === 'done') {
    const done = flow.state;
    return (
      <Modal
        open
        onClose={onClose}
        title={t('vote.complete.title')}
        size="sm"
        footer={
          // The Vote button that had focus is gone: focus lands on the result's way out.
          <Button variant="primary" autoFocus onClick={onClose}>
            {t('ok')}
          </Button>
        }
      >
        <div className={styles.complete}>
          <p>
            {t.rich('vote.complete.message', { choice: t(CHOICE_KEYS[done.choice as 0 | 1 | 2]), strong })}
          </p>
          <AddressChip address={done.txHash} target="tx" />
        </div>
      </Modal>
    );
  }

  const posting = flow.state.phase === 'post';
  return (
    <Modal
      open
      onClose={() => {
        if (!posting) onClose();
      }}
      closable={!posting}
      title={t('vote.title')}
      footer={
        posting ? undefined : (
          <Button
            variant="primary"
            size="lg"
            disabled={choice === null}
            onClick={async () => {
              const done = await flow.cast(choice);
              if (!done) onClose();
            }}
          >
            {t('vote.submit')}
          </Button>
        )
      }
    >
      <p className={styles.end}>
        <Icon name="clock" size={16} />
        {t('vote.end')}
        <time className={styles.endDate} dateTime={agenda.votingEndDate}>
          {dates.voteEnd(agenda.votingEndDate)}
        </time>
      </p>
      <p className={styles.agenda}>{agenda.title}</p>
      {posting && wallet.kind !== 'mobile' ? (
        // Takes the focus of the Vote button it replaces, so a screen reader reads the wait.
        <div className={styles.busy} role="status" tabIndex={-1} autoFocus>
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('vote.waitingForWallet')}</p>
          <p>{t('vote.waitingForBlock')}</p>
        </div>
      ) : (
        <>
          <fieldset className={styles.choices} aria-labelledby={legendId} disabled={posting}>
            <legend id={legendId} className={styles.legend}>
              {t('vote.yourChoice')}
            </legend>
            {CHOICES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="vote-choice" className={styles.radio} checked={choice === value} onChange={() => setChoice(value)} />
                {t(CHOICE_KEYS[value])}
              </label>
            ))}
          </fieldset>
          <p className={styles.power}>
            {t('vote.power')}
            <span className={styles.powerValue}>{power === null ? '-' : formatNumber(power)}</span>
          </p>
          <p className={styles.caution}>
            <Icon name="warning" size={16} />
            {t('vote.caution')}
          </p>
        </>
      )}
    </Modal>
  );
}
