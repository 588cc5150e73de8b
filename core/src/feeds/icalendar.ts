import type { AgendaFeed, FeedAgenda } from '../entities/feed';
import { agendaStatusText, type Lang, localePath, serverText } from '../i18n/serverText';
import { agendaPath, SITE_NAME } from './atom';

/** The agenda calendar as iCalendar (RFC 5545). Pure: the API passes the portal's public origin. */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded after at most 75 octets (§3.1): continuation lines start with a space,
 * which counts in their 75. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 2026-11-24T06:00:00.000Z → 20261124T060000Z (UTC form, §3.3.5). */
export function icsDate(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function vevent(origin: string, agenda: FeedAgenda, window: 'preparation' | 'voting', start: string, end: string, lang: Lang): string[] {
  const text = serverText(lang);
  const host = new URL(origin).hostname;
  const url = `${origin}${localePath(agendaPath(agenda.id), lang)}`;
  const summary = text.calendar.summary(window, agenda.title);
  const description = [
    text.calendar.agendaLine(agenda.id, agenda.title),
    text.calendar.statusLine(agendaStatusText(agenda.status, lang)),
    window === 'voting' ? text.tally({ yes: agenda.yes, no: agenda.no, abstain: agenda.abstain, voters: agenda.voters, eligible: agenda.eligible }) : text.calendar.powerConfirmed,
    url,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:agenda-${agenda.proposal_id}-${window}@${host}`,
    // No METHOD: DTSTAMP is when the event's information was last revised (§3.8.7.2).
    `DTSTAMP:${icsDate(agenda.modified)}`,
    `LAST-MODIFIED:${icsDate(agenda.modified)}`,
    `CREATED:${icsDate(agenda.events.published)}`,
    `SEQUENCE:${agenda.sequence}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    `STATUS:${agenda.canceled && window === 'voting' && !agenda.events.voting_started ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * Each agenda's preparation window (from its publication to voting start) and voting window, times
 * in UTC. The preparation window is left out when the portal does not know when it began (an agenda
 * first indexed after its voting started: the list does not carry its creation time).
 */
export function agendaCalendar(feed: AgendaFeed, origin: string, lang: Lang = 'en'): string {
  const name = serverText(lang).calendar.name(SITE_NAME);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(SITE_NAME)}//Agendas//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ...feed.agendas.flatMap((agenda) => [
      ...(Date.parse(agenda.events.published) < Date.parse(agenda.voting_start) ? vevent(origin, agenda, 'preparation', agenda.events.published, agenda.voting_start, lang) : []),
      ...(Date.parse(agenda.voting_start) < Date.parse(agenda.voting_end) ? vevent(origin, agenda, 'voting', agenda.voting_start, agenda.voting_end, lang) : []),
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
