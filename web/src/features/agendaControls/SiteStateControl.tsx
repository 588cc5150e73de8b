import { useId, useState } from 'react';
import { keyGroups } from '../../api/keys';
import { useInvalidate } from '../../api/useApi';
import { NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import type { ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import * as styles from './AgendaControls.css';
import { SITE_STATE_TEXT } from './agendaControlsText';
import { putSiteState } from './secretaryActionApi';

/**
 * A text agenda's status, moved on by a site admin on a desktop (public §4, admin §2.8): a passed
 * one goes In Progress, then Executed (PUT /v1/proposals/{agendaNumber}/site_state); the public sees the badge.
 */
export function SiteStateControl({ agendaId, siteState, next }: { agendaId: number; siteState: 5 | 7 | null; next: 5 | 7 }) {
  const headingId = useId();
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
      setNotice({ title: SITE_STATE_TEXT.saved, onOk: refetch });
    } catch (failure) {
      setNotice({ title: SITE_STATE_TEXT.failed, details: failure instanceof Error ? failure.message : String(failure), onOk: refetch });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-site-state-control="">
      <h2 id={headingId} className={styles.title}>
        {SITE_STATE_TEXT.title}
      </h2>
      <p className={styles.muted}>{SITE_STATE_TEXT.current[siteState ?? 'null']}</p>
      <div className={styles.actions}>
        <Button variant="primary" disabled={busy} onClick={() => setAsking(true)}>
          {SITE_STATE_TEXT.change[next]}
        </Button>
      </div>
      <ConfirmDialog open={asking} title={SITE_STATE_TEXT.change[next]} busy={busy} onCancel={() => setAsking(false)} onConfirm={() => void save()}>
        <p>{SITE_STATE_TEXT.question[next]}</p>
      </ConfirmDialog>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
