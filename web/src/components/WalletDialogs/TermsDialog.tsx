import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Modal } from '../Modal/Modal';
import { useMessages } from '../../i18n/messages';
import { votingMessages } from './votingMessages';
import { loadWalletRuntime } from '../../shared/wallet/walletStore';
import type { SignInTerms } from '../../shared/wallet/walletUi';
import * as styles from './WalletDialogs.css';

/**
 * Admin §2.3, §4.1 step 4: "Welcome", the agreement checkbox that Sign needs, and the note that the
 * authentication resets after 24 hours. Closing it cancels the login.
 */
const termsLink = (chunks: ReactNode[]) => (
  <a className={styles.link} href="/Terms" target="_blank" rel="noopener noreferrer">
    {chunks}
  </a>
);

const privacyLink = (chunks: ReactNode[]) => (
  <a className={styles.link} href="/Privacy" target="_blank" rel="noopener noreferrer">
    {chunks}
  </a>
);

export function TermsDialog({ terms }: { terms: SignInTerms }) {
  const t = useMessages(votingMessages);
  const [agreed, setAgreed] = useState(false);
  const close = () => {
    if (!terms.signing) void loadWalletRuntime().then((runtime) => runtime.cancelSignIn());
  };
  return (
    <Modal
      open
      onClose={close}
      title={t('welcome.title')}
      // The md width (spec: 600 or 320) holds a whole address on one line beside roomy text.
      closable={!terms.signing}
      footer={
        <Button variant="primary" disabled={!agreed || terms.signing} aria-busy={terms.signing} onClick={() => void loadWalletRuntime().then((runtime) => runtime.signIn())}>
          {t('welcome.sign')}
        </Button>
      }
    >
      <div className={styles.welcome}>
        <p>{t('welcome.intro')}</p>
        <p>{t('welcome.reset')}</p>
        {/* One line, never broken mid-address: where the screen is too narrow it ends in an ellipsis, the whole address in its title. */}
        <p className={styles.address} title={terms.address}>
          {terms.address}
        </p>
        <Checkbox
          label={t.rich('welcome.agree', { terms: termsLink, privacy: privacyLink })}
          checked={agreed}
          disabled={terms.signing}
          required
          onChange={setAgreed}
        />
        {terms.signing && (
          <p role="status" className={styles.countdown}>
            {t('welcome.signing')}
          </p>
        )}
      </div>
    </Modal>
  );
}
