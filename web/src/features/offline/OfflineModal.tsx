import { useEffect } from 'react';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { useLocale, useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { useOnline } from './useOnline';

/** Spec §8: when the browser goes offline, "Network Error" / "Please check your network" with Refresh. */
export function OfflineModal() {
  const { online, dismissed, dismiss } = useOnline();
  const locale = useLocale();
  // Fetched while there is a network: the dialog appears exactly when there is none.
  useEffect(() => {
    if (locale === 'ko') void commonMessages.ko();
  }, [locale]);
  if (online || dismissed) return null;
  return <OfflineDialog onClose={dismiss} />;
}

/** Rendered only once offline, so that a page online never waits for the Korean catalogue. */
function OfflineDialog({ onClose }: { onClose: () => void }) {
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
