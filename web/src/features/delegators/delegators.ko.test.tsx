import type { DelegatorView } from '@portal/core/entities/delegation';
import { ProposalState } from '@portal/core/rules/proposals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession } from '../../../../test/setup/domSession';
import { LocaleProvider, translator } from '../../i18n/messages';
import en from '../../i18n/messages/en/delegators.json';
import ko from '../../i18n/messages/ko/delegators.json';
import { DelegatorsPage } from './DelegatorsPage';
import { delegatorMessages } from './messages';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';

const HOLDER = '0x5C5D5E22C688c37386DC1DD6C27011eb830221f0';

const holderView: DelegatorView = {
  address: HOLDER,
  councils: [
    { council: { id: 11, name: '일레븐', thumbnail: '' }, pool: '0x3a503c1061d9e62820275DBB940ABBA9a5589529', shares: '7000000000000000000000000', value: '7000123.5', block: 66 },
    { council: { id: 12, name: '트웰브', thumbnail: '' }, pool: '0x4a503c1061d9e62820275DBB940ABBA9a5589529', shares: '1000000000000000000', value: '1', block: 66 },
  ],
  agendas: [
    { id: 43, title: '다음 안건', state: ProposalState.Pending, votes: [{ council_id: 11, choice: -1, tracked: true }, { council_id: 12, choice: -1, tracked: true }] },
    { id: 42, title: '트레저리 지원', state: ProposalState.Executed, votes: [{ council_id: 11, choice: 1, tracked: true }, { council_id: 12, choice: -1, tracked: true }] },
    { id: 41, title: '가스 하한 조정', state: ProposalState.Executed, votes: [{ council_id: 11, choice: 2, tracked: true }, { council_id: 12, choice: 0, tracked: false }] },
  ],
};

let failing: boolean;

beforeEach(() => {
  failing = false;
  vi.stubGlobal('fetch', async () => {
    if (failing) return new Response(JSON.stringify({ code: 500, err_msg: 'Internal error' }), { status: 500 });
    return new Response(JSON.stringify({ code: 200, result: holderView }));
  });
});
afterEach(endDomSession);

/** Besides the plain texts Korean says otherwise: the choices as the votes say them, and the server's English. */
const t = translator(delegatorMessages.en, 'en');
const shownAs: EnglishLeftOptions = {
  ko,
  attributes: ['aria-label', 'title', 'placeholder'],
  also: [...(['yes', 'no', 'abstain', 'absent'] as const).map((choice) => t('votes.choice', { choice })), 'Internal error'],
};

const korean = (entry: string) =>
  act(async () =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <LocaleProvider locale="ko">
            <Suspense fallback={null}>
              <DelegatorsPage />
            </Suspense>
          </LocaleProvider>
        </SWRConfig>
      </MemoryRouter>,
    ),
  );

describe('the delegators page in Korean', () => {
  it('says the councils backed and each one’s vote in Korean, with no English of the catalogue left', async () => {
    await korean(`/Delegators?address=${HOLDER}`);
    const councils = await screen.findByRole('table', { name: '지원하는 카운슬' });
    expect(within(councils).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['카운슬', '지분', '금액', '기준 블록']);
    const votes = screen.getByRole('table', { name: '각 카운슬의 투표' });
    expect(within(votes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['안건', '일레븐', '트웰브']);
    expect(within(votes).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['#43 다음 안건', '투표 시작 전', '투표 시작 전'],
      ['#42 트레저리 지원', '찬성', '불참'],
      ['#41 가스 하한 조정', '기권', '투표권 없음'],
    ]);
    expect(screen.getByRole('textbox', { name: '주소' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '내 지갑 사용' })).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('refuses what is not an address in Korean, and says a failed load by its code in Korean', async () => {
    await korean('/Delegators?address=0x12');
    expect(await screen.findByText('주소를 입력하세요: 0x 다음에 16진수 40자입니다.')).toBeTruthy();
    failing = true;
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: '주소' });
    await user.clear(field);
    await user.type(field, HOLDER);
    await user.click(screen.getByRole('button', { name: '보기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('위임자 정보를 불러오지 못했습니다.');
    expect(alert.textContent).toContain('죄송합니다. 문제가 발생했습니다. 다시 시도해 주세요.');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });
});
