import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages, problemText, type CouncilEditorKey } from './messages';
import * as styles from './councilEditor.css';

/** What an alert dialog says (admin-area §8): a title and a sentence (catalogue keys), and the server's message as details. */
export type Notice = { title: CouncilEditorKey; message?: CouncilEditorKey; details?: string | undefined };

/** The alert dialogs of §8 ("Save complete", "Save error" with details…), closed with OK. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useMessages(councilEditorMessages);
  return (
    <Modal
      open={notice !== null}
      onClose={onClose}
      title={notice ? t(notice.title) : ''}
      size="sm"
      role="alertdialog"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('notice.ok')}
        </Button>
      }
    >
      <p>{notice?.message ? t(notice.message) : ''}</p>
      {notice?.details ? <p className={styles.details}>{problemText(t, notice.details)}</p> : null}
    </Modal>
  );
}

/** The error of a failed call as the details line. */
export function detailsOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
