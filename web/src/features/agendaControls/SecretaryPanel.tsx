import { type ReactNode, useId } from 'react';
import type { SecretaryAction } from '@portal/core/entities/secretaryAction';
import { apiKeys, keyGroups } from '../../api/keys';
import { useApi, useInvalidate } from '../../api/useApi';
import { ApprovalDialogs } from '../../components/ApprovalDialogs/ApprovalDialogs';
import { ApproverList } from '../../components/ApproverList/ApproverList';
import { Button } from '../../components/Button/Button';
import { approvalMessages } from '../../components/ApprovalDialogs/approvalMessages';
import { useMessages } from '../../i18n/messages';
import { useApprovalFlow } from '../../shared/secretary/useApprovalFlow';
import { useAccount } from '../../shared/session/sessionStore';
import * as styles from './AgendaControls.css';
import { approveSecretaryAction, confirmSecretaryAction, refetchSecretaryAction, signingRequestOf, useSecretaryAction } from './secretaryActionApi';

/** Once sent, the agenda is asked for again every 2 s until the indexer has the new state (this panel then gives way). */
function WaitForIndexer({ agendaId }: { agendaId: number }) {
  useApi(apiKeys.proposal(agendaId), { refreshInterval: 2_000 });
  return null;
}

const code = (chunks: ReactNode[]) => <code className={styles.code}>{chunks}</code>;

/**
 * The secretary's panel on an agenda (desktop, the secretary's approvers): queue a passed agenda,
 * execute a queued one past its ETA, cancel a pending one — approved by weight with a MetaMask-type
 * wallet and confirmed at the threshold, exactly as a draft's propose (admin §4.6).
 */
export function SecretaryPanel({ agendaId, proposalId, action }: { agendaId: number; proposalId: number; action: SecretaryAction }) {
  const headingId = useId();
  const t = useMessages(approvalMessages);
  const me = useAccount();
  const invalidate = useInvalidate();
  const { data, error } = useSecretaryAction(proposalId, action);
  const flow = useApprovalFlow(
    {
      signingRequest: () => signingRequestOf(proposalId, action),
      approve: (signature) => approveSecretaryAction(proposalId, action, signature),
      confirm: () => confirmSecretaryAction(proposalId, action),
    },
    {
      address: me?.address ?? null,
      refreshOnceRead: true,
      refresh: () => {
        void refetchSecretaryAction(proposalId, action);
        void invalidate(keyGroups.proposals);
      },
    },
  );
  const mine = data?.approvers.find((a) => a.address.toLowerCase() === me?.address.toLowerCase());
  const reached = data !== undefined && data.signed_weight >= data.draft_approval_threshold;
  const canApprove = data !== undefined && !data.confirm_tx_hash && mine !== undefined && !mine.signed && !reached;

  return (
    <section className={styles.card} aria-labelledby={headingId} data-secretary-action={action}>
      <h2 id={headingId} className={styles.title}>
        {t('secretary.title', { action })}
      </h2>
      <p className={styles.muted}>{t('secretary.about', { action })}</p>
      {error && (
        <p role="alert" className={styles.muted}>
          {t('secretary.refused', { reason: error.message })}
        </p>
      )}
      {data && <ApproverList approvers={data.approvers} signedWeight={data.signed_weight} threshold={data.draft_approval_threshold} you={me?.address} />}
      {data?.confirm_tx_hash ? (
        <p role="status" className={styles.muted}>
          {t.rich('secretary.sent', { hash: data.confirm_tx_hash, code })}
          <WaitForIndexer agendaId={agendaId} />
        </p>
      ) : (
        <>
          {canApprove && !flow.metaMaskType && <p className={styles.muted}>{t('metaMaskOnly')}</p>}
          <div className={styles.actions}>
            {canApprove && (
              <Button variant="primary" disabled={!flow.metaMaskType || flow.busy !== null} aria-busy={flow.busy === 'approve' || undefined} onClick={flow.approve}>
                {t('approve')}
              </Button>
            )}
            {reached && (
              <Button variant="primary" disabled={flow.busy !== null} onClick={flow.askConfirm}>
                {t('confirm')}
              </Button>
            )}
          </div>
        </>
      )}
      <ApprovalDialogs flow={flow} />
    </section>
  );
}
