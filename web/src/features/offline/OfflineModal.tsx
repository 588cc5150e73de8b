import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { useOnline } from './useOnline';

/** Spec §8: when the browser goes offline, "Network Error" / "Please check your network" with Refresh. */
export function OfflineModal() {
  const { online, dismissed, dismiss } = useOnline();
  return (
    <Modal
      open={!online && !dismissed}
      onClose={dismiss}
      title="Network Error"
      size="sm"
      role="alertdialog"
      closable={false}
      footer={
        <Button variant="primary" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      }
    >
      <p>Please check your network</p>
    </Modal>
  );
}
