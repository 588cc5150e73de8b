/** Home's Latest Discussion cards: the category badge and a plain-text excerpt of the first post's markdown. */

export type TopicBadgeTone = 'proposals' | 'notice' | 'neutral';

/** What a badge says: one of the two known categories, the forum's own name for another, or "Other" for none (the words are the catalogue's). */
export type TopicBadgeKind = 'proposals' | 'notice' | 'named' | 'other';

/** Proposals and Notice get their own badge; any other category shows its name in a neutral one. */
export function topicBadge(category: string): { kind: TopicBadgeKind; name: string; tone: TopicBadgeTone } {
  const name = category.trim();
  if (/^proposals?$/i.test(name)) return { kind: 'proposals', name, tone: 'proposals' };
  if (/^notices?$/i.test(name)) return { kind: 'notice', name, tone: 'notice' };
  return { kind: name ? 'named' : 'other', name, tone: 'neutral' };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A block's text with a full stop unless it already ends in punctuation (emphasis or quotes may follow it). */
function endSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?:;…][*_~`"'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The first post's markdown as text: images removed (markdown, reference and HTML images), links and
 * emphasis reduced to their text, code fences, HTML tags and the forum's BBCode dropped, whitespace
 * collapsed, then cut at a word boundary. Headings and list items end their sentence, so the flat text
 * keeps the boundaries the layout showed ("Summary. This proposal…", "A node. Grants.").
 */
export function markdownExcerpt(raw: string, maxLength = 280): string {
  const text = raw
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, ' ')
    .replace(/<img\b[^>]*>/gi, ' ')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:[^>]+)>/g, '$1')
    .replace(/\[\/?(quote|details|spoiler|poll|date|b|i|u|s|url|img|color|size|center|right|left|code)\b[^\]]*\]/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^ {0,3}#{1,6}\s+(.*?)[ \t#]*$/gm, (_, heading: string) => endSentence(heading))
    .replace(/^ {0,3}>\s?/gm, '')
    .replace(/^ {0,3}([-*_])(\s*\1){2,}\s*$/gm, ' ')
    .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(.*)$/gm, (_, item: string) => endSentence(item))
    .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?!\s)([^_\n]+?)_(?!\w)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
