import { describe, expect, it } from 'vitest';
import { atomProblems } from '../../../test/fixtures/feedRules';
import type { ActivityAtomFeed, AgendaFeed, FeedAgenda } from '../entities/feed';
import { activityAtom, agendaAtom, escapeXml, tagUri } from './atom';

const ORIGIN = 'https://portal.example.org';

function feedAgenda(overrides: Partial<FeedAgenda> = {}): FeedAgenda {
  return {
    proposal_id: 7,
    id: 12,
    title: 'Raise the <gas> price & "fees" for KIP-1\u0001',
    status: 'Passed (Executed)',
    canceled: false,
    voting_start: '2026-11-02T00:00:00.000Z',
    voting_end: '2026-11-05T00:00:00.000Z',
    yes: 9,
    no: 1,
    abstain: 0,
    voters: 4,
    eligible: 5,
    events: {
      published: '2026-11-01T00:00:00.000Z',
      voting_started: '2026-11-02T00:00:00.000Z',
      ending_soon: '2026-11-04T00:00:00.000Z',
      closed: '2026-11-05T00:00:00.000Z',
    },
    sequence: 3,
    modified: '2026-11-06T00:00:00.000Z',
    fp: 'x',
    ...overrides,
  };
}

describe('the agenda Atom feed', () => {
  const feed: AgendaFeed = { updated: '2026-11-06T00:00:00.000Z', agendas: [feedAgenda(), feedAgenda({ proposal_id: 6, id: 6, title: 'Older', events: { published: '2026-10-01T00:00:00.000Z', voting_started: null, ending_soon: null, closed: null } })] };
  const xml = agendaAtom(feed, ORIGIN);

  it('keeps the rules of RFC 4287, parsed as XML', () => {
    const { problems, feed: parsed } = atomProblems(xml);
    expect(problems).toEqual([]);
    expect(parsed!.id).toBe('tag:portal.example.org,2026:agendas');
    expect(parsed!.updated).toBe(feed.updated);
    expect(parsed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: `${ORIGIN}/v1/feeds/agendas.atom` });
  });

  it('has an entry for each told moment, newest first, linking the agenda page, titles escaped', () => {
    const { feed: parsed } = atomProblems(xml);
    expect(parsed!.entries.map((e) => e.id)).toEqual([
      'tag:portal.example.org,2026:agenda-7-closed',
      'tag:portal.example.org,2026:agenda-7-ending-soon',
      'tag:portal.example.org,2026:agenda-7-voting-started',
      'tag:portal.example.org,2026:agenda-7-published',
      'tag:portal.example.org,2026:agenda-6-published',
    ]);
    const closed = parsed!.entries[0]!;
    expect(closed.title).toBe('Agenda #12 closed, Passed (Executed): Raise the <gas> price & "fees" for KIP-1');
    expect(closed.link).toBe(`${ORIGIN}/Proposal/Detail?id=12`);
    // A closed entry follows the agenda's later revisions (queued, executed); the others keep their moment.
    expect(closed.updated).toBe('2026-11-06T00:00:00.000Z');
    expect(parsed!.entries[1]!.updated).toBe('2026-11-04T00:00:00.000Z');
    expect(closed.summary).toContain('Yes 9, No 1, Abstain 0; 4 of 5 councils voted.');
  });

  it('is the same empty, valid feed before any agenda', () => {
    const empty = agendaAtom({ updated: new Date(0).toISOString(), agendas: [] }, 'http://127.0.0.1:8787');
    expect(atomProblems(empty).problems).toEqual([]);
    expect(empty).toContain('<id>tag:127.0.0.1,2026:agendas</id>');
  });
});

describe('the agenda Atom feed in Korean (?lang=ko)', () => {
  const feed: AgendaFeed = { updated: '2026-11-06T00:00:00.000Z', agendas: [feedAgenda({ voting_end: '2026-11-05T13:21:00.000Z' })] };
  const xml = agendaAtom(feed, ORIGIN, 'ko');
  const { problems, feed: parsed } = atomProblems(xml);

  it('keeps the rules, the same ids, and links to itself and to the Korean pages', () => {
    expect(problems).toEqual([]);
    expect(parsed!.title).toBe('Governance Council Portal: 안건');
    expect(parsed!.id).toBe('tag:portal.example.org,2026:agendas');
    expect(parsed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: `${ORIGIN}/v1/feeds/agendas.atom?lang=ko` });
    expect(parsed!.links).toContainEqual({ rel: 'alternate', type: 'text/html', href: `${ORIGIN}/ko/Proposal` });
    expect(parsed!.entries.map((e) => e.id)).toEqual(atomProblems(agendaAtom(feed, ORIGIN)).feed!.entries.map((e) => e.id));
    expect(new Set(parsed!.entries.map((e) => e.link))).toEqual(new Set([`${ORIGIN}/ko/Proposal/Detail?id=12`]));
  });

  it('tells each moment in Korean, the status and tally in the glossary words, dates in UTC with Korean day periods, the title as written', () => {
    // Our own 오전/오후, not the runtime's ICU word (Node 20's ICU 78 says AM/PM).
    const [am, pm] = ['오전', '오후'];
    const [closed, endingSoon, started, published] = parsed!.entries;
    expect(closed!.title).toBe('안건 #12 종료, 가결 (실행됨): Raise the <gas> price & "fees" for KIP-1');
    expect(closed!.summary).toBe('찬성 9, 반대 1, 기권 0. 카운슬 5곳 중 4곳이 투표했습니다.');
    expect(endingSoon!.title).toBe('안건 #12 24시간 안에 투표 종료: Raise the <gas> price & "fees" for KIP-1');
    expect(endingSoon!.summary).toBe(`2026.11.05 ${pm} 1:21 UTC에 투표가 끝납니다. 찬성 9, 반대 1, 기권 0. 카운슬 5곳 중 4곳이 투표했습니다.`);
    expect(started!.summary).toBe(`2026.11.05 ${pm} 1:21 UTC까지 투표할 수 있습니다.`);
    expect(published!.summary).toBe(`투표 기간: 2026.11.02 ${am} 12:00 UTC부터 2026.11.05 ${pm} 1:21 UTC까지.`);
    expect(xml).toContain('<category term="투표 시작"/>');
    expect(xml).not.toMatch(/Agenda #|Voting|councils voted|Passed|Executed/);
  });

  it('tells a canceled agenda as canceled', () => {
    const canceled = agendaAtom({ ...feed, agendas: [feedAgenda({ canceled: true, status: 'Undecided' })] }, ORIGIN, 'ko');
    const entry = atomProblems(canceled).feed!.entries[0]!;
    expect(entry.title).toBe('안건 #12 종료, 미결정: Raise the <gas> price & "fees" for KIP-1');
    expect(entry.summary).toBe('취소됨. 찬성 9, 반대 1, 기권 0. 카운슬 5곳 중 4곳이 투표했습니다.');
  });
});

