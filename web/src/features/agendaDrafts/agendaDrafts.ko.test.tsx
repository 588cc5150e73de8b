import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { sampleDraft } from '../../../../test/fixtures/proposalDrafts';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/agendaDrafts.json';
import { TOKEN } from '../../shared/tokenAmount';
import { myPageNoticeOf } from '../../shared/myPage/myPageNotice';
import { DraftDetailPage } from './DraftDetailPage';
import { NewVotingPage } from './NewVotingPage';
import VotingListTab from './VotingListTab';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
// Korean names, so the data never reads as English the catalogue holds ("Draft", "Foundation").
const council = { id: 0, name: '재단 카운슬', thumbnail: '' };
const draft = sampleDraft(7, { title: '노드 운영자 지원', subtitle: '2차', council });

/** The catalogue's plain English texts found as words in the page's text or labels. */
const shownAs: EnglishLeftOptions = {
  attributes: ['aria-label', 'placeholder', 'title'],
  // Written alike in both languages: the KGP abbreviation and the URL scheme.
  alike: ['KGP', 'https://'],
};

/** Where the page went, and the notice it carried to My Page. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="location" data-notice={myPageNoticeOf(location.state) ?? ''}>
      {location.pathname + location.search}
    </output>
  );
}

// SWR's cache outside the Suspense boundary, or it is lost while the Korean catalogue loads.
const inKorean = (ui: ReactElement, path: string) =>
  act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <LocaleProvider locale="ko">
            <Suspense fallback={null}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      {ui}
                      <Where />
                    </>
                  }
                />
              </Routes>
            </Suspense>
          </LocaleProvider>
        </MemoryRouter>
      </SWRConfig>,
    );
  });

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') return new Response(JSON.stringify({ code: 200, result: {} }));
    if (path === '/v1/proposals/drafts') return new Response(JSON.stringify({ code: 200, result: [draft] }));
    if (path === '/v1/proposals/drafts/7') return new Response(JSON.stringify({ code: 200, result: draft }));
    if (path.startsWith('/v1/proposals?')) {
      const items = [{ id: 3, title: '트레저리 집행', subtitle: '', state: 4, council }];
      return new Response(JSON.stringify({ code: 200, result: { items, total: 1, page: 1, size: 6, counts: { all: 8, upcoming: 1, ongoing: 2, closed: 5 }, block: 1 } }));
    }
    return new Response(JSON.stringify({ code: 200, result: [] }));
  });
});
afterEach(endDomSession);

describe('the voting-agenda screens in Korean', () => {
  it('Voting List: headings, filters, cards and search in Korean, with no English of the catalogue left', async () => {
    await inKorean(<VotingListTab />, '/MyPage?tab=VOTING_LIST');
    const drafts = await screen.findByRole('list', { name: '초안' });
    expect(screen.getByRole('heading', { name: '투표 목록' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '새 투표' })).toBeTruthy();
    expect(within(drafts).getByText('지급 · 재단 카운슬 · 2/3', { exact: false })).toBeTruthy();
    const published = await screen.findByRole('list', { name: '게시됨' });
    expect(within(published).getByText('가결')).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체 (8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '종료 (5)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '제목으로 검색' })).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('draft detail: the facts in Korean, and Delete sends My Page "Remove complete" in Korean', async () => {
    await inKorean(<DraftDetailPage />, '/MyPage/ProposalDraftDetail?id=7');
    expect(await screen.findByText('7일 (604,800블록)')).toBeTruthy();
    expect(screen.getByText('1일 (86,400블록)')).toBeTruthy();
    expect(screen.getByText('트레저리')).toBeTruthy();
    expect(screen.getByText('배경 및 제안')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('정말 삭제하시겠습니까?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    const where = screen.getByRole('status', { name: 'location' });
    await vi.waitFor(() => expect(where.textContent).toBe('/MyPage?tab=VOTING_LIST'));
    expect(where.dataset.notice).toBe('삭제 완료');
  });

  it("NEW VOTING AGENDA: the fields, period choices and the rules' messages (core's, mapped) in Korean", async () => {
    const user = userEvent.setup();
    await inKorean(<NewVotingPage />, '/MyPage/NewVoting');
    const form = await screen.findByRole('form', { name: '투표 안건' });
    await user.type(within(form).getByRole('textbox', { name: /^KGP/ }), 'x');
    expect(within(form).getByText('숫자(0~9)만 입력해 주세요')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^포럼 링크/ }), 'govforum.example.org');
    expect(within(form).getByText('URL은 http:// 또는 https://로 시작해야 합니다')).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^투표 기간/ }), '7일 (604,800블록)');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^트랜잭션 유형/ }), '지급');
    expect(within(form).getByRole('textbox', { name: new RegExp(`^금액 \\(${TOKEN}\\)`) })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: '토크노믹스' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '초안 저장' })).toHaveProperty('disabled', true);
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });
});
