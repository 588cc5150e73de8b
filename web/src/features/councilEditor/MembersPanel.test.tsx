import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveSignedInAccount, type SiteAccount } from '@portal/core/entities/account';
import { endDomSession, renderInApp, signInForTest } from '../../../../test/setup/domSession';
import { MembersPanel } from './MembersPanel';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const manager: SiteAccount = { id: 41, address: '0x00000000000000000000000000000000000000b1', council_id: 5, level: 1, type: 1 };
let members: SiteAccount[] = [];

beforeEach(() => {
  members = [manager];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') {
      // The list read after a write takes a while, as over a network.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response(JSON.stringify({ code: 200, result: members }));
    }
    if (init.method === 'DELETE') members = members.filter((m) => `/v1/accounts/${m.id}` !== path);
    return new Response(JSON.stringify({ code: 200, result: null }));
  });
});
afterEach(endDomSession);

describe('the council members panel', () => {
  it('after removing a member, focus is on the panel (its Add), not dropped with the member’s Remove', async () => {
    const stored: SiteAccount = { id: 1, address: ADMIN, council_id: 0, level: 0, type: 0 };
    signInForTest(ADMIN, stored);
    const account = deriveSignedInAccount(ADMIN, { stored, secretary: false, voterCouncilId: null })!;
    const user = userEvent.setup();
    renderInApp(<MembersPanel councilId={5} account={account} desktop />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove a Member' })).getByRole('button', { name: 'Confirm' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Save complete' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull());
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a manager' }));
  });
});
