import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouncilRecord } from '@portal/core/entities/council';
import { endDomSession, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import en from '../../i18n/messages/en/councilEditor.json';
import { LinksDialog } from './EditDialogs';
import GcListTab from './GcListTab';
import { RewardBalance } from './RewardBalance';
import { englishLeft, type EnglishLeftOptions, renderInKorean } from '../../../../test/setup/korean';

const council = {
  id: 2,
  name: 'Northwind',
  thumbnail: '',
  summary: '',
  description: '',
  categories: [],
  websites: [{ url: 'https://northwind.example', title: '' }],
  communities: [],
  site_conf: { status: 'OnBoarding', isFoundation: false },
  joined_at: null,
  resigned_at: null,
  address: null,
} as unknown as CouncilRecord;
const published = { ...council, id: 3, name: 'Southwind', joined_at: '2025-01-01T00:00:00.000Z', resigned_at: '2026-01-01T00:00:00.000Z' };

/** The catalogue's plain English texts (imported catalogues hold them as strings) found as words in the page's text or labels. */
const shownAs: EnglishLeftOptions = {
  attributes: ['aria-label', 'placeholder', 'title'],
  // Written alike in both languages: SNS, APY, the date pattern.
  alike: ['SNS', 'APY', 'yyyy-MM-dd'],
};

beforeEach(() => {
  screenWidth('desktop');
  signInForTest('0x00000000000000000000000000000000000000aa', { id: 1, council_id: 0, level: 0, type: 0 });
});
afterEach(endDomSession);

describe('the council editor in Korean', () => {
  it('GC List: sections, badges and buttons in Korean, with no English of the catalogue left', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: [{ council, version: 1 }, { council: published, version: 1 }] })));
    await renderInKorean(<GcListTab />, { inApp: true });
    const cards = await screen.findAllByTestId('gc-card');
    expect(screen.getByRole('heading', { name: '초안' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '게시됨' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GC 추가' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: '게시' })).toBeTruthy();
    expect(within(cards[0]!).getByText('온보딩')).toBeTruthy();
    expect(within(cards[1]!).getByText('탈퇴')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it("Edit Links: the fields and the rules' messages (core's, mapped) in Korean", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: [] })));
    await renderInKorean(<LinksDialog council={council} open onClose={() => {}} onSave={async () => true} />, { inApp: true });
    const dialog = await screen.findByRole('dialog', { name: '링크 수정' });
    fireEvent.click(within(dialog).getByRole('button', { name: '커뮤니티 추가' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('SNS 유형을 선택해 주세요')).toBeTruthy();
    expect(within(dialog).getByText('URL을 입력해 주세요')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '웹사이트 1' }), { target: { value: 'northwind.example' } });
    expect(await within(dialog).findByText('URL은 http:// 또는 https://로 시작해야 합니다')).toBeTruthy();
    expect(englishLeft(dialog, en, shownAs)).toEqual([]);
  });
});

describe('the reward download in Korean', () => {
  it('asks for the CSV with ?lang=ko, so its header is in Korean too', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (url.includes('/rewards?')) return new Response('날짜\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="reward_data_Northwind_2026-11.csv"' } });
      return new Response(JSON.stringify({ code: 200, result: [] }));
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:reward', revokeObjectURL: () => {} }));
    await renderInKorean(<RewardBalance councilId={2} rewardAddress="0x00000000000000000000000000000000000000bb" />, { inApp: true });
    fireEvent.click(await screen.findByRole('button', { name: '보상 데이터 다운로드' }));
    const dialog = await screen.findByRole('dialog', { name: '보상 데이터 다운로드' });
    fireEvent.click(within(dialog).getByRole('button', { name: '다운로드' }));
    expect(await screen.findByText('다운로드되었습니다.')).toBeTruthy();
    const download = asked.find((url) => url.includes('/v1/councils/2/rewards?'));
    expect(download).toMatch(/[?&]lang=ko(&|$)/);
    expect(download).toMatch(/[?&]year=\d{4}&month=\d{2}/);
  });
});
