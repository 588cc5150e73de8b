import { useState } from 'react';
import type { ProposalAction } from '@portal/core/entities/proposal';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { AddressChip } from '../../../components/AddressChip/AddressChip';
import { Button } from '../../../components/Button/Button';
import * as actionStyles from './Actions.css';
import * as styles from './Detail.css';
import { paramReading } from './paramBytes';
import type { SimulationOutcome, SimulationResult } from './simulateActions';
import * as verify from './Verify.css';
import { useContractName } from '../../../shared/network/useContractName';
import { formatToken } from '../../../shared/tokenAmount';
import { useMessages } from '../../../i18n/messages';
import { agendaCheckMessages } from './checkMessages';

type SimulateModule = Pick<typeof import('./simulateActions'), 'simulateActions'>;

/** The chain code (viem) arrives only with the click on Simulate. */
const loadSimulator = (): Promise<SimulateModule> => import('./simulateActions');

type Status = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; outcome: SimulationOutcome } | { kind: 'failed'; message: string };

/**
 * The agenda's on-chain actions as the indexer decoded them from ProposalCreated (function and
 * named arguments on a contract the portal knows, the selector and raw calldata otherwise), and
 * "Simulate": each action run from the voting contract at the latest block, with its revert reason.
 */
export function AgendaActions({ actions, load = loadSimulator }: { actions: readonly ProposalAction[]; load?: () => Promise<SimulateModule> }) {
  const t = useMessages(agendaCheckMessages);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function simulate() {
    setStatus({ kind: 'running' });
    try {
      const { simulateActions } = await load();
      setStatus({ kind: 'done', outcome: await simulateActions(actions) });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="actions-title" data-testid="agenda-actions">
      <h2 id="actions-title" className={styles.sectionTitle}>
        {t('actions.title')}
      </h2>
      <ol className={actionStyles.list}>
        {actions.map((action, i) => (
          <li key={i} className={actionStyles.action} data-testid="agenda-action">
            <ActionCall action={action} index={i} />
            {status.kind === 'done' && <ResultLine result={status.outcome.results[i]!} />}
          </li>
        ))}
      </ol>
      <div className={verify.controls}>
        <Button variant="secondary" size="sm" disabled={status.kind === 'running'} onClick={() => void simulate()}>
          {status.kind === 'running' ? t('actions.simulating') : t('actions.simulate')}
        </Button>
        <p className={verify.note} role="status" aria-live="polite" data-testid="simulation-status">
          {status.kind === 'idle' && t('actions.idle')}
          {status.kind === 'done' && t('actions.simulated', { block: formatNumber(status.outcome.block) })}
          {status.kind === 'failed' && t('actions.failed', { message: status.message })}
        </p>
      </div>
    </section>
  );
}

function ActionCall({ action, index }: { action: ProposalAction; index: number }) {
  const { call } = action;
  const t = useMessages(agendaCheckMessages);
  const targetName = useContractName(action.target, action.target_name);
  const what = { n: index + 1, kind: call ? 'call' : action.selector ? 'unknown' : 'transfer', name: call?.function ?? '', selector: action.selector ?? '' };
  return (
    <>
      <p className={actionStyles.title} data-testid="action-title">
        {targetName ? t('action.titleOn', { ...what, target: targetName }) : t('action.title', what)}
      </p>
      <dl className={styles.txTable}>
        <dt className={styles.muted}>{t('action.target')}</dt>
        <dd className={actionStyles.address}>
          <AddressChip address={action.target} />
          {targetName && <span data-testid="action-target-name">{targetName}</span>}
        </dd>
        <dt className={styles.muted}>{t('action.value')}</dt>
        <dd>{formatToken(pebToKlay(action.value), { decimals: 18 })}</dd>
        {call ? (
          <>
            <dt className={styles.muted}>{t('action.function')}</dt>
            <dd className={styles.code} data-testid="action-signature">
              {call.signature}
            </dd>
            {call.args.map((arg) => (
              <Argument key={arg.name} arg={arg} setsParam={/^setParam(In)?$/.test(call.function)} pays={call.function === 'disburse'} />
            ))}
          </>
        ) : (
          action.selector && (
            <>
              <dt className={styles.muted}>{t('action.selector')}</dt>
              <dd className={styles.code} data-testid="action-selector">
                {action.selector}
              </dd>
            </>
          )
        )}
        {action.calldata !== '0x' && (
          <>
            <dt className={styles.muted}>{t('action.calldata')}</dt>
            <dd>
              <details className={styles.calldata}>
                <summary>{t('action.bytes', { count: (action.calldata.length - 2) / 2 })}</summary>
                <p className={styles.code}>{action.calldata}</p>
              </details>
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

/** `pays`: a fund's disburse, whose `value` is an amount in peb, read in KLAY beside it. */
function Argument({ arg, setsParam, pays }: { arg: NonNullable<ProposalAction['call']>['args'][number]; setsParam: boolean; pays: boolean }) {
  const t = useMessages(agendaCheckMessages);
  return (
    <>
      <dt className={styles.muted}>
        {arg.name} <span className={actionStyles.type}>{arg.type}</span>
      </dt>
      <dd className={arg.type === 'address' ? actionStyles.address : actionStyles.value}>
        <span data-testid={`action-arg-${arg.name}`}>{arg.type === 'address' ? <AddressChip address={arg.value} /> : arg.value}</span>
        {arg.label && <span data-testid="action-arg-label">{arg.label}</span>}
        {setsParam && arg.name === 'value' && arg.type === 'bytes' && <span data-testid="action-new-value">{t('action.newValue', { value: paramReading(arg.value) })}</span>}
        {pays && arg.name === 'value' && arg.type === 'uint256' && <span data-testid="action-amount">{formatToken(pebToKlay(arg.value), { decimals: 18 })}</span>}
      </dd>
    </>
  );
}

function ResultLine({ result }: { result: SimulationResult }) {
  const t = useMessages(agendaCheckMessages);
  return (
    <>
      {result.current !== undefined && (
        <p className={verify.note} data-testid="param-current">
          {result.current ? t('result.current', { name: result.current.name, value: paramReading(result.current.value) }) : t('result.currentUnknown')}
        </p>
      )}
      {result.ok ? (
        <p className={verify.matches} data-testid="simulation-result">
          {result.returnData === '0x' ? t('result.succeeds') : t('result.succeedsReturning', { data: result.returnData })}
        </p>
      ) : (
        <p className={verify.differs} data-testid="simulation-result">
          {t('result.reverts', { reason: result.reason })}
        </p>
      )}
    </>
  );
}
