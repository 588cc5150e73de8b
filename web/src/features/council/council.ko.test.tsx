import type { Council } from '@portal/core/entities/council';
import type { CouncilCard } from '@portal/core/entities/councilPage';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, screenWidth } from '../../../../test/setup/domSession';
import { datesFor } from '../../i18n/dates';
import { translator } from '../../i18n/messages';
import en from '../../i18n/messages/en/council.json';
import ko from '../../i18n/messages/ko/council.json';
import stakeEn from '../../i18n/messages/en/councilStake.json';
import stakeKo from '../../i18n/messages/ko/councilStake.json';
import { CouncilDetail } from './CouncilDetail';
import GcRoute from '../../routes/GC';
import HistoryTab from './HistoryTab';
import { councilMessages } from './messages';
import { englishLeft, type EnglishLeftOptions, renderInKorean } from '../../../../test/setup/korean';

const a = (n: number) => `0x${String(n).padStart(40, '0')}`;
const TX_DATE = '2026-11-20T05:21:00.000Z';

const council: Council = {
  id: 7,
  name: '노스윈드',
  thumbnail: '',
  summary: '',
  description: '## 소개\n\n노스윈드는 **노드**를 운영합니다.',
  categories: [{ id: 1, name: '인프라' }],
  websites: [],
  communities: [{ id: 5, name: '기타', thumbnail: '', links: [{ url: 'https://other.example/', title: 'others' }] }],
  contracts: [
    { type: 'node', address: a(1), version: 1 },
    { type: 'reward', address: a(2), version: 1 },
    { type: 'staking', address: a(3), version: 1 },
    { type: 'staking', address: a(4), version: 2 },
  ],
  staking: [{ total_staking: '11000000', apy: '4.2', date: '2026-11-15T00:00:00.000Z' }],
  stake: { cnStaking: '3000000', delegated: '0', cl: '0', total: '3000000', minimum: '5000000', eligible: false },
  site_conf: { status: 'New', isFoundation: true },
  joined_at: '2025-01-01T00:00:00.000Z',
  resigned_at: null,
};
const card = (id: number, name: string, status: string): CouncilCard => ({ ...council, id, name, site_conf: { status, isFoundation: false }, activity: null }) as CouncilCard;

/** Besides the plain texts Korean says otherwise, the English of the messages with arguments, formatted. */
const t = translator(councilMessages.en, 'en');
const attributes = ['aria-label', 'title', 'placeholder'];
const shownAs: EnglishLeftOptions = {
  ko,
  attributes,
  also: [
    t('transactions.statusValue', { status: 'failed' }),
    t('history.badge', { kind: 'joined' }),
    t('history.badge', { kind: 'resigned' }),
    t('addresses.select', { label: '' }).trim(),
    t('detail.documentTitle', { site: '' }),
    t('tabs.list'),
    t('tabs.activities'),
    t('tabs.history'),
  ],
};
/** The council catalogue's English and the stake breakdown's, as above. */
const englishOf = (root: HTMLElement) => [...englishLeft(root, en, shownAs), ...englishLeft(root, stakeEn, { ko: stakeKo, attributes })];


beforeEach(() => {
  screenWidth('desktop');
  vi.stubGlobal('fetch', async (path: string) => {
    const url = String(path);
    const answer = (result: unknown) => new Response(JSON.stringify({ code: 200, result }));
    if (url.includes('/v1/transactions/')) {
      return answer({
        items: [{ hash: `0x${'ab'.repeat(32)}`, block: 9, index: 0, from: a(8), to: a(3), status: 'failed', value: '1.5', tx_fee: '0.001', tx_type: 'TxTypeValueTransfer', date: TX_DATE }],
        next: null,
      });
    }
    if (url.includes('/v1/page/councils/main')) return answer({ councils: [card(1, '사우스윈드', 'New'), card(2, '이스트윈드', 'OnBoarding'), card(3, '웨스트윈드', '')], categories: [{ id: 1, name: '인프라' }] });
    if (url.includes('/v1/councils/history')) return answer({ '2026-11-20': { joined: [{ id: 1, name: '사우스윈드', thumbnail: '' }], resigned: [{ id: 4, name: '올드윈드', thumbnail: '' }] } });
    return new Response(JSON.stringify({ code: 500, err_msg: 'Internal Server Error' }), { status: 500 });
  });
});
afterEach(endDomSession);

describe('the GC pages in Korean', () => {
  it('says a council’s detail in Korean: addresses with their V chips, the stake, the foundation notice and the transactions, with no English of the catalogues left', async () => {
    await renderInKorean(<CouncilDetail council={council} requestedAddress={null} />, { inApp: true });
    const table = await screen.findByRole('table', { name: '트랜잭션 내역' });
    expect(await within(table).findByText('실패')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '트랜잭션 수수료' })).toBeTruthy();
    expect(within(table).getByText(datesFor('ko').header(TX_DATE))).toBeTruthy();
    const addresses = screen.getByRole('region', { name: '주소' });
    expect(within(addresses).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['노드', '보상', '스테이킹']);
    expect(within(addresses).getByRole('button', { name: '스테이킹 2 V2: 트랜잭션 보기' })).toBeTruthy();
    // The first staking contract is the one shown: named with its version beside the table's title.
    expect(screen.getByText('스테이킹 1 (V1)')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('재단의 카운슬 자리입니다. 투표권이 없으며 의결 정족수에 포함되지 않습니다.');
    expect(screen.getByRole('link', { name: '링크' })).toBeTruthy();
    expect(screen.getByText('신규')).toBeTruthy();
    expect(screen.getByRole('list', { name: '카테고리' })).toBeTruthy();
    expect(screen.getByText('총 스테이킹')).toBeTruthy();
    // The description's markdown renderer is its own chunk (the detail's first-load budget): it renders once loaded.
    const description = screen.getByRole('region', { name: '설명' });
    expect(await within(description).findByRole('heading', { name: '소개' })).toBeTruthy();
    expect(within(description).getByText('노드').tagName).toBe('STRONG');
    expect(englishOf(document.body)).toEqual([]);
  });

  it('says the GC page’s tabs and its List tab in Korean: sections, chips, search, view toggle and the staking definition', async () => {
    await renderInKorean(<GcRoute />, { inApp: true });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['목록', '활동', '이력']);
    expect(await screen.findByRole('heading', { level: 2, name: /^신규 합류/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^온보딩/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /^GC 멤버/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '이름으로 검색' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '목록 보기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체' })).toBeTruthy();
    expect(screen.getByText('총 스테이킹은 투표에서 집계하는 대로 CnStaking과 CL 풀을 합산합니다.')).toBeTruthy();
    expect(screen.getAllByText('온보딩').length).toBeGreaterThan(1);
    expect(englishOf(document.body)).toEqual([]);
  });

  it('says the History tab in Korean, its dates by the Korean formats', async () => {
    await renderInKorean(<HistoryTab />, { inApp: true });
    expect(await screen.findByRole('heading', { level: 2, name: '신규 합류 및 탈퇴' })).toBeTruthy();
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries.map((entry) => within(entry).getByText(/^(신규 합류|탈퇴)$/).textContent)).toEqual(['신규 합류', '탈퇴']);
    expect(within(entries[0]!).getByText(datesFor('ko').calendarDay('2026-11-20'))).toBeTruthy();
    expect(englishOf(document.body)).toEqual([]);
  });
});
