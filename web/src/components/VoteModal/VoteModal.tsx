import { useId, useState } from 'react';
import { formatNumber, formatVoteEndDate } from '@portal/core/format';
import { CHOICE_LABELS } from '@portal/core/rules/proposals';
import { AddressChip } from '../AddressChip/AddressChip';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import { useVoteFlow } from '../../shared/wallet/useVoteFlow';
import { VOTE_TEXT } from '../../shared/wallet/walletMessages';
import { useWallet } from '../../shared/wallet/walletStore';
import * as styles from './VoteModal.css';

export type VoteModalAgenda = { id: number; proposal_id: number; title: string; votingEndDate: string };

const CHOICES = [1, 0, 2] as const;

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

  if (flow.state.phase === 'done') {
    const done = flow.state;
    return (
      <Modal
        open
        onClose={onClose}
        title={VOTE_TEXT.completeTitle}
        size="sm"
        footer={
          <Button variant="primary" onClick={onClose}>
            OK
          </Button>
        }
      >
        <div className={styles.complete}>
          <p>
            {VOTE_TEXT.completeMessage} You voted <strong>{CHOICE_LABELS[done.choice as 0 | 1 | 2]}</strong>.
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
      title={VOTE_TEXT.modalTitle}
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
            {VOTE_TEXT.vote}
          </Button>
        )
      }
    >
      <p className={styles.end}>
        <Icon name="clock" size={16} />
        {VOTE_TEXT.voteEnd}
        <time className={styles.endDate} dateTime={agenda.votingEndDate}>
          {formatVoteEndDate(agenda.votingEndDate)}
        </time>
      </p>
      <p className={styles.agenda}>{agenda.title}</p>
      {posting && wallet.kind !== 'mobile' ? (
        <div className={styles.busy} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{VOTE_TEXT.waitingForWallet}</p>
          <p>{VOTE_TEXT.waitingForBlock}</p>
        </div>
      ) : (
        <>
          <fieldset className={styles.choices} aria-labelledby={legendId} disabled={posting}>
            <legend id={legendId} className={styles.legend}>
              Your choice
            </legend>
            {CHOICES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="vote-choice" className={styles.radio} checked={choice === value} onChange={() => setChoice(value)} />
                {CHOICE_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <p className={styles.power}>
            {VOTE_TEXT.votingPower}
            <span className={styles.powerValue}>{power === null ? '-' : formatNumber(power)}</span>
          </p>
          <p className={styles.caution}>
            <Icon name="warning" size={16} />
            {VOTE_TEXT.caution}
          </p>
        </>
      )}
    </Modal>
  );
}
