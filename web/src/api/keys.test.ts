import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Council } from '@portal/core/entities/council';
import type { ProposalPage } from '@portal/core/entities/proposal';
import type { ContractSync } from '@portal/core/entities/stats';
import { type AnswerOf, apiKeys, downloadPaths, inKeyGroup, keyGroups } from './keys';

describe('keyGroups', () => {
  it('puts every proposal read in the proposals group, and nothing else', () => {
    const inside = [apiKeys.proposals(), apiKeys.proposals({ category: 2, page: 3 }), apiKeys.proposal(7), apiKeys.proposalStats(), apiKeys.councilProposals(3, { history: true }), apiKeys.councilVotes(3)];
    for (const key of inside) expect(inKeyGroup(keyGroups.proposals, key), key).toBe(true);
    const outside = [apiKeys.mainPage(), apiKeys.councilStrip('vote'), apiKeys.proposalTopics(1), '/v1/proposalsX'];
    for (const key of outside) expect(inKeyGroup(keyGroups.proposals, key), key).toBe(false);
  });

  it('keeps keys plain strings, so the SWR cache and its tests see the request path', () => {
    expect(apiKeys.councilList()).toBe('/v1/councils?order=staking');
    expect(apiKeys.councilStrip('act')).toBe('/v1/councils?order=act');
    expect(inKeyGroup(keyGroups.councils, apiKeys.councilActivities(2, 1, 5))).toBe(true);
    expect(inKeyGroup(keyGroups.councils, null)).toBe(false);
  });
});

describe('AnswerOf', () => {
  it('reads the answer type off the key (checked by tsc)', () => {
    expectTypeOf<AnswerOf<ReturnType<typeof apiKeys.contractSync>>>().toEqualTypeOf<ContractSync>();
    expectTypeOf<AnswerOf<ReturnType<typeof apiKeys.councilList>>>().toEqualTypeOf<Council[]>();
    expectTypeOf<AnswerOf<ReturnType<typeof apiKeys.proposals>>>().toEqualTypeOf<ProposalPage>();
    expectTypeOf<AnswerOf<string>>().toBeNever();
  });
});

describe('downloadPaths', () => {
  it("asks for each CSV in the page's language, English's URLs as before, and the JSON the same in both", () => {
    expect([downloadPaths.leaderboard(), downloadPaths.councilList(), downloadPaths.agendaVotes(41, 'csv'), downloadPaths.treasury('KCF'), downloadPaths.financial()]).toEqual([
      '/v1/proposals/status.csv',
      '/v1/councils/list.csv',
      '/v1/proposals/41/votes.csv',
      '/v1/treasury/transactions/KCF/download',
      '/v1/financial/download',
    ]);
    expect([downloadPaths.leaderboard('ko'), downloadPaths.councilList('ko'), downloadPaths.agendaVotes(41, 'csv', 'ko'), downloadPaths.treasury('KCF', 'ko'), downloadPaths.financial('ko')]).toEqual([
      '/v1/proposals/status.csv?lang=ko',
      '/v1/councils/list.csv?lang=ko',
      '/v1/proposals/41/votes.csv?lang=ko',
      '/v1/treasury/transactions/KCF/download?lang=ko',
      '/v1/financial/download?lang=ko',
    ]);
    expect(downloadPaths.agendaVotes(41, 'json', 'ko')).toBe('/v1/proposals/41/votes.json');
  });
});
