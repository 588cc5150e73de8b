import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { ProposalState } from '@portal/core/rules/proposals';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { HEAD, proposalChain, proposalMeta } from '../../../../test/fixtures/apiSeeds';
import { council, GENESIS, hash } from '../../../../test/fixtures/governance';
import { freshTestDb } from '../../../../test/setup/services';
import { createApp } from '../../app';

const councils = [council(1, 'Foundation', true), council(2, 'Alpha'), council(3, 'Beta'), council(4, 'Gamma'), council(5, 'Delta')];
const head = HEAD;
/** Proposal n with no action: votes of gc 2 (Yes) and gc 3 (No); state chosen by its schedule. */
const chain = (id: number, state: 'pending' | 'active' | 'closed') => proposalChain(id, state, { targets: [], values: [], calldatas: [] });
const meta = (id: number, title: string, tags: number[]) => proposalMeta(id, title, tags);

describe('proposal API (DynamoDB Local)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db });
  });

  it('answers empty lists before the indexer ran, and 404 for any proposal', async () => {
    expect((await get('/v1/proposals')).body).toEqual({
      code: 200,
      result: { items: [], total: 0, page: 1, size: 10, counts: { all: 0, upcoming: 0, ongoing: 0, closed: 0 }, block: null },
    });
    expect((await get('/v1/proposals/status')).body.result).toEqual({ participations: [], voting_powers: [] });
    expect((await get('/v1/proposals/1')).body).toEqual({ code: 404, err_msg: 'Proposal 1 not found', err_code: 'not_found' });
  });

  describe('with indexed proposals', () => {
    beforeAll(async () => {
      await putCouncilList(db, councils);
      const chains = [chain(1, 'closed'), chain(2, 'closed'), chain(3, 'active'), chain(4, 'pending'), chain(5, 'closed')];
      const metadata = [meta(1, 'Raise the Gas floor', [1]), meta(2, 'Treasury grant', [2]), meta(3, 'GAS price cap', [1, 4])];
      await putProposalViews(db, buildProposalViews({ chains, metadata, councils, voters: [], block: Number(head.number) }));
    });

    it('lists newest first with cards, counts per category and a short CDN cache', async () => {
      const { status, headers, body } = await get('/v1/proposals');
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=50, stale-if-error=86400');
      expect(body.result.items.map((p: { id: number }) => p.id)).toEqual([5, 4, 43, 42, 41]);
      expect(body.result.counts).toEqual({ all: 5, upcoming: 1, ongoing: 1, closed: 3 });
      expect(body.result.block).toBe(10_500);
      const card = body.result.items[3];
      expect(card).toMatchObject({ id: 42, proposal_id: 2, title: 'Treasury grant', contextAndProposal: 'Context of 2', kgp: '2' });
      expect(card).not.toHaveProperty('voting');
      // Without metadata: the on-chain description.
      expect(body.result.items[0]).toMatchObject({ id: 5, title: 'On-chain 5', kgp: null, tags: [] });
    });

    it('gives Home the open agendas: Ongoing, then Upcoming', async () => {
      const { body } = await get('/v1/page/main');
      expect(body.result.proposals.map((p: { id: number; state: number }) => [p.id, p.state])).toEqual([
        [43, ProposalState.Active],
        [4, ProposalState.Pending],
      ]);
    });

    it.each([
      ['category=1', [4]],
      ['category=2', [43]],
      ['category=3', [5, 42, 41]],
      ['category=3&history=1', [5, 43, 42, 41]],
      ['tag=1', [43, 41]],
      ['input=gas', [43, 41]],
      ['input=GAS%20PRICE&tag=4', [43]],
      ['size=2&page=2', [43, 42]],
      ['size=2&page=9', []],
    ])('filters %s', async (query, ids) => {
      const { body } = await get(`/v1/proposals?${query}`);
      expect(body.result.items.map((p: { id: number }) => p.id)).toEqual(ids);
    });

    it('answers a detail shaped as the spec, by agenda number', async () => {
      const { body } = await get('/v1/proposals/43');
      expect(body.code).toBe(200);
      expect(body.result).toMatchObject({
        id: 43,
        proposal_id: 3,
        kgp: '3',
        title: 'GAS price cap',
        subtitle: 'Subtitle 3',
        state: ProposalState.Active,
        site_state: null,
        tags: [1, 4],
        categoryId: 1,
        categoryDetails: { txType: 'TEXT_ONLY' },
        yesCount: 4,
        noCount: 3,
        abstainCount: 0,
        totalVotes: 9,
        votersCount: 2,
        quorumCount: 1,
        quorumPower: 3,
        eligibleNodes: 3,
        startBlock: 10_000,
        endBlock: 11_000,
        tx_hash: hash(3),
        forumLink: 'https://forum.example/t/3',
        extraLinks: [{ title: '', url: 'https://docs.example/x' }],
        contextAndProposal: 'Context of 3',
        council: { id: 0, name: 'Foundation' },
        // The indexed block, which the page counts down from.
        block: Number(head.number),
      });
      expect(body.result.votingEndDate).toBe(new Date(Number(GENESIS + 11_000n) * 1000).toISOString());
      expect(body.result.voting.map((v: { council: { id: number }; choice: number; power: number }) => [v.council.id, v.choice, v.power])).toEqual([
        [2, 1, 4],
        [3, 0, 3],
        [4, -1, 2],
      ]);
    });

    it("lists a council's proposals with its choice, and its votes", async () => {
      const { body } = await get('/v1/proposals/councils/4');
      expect(body.result.items.map((p: { id: number; choice: number }) => [p.id, p.choice])).toEqual([
        [5, -1],
        [4, -1],
        [43, -1],
        [42, -1],
        [41, -1],
      ]);
      const beta = await get('/v1/proposals/councils/3?category=3');
      expect(beta.body.result.items.map((p: { id: number; choice: number; vote_tx_hash: string }) => [p.id, p.choice, p.vote_tx_hash])).toEqual([
        [5, 0, hash(205)],
        [42, 0, hash(202)],
        [41, 0, hash(201)],
      ]);
      const votes = await get('/v1/proposals/councils/2/votes');
      expect(votes.body.result.council).toEqual({ id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' });
      expect(votes.body.result.votes[0]).toEqual({ id: 5, proposal_id: 5, title: 'On-chain 5', state: ProposalState.Passed, choice: 1, power: 4, tx_hash: hash(105), block: 1_100 });
      // A council never tracked has an empty history; an unknown id is a 404.
      expect((await get('/v1/proposals/councils/5/votes')).body.result).toEqual({ council: { id: 5, name: 'Delta', thumbnail: 'https://img.example/5.png' }, votes: [] });
      expect((await get('/v1/proposals/councils/5')).body.result.items).toEqual([]);
      expect((await get('/v1/proposals/councils/77')).body).toEqual({ code: 404, err_msg: 'Council 77 not found', err_code: 'not_found' });
      expect((await get('/v1/proposals/councils/77/votes')).status).toBe(404);
    });

    it('serves the leaderboard and the voting selector strip', async () => {
      const { body } = await get('/v1/proposals/status');
      expect(body.result.participations.map((p: { council: { id: number }; cnt: number }) => [p.council.id, p.cnt])).toEqual([
        [2, 4],
        [3, 4],
        [4, 0],
      ]);
      expect(body.result.voting_powers.map((p: { council: { name: string }; votes: number }) => [p.council.name, p.votes])).toEqual([
        ['Alpha', 4],
        ['Beta', 3],
        ['Gamma', 2],
      ]);
      const strip = await get('/v1/councils?order=vote');
      expect(strip.body.result.map((c: { name: string }) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
      expect(strip.body.result[0]).toEqual({ id: 2, name: 'Alpha', thumbnail: 'https://img.example/2.png' });
    });
  });

  it.each([
    ['/v1/proposals?category=4', /^Invalid query: category: Too big/],
    ['/v1/proposals?page=0', /^Invalid query: page: Too small/],
    ['/v1/proposals?size=101', /^Invalid query: size: Too big/],
    ['/v1/proposals?type=on', /^Invalid query: Unrecognized key: "type"/],
    ['/v1/proposals/1?x=1', /^Invalid query: Unrecognized key: "x"/],
    ['/v1/proposals/status?all=1', /^Invalid query: Unrecognized key: "all"/],
    ['/v1/councils?order=name', /^Invalid query: order: /],
  ])('refuses %s with a 400 envelope', async (path, message) => {
    const { status, body, headers } = await get(path);
    expect(status).toBe(400);
    expect(body.err_msg).toMatch(message);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  // Ids are bound by pattern (digits only): anything else is no route at all, never the id route's validator.
  it.each(['/v1/proposals/abc', '/v1/proposals/-1', '/v1/proposals/1e3', '/v1/proposals/councils/x/votes', '/v1/proposals/councils/x'])(
    'has no route for %s',
    async (path) => {
      const { status, body, headers } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, err_msg: `No route for GET ${path}`, err_code: 'not_found' });
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    },
  );
});
