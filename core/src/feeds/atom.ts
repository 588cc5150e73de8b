import { activityFeedPath, AGENDA_FEED_PATH } from '../constants';
import type { ActivityAtomFeed, AgendaFeed } from '../entities/feed';
import { agendaStatusText, type Lang, langPath, localePath, serverText } from '../i18n/serverText';
import { agendaEntries, type AgendaFeedEntry } from './agendaFeed';

/** Atom (RFC 4287) documents of the feeds. Pure: the API passes the portal's public origin. */

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const SITE_NAME = 'Governance Council Portal';
/** The year in the tag URIs (RFC 4151) of entry and feed ids: fixed, so ids never change. */
const TAG_YEAR = 2026;

/** XML 1.0 refuses controls other than tab, newline and return, and U+FFFE/U+FFFF. */
function xmlChars(text: string): string {
  return [...text]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
    })
    .join('');
}

export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A permanent id, the same whatever the scheme or port the site is reached by. */
export function tagUri(origin: string, name: string): string {
  return `tag:${new URL(origin).hostname},${TAG_YEAR}:${name}`;
}

type AtomEntry = { id: string; title: string; updated: string; published?: string; link: string; summary: string; category?: string };
type AtomDocument = { id: string; title: string; subtitle: string; updated: string; self: string; alternate: string; entries: AtomEntry[] };

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function renderAtom(doc: AtomDocument): string {
  const entries = doc.entries.map((e) =>
    [
      '  <entry>',
      `    ${element('id', e.id)}`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    ${element('updated', e.updated)}`,
      ...(e.published ? [`    ${element('published', e.published)}`] : []),
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
      ...(e.category ? [`    <category term="${escapeXml(e.category)}"/>`] : []),
      `    <summary type="text">${escapeXml(e.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('id', doc.id)}`,
    `  <title type="text">${escapeXml(doc.title)}</title>`,
    `  <subtitle type="text">${escapeXml(doc.subtitle)}</subtitle>`,
    `  ${element('updated', doc.updated)}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(doc.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(doc.alternate)}"/>`,
    `  <author>${element('name', SITE_NAME)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The agenda page of the portal (agenda numbers are the page's). */
export const agendaPath = (agendaId: number) => `/Proposal/Detail?id=${agendaId}`;

function agendaEntry(origin: string, { kind, at, agenda }: AgendaFeedEntry, lang: Lang): AtomEntry {
  const text = serverText(lang);
  const tally = text.tally({ yes: agenda.yes, no: agenda.no, abstain: agenda.abstain, voters: agenda.voters, eligible: agenda.eligible });
  return {
    id: tagUri(origin, `agenda-${agenda.proposal_id}-${kind.replace('_', '-')}`),
    title: text.agendaEntry.title(kind, { id: agenda.id, title: agenda.title, status: agendaStatusText(agenda.status, lang) }),
    // A closed agenda's entry follows its result (queued, executed); the other moments are fixed.
    updated: kind === 'closed' && Date.parse(agenda.modified) > Date.parse(at) ? agenda.modified : at,
    published: at,
    link: `${origin}${localePath(agendaPath(agenda.id), lang)}`,
    summary: text.agendaEntry.summary(kind, { start: text.utcMinute(agenda.voting_start), end: text.utcMinute(agenda.voting_end), tally, canceled: agenda.canceled }),
    category: text.agendaEntry.category[kind],
  };
}

/** The agenda feed: published, voting started, ending within 24 hours, closed with its result. Ids and links are the same in every language. */
export function agendaAtom(feed: AgendaFeed, origin: string, lang: Lang = 'en'): string {
  const text = serverText(lang);
  return renderAtom({
    id: tagUri(origin, 'agendas'),
    title: text.agendaFeed.title(SITE_NAME),
    subtitle: text.agendaFeed.subtitle,
    updated: feed.updated,
    self: `${origin}${langPath(AGENDA_FEED_PATH, lang)}`,
    alternate: `${origin}${localePath('/Proposal', lang)}`,
    entries: agendaEntries(feed).map((entry) => agendaEntry(origin, entry, lang)),
  });
}

/** An activity feed: every council's posts, or one council's. */
export function activityAtom(feed: ActivityAtomFeed, origin: string, lang: Lang = 'en'): string {
  const text = serverText(lang);
  const councilId = feed.council?.id ?? null;
  const councilName = feed.council?.name ?? null;
  return renderAtom({
    id: tagUri(origin, councilId === null ? 'activities' : `activities-gc-${councilId}`),
    title: text.activityFeed.title(SITE_NAME, councilName),
    subtitle: text.activityFeed.subtitle(councilName),
    updated: feed.updated,
    self: `${origin}${langPath(activityFeedPath(councilId), lang)}`,
    alternate: `${origin}${localePath(councilId === null ? '/GC' : `/GC/Detail?id=${councilId}`, lang)}`,
    entries: feed.entries.map((a) => ({
      id: tagUri(origin, `activity-${a.id}`),
      title: text.activityFeed.entryTitle(a.council.name, a.title),
      updated: a.published,
      published: a.published,
      link: `${origin}${localePath(`/GC/ActivityDetail?id=${a.id}`, lang)}`,
      summary: a.summary,
    })),
  });
}
