import { describe, expect, it } from 'vitest';
import { icalendarProblems, unescapeText } from '../../../test/fixtures/feedRules';
import type { AgendaFeed, FeedAgenda } from '../entities/feed';
import { agendaCalendar, escapeText, foldLine, icsDate } from './icalendar';

const ORIGIN = 'https://portal.example.org';

function feedAgenda(overrides: Partial<FeedAgenda> = {}): FeedAgenda {
  return {
    proposal_id: 7,
    id: 12,
    title: 'Fund the ecosystem; phase 2, with a very long title that is certainly longer than seventy-five octets — ünïcödé 投票',
    status: 'Ongoing',
    canceled: false,
    voting_start: '2026-11-02T00:00:00.000Z',
    voting_end: '2026-11-05T00:00:00.000Z',
    yes: 2,
    no: 0,
    abstain: 1,
    voters: 2,
    eligible: 5,
    events: { published: '2026-11-01T06:30:00.000Z', voting_started: '2026-11-02T00:00:00.000Z', ending_soon: null, closed: null },
    sequence: 4,
    modified: '2026-11-02T10:00:00.000Z',
    fp: 'x',
    ...overrides,
  };
}

describe('the agenda calendar', () => {
  const feed: AgendaFeed = {
    updated: '2026-11-02T10:00:00.000Z',
    agendas: [
      feedAgenda(),
      // First indexed after its voting began: no known preparation window.
      feedAgenda({ proposal_id: 3, id: 3, title: 'Backfilled\\done', events: { published: '2026-10-01T00:00:00.000Z', voting_started: '2026-10-01T00:00:00.000Z', ending_soon: null, closed: null }, voting_start: '2026-10-01T00:00:00.000Z', voting_end: '2026-10-04T00:00:00.000Z' }),
      // Canceled before its voting: the voting window is cancelled.
      feedAgenda({ proposal_id: 2, id: 2, title: 'Withdrawn', canceled: true, status: 'Undecided', events: { published: '2026-09-01T00:00:00.000Z', voting_started: null, ending_soon: null, closed: '2026-09-02T00:00:00.000Z' }, voting_start: '2026-09-05T00:00:00.000Z', voting_end: '2026-09-08T00:00:00.000Z' }),
    ],
  };
  const ics = agendaCalendar(feed, ORIGIN);
  const { problems, events } = icalendarProblems(ics);

  it('keeps the rules of RFC 5545: CRLF, lines folded at 75 octets, required properties, escaped text', () => {
    expect(problems).toEqual([]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Governance Council Portal//Agendas//EN\r\n')).toBe(true);
    // The long title was folded, and no folded line split a UTF-8 character.
    expect(ics).toMatch(/\r\n /);
    expect(ics).not.toContain('\uFFFD');
  });

  it('has each agenda preparation and voting window in UTC, with stable UIDs and its revision', () => {
    expect(events.map((e) => [e['UID'], e['DTSTART'], e['DTEND'], e['SEQUENCE'], e['STATUS']])).toEqual([
      ['agenda-7-preparation@portal.example.org', '20261101T063000Z', '20261102T000000Z', '4', 'CONFIRMED'],
      ['agenda-7-voting@portal.example.org', '20261102T000000Z', '20261105T000000Z', '4', 'CONFIRMED'],
      ['agenda-3-voting@portal.example.org', '20261001T000000Z', '20261004T000000Z', '4', 'CONFIRMED'],
      ['agenda-2-preparation@portal.example.org', '20260901T000000Z', '20260905T000000Z', '4', 'CONFIRMED'],
      ['agenda-2-voting@portal.example.org', '20260905T000000Z', '20260908T000000Z', '4', 'CANCELLED'],
    ]);
    const voting = events[1]!;
    expect(voting['DTSTAMP']).toBe('20261102T100000Z');
    expect(voting['LAST-MODIFIED']).toBe('20261102T100000Z');
    expect(voting['URL']).toBe(`${ORIGIN}/Proposal/Detail?id=12`);
    expect(unescapeText(voting['SUMMARY']!)).toBe(`Voting: ${feedAgenda().title}`);
    expect(unescapeText(voting['DESCRIPTION']!).split('\n')).toEqual([
      `Agenda #12: ${feedAgenda().title}`,
      'Status: Ongoing',
      'Yes 2, No 0, Abstain 1; 2 of 5 councils voted.',
      `${ORIGIN}/Proposal/Detail?id=12`,
    ]);
    expect(unescapeText(events[2]!['SUMMARY']!)).toBe('Voting: Backfilled\\done');
  });

  it('changes an event DTSTAMP, LAST-MODIFIED and SEQUENCE with the agenda revision, and nothing else', () => {
    const next = agendaCalendar({ ...feed, agendas: [feedAgenda({ sequence: 5, modified: '2026-11-03T00:00:00.000Z', yes: 3 }), ...feed.agendas.slice(1)] }, ORIGIN);
    const after = icalendarProblems(next).events;
    expect(after[1]).toMatchObject({ UID: 'agenda-7-voting@portal.example.org', SEQUENCE: '5', DTSTAMP: '20261103T000000Z', 'LAST-MODIFIED': '20261103T000000Z' });
    expect(after.slice(2)).toEqual(events.slice(2));
  });
});

describe('the agenda calendar in Korean (?lang=ko)', () => {
  const feed: AgendaFeed = { updated: '2026-11-02T10:00:00.000Z', agendas: [feedAgenda(), feedAgenda({ proposal_id: 5, id: 5, title: 'Done', status: 'Passed (In Progress)' })] };
  const ics = agendaCalendar(feed, ORIGIN, 'ko');
  const { problems, events } = icalendarProblems(ics);

  it('keeps the rules of RFC 5545, Korean lines folded without splitting a character', () => {
    expect(problems).toEqual([]);
    expect(ics).toMatch(/\r\n /);
    expect(ics).not.toContain('\uFFFD');
    expect(ics).toContain('X-WR-CALNAME:Governance Council Portal: 안건\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Governance Council Portal//Agendas//KO\r\n')).toBe(true);
  });

  it('writes SUMMARY and DESCRIPTION in Korean, with the same UIDs and times and the Korean page', () => {
    const english = icalendarProblems(agendaCalendar(feed, ORIGIN)).events;
    expect(events.map((e) => [e['UID'], e['DTSTART'], e['DTEND'], e['SEQUENCE']])).toEqual(english.map((e) => [e['UID'], e['DTSTART'], e['DTEND'], e['SEQUENCE']]));
    const [preparation, voting] = events;
    expect(unescapeText(preparation!['SUMMARY']!)).toBe(`준비: ${feedAgenda().title}`);
    expect(unescapeText(voting!['SUMMARY']!)).toBe(`투표: ${feedAgenda().title}`);
    expect(voting!['URL']).toBe(`${ORIGIN}/ko/Proposal/Detail?id=12`);
    expect(unescapeText(voting!['DESCRIPTION']!).split('\n')).toEqual([
      `안건 #12: ${feedAgenda().title}`,
      '상태: 진행 중',
      '찬성 2, 반대 0, 기권 1. 카운슬 5곳 중 2곳이 투표했습니다.',
      `${ORIGIN}/ko/Proposal/Detail?id=12`,
    ]);
    expect(unescapeText(preparation!['DESCRIPTION']!).split('\n')[2]).toBe('투표권은 투표가 시작될 때 확정됩니다.');
    expect(unescapeText(events[3]!['DESCRIPTION']!).split('\n')[1]).toBe('상태: 가결 (진행 중)');
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unescapeText(escapeText('a\\b;c,d\ne'))).toBe('a\\b;c,d\ne');
  });

  it('folds at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'投'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC date-times', () => {
    expect(icsDate('2026-11-24T06:05:09.123Z')).toBe('20261124T060509Z');
    expect(icsDate('2026-11-24T06:05:09Z')).toBe('20261124T060509Z');
  });

  it('is checked: LF lines, long lines, a missing PRODID and an unescaped comma are found', () => {
    const bad = `BEGIN:VCALENDAR\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101\r\nSUMMARY:a, b ${'x'.repeat(80)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(icalendarProblems(bad).problems).toEqual([
      'a line break that is not CRLF',
      'line 6 is 93 octets, over 75',
      'not one VCALENDAR from the first line to the last',
      'VCALENDAR has no VERSION:2.0',
      'VCALENDAR has no PRODID',
      'VEVENT x DTSTART 20260101 is not a UTC date-time',
      'VEVENT x SUMMARY is not escaped',
      // A calendar library refuses the date too.
      'ical.js cannot parse the calendar: invalid date-time value: "2026-01-01T::"',
    ]);
  });
});
