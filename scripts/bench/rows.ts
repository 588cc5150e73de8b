/**
 * One printed figure of `npm run bench`: what was measured, its target and whether it met it, and
 * the machine's 1-minute load average when its measurement began.
 */
export type Row = { figure: string; measured: string; target: string; verdict: 'PASS' | 'FAIL' | 'NOT MEASURED' | 'NOISY'; note?: string; load?: number; untimed?: true };

/**
 * Above this load (on any machine: the project's have 2 cores) other work shared the CPU, so a timed
 * figure says more about the neighbours than about us: it is printed, marked NOISY, and not judged.
 */
export const NOISY_LOAD = 2;

/** The rows of one measurement, each carrying the load it began at; a judged timed row (not a size or a count) at a load above NOISY_LOAD becomes NOISY. */
export function atLoad(load: number, rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const noisy = !row.untimed && load > NOISY_LOAD && (row.verdict === 'PASS' || row.verdict === 'FAIL');
    return { ...row, load, ...(noisy ? { verdict: 'NOISY' as const, note: [`would be ${row.verdict}`, row.note].filter(Boolean).join('; ') } : {}) };
  });
}

export const pass = (ok: boolean): Row['verdict'] => (ok ? 'PASS' : 'FAIL');

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The spread of repeated runs, printed beside their median: min–max. */
export const spread = (values: readonly number[], digits = 0): string =>
  values.length < 2 ? '' : ` (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}, n=${values.length})`;

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export function printRows(rows: readonly Row[]): void {
  const width = (pick: (row: Row) => string) => Math.max(...rows.map((row) => pick(row).length));
  const [f, m, t] = [width((r) => r.figure), width((r) => r.measured), width((r) => r.target)];
  const load = (row: Row) => (row.load === undefined ? '—' : row.load.toFixed(2)).padStart(4);
  console.log(`\n${'figure'.padEnd(f)} | ${'measured'.padEnd(m)} | ${'target'.padEnd(t)} | load | verdict`);
  console.log(`${'-'.repeat(f)}-+-${'-'.repeat(m)}-+-${'-'.repeat(t)}-+------+--------`);
  for (const row of rows) {
    console.log(`${row.figure.padEnd(f)} | ${row.measured.padEnd(m)} | ${row.target.padEnd(t)} | ${load(row)} | ${row.verdict}${row.note ? `  — ${row.note}` : ''}`);
  }
}
