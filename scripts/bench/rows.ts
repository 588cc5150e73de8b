/** One printed figure of `npm run bench`: what was measured, its target and whether it met it. */
export type Row = { figure: string; measured: string; target: string; verdict: 'PASS' | 'FAIL' | 'NOT MEASURED'; note?: string };

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
  console.log(`\n${'figure'.padEnd(f)} | ${'measured'.padEnd(m)} | ${'target'.padEnd(t)} | verdict`);
  console.log(`${'-'.repeat(f)}-+-${'-'.repeat(m)}-+-${'-'.repeat(t)}-+--------`);
  for (const row of rows) {
    console.log(`${row.figure.padEnd(f)} | ${row.measured.padEnd(m)} | ${row.target.padEnd(t)} | ${row.verdict}${row.note ? `  — ${row.note}` : ''}`);
  }
}
