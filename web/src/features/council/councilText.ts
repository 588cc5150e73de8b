import { truncateText } from '@portal/core/format';
import { markdownExcerpt } from '../../shared/topicExcerpt';
import type { DisplayType } from './gcQuery';

/** Spec §9: card descriptions are cut to 300 characters, 200 in list view, with an ellipsis. */
export const DESCRIPTION_LIMIT: Record<DisplayType, number> = { card: 300, line: 200 };

/**
 * A council's description (markdown) as plain text, cut for a card or a list row. Headings are left
 * out: run into the text they read as part of it ("About Northwind Northwind lists…").
 */
export function cardDescription(description: string, display: DisplayType): string {
  const withoutHeadings = description.replace(/^ {0,3}#{1,6}\s.*$/gm, '');
  return truncateText(markdownExcerpt(withoutHeadings, Number.MAX_SAFE_INTEGER), DESCRIPTION_LIMIT[display]);
}
