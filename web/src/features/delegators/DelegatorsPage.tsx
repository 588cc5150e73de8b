import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import { getWalletState, loadWalletRuntime, subscribeWallet, useWallet } from '../../shared/wallet/walletStore';
import { updateWalletUi } from '../../shared/wallet/walletUi';
import { parseDelegatorAddress } from './delegatorAddress';
import { DelegatorView } from './DelegatorView';
import * as styles from './Delegators.css';
import { useMessages } from '../../i18n/messages';
import { delegatorMessages } from './messages';

/**
 * Enter an address, or use the connected wallet's; the address lives in the URL (?address=0x…), so
 * the view is linkable and cached by the CDN as any public read. The wallet SDKs load only when
 * "Use my wallet" is clicked without a connected wallet.
 */
export function DelegatorsPage() {
  const t = useMessages(delegatorMessages);
  const [params, setParams] = useSearchParams();
  const asked = params.get('address') ?? '';
  const address = parseDelegatorAddress(asked);
  const [text, setText] = useState(asked);
  // Whether the address asked for is not one (said in the page's language where shown).
  const [invalid, setInvalid] = useState(asked !== '' && !address);
  const [awaitingWallet, setAwaitingWallet] = useState(false);
  const wallet = useWallet();

  const show = (value: string) => {
    const parsed = parseDelegatorAddress(value);
    if (!parsed) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(parsed);
    setParams({ address: parsed });
  };

  // The wallet connected after "Use my wallet": its address is the one asked for.
  useEffect(() => {
    if (!awaitingWallet) return;
    return subscribeWallet(() => {
      const connected = getWalletState();
      if (connected.status !== 'connected' || !connected.address) return;
      setAwaitingWallet(false);
      setInvalid(false);
      setText(connected.address);
      setParams({ address: connected.address });
    });
  }, [awaitingWallet, setParams]);

  const useMyWallet = () => {
    if (wallet.status === 'connected' && wallet.address) {
      show(wallet.address);
      return;
    }
    setAwaitingWallet(true);
    updateWalletUi({ chooserOpen: true });
    void loadWalletRuntime().catch(() => undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    show(text);
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          className={styles.field}
          label={t('form.address')}
          placeholder="0x…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid ? t('form.invalid') : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="primary">
          {t('form.show')}
        </Button>
        <Button onClick={useMyWallet} aria-busy={awaitingWallet}>
          {t('form.useWallet')}
        </Button>
      </form>
      {address && <DelegatorView address={address} />}
    </>
  );
}
