import type { Activity } from '@portal/core/entities/activity';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, screenWidth } from '../../../../test/setup/domSession';
import { datesFor } from '../../i18n/dates';
import en from '../../i18n/messages/en/activity.json';
import ko from '../../i18n/messages/ko/activity.json';
import ActivitiesTab from './ActivitiesTab';
import { ActivityArticle } from './ActivityArticle';
import { ActivityDraftPage } from './ActivityDraftPage';
import { englishLeft, type EnglishLeftOptions, renderInKorean } from '../../../../test/setup/korean';

const council = { id: 1, name: '폴라리스 랩', thumbnail: '' };
const activity: Activity = {
  id: 12,
  council,
  title: '해커톤',
  content: '해커톤을 열었습니다.',
  featured_image: '',
  created_at: '2026-11-01T05:21:00.000Z',
  attachments: [
    { type: 'url', url: 'https://example.org/notes', title: '' },
    { type: 'pdf', url: 'https://example.org/report.pdf', title: '' },
  ],
  contracts: ['0x00000000000000000000000000000000000000cc'],
  csv_filename: null,
  monthly_tx_count: 1200,
  eoa: 35,
};

/** The catalogue's English that Korean says otherwise, and the texts the components name files and empty feeds with. */
const shownAs: EnglishLeftOptions = { ko, also: ['Link-1', 'File-2', 'Coming soon...!', 'There are no contents.'] };

beforeEach(() => {
  screenWidth('desktop');
  vi.stubGlobal('fetch', async (path: string) => {
    const url = String(path);
    const answer = (result: unknown) => new Response(JSON.stringify({ code: 200, result }));
    if (url.includes('/v1/councils')) return answer([council]);
    if (url.includes('/v1/activities/tx_count') || url.includes('/v1/activities/tx_fee')) return answer([]);
    if (url.includes('/v1/activities')) return answer({ items: [activity], total: 1, page: 1, size: 5 });
    return new Response(JSON.stringify({ code: 500, err_msg: 'Internal Server Error' }), { status: 500 });
  });
});
afterEach(endDomSession);

describe('the activities in Korean', () => {
  it('shows the feed, the strip and the rankings in Korean, untitled attachments named in Korean, with no English of the catalogue left', async () => {
    await renderInKorean(<ActivitiesTab />, { inApp: true });
    expect(await screen.findByRole('heading', { name: '피드' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'GC 멤버' }).textContent).toContain('전체 GC 멤버');
    const attachments = await screen.findByRole('list', { name: '첨부 파일' });
    expect(within(attachments).getByRole('link', { name: '링크-1' })).toBeTruthy();
    expect(within(attachments).getByRole('link', { name: '파일-2' })).toBeTruthy();
    expect(screen.getByText(datesFor('ko').header(activity.created_at))).toBeTruthy();
    expect(screen.getByRole('heading', { name: '순위' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '기간' }).textContent).toContain('1개월');
    expect(await screen.findAllByText('곧 공개됩니다!')).toHaveLength(2);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: '순위 안내' }));
    expect(await screen.findByText('싱가포르 시간(UTC+8) 기준으로 수집합니다.')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('shows an activity in full and the empty draft preview in Korean', async () => {
    await renderInKorean(
      <>
        <ActivityArticle activity={activity} contracts={activity.contracts} figures={activity} />
        <ActivityDraftPage />
      </>,
      { inApp: true },
    );
    expect(await screen.findByText('월간 트랜잭션')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '컨트랙트' })).toBeTruthy();
    expect(screen.getByText('초안 미리보기')).toBeTruthy();
    expect(screen.getByText('콘텐츠가 없습니다.')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });
});
