import type { Attachment } from '@portal/core/entities/activity';

/** Spec: zero-width spaces in activity content are shown as normal spaces. */
export function normalizeZeroWidth(text: string): string {
  return text.replace(/\u200B/g, ' ');
}

/** An attachment's label: its title, or Link-N / File-N (N its position, from 1) when it has none. */
export function attachmentLabel(attachment: Pick<Attachment, 'type' | 'title'>, index: number): string {
  const title = attachment.title.trim();
  if (title) return title;
  return `${attachment.type === 'pdf' ? 'File' : 'Link'}-${index + 1}`;
}

/** Spec §9: text taller than this collapses behind "... more". */
export const COLLAPSE_HEIGHT_PX = 100;

/** Spec §9: the feed shows 5 activities a page; paging appears only beyond that. */
export const FEED_PAGE_SIZE = 5;

export function showsPaging(total: number): boolean {
  return total > FEED_PAGE_SIZE;
}
