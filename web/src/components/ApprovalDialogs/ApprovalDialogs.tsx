import type { ApprovalFlow, ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import { useMessages } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Modal } from '../Modal/Modal';
import * as styles from './ApprovalDialogs.css';
import { approvalMessages } from './approvalMessages';
import { noticeText } from './noticeText';

/** An alert of §8 "Proposal drafts": a title, the message, the server's or wallet's details, and OK. */
export function NoticeAlert({ notice, onClose }: { notice: ApprovalNotice | null; onClose: () => void }) {
  const t = useMessages(approvalMessages);
  const ok = () => {
    onClose();
    notice?.onOk?.();
  };
  return (
    <Modal
      open={notice !== null}
      onClose={ok}
      title={notice ? noticeText(t, notice.title) : ''}
      size="sm"
      role="alertdialog"
      footer={
        <Button variant="primary" onClick={ok}>
          {t('ok')}
        </Button>
      }
    >
      {notice?.message && <p>{noticeText(t, notice.message)}</p>}
      {notice?.details && <p className={styles.details}>{noticeText(t, notice.details)}</p>}
    </Modal>
  );
}

/** The dialogs of the approve → confirm path: the confirm question, the processing modal, the alerts. */
export function ApprovalDialogs({ flow }: { flow: ApprovalFlow }) {
  const t = useMessages(approvalMessages);
  return (
    <>
      <ConfirmDialog open={flow.asking} title={t('confirm')} confirmLabel={t('confirm')} cancelLabel={t('cancel')} onCancel={flow.cancelConfirm} onConfirm={flow.confirm}>
        <p>{t('confirm.question')}</p>
      </ConfirmDialog>
      <Modal open={flow.busy === 'confirm'} onClose={() => undefined} closable={false} title={t('confirm')} size="sm">
        <p role="status">{t('processing')}</p>
      </Modal>
      <NoticeAlert notice={flow.notice} onClose={flow.closeNotice} />
    </>
  );
}
