import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { screenWidth } from '../../../../test/setup/domSession';
import { sampleDraft } from '../../../../test/fixtures/proposalDrafts';
import VotingListTab from './VotingListTab';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const MANAGER = '0x4495f339c5db5f1a1aec795931d5481af12cafb9';

function signIn(level: 0 | 1) {
  const address = level === 0 ? ADMIN : MANAGER;
  const account = deriveSignedInAccount(address, { stored: { id: level + 1, address, council_id: 0, level, type: 0 } as never, secretary: false, voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
}

const card = (id: number, title: string) => ({ id, title, subtitle: '', state: 0, council: { id: 0, name: 'Foundation', thumbnail: '' } });
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    if (path === '/v1/proposals/drafts') return new Response(JSON.stringify({ code: 200, result: [1, 2, 3, 4].map((id) => sampleDraft(id)) }));
    const url = new URL(path, 'http://x');
    const input = url.searchParams.get('input');
    const items = input === 'nothing' ? [] : Array.from({ length: 6 }, (_, i) => card(i + 1, `Agenda ${i + 1}`));
    return new Response(JSON.stringify({ code: 200, result: { items, total: input === 'nothing' ? 0 : 8, page: 1, size: 6, counts: { all: 8, upcoming: 1, ongoing: 2, closed: 5 }, block: 1 } }));
  });
  screenWidth('desktop');
});
afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const renderTab = (query = '?tab=VOTING_LIST') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/MyPage${query}`]}>
        <Routes>
          <Route path="*" element={<><VotingListTab /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('Voting List tab (admin §2.4)', () => {
  it('shows a site admin New Voting, up to 3 drafts and 6 published agendas with See More, and category counts', async () => {
    signIn(0);
    renderTab();
    const drafts = await screen.findByRole('list', { name: 'Draft' });
    expect(within(drafts).getAllByRole('link')).toHaveLength(3);
    // Newest first.
    expect(within(drafts).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/MyPage/ProposalDraftDetail?id=4', '/MyPage/ProposalDraftDetail?id=3', '/MyPage/ProposalDraftDetail?id=2']);
    const published = await screen.findByRole('list', { name: 'Published' });
    expect(within(published).getAllByRole('link')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: 'See More' }).map((a) => a.getAttribute('href'))).toEqual(['/MyPage/ProposalDraftList', '/MyPage/ProposalPublishedList?category=0']);
    expect(screen.getByRole('button', { name: 'All (8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upcoming (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongoing (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Closed (5)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Voting' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage/NewVoting');
  });

  it('hides New Voting from a site admin on a phone (admin §6: on desktop only), the lists still shown', async () => {
    screenWidth('phone');
    signIn(0);
    renderTab();
    await screen.findByRole('list', { name: 'Draft' });
    expect(screen.queryByRole('button', { name: 'New Voting' })).toBeNull();
  });

  it('hides New Voting from a site manager; a category and a search go in the query; no results offer Reset', async () => {
    signIn(1);
    renderTab();
    await screen.findByRole('list', { name: 'Published' });
    expect(screen.queryByRole('button', { name: 'New Voting' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ongoing (2)' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage?tab=VOTING_LIST&category=2');
    expect(asked).toContain('/v1/proposals?category=2&size=6');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'nothing{Enter}');
    expect(await screen.findByText('No results were found for your search')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage?tab=VOTING_LIST');
  });
});
