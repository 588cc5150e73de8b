import { useEffect, useState, type ReactNode } from 'react';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { kaiaWalletDeepLink, kaiaWalletQrLink } from '../../shared/wallet/app2app';
import { QrCode } from '../QrCode/QrCode';
import { WALLET_TEXT } from '../../shared/wallet/walletMessages';
import { useMessages } from '../../i18n/messages';
import { alertText } from './alertText';
import { votingMessages } from './votingMessages';
import { loadWalletRuntime, useWallet, type WalletKind } from '../../shared/wallet/walletStore';
import { type MobileRequest, updateWalletUi, useWalletUi } from '../../shared/wallet/walletUi';
import { useAccount } from '../../shared/session/sessionStore';
import { TermsDialog } from './TermsDialog';
import * as styles from './WalletDialogs.css';
import { visuallyHidden } from '../../styles/global.css';
import { WALLET_POLL_LIMIT_MS } from '@portal/core/constants';

export const WALLET_LINKS = {
  kaiaWalletChrome: 'https://chromewebstore.google.com/detail/kaia-wallet/jblndlipeogpafnldhgmapagcccfchpi',
  kaiaWalletDownload: 'https://www.kaiawallet.io',
  metaMaskDownload: 'https://metamask.io/download',
} as const;

function connect(kind: WalletKind) {
  updateWalletUi({ chooserOpen: false });
  void loadWalletRuntime().then((runtime) => runtime.connectWallet(kind));
}

type Option = { kind: WalletKind; name: string; note: string; mark: string; colors: [string, string]; installed?: boolean; installUrl?: string };

/**
 * One wallet of the chooser. A browser wallet that is not in this browser is a link to install it
 * (the Kaia Wallet's Chrome Web Store page, spec admin §2.3): choosing it could only end in "No
 * connected wallet".
 */
function WalletOption({ option }: { option: Option }) {
  const t = useMessages(votingMessages);
  const missing = option.installed === false && option.installUrl !== undefined;
  const noteId = `wallet-note-${option.kind}`;
  const body = (
    <>
      <span className={styles.logo} style={{ background: option.colors[0], color: option.colors[1] }} aria-hidden="true">
        {option.mark}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionName}>{option.name}</span>
        <span id={noteId} className={styles.optionNote}>
          {missing ? t('chooser.notDetected', { note: option.note }) : option.note}
        </span>
      </span>
    </>
  );
  if (missing) {
    return (
      // The option's look without a link's underline (the style sheet is shared with the buttons).
      <a className={styles.option} style={{ textDecoration: 'none' }} href={option.installUrl} target="_blank" rel="noopener noreferrer" aria-label={t('chooser.install', { name: option.name })} aria-describedby={noteId}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={styles.option} aria-label={option.name} aria-describedby={noteId} onClick={() => connect(option.kind)}>
      {body}
    </button>
  );
}

const walletLink = (href: string) =>
  function WalletLink(chunks: ReactNode[]) {
    return (
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    );
  };
const downloadLink = walletLink(WALLET_LINKS.kaiaWalletDownload);
const chromeStoreLink = walletLink(WALLET_LINKS.kaiaWalletChrome);

function WalletChooser({ open }: { open: boolean }) {
  const t = useMessages(votingMessages);
  const { data: network } = useApi(open ? apiKeys.networkConfig() : null);
  const hasKaia = typeof window !== 'undefined' && 'klaytn' in window;
  const hasMetaMask = typeof window !== 'undefined' && !!(window as { ethereum?: { isMetaMask?: boolean } }).ethereum?.isMetaMask;
  const options: Option[] = [
    { kind: 'kaiaWallet', name: WALLET_TEXT.extensionWallet, note: t('chooser.desktop'), mark: 'K', colors: ['#bff009', '#0a0b0d'], installed: hasKaia, installUrl: WALLET_LINKS.kaiaWalletChrome },
    { kind: 'metaMask', name: WALLET_TEXT.metaMask, note: t('chooser.browserExtension'), mark: 'M', colors: ['#f6851b', '#0a0b0d'], installed: hasMetaMask, installUrl: WALLET_LINKS.metaMaskDownload },
    { kind: 'mobile', name: WALLET_TEXT.mobileWallet, note: t('chooser.mobileApp'), mark: 'K', colors: ['#1c2408', '#bff009'] },
  ];
  if (network?.walletconnect_project_id) options.push({ kind: 'walletConnect', name: t('chooser.otherWallets'), note: WALLET_TEXT.otherWalletsNote, mark: 'W', colors: ['#3b99fc', '#ffffff'] });
  return (
    <Modal open={open} onClose={() => updateWalletUi({ chooserOpen: false })} title={t('chooser.title')}>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.kind}>
            <WalletOption option={option} />
          </li>
        ))}
      </ul>
      <p className={styles.download}>
        {t.rich('chooser.noWallet', { download: hasKaia ? downloadLink : chromeStoreLink })}
      </p>
    </Modal>
  );
}

