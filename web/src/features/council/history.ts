import type { CouncilHistory } from '@portal/core/entities/councilPage';
import type { CouncilRef } from '@portal/core/entities/proposal';

/** Spec §9: the history shows 10 entries, and Load more adds 10. */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryKind = 'joined' | 'resigned';

export interface HistoryEntry {
  /** yyyy-MM-dd (UTC day). */
  date: string;
  kind: HistoryKind;
  /** `linked`: a joined council's name links to its detail unless it has since resigned. */
  councils: (CouncilRef & { linked: boolean })[];
}

/**
 * The history as dated entries, newest first; a day with both joins and resignations gives two
 * entries (Newly Joined first). Resigned councils are never linked.
 */
export function historyEntries(history: CouncilHistory): HistoryEntry[] {
  const resigned = new Set(Object.values(history).flatMap((day) => day.resigned.map((c) => c.id)));
  const dates = Object.keys(history).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return dates.flatMap((date) => {
    const day = history[date]!;
    const entries: HistoryEntry[] = [];
    if (day.joined.length > 0) entries.push({ date, kind: 'joined', councils: day.joined.map((c) => ({ ...c, linked: !resigned.has(c.id) })) });
    if (day.resigned.length > 0) entries.push({ date, kind: 'resigned', councils: day.resigned.map((c) => ({ ...c, linked: false })) });
    return entries;
  });
}
