import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DelegatorView } from '@portal/core/entities/delegation';
import { endDomSession } from '../../../../test/setup/domSession';
import { DISCONNECTED, setWalletState } from '../../shared/wallet/walletStore';
import { getWalletUi, updateWalletUi } from '../../shared/wallet/walletUi';
import en from '../../i18n/messages/en/delegators.json';
import { DelegatorsPage } from './DelegatorsPage';

/** The page's English, from its catalogue. */
const INVALID_ADDRESS = en['form.invalid'];
const DELEGATOR_TEXT = {
  loading: en['view.loading'],
  failed: en['view.failed'],
  retry: en['view.retry'],
  empty: en['view.empty'],
  councils: en['councils.title'],
  votes: en['votes.title'],
  notTracked: en['votes.notTracked'],
};

const HOLDER = '0x5C5D5E22C688c37386DC1DD6C27011eb830221f0';
const NOBODY = '0x00000000000000000000000000000000000000aa';
const WALLET = '0x1111111111111111111111111111111111111111';

const holderView: DelegatorView = {
  address: HOLDER,
  councils: [
    { council: { id: 11, name: 'Eleven', thumbnail: '' }, pool: '0x3a503c1061d9e62820275DBB940ABBA9a5589529', shares: '7000000000000000000000000', value: '7000123.5', block: 66 },
    { council: { id: 12, name: 'Twelve', thumbnail: '' }, pool: '0x4a503c1061d9e62820275DBB940ABBA9a5589529', shares: '1000000000000000000', value: '1', block: 66 },
  ],
  agendas: [
    { id: 42, title: 'Treasury grant', state: 7, votes: [{ council_id: 11, choice: 1, tracked: true }, { council_id: 12, choice: -1, tracked: true }] },
    { id: 41, title: 'Raise the gas floor', state: 7, votes: [{ council_id: 11, choice: 0, tracked: true }, { council_id: 12, choice: -1, tracked: false }] },
  ],
};

/** The server: each address's view; `failing` answers a 500 until cleared. */
let failing: boolean;
const asked: string[] = [];

beforeEach(() => {
  failing = false;
  asked.length = 0;
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    if (failing) return new Response(JSON.stringify({ code: 500, err_msg: 'Internal error' }), { status: 500 });
    const address = path.split('/').pop()!;
    const result = address.toLowerCase() === HOLDER.toLowerCase() ? holderView : { address, councils: [], agendas: [] };
    return new Response(JSON.stringify({ code: 200, result }));
  });
});
afterEach(() => {
  endDomSession();
  setWalletState(DISCONNECTED);
  updateWalletUi({ chooserOpen: false });
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderPage = (entry = '/Delegators') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DelegatorsPage />
        <Search />
      </SWRConfig>
    </MemoryRouter>,
  );

describe('the delegators page', () => {
  it('opened from a link: loading, then the councils backed and each one’s vote or absence', async () => {
    renderPage(`/Delegators?address=${HOLDER}`);
    expect(screen.getByRole('status', { name: DELEGATOR_TEXT.loading })).toBeTruthy();
    const councils = await screen.findByRole('table', { name: DELEGATOR_TEXT.councils });
    const rows = within(councils).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Eleven', '7,000,000', '7,000,123.5 KLAY', '66'],
      ['Twelve', '1', '1 KLAY', '66'],
    ]);
    expect(within(councils).getByRole('link', { name: 'Eleven' }).getAttribute('href')).toBe('/GC/Detail?id=11');

    const votes = screen.getByRole('table', { name: DELEGATOR_TEXT.votes });
    expect(within(votes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Agenda', 'Eleven', 'Twelve']);
    expect(within(votes).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['#42 Treasury grant', 'Yes', 'Absent'],
      ['#41 Raise the gas floor', 'No', DELEGATOR_TEXT.notTracked],
    ]);
    expect(asked).toEqual([`/v1/delegators/${HOLDER}`]);
  });

  it('says so when the address backs no council', async () => {
    renderPage(`/Delegators?address=${NOBODY}`);
    expect(await screen.findByText(DELEGATOR_TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with the server’s message, and tries again on request', async () => {
    failing = true;
    renderPage(`/Delegators?address=${HOLDER}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DELEGATOR_TEXT.failed);
    expect(alert.textContent).toContain('Internal error');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: DELEGATOR_TEXT.retry }));
    expect(await screen.findByRole('table', { name: DELEGATOR_TEXT.councils })).toBeTruthy();
  });

  it('refuses what is not an address, asks nothing, and puts a valid one in the link', async () => {
    const user = userEvent.setup();
    renderPage();
    const field = screen.getByRole('textbox', { name: 'Address' });
    await user.type(field, '0x12');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(INVALID_ADDRESS)).toBeTruthy();
    expect(asked).toEqual([]);

    await user.clear(field);
    await user.type(field, ` ${NOBODY} `);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(DELEGATOR_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(INVALID_ADDRESS)).toBeNull();
    expect(screen.getByTestId('search').textContent).toBe(`?address=${NOBODY}`);
  });

  it('a link with a malformed address says what is wrong and asks nothing', () => {
    renderPage('/Delegators?address=0xnope');
    expect(screen.getByText(INVALID_ADDRESS)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('"Use my wallet": the connected wallet’s address; without one, the wallet chooser, then its address once connected', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Use my wallet' }));
    expect(getWalletUi().chooserOpen).toBe(true);
    expect(asked).toEqual([]);

    setWalletState({ status: 'connected', kind: 'metaMask', address: WALLET, chainId: 31337, councilId: 0 });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(`?address=${WALLET}`));
    expect(await screen.findByText(DELEGATOR_TEXT.empty)).toBeTruthy();

    setWalletState({ status: 'connected', kind: 'metaMask', address: HOLDER, chainId: 31337, councilId: 0 });
    await user.click(screen.getByRole('button', { name: 'Use my wallet' }));
    expect(await screen.findByRole('table', { name: DELEGATOR_TEXT.councils })).toBeTruthy();
  });
});
