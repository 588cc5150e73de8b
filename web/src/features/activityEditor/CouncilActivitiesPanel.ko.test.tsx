import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { datesFor } from '../../i18n/dates';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/activityEditor.json';
import type { VersionedActivity } from './activityCalls';
import CouncilActivitiesPanel from './CouncilActivitiesPanel';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const record: VersionedActivity = {
  version: 4,
  id: 12,
  council_id: 1,
  title: '해커톤',
  content: '해커톤을 열었습니다.',
  featured_image: '',
  created_at: '2026-11-01T05:21:00.000Z',
  attachments: [],
  contracts: [],
  csv_filename: null,
};

/** The catalogue's plain English texts (imported catalogues hold them as strings) found as words in the page's text or labels. */
const shownAs: EnglishLeftOptions = { attributes: ['aria-label', 'placeholder'], alike: ['CSV'] };

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 3, council_id: 1, level: 0, type: 1 });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: { items: [record], total: 1, page: 1, size: 3 } })));
});
afterEach(endDomSession);

describe('council activities panel in Korean', () => {
  it('lists the activities and checks the Add an Activity form in Korean, with no English of the catalogue left', async () => {
    await act(async () =>
      renderInApp(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <CouncilActivitiesPanel councilId={1} />
          </Suspense>
        </LocaleProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: '활동' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '해커톤 수정' })).toBeTruthy();
    // The Korean form of the date (the day period before the time), not core's English one.
    expect(screen.getByText(datesFor('ko').header(record.created_at))).toBeTruthy();
    expect(screen.queryByText(datesFor('en').header(record.created_at))).toBeNull();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '활동 추가' }));
    const modal = screen.getByRole('dialog', { name: '활동 추가' });
    await user.type(within(modal).getByRole('textbox', { name: '제목' }), '워크숍');
    await user.type(within(modal).getByRole('textbox', { name: '내용' }), 'a');
    expect(within(modal).getByText('내용의 길이를 확인해 주세요 - 1/2,500')).toBeTruthy();
    await user.type(within(modal).getByRole('textbox', { name: 'URL 1' }), 'forum.example');
    expect(within(modal).getByText('URL은 http:// 또는 https://로 시작해야 합니다')).toBeTruthy();
    expect(englishLeft(modal, en, shownAs)).toEqual([]);
  });
});
