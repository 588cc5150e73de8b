import { useState } from 'react';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { Button } from '../../../components/Button/Button';
import { useHydrated } from '../../../hooks/useHydrated';
import { Select } from '../../../components/Select/Select';
import { useChainHead } from './chainHead';
import { useMessages } from '../../../i18n/messages';
import { agendaCheckMessages, differenceText, lagText } from './checkMessages';
import { agendaMessages } from '../messages';
import * as detail from './Detail.css';
import * as styles from './Verify.css';
import type { VerifyOutcome } from './verifyOnChain';

type VerifyModule = Pick<typeof import('./verifyOnChain'), 'verifyAgenda'>;

/** The reading code (viem) arrives only with the first click. */
const loadVerifier = (): Promise<VerifyModule> => import('./verifyOnChain');

type Status = { kind: 'idle' } | { kind: 'reading' } | { kind: 'done'; outcome: VerifyOutcome } | { kind: 'failed'; message: string };

const NO_COUNCIL = 'none';

/**
 * "Verify on chain": the browser reads the voting contract itself at the block the page's figures
 * were indexed at (state, tally, tracker summary, the chosen council's receipt), recomputes the
 * page's readings with the same rules and says whether they match, or lists each difference.
 */
export function VerifyOnChain({
  agenda,
  viewerCouncilId,
  load = loadVerifier,
  readHead = true,
}: {
  agenda: ProposalDetailAnswer;
  viewerCouncilId: number | null;
  load?: () => Promise<VerifyModule>;
  /** Ask the RPC for the head on load (dom tests have no RPC). */
  readHead?: boolean;
}) {
  const t = useMessages(agendaCheckMessages);
  const councils = agenda.voting.map((entry) => ({ value: String(entry.council.id), label: entry.council.name }));
  const initial = viewerCouncilId !== null && councils.some((c) => c.value === String(viewerCouncilId)) ? String(viewerCouncilId) : (councils[0]?.value ?? NO_COUNCIL);
  const [council, setCouncil] = useState(initial);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();
  const block = agenda.block;
  const head = useChainHead(readHead && block !== null);

  async function verify(indexedAt: number) {
    setStatus({ kind: 'reading' });
    try {
      const { verifyAgenda } = await load();
      const outcome = await verifyAgenda({ ...agenda, block: indexedAt }, council === NO_COUNCIL ? null : Number(council));
      setStatus({ kind: 'done', outcome });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }

  return (
    <section className={`${detail.card} ${styles.section}`} aria-labelledby="verify-title" data-testid="verify-on-chain">
      <h2 id="verify-title" className={detail.sectionTitle}>
        {t('verify.title')}
      </h2>
      <div className={styles.body}>
        <p className={styles.note} data-testid="indexed-block">
          {block === null ? t('verify.notIndexed') : t('verify.readAt', { block: formatNumber(block) })}
        </p>
        {block !== null && head !== null && status.kind !== 'done' && (
          <p className={styles.note} data-testid="head-lag">
            {lagText(t, block, head, formatNumber)}
          </p>
        )}
        <div className={styles.controls}>
          {councils.length > 0 && (
            <Select<string> aria-label={t('verify.council')} value={council} options={councils} onChange={setCouncil} />
          )}
          <Button variant="secondary" size="sm" disabled={!hydrated || block === null || status.kind === 'reading'} onClick={() => block !== null && void verify(block)}>
            {status.kind === 'reading' ? t('verify.reading') : t('verify.button')}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {status.kind === 'done' && <VerifyResult outcome={status.outcome} />}
          {status.kind === 'failed' && <p className={styles.differs}>{t('verify.failed', { message: status.message })}</p>}
        </div>
      </div>
    </section>
  );
}

function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  const t = useMessages(agendaCheckMessages);
  const agendaText = useMessages(agendaMessages);
  return (
    <>
      {outcome.differences.length === 0 ? (
        <p className={styles.matches} data-testid="verify-matches">
          {t('verify.matches', { block: formatNumber(outcome.block) })}
        </p>
      ) : (
        <>
          <p className={styles.differs} data-testid="verify-differs">
            {t('verify.differs', { block: formatNumber(outcome.block) })}
          </p>
          <ul className={styles.differences} data-testid="verify-differences">
            {outcome.differences.map((d) => (
              <li key={d.label}>
                {differenceText(t, agendaText, d)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.note} data-testid="verify-lag">
        {lagText(t, outcome.block, outcome.head, formatNumber)}
      </p>
    </>
  );
}
