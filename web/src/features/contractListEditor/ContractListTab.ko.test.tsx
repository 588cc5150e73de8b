import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractMeta, RankedContract } from '@portal/core/entities/stats';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/contracts.json';
import ContractListTab from './ContractListTab';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const meta: ContractMeta = { id: 4, address: '0x00000000000000000000000000000000000000aa', sq_logo: null, sq_company: null, sq_service: null, sq_category: null, council_id: -1, sq_filename: null, version: 2 };
const ranked: RankedContract = { ...meta, rank: 1, tx_count: 10, tx_fee: '1', bq_company: null, bq_service: null, bq_category1: null, bq_category2: null };

/** The catalogue's plain English texts (imported catalogues hold them as strings) found as words in the page's text or labels. */
const shownAs: EnglishLeftOptions = { attributes: ['aria-label', 'placeholder'] };

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  vi.stubGlobal('fetch', async (path: string) => {
    if (path.includes('_rank')) return new Response(JSON.stringify({ code: 200, result: [ranked] }));
    if (path.startsWith('/v1/status/contract/')) return new Response(JSON.stringify({ code: 200, result: meta }));
    return new Response(JSON.stringify({ code: 200, result: [] }));
  });
});
afterEach(endDomSession);

describe('the Contract List tab in Korean', () => {
  it('shows the cards and the edit form with its checks in Korean, with no English of the catalogue left', async () => {
    await act(async () =>
      renderInApp(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <ContractListTab />
          </Suspense>
        </LocaleProvider>,
      ),
    );
    const cards = await screen.findByRole('list', { name: '컨트랙트 순위' });
    expect(within(cards).getByText('프로젝트 이름 없음')).toBeTruthy();
    expect(within(cards).getByText('미분류')).toBeTruthy();
    expect(screen.getByText('0개 선택됨')).toBeTruthy();
    expect(englishLeft(screen.getByTestId('contract-list-editor'), en, shownAs)).toEqual([]);
    // Opening the dialog loads its Korean catalogue: inside an awaited act, so React retries the render it suspended.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: '프로젝트 이름 없음 수정, 1위' }));
    });
    const dialog = await screen.findByRole('dialog', { name: '컨트랙트 수정' });
    await within(dialog).findByTestId('contract-edit-form');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('서비스 이름을 입력해 주세요')).toBeTruthy();
    expect(within(dialog).getByText('회사 이름을 입력해 주세요')).toBeTruthy();
    expect(englishLeft(dialog, en, shownAs)).toEqual([]);
  });
});
