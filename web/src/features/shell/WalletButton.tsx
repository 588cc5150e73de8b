import { lazy, Suspense, useEffect, useState } from 'react';
import { truncateWalletAddress } from '@portal/core/format';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { readStored, STORAGE_KEYS } from '../../shared/preferences/storage';
import { restoreSession } from '../../shared/session/session';
import { useSession } from '../../shared/session/sessionStore';
import { useMessages } from '../../i18n/messages';
import { shellMessages } from './messages';
import { loadWalletRuntime, useWallet } from '../../shared/wallet/walletStore';
import { updateWalletUi, useWalletUi } from '../../shared/wallet/walletUi';
import * as styles from './WalletButton.css';

/** The wallet dialogs, a small chunk of their own; the SDKs are a further chunk (loadWalletRuntime). */
const WalletDialogs = lazy(() => import('../../components/WalletDialogs/WalletDialogs'));

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/**
 * "Connect Wallet" ("Connect" on mobile), or the connected address (6+6, 4+4 on mobile) which asks
 * "Are You Sure to Disconnect?". No wallet SDK is part of the first load: the click fetches them,
 * and a browser that connected before gets them back once the page is idle.
 */
export function WalletButton() {
  const t = useMessages(shellMessages);
  const wallet = useWallet();
  const session = useSession();
  const [dialogs, setDialogs] = useState(false);

  useEffect(() => {
    void restoreSession();
  }, []);

  // Another page asked for the chooser (the delegators' "Use my wallet"): the dialogs live here.
  const ui = useWalletUi();
  if (ui.chooserOpen && !dialogs) setDialogs(true);

  useEffect(() => {
    if (!readStored(STORAGE_KEYS.loginWallet)) return;
    whenIdle(() => {
      setDialogs(true);
      void loadWalletRuntime()
        .then((runtime) => runtime.restoreWallet())
        .catch(() => undefined);
    });
  }, []);

  const onClick = () => {
    setDialogs(true);
    if (wallet.status === 'connected' || session.status === 'signedIn') {
      updateWalletUi({ disconnectOpen: true });
      return;
    }
    updateWalletUi({ chooserOpen: true });
    // Start fetching the SDKs while the user picks a wallet.
    void loadWalletRuntime().catch(() => undefined);
  };

  // The wallet's address as it spells it; signed in before the wallet is back (restore), the account's.
  const address = wallet.status === 'connected' ? wallet.address : session.status === 'signedIn' ? session.account.address : null;
  const connected = address !== null;
  return (
    <>
      <Button
        variant={connected ? 'secondary' : 'primary'}
        className={styles.button}
        onClick={onClick}
        aria-busy={wallet.status === 'connecting' || session.status === 'restoring'}
        title={connected ? address! : undefined}
        data-address={connected ? address! : undefined}
        data-testid="wallet-button"
      >
        <Icon name="wallet" size={18} className={styles.icon} />
        {connected ? (
          <>
            <span className={styles.long}>{truncateWalletAddress(address!, false)}</span>
            <span className={styles.short}>{truncateWalletAddress(address!, true)}</span>
          </>
        ) : (
          <>
            <span className={styles.long}>{t('wallet.connect')}</span>
            <span className={styles.short}>{t('wallet.connectShort')}</span>
          </>
        )}
      </Button>
      {dialogs && (
        <Suspense fallback={null}>
          <WalletDialogs />
        </Suspense>
      )}
    </>
  );
}
