import type { ApprovalFlow, ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import { APPROVAL_TEXT } from '../../shared/secretary/approvalText';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Modal } from '../Modal/Modal';
import * as styles from './ApprovalDialogs.css';

/** An alert of §8 "Proposal drafts": a title, the message, the server's or wallet's details, and OK. */
export function NoticeAlert({ notice, onClose }: { notice: ApprovalNotice | null; onClose: () => void }) {
  const ok = () => {
    onClose();
    notice?.onOk?.();
  };
  return (
    <Modal
      open={notice !== null}
      onClose={ok}
      title={notice?.title ?? ''}
      size="sm"
      role="alertdialog"
      footer={
        <Button variant="primary" onClick={ok}>
          OK
        </Button>
      }
    >
      {notice?.message && <p>{notice.message}</p>}
      {notice?.details && <p className={styles.details}>{notice.details}</p>}
    </Modal>
  );
}

/** The dialogs of the approve → confirm path: the confirm question, the processing modal, the alerts. */
export function ApprovalDialogs({ flow }: { flow: ApprovalFlow }) {
  return (
    <>
      <ConfirmDialog open={flow.asking} title={APPROVAL_TEXT.confirm} onCancel={flow.cancelConfirm} onConfirm={flow.confirm}>
        <p>{APPROVAL_TEXT.confirmQuestion}</p>
      </ConfirmDialog>
      <Modal open={flow.busy === 'confirm'} onClose={() => undefined} closable={false} title={APPROVAL_TEXT.confirm} size="sm">
        <p role="status">{APPROVAL_TEXT.processing}</p>
      </Modal>
      <NoticeAlert notice={flow.notice} onClose={flow.closeNotice} />
    </>
  );
}
