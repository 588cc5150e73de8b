import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/releaseNoteEditor.json';
import ReleaseNoteTab from './ReleaseNoteTab';
import { englishLeft } from '../../../../test/setup/korean';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';

/** The catalogue's plain English texts (imported catalogues hold them as strings) found as words in the page's text or labels. */

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  let deleted = false;
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') deleted = true;
    const notes = deleted ? [] : [{ id: 7, title: '7월 업데이트', context: '본문', date: '2026-11-01T00:00:00.000Z', version: 1 }];
    return new Response(JSON.stringify({ code: 200, result: deleted && (init.method ?? 'GET') !== 'GET' ? null : notes }));
  });
});
afterEach(endDomSession);

describe('the release note tab in Korean', () => {
  it('lists, confirms a delete and reports it in Korean, with no English of the catalogue left', async () => {
    await act(async () =>
      renderInApp(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <ReleaseNoteTab />
          </Suspense>
        </LocaleProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: '릴리스 노트' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '새로 만들기' })).toBeTruthy();
    expect(await screen.findByText('2026.11.01')).toBeTruthy();
    expect(englishLeft(document.body, en)).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '릴리스 노트 #007 삭제' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('삭제하시겠습니까? 이 작업은 되돌릴 수 없습니다.')).toBeTruthy();
    expect(englishLeft(dialog, en)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제되었습니다.')).toBeTruthy();
    expect(await screen.findByText('릴리스 노트가 없습니다.')).toBeTruthy();
    expect(englishLeft(document.body, en)).toEqual([]);
  });
});
