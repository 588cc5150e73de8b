import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { DRAFT_MESSAGES } from '@portal/core/entities/proposalDraft';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { screenWidth } from '../../../../test/setup/domSession';
import { DraftPreviewPage } from './DraftPreviewPage';
import { EMPTY_FORM, storePreview, type DraftFormValues } from './DraftForm';
import { NewVotingPage } from './NewVotingPage';

const VALID: DraftFormValues = {
  ...EMPTY_FORM,
  title: 'Previewed agenda',
  councilId: '0',
  categoryId: '1',
  votingDelayDays: '1',
  votingPeriodDays: '7',
  contents: 'Why and how.',
  forumLink: 'https://govforum.example.org/t/1',
  tags: [1],
};

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  writes.length = 0;
  sessionStorage.clear();
  const account = deriveSignedInAccount(ADMIN, { stored: { id: 1, address: ADMIN, council_id: 0, level: 0, type: 0 } as never, secretary: false, voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ code: 200, result: [] }));
    writes.push({ method: init.method!, path, body: JSON.parse(init.body as string) as Record<string, unknown> });
    return new Response(JSON.stringify({ code: 200, result: {} }));
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

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/MyPage/NewVoting']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <NewVotingPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe('NEW VOTING AGENDA (admin §2.8, §5)', () => {
  it('keeps Preview and Save Draft disabled until the form is valid, shows the rules’ messages, and saves the §3 payload', async () => {
    const user = userEvent.setup();
    renderPage();
    const save = screen.getByRole('button', { name: 'Save Draft' });
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(save).toHaveProperty('disabled', true);
    expect(preview).toHaveProperty('disabled', true);

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Grant for the node operators');
    await user.type(screen.getByRole('textbox', { name: /^KGP/ }), 'x');
    expect(screen.getByText(DRAFT_MESSAGES.checkDigits)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^KGP/ }));
    await user.type(screen.getByRole('textbox', { name: /^KGP/ }), '31');
    expect(screen.queryByText(DRAFT_MESSAGES.checkDigits)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Proposer/ }), 'Foundation');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Transaction type/ }), 'Custom Transaction');
    await user.type(screen.getByRole('textbox', { name: /^Transaction code/ }), 'not json');
    expect(screen.getByText(DRAFT_MESSAGES.checkJson)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Transaction type/ }), 'Text Only');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Preparation period/ }), '1 day (86,400 blocks)');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Voting period/ }), '7 days (604,800 blocks)');
    await user.type(screen.getByRole('textbox', { name: /^Context and proposal/ }), 'Why and how.');
    await user.type(screen.getByRole('textbox', { name: /^Forum link/ }), 'govforum.example.org');
    expect(screen.getByText(DRAFT_MESSAGES.checkUrl)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^Forum link/ }));
    await user.type(screen.getByRole('textbox', { name: /^Forum link/ }), 'https://govforum.example.org/t/1');
    await user.type(screen.getByRole('textbox', { name: 'Link 1 title' }), 'A title much longer than twenty bytes');
    await user.type(screen.getByRole('textbox', { name: 'Link 1 URL' }), 'https://example.org/plan');
    expect(screen.getByText(DRAFT_MESSAGES.linkTitle)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Link 1 title' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 title' }), 'Plan');
    expect(save).toHaveProperty('disabled', true); // no tag yet
    for (const tag of ['Governance', 'Treasury', 'Tokenomics', 'Technology']) await user.click(screen.getByRole('checkbox', { name: tag }));
    expect(screen.getByText(DRAFT_MESSAGES.tags)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Technology' }));
    expect(save).toHaveProperty('disabled', false);
    expect(preview).toHaveProperty('disabled', false);

    await user.click(save);
    expect(await screen.findByRole('alertdialog', { name: 'Save complete' })).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/v1/proposals/drafts',
        body: {
          title: 'Grant for the node operators',
          subtitle: '',
          council_id: 0,
          category_id: 1,
          category_details: '{"txType":"TEXT_ONLY"}',
          voting_delay: 86_400,
          voting_period: 604_800,
          contents: 'Why and how.',
          forum_link: 'https://govforum.example.org/t/1',
          extra_link: '[{"url":"https://example.org/plan","title":"Plan"}]',
          tags: '[1,2,3]',
          kgp: '31',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage?tab=VOTING_LIST');
  });

  it('keeps what was written through the preview (session storage), which shows it with the Preview badge', async () => {
    const user = userEvent.setup();
    storePreview(VALID, 'Foundation');
    renderPage();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Previewed agenda');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/MyPage/ProposalDraftDetailPreview');
    render(
      <MemoryRouter>
        <DraftPreviewPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Preview', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Previewed agenda' })).toBeTruthy();
    expect(screen.getByText('7 days (604,800 blocks)', { selector: 'dd' })).toBeTruthy();
  });

  it('offers a site admin no Preview or Save Draft on a phone (admin §6: on desktop only)', async () => {
    screenWidth('phone');
    storePreview(VALID, 'Foundation');
    renderPage();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Previewed agenda');
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
  });

  it('tells a site manager and a secretary’s approver that only a site admin creates an agenda, with no form (admin §6)', () => {
    for (const facts of [
      { stored: { id: 2, address: ADMIN, council_id: 0, level: 1, type: 0 } as never, secretary: false, voterCouncilId: null },
      { stored: null, secretary: true, voterCouncilId: null },
    ]) {
      setSession({ status: 'signedIn', account: deriveSignedInAccount(ADMIN, facts)!, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
      const view = renderPage();
      expect(screen.getByText('Only a site admin may create a voting agenda.')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to the Voting List' }).getAttribute('href')).toBe('/MyPage?tab=VOTING_LIST');
      view.unmount();
    }
  });
});