/** Admin §2.3: the connecting loader counts down from 60 s; at 0 it reads "Failed to Connect". */
function useSecondsLeft(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((startedAt + WALLET_POLL_LIMIT_MS - now) / 1000));
}

/** The last mark (30 s, 10 s, 0) the countdown has reached, or null before the first. */
function announcedMark(secondsLeft: number): number | null {
  return ANNOUNCED_MARKS.find((mark) => secondsLeft <= mark) ?? null;
}
const ANNOUNCED_MARKS = [0, 10, 30];

function MobileRequestDialog({ request }: { request: MobileRequest }) {
  const secondsLeft = useSecondsLeft(request.startedAt);
  const mark = announcedMark(secondsLeft);
  const t = useMessages(votingMessages);
  return (
    <Modal open onClose={request.close} title={WALLET_TEXT.mobileWallet}>
      <div className={styles.qrBlock} data-request-key={request.requestKey}>
        <p>{t('mobile.scan', { purpose: request.purpose })}</p>
        <QrCode value={kaiaWalletQrLink(request.requestKey)} label={t('mobile.qrLabel')} />
        <a className={styles.link} href={kaiaWalletDeepLink(request.requestKey)}>
          {t('mobile.open')}
        </a>
        <p role="timer" aria-live="off" className={styles.countdown}>
          {secondsLeft > 0 ? t('mobile.waiting', { seconds: secondsLeft }) : t('alert.failedToConnect')}
        </p>
        {/* The seconds above are not read out; this polite region speaks at a few marks and at the end. */}
        <p role="status" className={visuallyHidden}>
          {mark === null ? '' : mark === 0 ? t('alert.failedToConnect') : t('mobile.secondsLeft', { seconds: mark })}
        </p>
      </div>
    </Modal>
  );
}

/** Every wallet dialog; the header mounts this (lazily) once the user first reached for a wallet. */
export default function WalletDialogs() {
  const ui = useWalletUi();
  const t = useMessages(votingMessages);
  const wallet = useWallet();
  const account = useAccount();
  const shownAddress = wallet.address ?? account?.address ?? null;
  const alert = ui.alert;
  const closeAlert = () => {
    updateWalletUi({ alert: null });
    alert?.onConfirm?.();
  };
  return (
    <>
      <WalletChooser open={ui.chooserOpen} />
      {ui.terms && !ui.mobile && <TermsDialog terms={ui.terms} />}
      {ui.mobile && <MobileRequestDialog key={ui.mobile.requestKey} request={ui.mobile} />}
      <Modal
        open={ui.disconnectOpen}
        onClose={() => updateWalletUi({ disconnectOpen: false })}
        title={t('disconnect.title')}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => updateWalletUi({ disconnectOpen: false })}>
              {t('cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                updateWalletUi({ disconnectOpen: false });
                void loadWalletRuntime().then((runtime) => runtime.disconnectWallet());
              }}
            >
              {t('disconnect.confirm')}
            </Button>
          </>
        }
      >
        {shownAddress && <p className={styles.address}>{shownAddress}</p>}
      </Modal>
      <Modal
        open={alert !== null}
        onClose={closeAlert}
        title={alert ? alertText(t, alert.title) : ''}
        size="sm"
        role="alertdialog"
        footer={
          <Button variant="primary" onClick={closeAlert}>
            {t('ok')}
          </Button>
        }
      >
        {alert && (
          <>
            <p>{alertText(t, alert.message)}</p>
            {alert.details && (
              <details className={styles.details}>
                <summary>{t('alert.details')}</summary>
                <p className={styles.detailsText}>{alertText(t, alert.details)}</p>
              </details>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
