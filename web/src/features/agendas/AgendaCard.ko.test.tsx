import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ProposalCard, ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { ProposalState as S } from '@portal/core/rules/proposals';
import { LocaleProvider } from '../../i18n/messages';
import type { Locale } from '../../i18n/locale';
import { AgendaCard } from './AgendaCard';
import { VotesPanel } from './detail/VotesPanel';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/messages/en/agendas.json'), 'utf8')) as Record<string, string>;
/** The catalogue's English sentences without arguments: none may be left on a Korean page. */
const sentences = Object.values(english).filter((text) => !/[{<]/.test(text) && text.includes(' '));
const englishLeft = () => sentences.filter((sentence) => document.body.textContent?.includes(sentence));

// Agenda 52 of the devnet: 9 councils voted (count met), 55 of 66 power (power unmet), two days and five hours left.
const figures = {
  id: 52,
  proposal_id: 52,
  kgp: '25',
  title: 'Raise the gas price floor',
  subtitle: null,
  tags: [1, 2],
  state: S.Active,
  site_state: null,
  categoryId: 1,
  yesCount: 51,
  noCount: 2,
  abstainCount: 2,
  totalVotes: 197,
  votersCount: 9,
  quorumCount: 8,
  quorumPower: 66,
  eligibleNodes: 23,
  startBlock: 6_048_000,
  endBlock: 7_257_600,
  preparationEndDate: '2026-11-20T05:00:00Z',
  votingEndDate: '2026-12-04T05:00:00Z',
  voting: [],
};
const head = 7_257_600 - 2 * 86_400 - 5 * 3_600;

const inLocale = (locale: Locale) =>
  // In act, so the Suspense boundary's retry once the Korean catalogue has arrived is rendered too.
  act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <Suspense fallback={<p>…</p>}>
            <AgendaCard proposal={figures as unknown as ProposalCard} headBlock={head} viewerChoice={-1} />
            <VotesPanel agenda={figures as unknown as ProposalDetailAnswer} viewerChoice={1} viewerPower={null} />
          </Suspense>
        </MemoryRouter>
      </LocaleProvider>,
    );
  });

describe('an agenda card and its votes panel', () => {
  it('read in Korean, with no English sentence of the catalogue left', async () => {
    await inLocale('ko');
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('진행 중');
    expect(card.textContent).toContain('No.52 · KGP-25');
    expect(card.textContent).toContain('7,257,600 블록까지 투표 진행 중');
    expect(card.textContent).toContain('2일 5시간 남음');
    expect(screen.getByRole('list', { name: '카테고리' }).textContent).toBe('거버넌스트레저리');
    const panel = screen.getByRole('region', { name: '투표' });
    expect(screen.getByRole('list', { name: '선택별 투표' }).textContent).toContain('찬성나의 투표');
    expect(panel.textContent).toContain('최소 33.50% (66표)');
    expect(panel.textContent).toContain('투표권 기준을 아직 충족하지 못해 결과가 아직 유효하지 않습니다.');
    expect(englishLeft()).toEqual([]);
  });

  it('read the spec’s English unchanged', async () => {
    await inLocale('en');
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('Voting in progress until block 7,257,600');
    expect(card.textContent).toContain('2 days 5 hours left');
    expect(screen.getByRole('region', { name: 'Votes' }).textContent).toContain('Minimum 33.50% (66 votes)');
  });
});
