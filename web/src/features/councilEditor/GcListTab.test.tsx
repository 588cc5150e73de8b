import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import GcListTab from './GcListTab';

const record = (id: number, name: string, joined: string | null, resigned: string | null = null) => ({
  council: {
    id,
    name,
    thumbnail: '',
    summary: '',
    description: '',
    categories: [],
    websites: [],
    communities: [],
    site_conf: { status: 'OnBoarding', isFoundation: false },
    joined_at: joined,
    resigned_at: resigned,
    address: null,
  },
  version: 1,
});
const COUNCILS = [record(1, 'Alpha', '2025-01-01T00:00:00.000Z'), record(2, 'Beta', '2024-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'), record(3, 'Gamma', null)];

function signIn(as: 'siteAdmin' | 'siteManager' | 'secretary') {
  const address = '0x00000000000000000000000000000000000000aa';
  signInForTest(address, as === 'secretary' ? null : { id: 1, council_id: 0, level: as === 'siteAdmin' ? 0 : 1, type: 0 }, { secretary: as === 'secretary' });
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: COUNCILS })));
});
afterEach(endDomSession);

const renderTab = () => renderInApp(<GcListTab />);

describe('GC List tab', () => {
  it('splits drafts from published councils, marks the resigned, and gives a site admin on a desktop Add GC and Publish', async () => {
    signIn('siteAdmin');
    screenWidth('desktop');
    renderTab();
    const cards = await screen.findAllByTestId('gc-card');
    expect(cards.map((c) => c.querySelector('a')?.textContent)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe('/MyPage/GC?id=3');
    expect(within(cards[2]!).getByText('Resigned')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Resigned')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add GC' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('gives a site manager neither Add GC nor Publish, and a secretary no Approve on council drafts (nothing says what it does)', async () => {
    signIn('siteManager');
    screenWidth('desktop');
    const first = renderTab();
    await screen.findAllByTestId('gc-card');
    expect(screen.queryByRole('button', { name: 'Add GC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    first.unmount();

    signIn('secretary');
    renderTab();
    await screen.findAllByTestId('gc-card');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('hides the admin actions on a phone', async () => {
    signIn('siteAdmin');
    screenWidth('phone');
    renderTab();
    await screen.findAllByTestId('gc-card');
    expect(screen.queryByRole('button', { name: 'Add GC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
