import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/messages';
import { VOTE_TEXT, WALLET_TEXT } from '../../shared/wallet/walletMessages';
import { updateWalletUi } from '../../shared/wallet/walletUi';
import { TermsDialog } from './TermsDialog';
import WalletDialogs from './WalletDialogs';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/messages/en/voting.json'), 'utf8')) as Record<string, string>;
/** The catalogue's English sentences without arguments: none may be left on a Korean page. */
const sentences = Object.values(english).filter((text) => !/[{<]/.test(text) && text.includes(' '));
const englishLeft = (text: string) => sentences.filter((sentence) => text.includes(sentence));

// In act, so the Suspense boundary's retry once the Korean catalogue has arrived is rendered too.
const inKorean = (ui: React.ReactNode) =>
  act(async () => {
    render(
      <LocaleProvider locale="ko">
        <Suspense fallback={<p>…</p>}>{ui}</Suspense>
      </LocaleProvider>,
    );
  });


afterEach(() => updateWalletUi({ alert: null, disconnectOpen: false, chooserOpen: false }));

describe('the wallet dialogs in Korean', () => {
  it('the Welcome dialog reads Korean, with its links inside the agreement', async () => {
    await inKorean(<TermsDialog terms={{ address: '0x00000000000000000000000000000000000000aa', signing: false }} />);
    const dialog = await screen.findByRole('dialog', { name: '환영합니다' });
    expect(screen.getByRole('button', { name: '서명' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: '이용약관' }).getAttribute('href')).toBe('/Terms');
    expect(dialog.textContent).toContain('인증은 24시간 후 초기화되며');
    expect(englishLeft(document.body.textContent ?? '')).toEqual([]);
  });

  it('shows the runtime’s English alerts in Korean, the network name kept', async () => {
    act(() => updateWalletUi({ alert: { title: WALLET_TEXT.wrongNetworkTitle, message: WALLET_TEXT.wrongNetwork('Kairos'), details: VOTE_TEXT.notLoggedIn } }));
    await inKorean(<WalletDialogs />);
    const alert = await screen.findByRole('alertdialog', { name: '잘못된 네트워크' });
    expect(alert.textContent).toContain('지갑이 Kairos 네트워크에 연결되어 있는지 확인해 주세요.');
    expect(alert.textContent).toContain('오류 코드 보기');
    expect(alert.textContent).toContain('로그인되어 있지 않습니다');
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
    expect(englishLeft(document.body.textContent ?? '')).toEqual([]);
  });

  it('keeps a wallet’s own error detail as it came', async () => {
    act(() => updateWalletUi({ alert: { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: 'execution reverted: 0x1234' } }));
    await inKorean(<WalletDialogs />);
    const alert = await screen.findByRole('alertdialog', { name: '트랜잭션 실패' });
    expect(alert.textContent).toContain('죄송합니다. 문제가 발생했습니다. 다시 시도해 주세요.');
    expect(alert.textContent).toContain('execution reverted: 0x1234');
  });
});
