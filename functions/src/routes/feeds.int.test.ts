import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { putActivityRecordIfAbsent } from '@portal/core/db/repositories/activities';
import { rebuildActivityViews } from '@portal/core/db/rebuildViews';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import type { ProposalChain } from '@portal/core/entities/proposal';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { activityRecord, HEAD, proposalChain, proposalMeta } from '../../../test/fixtures/apiSeeds';
import { atomProblems, icalendarProblems } from '../../../test/fixtures/feedRules';
import { council, GENESIS, hash } from '../../../test/fixtures/governance';
import { freshTestDb } from '../../../test/setup/services';
import { createApp } from '../app';

const councils = [council(1, 'Foundation', true), council(2, 'Alpha'), council(3, 'Beta & Sons'), council(4, 'Gamma')];
const blockTime = (block: bigint) => new Date(Number(GENESIS + block) * 1000);

/** gc 4 votes Yes with 2 votes on an agenda. */
function withVote(chain: ProposalChain, block: number): ProposalChain {
  return {
    ...chain,
    tally: { ...chain.tally, yes: chain.tally.yes + 2, voters: [...chain.tally.voters, 4] },
    votes: [...chain.votes, { gc_id: 4, choice: 1, power: 2, tx_hash: hash(4_000 + block), block }],
  };
}

