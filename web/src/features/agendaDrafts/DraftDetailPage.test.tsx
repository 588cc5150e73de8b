import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDraft } from '@portal/core/entities/proposalDraft';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { DraftDetailPage } from './DraftDetailPage';
import { sampleDraft } from '../../../../test/fixtures/proposalDrafts';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const APPROVER = '0x00000000000000000000000000000000000000a2';
let draft: ProposalDraft;
const writes: string[] = [];

function signIn(who: 'admin' | 'secretary') {
  const address = who === 'admin' ? ADMIN : APPROVER;
  const stored = who === 'admin' ? ({ id: 1, address, council_id: 0, level: 0, type: 0 } as never) : null;
  const account = deriveSignedInAccount(address, { stored, secretary: who === 'secretary', voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
}

function desktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
}

beforeEach(() => {
  writes.length = 0;
  draft = sampleDraft(7);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') writes.push(`${method} ${path}`);
    if (method === 'POST') return new Response(JSON.stringify({ code: 409, err_msg: 'The approvals are spent' }), { status: 409 });
    return new Response(JSON.stringify({ code: 200, result: draft }));
  });
});
afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const renderPage = (query = '?id=7') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/MyPage/ProposalDraftDetail${query}`]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <DraftDetailPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('the draft detail (admin §2.8, §4.6)', () => {
  it('shows the Draft badge, the approvers with signed state and weight, and Delete/Edit to a site admin on a desktop only', async () => {
    signIn('admin');
    desktop(true);
    const { unmount } = renderPage();
    const approvers = await screen.findByRole('list', { name: 'Approvers' });
    const rows = within(approvers).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([`0x00000000000000000000000000000000000000a1Signed Weight 2`, `${APPROVER}Not signed Weight 1`]);
    expect(screen.getByText('Threshold: 2 / 3')).toBeTruthy();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to remove?')).toBeTruthy();
    expect(screen.getByText("You can't undo this action.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage/ProposalDraftDetail/Edit?id=7');
    unmount();

    desktop(false);
    renderPage();
    await screen.findByRole('list', { name: 'Approvers' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('deleting goes to the voting list with "Remove complete" and does not ask for the removed draft again', async () => {
    signIn('admin');
    desktop(true);
    const asked: string[] = [];
    const answer = vi.mocked(fetch);
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      asked.push(`${init.method ?? 'GET'} ${path}`);
      return answer(path, init);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage?tab=VOTING_LIST'));
    expect(asked.filter((call) => call.endsWith('/v1/proposals/drafts/7'))).toEqual(['GET /v1/proposals/drafts/7', 'DELETE /v1/proposals/drafts/7']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers an approver Approve under the threshold only with a MetaMask-type wallet', async () => {
    signIn('secretary');
    desktop(true);
    renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByText('Approve with a MetaMask-type wallet connected to this account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('at the threshold: Confirm asks, processes, and a failure alert reloads; a phone shows Confirm on PC', async () => {
    draft = sampleDraft(7, { signed_weight: 3, approvers: draft.approvers.map((a) => ({ ...a, signed: true })) });
    signIn('secretary');
    desktop(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { unmount } = renderPage();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Are you sure you want to confirm?')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    const failed = await screen.findByRole('alertdialog', { name: 'Confirm error' });
    expect(failed.textContent).toContain('The approvals are spent');
    expect(writes).toEqual(['POST /v1/proposals/drafts/7/tx']);
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalled();
    unmount();

    desktop(false);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Confirm on PC' })).toHaveProperty('disabled', true);
  });
});
