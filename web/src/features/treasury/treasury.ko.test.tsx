import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { NETWORK_PROFILE } from '../../config';
import en from '../../i18n/messages/en/treasury.json';
import ko from '../../i18n/messages/ko/treasury.json';
import TreasuryTab from '../treasuryEditor/TreasuryTab';
import { sampleTransaction } from '../treasuryEditor/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';
import { englishLeft, type EnglishLeftOptions, renderInKorean } from '../../../../test/setup/korean';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';

/** The catalogue's plain English texts that Korean says otherwise, found as words in the page's text or labels. */
const shownAs: EnglishLeftOptions = {
  ko,
  // The funds' names are names (the profile's, in every language): "Fund" inside them is not a message.
  names: Object.values(NETWORK_PROFILE.funds).map((fund) => fund.name),
};

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') return new Response(JSON.stringify({ code: 200, result: null }));
    if (String(path).includes('/v1/treasury/transactions')) return new Response(JSON.stringify({ code: 200, result: [sampleTransaction] }));
    return new Response(JSON.stringify({ code: 500, err_msg: 'Internal Server Error' }), { status: 500 });
  });
});
afterEach(endDomSession);

describe('the treasury in Korean', () => {
  it('names the page, its tabs, the history and its table in Korean, the funds by their names, with no English of the catalogue left', async () => {
    // The page loads its History tab (the default) as its own chunk.
    await renderInKorean(<TreasuryPage />, { inApp: true });
    expect(await screen.findByRole('heading', { level: 1, name: '트레저리' })).toBeTruthy();
    const { KCF, KFF } = NETWORK_PROFILE.funds;
    expect(screen.getByText(`${KCF.name}(${KCF.short})와 ${KFF.name}(${KFF.short})의 지출을 월별로, 지급 건별로 보여 줍니다.`)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '보고서' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: `${KCF.short} 트랜잭션` });
    expect(within(table).getByRole('columnheader', { name: '수령인' })).toBeTruthy();
    expect(within(table).getByText('KGP-12')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'CSV 다운로드' }).length).toBeGreaterThan(0);
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('edits a payment in Korean: the selection, the KGP check and the toast', async () => {
    await renderInKorean(<TreasuryTab />, { inApp: true });
    const user = userEvent.setup();
    expect(await screen.findByText('수정할 트랜잭션을 선택하세요.')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: '2026-10-01의 트랜잭션 선택, Swap' }));
    expect(screen.getByText(/^선택됨: 2026-10-01 · 10 /)).toBeTruthy();
    const kgp = screen.getByRole('textbox', { name: 'KGP' });
    await user.type(kgp, 'a');
    expect(await screen.findByText('숫자(0~9)만 입력해 주세요')).toBeTruthy();
    await user.clear(kgp);
    await user.type(kgp, '1'.repeat(13));
    expect(await screen.findByText('최대 12자리까지 입력해 주세요.')).toBeTruthy();
    await user.clear(kgp);
    await user.type(kgp, '13');
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('변경되었습니다.')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });
});
