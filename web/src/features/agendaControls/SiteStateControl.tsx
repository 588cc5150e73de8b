import { useId, useState } from 'react';
import { keyGroups } from '../../api/keys';
import { useInvalidate } from '../../api/useApi';
import { NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import type { ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import * as styles from './AgendaControls.css';
import { putSiteState } from './secretaryActionApi';
import { approvalMessages } from '../../components/ApprovalDialogs/approvalMessages';
import { useMessages } from '../../i18n/messages';

const STATE_NAMES = { 5: 'inProgress', 7: 'executed' } as const;

/**
 * A text agenda's status, moved on by a site admin on a desktop (public §4, admin §2.8): a passed
 * one goes In Progress, then Executed (PUT /v1/proposals/{agendaNumber}/site_state); the public sees the badge.
 */
export function SiteStateControl({ agendaId, siteState, next }: { agendaId: number; siteState: 5 | 7 | null; next: 5 | 7 }) {
  const headingId = useId();
  const t = useMessages(approvalMessages);
  // The chain's word (Passed) while no site state is set: the public already reads a passed text agenda In Progress.
  const current = siteState === null ? 'passed' : STATE_NAMES[siteState];
  const change = t('siteState.change', { next: STATE_NAMES[next] });
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);

  const save = async () => {
    setBusy(true);
    // Lists refetch after any write (spec §7): the detail, the lists and their badges. Only once the
    // alert is read: Executed ends the control's part, and the refetch would take the alert with it.
    const refetch = () => void invalidate(keyGroups.proposals);
    try {
      await putSiteState(agendaId, next);
      setNotice({ title: t('siteState.saved'), onOk: refetch });
    } catch (failure) {
      setNotice({ title: t('siteState.failed'), details: failure instanceof Error ? failure.message : String(failure), onOk: refetch });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-site-state-control="">
      <h2 id={headingId} className={styles.title}>
        {t('siteState.title')}
      </h2>
      <p className={styles.muted}>{t('siteState.current', { state: current })}</p>
      <div className={styles.actions}>
        <Button variant="primary" disabled={busy} onClick={() => setAsking(true)}>
          {change}
        </Button>
      </div>
      <ConfirmDialog open={asking} title={change} confirmLabel={t('confirm')} cancelLabel={t('cancel')} busy={busy} onCancel={() => setAsking(false)} onConfirm={() => void save()}>
        <p>{t('siteState.question', { next: STATE_NAMES[next] })}</p>
      </ConfirmDialog>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
