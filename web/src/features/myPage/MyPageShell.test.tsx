import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { withMyPageNotice } from '../../shared/myPage/myPageNotice';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { MyPageShell, type MyPagePanels } from './MyPageShell';
import { MY_PAGE_TABS } from './myPageTabs';
import en from '../../i18n/messages/en/myPage.json';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const panel = (name: string): MyPagePanels[keyof MyPagePanels] => lazy(async () => ({ default: () => <p>{`${name} panel`}</p> }));
const PANELS = Object.fromEntries(MY_PAGE_TABS.map((tab) => [tab.value, panel(en[tab.label])])) as unknown as MyPagePanels;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, state: unknown = null) {
  const [pathname, search = ''] = path.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname: pathname!, search: search ? `?${search}` : '', state }]}>
      <Routes>
        <Route path="/MyPage" element={<MyPageShell panels={PANELS} />} />
        <Route path="/MyPage/GC" element={<p>council page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

function signInAs(stored: { type: 0 | 1; level: 0 | 1; council_id: number }) {
  const account = deriveSignedInAccount(ADDRESS, { stored: { id: 5, address: ADDRESS, ...stored }, secretary: false, voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
}

afterEach(() => setSession(SIGNED_OUT));

describe('My Page', () => {
  it("shows a site operator the six tabs of admin §2.4, GC List first, and each tab's panel by the tab query", async () => {
    signInAs({ type: 0, level: 1, council_id: 0 });
    renderAt('/MyPage');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['GC List', 'Voting List', 'Site Manager', 'Treasury', 'Contract List', 'Release Note']);
    expect(await screen.findByText('GC List panel')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Site Manager' }));
    expect(await screen.findByText('Site Manager panel')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/MyPage?tab=SITE_MANAGER');
    expect(screen.getByRole('tab', { name: 'Site Manager' }).getAttribute('aria-selected')).toBe('true');
    // Arrow keys move along the menu.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByTestId('where').textContent).toBe('/MyPage?tab=TREASURY');
  });

  it('opens the tab the query names', async () => {
    signInAs({ type: 0, level: 0, council_id: 0 });
    renderAt('/MyPage?tab=RELEASE_NOTE');
    expect(await screen.findByText('Release Note panel')).toBeTruthy();
  });

  it('sends a council account to its own council page, with no admin menu', () => {
    signInAs({ type: 1, level: 0, council_id: 3 });
    renderAt('/MyPage?tab=SITE_MANAGER');
    expect(screen.getByText('council page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/MyPage/GC?id=3');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a secretary’s approver (no stored account) only Voting List, whatever tab the query names (admin §6)', async () => {
    const account = deriveSignedInAccount(ADDRESS, { stored: null, secretary: true, voterCouncilId: null })!;
    setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
    renderAt('/MyPage?tab=RELEASE_NOTE');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Voting List']);
    expect(await screen.findByText('Voting List panel')).toBeTruthy();
    expect(screen.queryByText('Release Note panel')).toBeNull();
  });

  it('says what a flow that ended here brought (a removed draft), once: OK keeps the tab and drops the message', async () => {
    signInAs({ type: 0, level: 0, council_id: 0 });
    renderAt('/MyPage?tab=VOTING_LIST', withMyPageNotice('Remove complete').state);
    const notice = await screen.findByRole('alertdialog', { name: 'Remove complete' });
    expect(await screen.findByText('Voting List panel')).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Remove complete' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/MyPage?tab=VOTING_LIST');
  });
});