describe('the activity Atom feed', () => {
  const feed: ActivityAtomFeed = {
    council: { id: 3, name: 'Node & Co' },
    updated: '2026-11-03T00:00:00.000Z',
    entries: [{ id: 41, title: 'Launch <day>', council: { id: 3, name: 'Node & Co' }, published: '2026-11-03T00:00:00.000Z', summary: 'We launched.' }],
  };

  it('keeps the rules and names its council in its id, title and links', () => {
    const xml = activityAtom(feed, ORIGIN);
    const { problems, feed: parsed } = atomProblems(xml);
    expect(problems).toEqual([]);
    expect(parsed!.id).toBe('tag:portal.example.org,2026:activities-gc-3');
    expect(parsed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: `${ORIGIN}/v1/feeds/activities.atom?gc=3` });
    expect(parsed!.entries).toEqual([
      {
        id: 'tag:portal.example.org,2026:activity-41',
        title: 'Node & Co: Launch <day>',
        updated: '2026-11-03T00:00:00.000Z',
        published: '2026-11-03T00:00:00.000Z',
        link: `${ORIGIN}/GC/ActivityDetail?id=41`,
        summary: 'We launched.',
      },
    ]);
  });
});

describe('the activity Atom feed in Korean (?lang=ko)', () => {
  const entry = { id: 41, title: 'Launch <day>', council: { id: 3, name: 'Node & Co' }, published: '2026-11-03T00:00:00.000Z', summary: 'We launched.' };

  it("names one council's feed and the feed of all in Korean, the council's name and the post as written", () => {
    const one = atomProblems(activityAtom({ council: { id: 3, name: 'Node & Co' }, updated: entry.published, entries: [entry] }, ORIGIN, 'ko'));
    expect(one.problems).toEqual([]);
    expect(one.feed!.title).toBe('Governance Council Portal: Node & Co 활동');
    expect(one.feed!.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: `${ORIGIN}/v1/feeds/activities.atom?gc=3&lang=ko` });
    expect(one.feed!.entries[0]).toMatchObject({ id: 'tag:portal.example.org,2026:activity-41', title: 'Node & Co: Launch <day>', link: `${ORIGIN}/ko/GC/ActivityDetail?id=41`, summary: 'We launched.' });
    const all = activityAtom({ council: null, updated: entry.published, entries: [entry] }, ORIGIN, 'ko');
    expect(atomProblems(all).feed!.title).toBe('Governance Council Portal: 카운슬 활동');
    expect(all).toContain('<subtitle type="text">거버넌스 카운슬이 게시한 활동입니다.</subtitle>');
  });
});

describe('the Atom rules check', () => {
  it('finds a broken feed: raw ampersand, missing ids and dates, relative links', () => {
    expect(atomProblems('<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>a & b</title></feed>').problems[0]).toMatch(/not well-formed/);
    const { problems } = atomProblems(
      '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><updated>yesterday</updated>' +
        '<entry><id>x</id><title>e</title><updated>2026-01-01T00:00:00Z</updated><link href="/Proposal"/></entry></feed>',
    );
    expect(problems).toEqual([
      'feed has 0 id elements, not one',
      'feed id "" is not an absolute IRI',
      'feed updated "yesterday" is not an RFC 3339 date-time',
      'feed has no absolute rel="self" link',
      'entry 1 id "x" is not an absolute IRI',
      'entry 1 has a relative alternate link',
      'entry 1 has no author and the feed names none',
    ]);
  });

  it('escapes the five XML characters and drops the controls XML refuses', () => {
    expect(escapeXml(`<a href="x">Tom's & Jerry's</a>\u0000\u000b\t`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Jerry&apos;s&lt;/a&gt;\t');
    expect(tagUri('http://127.0.0.1:8787', 'agendas')).toBe('tag:127.0.0.1,2026:agendas');
  });
});
