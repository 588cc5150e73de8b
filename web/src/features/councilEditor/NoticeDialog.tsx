import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import * as styles from './councilEditor.css';

/** What an alert dialog says (admin-area §8): a title, a sentence, and the server's message as details. */
export type Notice = { title: string; message: string; details?: string | undefined };

/** The alert dialogs of §8 ("Save complete", "Save error" with details…), closed with OK. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal open={notice !== null} onClose={onClose} title={notice?.title ?? ''} size="sm" role="alertdialog" footer={<Button variant="primary" onClick={onClose}>OK</Button>}>
      <p>{notice?.message}</p>
      {notice?.details ? <p className={styles.details}>{notice.details}</p> : null}
    </Modal>
  );
}

/** The error of a failed call as the details line. */
export function detailsOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
