import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Modal } from '../Modal/Modal';
import { WALLET_TEXT } from '../../shared/wallet/walletMessages';
import { loadWalletRuntime } from '../../shared/wallet/walletStore';
import type { SignInTerms } from '../../shared/wallet/walletUi';
import * as styles from './WalletDialogs.css';

/**
 * Admin §2.3, §4.1 step 4: "Welcome", the agreement checkbox that Sign needs, and the note that the
 * authentication resets after 24 hours. Closing it cancels the login.
 */
export function TermsDialog({ terms }: { terms: SignInTerms }) {
  const [agreed, setAgreed] = useState(false);
  const close = () => {
    if (!terms.signing) void loadWalletRuntime().then((runtime) => runtime.cancelSignIn());
  };
  return (
    <Modal
      open
      onClose={close}
      title={WALLET_TEXT.welcomeTitle}
      // The md width (spec: 600 or 320) holds a whole address on one line beside roomy text.
      closable={!terms.signing}
      footer={
        <Button variant="primary" disabled={!agreed || terms.signing} aria-busy={terms.signing} onClick={() => void loadWalletRuntime().then((runtime) => runtime.signIn())}>
          {WALLET_TEXT.sign}
        </Button>
      }
    >
      <div className={styles.welcome}>
        <p>{WALLET_TEXT.welcomeIntro}</p>
        <p>{WALLET_TEXT.welcomeReset}</p>
        {/* One line, never broken mid-address: where the screen is too narrow it ends in an ellipsis, the whole address in its title. */}
        <p className={styles.address} title={terms.address}>
          {terms.address}
        </p>
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <a className={styles.link} href="/Terms" target="_blank" rel="noopener noreferrer">
                Terms of Use
              </a>{' '}
              and the{' '}
              <a className={styles.link} href="/Privacy" target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </a>
              .
            </>
          }
          checked={agreed}
          disabled={terms.signing}
          required
          onChange={setAgreed}
        />
        {terms.signing && (
          <p role="status" className={styles.countdown}>
            {WALLET_TEXT.signing}
          </p>
        )}
      </div>
    </Modal>
  );
}
