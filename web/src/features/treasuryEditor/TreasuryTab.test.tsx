import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPENDING_CATEGORIES } from '@portal/core/entities/treasury';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { labelColor } from '../../shared/treasury/treasuryLabels';
import TreasuryTab from './TreasuryTab';
import { sampleTransaction } from './treasuryFixtures';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const tx = sampleTransaction;
const puts: { path: string; ifMatch: string | null; body: unknown }[] = [];

beforeEach(() => {
  puts.length = 0;
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'PUT') puts.push({ path, ifMatch: new Headers(init.headers).get('If-Match'), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ code: 200, result: (init.method ?? 'GET') === 'GET' ? [tx] : null }));
  });
});
afterEach(endDomSession);

const renderTab = () => renderInApp(<TreasuryTab />);

describe('the treasury editor', () => {
  it("offers the fund's spending categories as tags in their colours, each named, Uncategorized outlined", async () => {
    renderTab();
    const group = await screen.findByRole('radiogroup', { name: 'Label' });
    const choices = within(group).getAllByRole('radio');
    // Colour is never the only cue: every choice is named by its category's words.
    expect(choices.map((radio) => radio.getAttribute('value'))).toEqual([...SPENDING_CATEGORIES.KCF]);
    for (const label of SPENDING_CATEGORIES.KCF) {
      const radio = within(group).getByRole('radio', { name: label });
      const tag = radio.closest('label')!.querySelector<HTMLElement>('span > span')!;
      if (label === 'Uncategorized') {
        expect(tag.getAttribute('style')).toBeNull();
        expect(tag.className).toMatch(/outlined/);
      } else {
        const dot = tag.querySelector<HTMLElement>('span')!;
        expect(dot.style.background).toBe(labelColor(label));
        expect(tag.style.background).toBe(`${labelColor(label)}26`);
      }
    }
    // Nothing to choose until a row is selected.
    expect(choices.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
  });

  it("selecting a row checks its label; another label enables Apply and is what the edit sends", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: /^Select the transaction of/ }));
    const group = screen.getByRole('radiogroup', { name: 'Label' });
    expect((within(group).getByRole('radio', { name: 'Token Swap' }) as HTMLInputElement).checked).toBe(true);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    await user.click(within(group).getByRole('radio', { name: 'Marketing Expenses' }));
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await screen.findByText('Successfully changed.');
    expect(puts).toEqual([{ path: '/v1/treasury/transactions/120000', ifMatch: '"3"', body: { label: 'Marketing Expenses', kgp: '12', title: 'Swap', recipient: tx.recipient } }]);
    await waitFor(() => expect(within(group).queryByRole('radio', { checked: true })).toBeNull());
  });

  it('Cancel and Apply give focus back to the payment’s radio, not to <body> with their own disabled buttons', async () => {
    const user = userEvent.setup();
    renderTab();
    const row = await screen.findByRole('radio', { name: /^Select the transaction of/ });
    row.focus();
    await user.keyboard(' ');
    expect(row).toHaveProperty('checked', true);
    const kgp = screen.getByRole('textbox', { name: 'KGP' });
    await user.type(kgp, '3');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    expect(cancel).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(row);

    await user.keyboard(' ');
    await user.type(kgp, '4');
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Successfully changed.');
    await waitFor(() => expect(apply).toHaveProperty('disabled', true));
    expect(document.activeElement).toBe(row);
  });

  it('has no label choice, Apply or Sync Data on a phone', async () => {
    screenWidth('phone');
    renderTab();
    await screen.findByText('Swap');
    expect(screen.queryByRole('radiogroup', { name: 'Label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync Data' })).toBeNull();
  });
});
