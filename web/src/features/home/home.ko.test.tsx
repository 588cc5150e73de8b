import type { ProposalListEntry } from '@portal/core/entities/proposal';
import { ProposalState } from '@portal/core/rules/proposals';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endDomSession, renderInApp, screenWidth } from '../../../../test/setup/domSession';
import { LocaleProvider, translator } from '../../i18n/messages';
import en from '../../i18n/messages/en/home.json';
import type { Locale } from '../../i18n/locale';
import { TOKEN } from '../../shared/tokenAmount';
import { englishLeft, type EnglishLeftOptions } from '../../../../test/setup/korean';
import { Hero } from './Hero';
import { LatestDiscussion } from './LatestDiscussion';
import { homeMessages } from './messages';
import { NetworkStats } from './NetworkStats';
import CouncilSection from './sections/CouncilSection';
import TransparencySection from './sections/TransparencySection';
import VotingSection from './sections/VotingSection';

const figures = { gcSize: 31, totalStaking: '2500000000', totalSupply: '100000000', circulatingSupply: '90000000', marketCap: '100000000' };
const topics = [
  { id: 1, category: 'Proposals', topic_title: '최소 스테이킹 수량 변경', created_at: '2026-11-20T03:00:00.000Z', raw: '## 요약\n\n본문', url: 'https://forum.example/t/1' },
  { id: 2, category: '', topic_title: '공지 없음', created_at: '2026-11-21T03:00:00.000Z', raw: '본문', url: 'https://forum.example/t/2' },
];
const agenda = { id: 5, title: '수수료 조정', state: ProposalState.Active, votingEndDate: '2026-11-30T00:00:00.000Z', preparationEndDate: '2026-11-23T00:00:00.000Z' } as ProposalListEntry;

/** Besides the plain texts, the English of the catalogue's messages with arguments, formatted with the test's values. */
const english = translator(homeMessages.en, 'en');
const shownAs: EnglishLeftOptions = {
  also: [
    english('council.text', { token: TOKEN }),
    english('voting.group', { group: 'ongoing' }),
    english('discussion.badge', { kind: 'proposals', name: '' }),
    english('discussion.badge', { kind: 'other', name: '' }),
    'Circulating Supply',
    'in 24 hours',
    'Voting ends',
  ],
};

function Home({ locale, agendas }: { locale: Locale; agendas: readonly ProposalListEntry[] }) {
  return (
    <LocaleProvider locale={locale}>
      <Suspense fallback={null}>
        <Hero figures={figures} ready />
        <NetworkStats figures={figures} loading={false} />
        <LatestDiscussion topics={topics} />
        <CouncilSection councils={[]} />
        <VotingSection agendas={agendas} />
        <TransparencySection />
      </Suspense>
    </LocaleProvider>
  );
}

beforeEach(() => screenWidth('desktop'));
afterEach(endDomSession);

describe('Home in Korean', () => {
  it('says every section in Korean, the token as the profile names it, with no English of the catalogue left', async () => {
    await act(async () => renderInApp(<Home locale="ko" agendas={[agenda]} />));
    expect(await screen.findByRole('heading', { level: 1, name: '네트워크의 미래를 논의하고 결정하는 곳' })).toBeTruthy();
    expect(screen.getByText('거버넌스 카운슬 멤버')).toBeTruthy();
    expect(screen.getByText('24시간 기준')).toBeTruthy();
    expect(screen.getByText('안건')).toBeTruthy();
    expect(screen.getByText('기타')).toBeTruthy();
    expect(screen.getByText(`각 멤버는 ${TOKEN} 스테이킹, 노드 운영, 모든 안건에 대한 투표를 맡습니다. 멤버의 활동은 모두 공개됩니다.`)).toBeTruthy();
    expect(screen.getByRole('list', { name: '진행 중이거나 예정된 안건' }).textContent).toContain('투표 종료 2026-11-30');
    expect(screen.getByText('진행 중')).toBeTruthy();
    expect(screen.getByRole('link', { name: '분석 보기' })).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('says how voting works in Korean when no agenda is open', async () => {
    await act(async () => renderInApp(<Home locale="ko" agendas={[]} />));
    expect(await screen.findByRole('heading', { name: '논의' })).toBeTruthy();
    expect(screen.getByText('각 카운슬 멤버는 스테이킹한 투표권으로 찬성, 반대 또는 기권에 투표합니다.')).toBeTruthy();
    expect(englishLeft(document.body, en, shownAs)).toEqual([]);
  });

  it('keeps the English words in English', async () => {
    await act(async () => renderInApp(<Home locale="en" agendas={[agenda]} />));
    expect(screen.getByRole('heading', { level: 1, name: 'The Place to Discuss and Decide the Future of the Network' })).toBeTruthy();
    expect(screen.getByText('Proposals')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Open agendas' }).textContent).toContain('Voting ends 2026-11-30');
    expect(screen.getByText('Ongoing')).toBeTruthy();
  });
});
