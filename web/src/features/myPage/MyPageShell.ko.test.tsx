import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/myPage.json';
import ko from '../../i18n/messages/ko/myPage.json';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { MyPageShell, type MyPagePanels } from './MyPageShell';
import { MY_PAGE_TABS } from './myPageTabs';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const PANELS = Object.fromEntries(MY_PAGE_TABS.map((tab) => [tab.value, lazy(async () => ({ default: () => <p>{tab.value}</p> }))])) as unknown as MyPagePanels;

afterEach(() => setSession(SIGNED_OUT));

describe('My Page in Korean', () => {
  it('names the page and its tabs in Korean, with no English of the catalogue left', async () => {
    const account = deriveSignedInAccount(ADDRESS, { stored: { id: 5, address: ADDRESS, type: 0, level: 1, council_id: 0 }, secretary: false, voterCouncilId: null })!;
    setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
    // The Korean catalogue arrives asynchronously: the render suspends until it has.
    const { container } = await act(async () =>
      render(
      <LocaleProvider locale="ko">
        <MemoryRouter initialEntries={['/MyPage?tab=SITE_MANAGER']}>
          <Suspense fallback={null}>
            <MyPageShell panels={PANELS} />
          </Suspense>
        </MemoryRouter>
      </LocaleProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: '관리자' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['GC 목록', '투표 목록', '사이트 매니저', '트레저리', '컨트랙트 목록', '릴리스 노트']);
    expect(screen.getByRole('tab', { name: ko['tab.siteManager'] }).getAttribute('aria-selected')).toBe('true');
    const shown = `${container.textContent} ${[...container.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')).join(' ')}`;
    expect(Object.values(en).filter((english) => shown.includes(english))).toEqual([]);
  });
});
