import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteAccount } from '@portal/core/entities/account';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import SiteManagerTab from './SiteManagerTab';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const MANAGER = '0x4495f339c5db5f1a1aec795931d5481af12cafb9';
const NEW = '0x00000000000000000000000000000000000000aa';
const operators: SiteAccount[] = [
  { id: 1, address: ADMIN, council_id: 0, level: 0, type: 0 },
  { id: 2, address: MANAGER, council_id: 0, level: 1, type: 0, version: 5 },
];

function signIn(level: 0 | 1) {
  signInForTest(operators[level]!.address, operators[level]!);
}

const writes: { method: string; path: string; body: unknown; ifMatch: string | null }[] = [];
/** The answer to the next PUT (a conflict, to see the tab show it). */
let putAnswer: { status: number; body: unknown } | null = null;

beforeEach(() => {
  writes.length = 0;
  putAnswer = null;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return new Response(JSON.stringify({ code: 200, result: operators }));
    writes.push({ method, path, body: init.body ? JSON.parse(init.body as string) : null, ifMatch: new Headers(init.headers).get('If-Match') });
    if (method === 'PUT' && putAnswer) return new Response(JSON.stringify(putAnswer.body), { status: putAnswer.status });
    if (method === 'POST' && (JSON.parse(init.body as string) as { address: string }).address === MANAGER) {
      return new Response(JSON.stringify({ code: 409, err_msg: 'This address already has an account' }), { status: 409 });
    }
    return new Response(JSON.stringify({ code: 200, result: true }));
  });
});
afterEach(endDomSession);

const renderTab = () => renderInApp(<SiteManagerTab />);

/** As site admin on desktop: edits the manager's address to NEW and presses Save. */
async function saveNewAddress() {
  signIn(0);
  screenWidth('desktop');
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${MANAGER}` }));
  const field = screen.getByLabelText(/Wallet address/);
  await userEvent.clear(field);
  await userEvent.type(field, NEW);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Site Manager tab', () => {
  it('lists site admins and site managers; a site admin on a desktop adds one only with a valid address', async () => {
    signIn(0);
    screenWidth('desktop');
    renderTab();
    expect(await screen.findByRole('list', { name: 'Site Admins' })).toHaveProperty('textContent', ADMIN);
    expect(screen.getByRole('list', { name: 'Site Managers' }).textContent).toContain(MANAGER);

    await userEvent.click(screen.getByRole('button', { name: 'Add a Site Manager' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(/Wallet address/), '0x12zz');
    expect(screen.getByText('Invalid address')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await userEvent.keyboard('{Enter}');
    expect(writes).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Wallet address/));
    await userEvent.type(screen.getByLabelText(/Wallet address/), NEW);
    expect(screen.queryByText('Invalid address')).toBeNull();
    await userEvent.click(save);
    await screen.findByRole('alertdialog', { name: 'Save complete' });
    expect(writes).toEqual([{ method: 'POST', path: '/v1/accounts', body: { address: NEW, council_id: 0, level: 1, type: 0 }, ifMatch: null }]);
  });

  it('says "Save error" with the server\'s message', async () => {
    signIn(0);
    screenWidth('desktop');
    renderTab();
    await screen.findByRole('list', { name: 'Site Admins' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a Site Manager' }));
    await userEvent.type(screen.getByLabelText(/Wallet address/), MANAGER);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Save error' });
    expect(alert.textContent).toContain('Sorry, there is something wrong.');
    expect(alert.textContent).toContain('This address already has an account');
  });

  it('edits and deletes by the account id', async () => {
    await saveNewAddress();
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Save complete' })).getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: `Delete ${MANAGER}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['PUT /v1/accounts/2', 'DELETE /v1/accounts/2']));
    expect(writes[0]!.ifMatch).toBe('"5"');
  });

  it('shows the conflict when someone saved the account since the tab read it', async () => {
    putAnswer = { status: 409, body: { code: 409, err_msg: 'The account was changed by someone else; reload and try again' } };
    await saveNewAddress();
    const alert = await screen.findByRole('alertdialog', { name: 'Save error' });
    expect(alert.textContent).toContain('The account was changed by someone else; reload and try again');
    expect(writes.map((w) => w.ifMatch)).toEqual(['"5"']);
  });

  it('offers no Add, Edit or Delete to a site manager, nor on a phone to a site admin', async () => {
    signIn(1);
    screenWidth('desktop');
    const { unmount } = renderTab();
    await screen.findByRole('list', { name: 'Site Admins' });
    expect(screen.queryByRole('button', { name: 'Add a Site Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    unmount();
    signIn(0);
    screenWidth('phone');
    renderTab();
    await screen.findByRole('list', { name: 'Site Admins' });
    expect(screen.queryByRole('button', { name: 'Add a Site Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
