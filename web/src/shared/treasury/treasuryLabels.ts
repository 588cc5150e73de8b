import { UNCATEGORIZED } from '@portal/core/entities/treasury';

/** Each spending category's tag colour (both funds); Uncategorized is drawn outlined. */
const LABEL_COLORS: Record<string, string> = {
  'Ecosystem Support': '#22c55e',
  'Personnel Expenses': '#3b82f6',
  'Marketing Expenses': '#ec4899',
  'R&D Expenses': '#a855f7',
  'Token Swap': '#f59e0b',
  'Grant (Service/Infrastructure)': '#14b8a6',
  'Grant (Dev Community)': '#06b6d4',
  'Liquidity Provision': '#6366f1',
  'Gas Fee Program': '#eab308',
  'Fund Investment': '#f97316',
  'Critical Network Infrastructure': '#ef4444',
  Others: '#94a3b8',
  [UNCATEGORIZED]: '#64748b',
};

export function labelColor(label: string): string {
  return LABEL_COLORS[label] ?? LABEL_COLORS.Others!;
}

/** Rows of a page of a list: 1-based page, `size` a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The file name of a download, from its Content-Disposition; the spec's default otherwise. */
export function fileNameFrom(contentDisposition: string | null, fallback = 'transaction_list.csv'): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/** Admin spec §8 "Treasury and contracts": the CSV download's toasts. */
export const CSV_DOWNLOAD_TOASTS = { done: 'Successfully downloaded.', failed: 'Sorry, an error has occured.\nPlease try again.' } as const;

/**
 * Which agenda each KGP number belongs to, from the agendas' own `kgp`: a treasury payment names
 * its KGP, and links to that agenda's detail. A KGP voted twice (an agenda resumed under a new
 * number) goes to the newest agenda, the one that decided.
 */
export function agendaIdsByKgp(agendas: readonly { id: number; kgp: string | null }[]): Map<string, number> {
  const byKgp = new Map<string, number>();
  for (const agenda of agendas) {
    if (agenda.kgp === null) continue;
    const known = byKgp.get(agenda.kgp);
    if (known === undefined || agenda.id > known) byKgp.set(agenda.kgp, agenda.id);
  }
  return byKgp;
}
