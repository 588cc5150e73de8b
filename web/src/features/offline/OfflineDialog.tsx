import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

/** Rendered only once offline, so that a page online never waits for the Korean catalogue. */
export default function OfflineDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(commonMessages);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('offline.title')}
      size="sm"
      role="alertdialog"
      closable={false}
      footer={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('offline.refresh')}
        </Button>
      }
    >
      <p>{t('offline.text')}</p>
    </Modal>
  );
}
