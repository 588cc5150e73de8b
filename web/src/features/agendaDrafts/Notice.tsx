import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import * as styles from './AgendaDrafts.css';

export type NoticeContent = { title: string; message?: string; details?: string; onOk?: () => void };

/** The alerts of §8 "Proposal drafts": a title, the message, the server's or wallet's details, and OK. */
export function Notice({ notice, onClose }: { notice: NoticeContent | null; onClose: () => void }) {
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
      {notice?.details && <p className={styles.muted}>{notice.details}</p>}
    </Modal>
  );
}
