import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp, screenWidth } from '../../../../test/setup/domSession';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/status.json';
import ko from '../../i18n/messages/ko/status.json';
import { TOKEN } from '../../shared/tokenAmount';
import OnchainTab from './OnchainTab';
import RankingTab from './RankingTab';
import StakingTab from './StakingTab';
import { StatusPage } from './StatusPage';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';

/**
 * The catalogue's plain English texts that Korean says otherwise (EOA, APY, FDV and GC read the same
 * in both), found as words in the page's text or labels.
 */
const shownAs: EnglishLeftOptions = { ko };

beforeEach(() => {
  screenWidth('desktop');
  // The policy from the network; every other read fails, so the tabs show their frames and empty states.
  vi.stubGlobal('fetch', async (path: string) =>
    String(path).includes('/v1/stat/info')
      ? new Response(JSON.stringify({ code: 200, result: { 'reward.ratio': '50/20/30', 'reward.mintingamount': '6400000000000000000', 'reward.minimumstake': '5000000', 'reward.stakingupdateinterval': 86400 } }))
      : new Response(JSON.stringify({ code: 500, err_msg: 'Internal Server Error' }), { status: 500 }),
  );
});
afterEach(endDomSession);

describe('the Status page in Korean', () => {
  it('names the page, its tabs, its charts, the policy and the ranking in Korean, with no English of the catalogue left', async () => {
    await act(async () =>
      renderInApp(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <StatusPage />
            <OnchainTab />
            <StakingTab />
            <RankingTab />
          </Suspense>
        </LocaleProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '네트워크 현황' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '온체인 현황' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '유통량' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '유통량 기간' }).textContent).toContain('제네시스 이후');
    expect(screen.getByRole('heading', { name: '계정 수' })).toBeTruthy();
    expect(await screen.findByText(`6.4 ${TOKEN}/블록`)).toBeTruthy();
    expect(screen.getByText('86,400블록')).toBeTruthy();
    expect((await screen.findAllByText('데이터가 없습니다.')).length).toBeGreaterThan(0);
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });
});