describe('feeds API (DynamoDB Local)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const index = (chains: ProposalChain[], block: bigint) =>
    putProposalViews(db, buildProposalViews({ chains, metadata: [proposalMeta(3, 'Cap the gas price, again; really', [1])], councils, voters: [], block: Number(block) }), undefined, blockTime(block));

  beforeAll(async () => {
    db = await freshTestDb();
    // Links name the configured public origin, not the host a request came to.
    app = createApp({ db, config: parseServerConfig({ SITE_URL: 'https://portal.example.org' }) });
    await putCouncilList(db, councils);
  });

  it('answers valid empty feeds before the indexer ran, as public reads with their content types', async () => {
    const atom = await get('/v1/feeds/agendas.atom');
    expect(atom.status).toBe(200);
    expect(atom.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=50, stale-if-error=86400');
    expect(atomProblems(atom.text).problems).toEqual([]);
    const ics = await get('/v1/feeds/agendas.ics');
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('Cache-Control')).toMatch(/^public, /);
    expect(icalendarProblems(ics.text)).toEqual({ problems: [], events: [] });
    const activities = await get('/v1/feeds/activities.atom');
    expect(activities.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(atomProblems(activities.text).problems).toEqual([]);
  });

  it('refuses a stray query and a malformed council, and answers 404 for a council not in the list', async () => {
    expect((await get('/v1/feeds/agendas.atom?x=1')).status).toBe(400);
    expect((await get('/v1/feeds/agendas.ics?x=1')).status).toBe(400);
    expect((await get('/v1/feeds/activities.atom?gc=abc')).status).toBe(400);
    const unknown = await get('/v1/feeds/activities.atom?gc=99');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers each feed in Korean with ?lang=ko, with the same caching, and refuses another language with the usual 400 and its code', async () => {
    const atom = await get('/v1/feeds/agendas.atom?lang=ko');
    expect(atom.status).toBe(200);
    expect(atom.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=50, stale-if-error=86400');
    const parsed = atomProblems(atom.text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.feed!.title).toBe('Governance Council Portal: 안건');
    expect(parsed.feed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: 'https://portal.example.org/v1/feeds/agendas.atom?lang=ko' });
    const ics = await get('/v1/feeds/agendas.ics?lang=ko');
    expect(ics.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=50, stale-if-error=86400');
    expect(ics.text).toContain('X-WR-CALNAME:Governance Council Portal: 안건\r\n');
    expect(atomProblems((await get('/v1/feeds/activities.atom?lang=ko')).text).feed!.title).toBe('Governance Council Portal: 카운슬 활동');
    // English stays the default, and says so when asked.
    expect((await get('/v1/feeds/agendas.atom?lang=en')).text).toBe((await get('/v1/feeds/agendas.atom')).text);
    for (const path of ['/v1/feeds/agendas.atom?lang=xx', '/v1/feeds/agendas.ics?lang=KO', '/v1/feeds/activities.atom?gc=2&lang=xx']) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      expect(JSON.parse(refused.text), path).toMatchObject({ code: 400, err_code: 'invalid_request', err_msg: expect.stringContaining('lang') });
    }
  });

  describe('after agendas are indexed', () => {
    const pending = proposalChain(4, 'pending');
    const active = proposalChain(3, 'active', { targets: [], values: [], calldatas: [] });
    const closed = proposalChain(2, 'closed');

    beforeAll(async () => {
      await index([closed, active], HEAD.number);
    });

    it('tells each agenda moment in a valid Atom feed, linking the agenda pages on the site origin', async () => {
      const { problems, feed } = atomProblems((await get('/v1/feeds/agendas.atom')).text);
      expect(problems).toEqual([]);
      expect(feed!.entries.map((e) => e.id)).toEqual(
        expect.arrayContaining([
          'tag:portal.example.org,2026:agenda-3-voting-started',
          'tag:portal.example.org,2026:agenda-2-closed',
          'tag:portal.example.org,2026:agenda-2-published',
        ]),
      );
      expect(feed!.entries.find((e) => e.id.endsWith('agenda-3-voting-started'))!.link).toBe('https://portal.example.org/Proposal/Detail?id=43');
      expect(feed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: 'https://portal.example.org/v1/feeds/agendas.atom' });
    });

    it('tells the same moments in Korean with ?lang=ko, linking the Korean agenda pages, titles as written', async () => {
      const english = atomProblems((await get('/v1/feeds/agendas.atom')).text).feed!;
      const { problems, feed } = atomProblems((await get('/v1/feeds/agendas.atom?lang=ko')).text);
      expect(problems).toEqual([]);
      expect(feed!.entries.map((e) => e.id)).toEqual(english.entries.map((e) => e.id));
      const started = feed!.entries.find((e) => e.id.endsWith('agenda-3-voting-started'))!;
      expect(started.title).toBe('안건 #43 투표 시작: Cap the gas price, again; really');
      expect(started.link).toBe('https://portal.example.org/ko/Proposal/Detail?id=43');
      expect(started.summary).toMatch(/^\d{4}\.\d{2}\.\d{2} \S+ \d{1,2}:\d{2} UTC까지 투표할 수 있습니다\.$/);
      const calendar = icalendarProblems((await get('/v1/feeds/agendas.ics?lang=ko')).text);
      expect(calendar.problems).toEqual([]);
      const voting = calendar.events.find((e) => e['UID'] === 'agenda-3-voting@portal.example.org')!;
      expect(voting['SUMMARY']).toBe('투표: Cap the gas price\\, again\\; really');
      expect(voting['DESCRIPTION']).toContain('상태: 진행 중');
    });

    it('adds a new agenda as a new entry and a vote as a new SEQUENCE of its calendar events', async () => {
      const before = icalendarProblems((await get('/v1/feeds/agendas.ics')).text);
      expect(before.problems).toEqual([]);
      const votingBefore = before.events.find((e) => e['UID'] === 'agenda-3-voting@portal.example.org')!;
      expect(votingBefore['SUMMARY']).toBe('Voting: Cap the gas price\\, again\\; really');
      const atomBefore = atomProblems((await get('/v1/feeds/agendas.atom')).text).feed!;

      const later = HEAD.number + 50n;
      await index([closed, withVote(active, Number(later)), pending], later);

      const after = icalendarProblems((await get('/v1/feeds/agendas.ics')).text);
      expect(after.problems).toEqual([]);
      const votingAfter = after.events.find((e) => e['UID'] === 'agenda-3-voting@portal.example.org')!;
      expect(Number(votingAfter['SEQUENCE'])).toBe(Number(votingBefore['SEQUENCE']) + 1);
      expect(votingAfter['LAST-MODIFIED']).not.toBe(votingBefore['LAST-MODIFIED']);
      expect(votingAfter['DTSTAMP']).toBe(votingAfter['LAST-MODIFIED']);
      // The closed agenda did not change: its events are as they were.
      expect(after.events.filter((e) => e['UID']!.startsWith('agenda-2-'))).toEqual(before.events.filter((e) => e['UID']!.startsWith('agenda-2-')));
      // The new pending agenda has both windows: it was seen before its voting.
      expect(after.events.filter((e) => e['UID']!.startsWith('agenda-4-')).map((e) => e['UID'])).toEqual([
        'agenda-4-preparation@portal.example.org',
        'agenda-4-voting@portal.example.org',
      ]);

      const atomAfter = atomProblems((await get('/v1/feeds/agendas.atom')).text).feed!;
      expect(atomAfter.entries[0]!.id).toBe('tag:portal.example.org,2026:agenda-4-published');
      expect(atomAfter.updated > atomBefore.updated).toBe(true);
      expect(atomAfter.entries.length).toBe(atomBefore.entries.length + 1);
    });
  });

  describe('activity feeds', () => {
    beforeAll(async () => {
      for (const record of [activityRecord(1, 2, 1), activityRecord(2, 3, 2, { content: '**Bold** & <b>raw</b>' }), activityRecord(3, 2, 3)]) await putActivityRecordIfAbsent(db, record);
      await rebuildActivityViews(db, new Date('2026-11-05T00:00:00.000Z'));
    });

    it('serves every council posts, newest first, in a valid feed', async () => {
      const { problems, feed } = atomProblems((await get('/v1/feeds/activities.atom')).text);
      expect(problems).toEqual([]);
      expect(feed!.entries.map((e) => [e.id, e.link])).toEqual([
        ['tag:portal.example.org,2026:activity-3', 'https://portal.example.org/GC/ActivityDetail?id=3'],
        ['tag:portal.example.org,2026:activity-2', 'https://portal.example.org/GC/ActivityDetail?id=2'],
        ['tag:portal.example.org,2026:activity-1', 'https://portal.example.org/GC/ActivityDetail?id=1'],
      ]);
      expect(feed!.updated).toBe('2026-11-03T00:00:00.000Z');
    });

    it('serves one council posts with ?gc=, and an empty feed for a listed council without any', async () => {
      const beta = atomProblems((await get('/v1/feeds/activities.atom?gc=3')).text);
      expect(beta.problems).toEqual([]);
      expect(beta.feed!.title).toBe('Governance Council Portal: Beta & Sons activities');
      expect(beta.feed!.entries.map((e) => [e.title, e.summary])).toEqual([['Beta & Sons: Post 2', 'Bold & raw']]);
      const betaKo = atomProblems((await get('/v1/feeds/activities.atom?gc=3&lang=ko')).text);
      expect(betaKo.problems).toEqual([]);
      expect(betaKo.feed!.title).toBe('Governance Council Portal: Beta & Sons 활동');
      expect(betaKo.feed!.entries.map((e) => [e.title, e.summary, e.link])).toEqual([['Beta & Sons: Post 2', 'Bold & raw', 'https://portal.example.org/ko/GC/ActivityDetail?id=2']]);
      const gamma = atomProblems((await get('/v1/feeds/activities.atom?gc=4')).text);
      expect(gamma.problems).toEqual([]);
      expect(gamma.feed!.entries).toEqual([]);
    });

    it('drops a post from the feed when it is deleted', async () => {
      const { deleteActivityRecord } = await import('@portal/core/db/repositories/activities');
      await deleteActivityRecord(db, 3);
      await rebuildActivityViews(db, new Date('2026-11-06T00:00:00.000Z'));
      const { feed } = atomProblems((await get('/v1/feeds/activities.atom?gc=2')).text);
      expect(feed!.entries.map((e) => e.id)).toEqual(['tag:portal.example.org,2026:activity-1']);
    });
  });
});
