import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { DraftEditPage } from './DraftEditPage';
import { sampleDraft } from '../../../../test/fixtures/proposalDrafts';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const calls: string[] = [];
const bodies: unknown[] = [];

beforeEach(() => {
  calls.length = 0;
  bodies.length = 0;
  const account = deriveSignedInAccount(ADMIN, { stored: { id: 1, address: ADMIN, council_id: 0, level: 0, type: 0 } as never, secretary: false, voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (init.body) bodies.push(JSON.parse(init.body as string));
    if (path.startsWith('/v1/councils')) return new Response(JSON.stringify({ code: 200, result: [] }));
    return new Response(JSON.stringify({ code: 200, result: sampleDraft(7) }));
  });
});
afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/MyPage/ProposalDraftDetail/Edit?id=7']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <DraftEditPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('EDIT VOTING AGENDA (admin §2.8, §4.6)', () => {
  it('sends only the changed fields, returns to the detail and asks for the draft again after 1 s', async () => {
    const user = userEvent.setup();
    renderPage();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveProperty('value', 'Draft agenda 7');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(title);
    await user.type(title, 'Renamed agenda');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage/ProposalDraftDetail?id=7'));
    expect(calls).toContain('PUT /v1/proposals/drafts/7');
    expect(bodies).toEqual([{ title: 'Renamed agenda' }]);
    const reads = () => calls.filter((c) => c === 'GET /v1/proposals/drafts/7').length;
    const before = reads();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(reads()).toBe(before + 1);
  });

  it('Cancel returns to the detail without saving', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage/ProposalDraftDetail?id=7');
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
