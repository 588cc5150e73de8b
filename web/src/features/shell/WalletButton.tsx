import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { useToast } from '../../components/Toast/toastContext';
import * as styles from './WalletButton.css';

/**
 * "Connect Wallet" ("Connect" on mobile). It loads no wallet SDK: the sign-in issue replaces the click
 * with a dynamic import of AppKit, so the wallet code never weighs on the first load.
 */
export function WalletButton() {
  const toast = useToast();
  return (
    <Button variant="primary" className={styles.button} onClick={() => toast.show('Wallet connection is coming soon', 'info')}>
      <Icon name="wallet" size={18} className={styles.icon} />
      <span className={styles.long}>Connect Wallet</span>
      <span className={styles.short}>Connect</span>
    </Button>
  );
}
