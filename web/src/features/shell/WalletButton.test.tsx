import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp } from '../../../../test/setup/domSession';
import { WALLET_TEXT } from '../../shared/wallet/walletMessages';
import { updateWalletUi } from '../../shared/wallet/walletUi';
import { WalletButton } from './WalletButton';

beforeEach(() => {
  // Restoring a session asks the API; a visitor has none.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 401, err_msg: 'Not signed in' }), { status: 401 }));
});
afterEach(() => {
  updateWalletUi({ chooserOpen: false });
  endDomSession();
});

describe('the header wallet button', () => {
  it('draws the wallet chooser when another page asks for it (the delegators’ "Use my wallet")', async () => {
    renderInApp(<WalletButton />);
    expect(screen.queryByRole('dialog', { name: WALLET_TEXT.chooserTitle })).toBeNull();
    act(() => updateWalletUi({ chooserOpen: true }));
    expect(await screen.findByRole('dialog', { name: WALLET_TEXT.chooserTitle })).toBeTruthy();
  });
});
