import type { Attachment } from '@portal/core/entities/activity';

/** Spec: zero-width spaces in activity content are shown as normal spaces. */
export function normalizeZeroWidth(text: string): string {
  return text.replace(/\u200B/g, ' ');
}

/**
 * An attachment's label: its title, or, when it has none, what the catalogue calls Link-N / File-N
 * (N its position, from 1) in the page's language.
 */
export function attachmentLabel(attachment: Pick<Attachment, 'type' | 'title'>, index: number): { title: string } | { kind: 'file' | 'link'; number: number } {
  const title = attachment.title.trim();
  if (title) return { title };
  return { kind: attachment.type === 'pdf' ? 'file' : 'link', number: index + 1 };
}

/** Spec §9: text taller than this collapses behind "... more". */
export const COLLAPSE_HEIGHT_PX = 100;

/** Spec §9: the feed shows 5 activities a page; paging appears only beyond that. */
export const FEED_PAGE_SIZE = 5;

export function showsPaging(total: number): boolean {
  return total > FEED_PAGE_SIZE;
}
