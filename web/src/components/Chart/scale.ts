/** Chart rules of spec §9, kept free of chart code so pages can use them without loading it. */

/** At most 6 ticks on narrow screens, 12 on wide ones. */
export function tickCount(narrow: boolean): number {
  return narrow ? 6 : 12;
}

/** `count` labels spread evenly over `labels`, the first and last included. */
export function spreadTicks<T>(labels: readonly T[], count: number): T[] {
  if (labels.length <= count) return [...labels];
  if (count <= 1) return [labels.at(-1)!];
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (labels.length - 1)) / (count - 1)));
  return [...picked].map((i) => labels[i]!);
}

/** The value axis: from 0 (or the lowest value, for a line that never nears 0) to the highest plus 20% grace. */
export function valueDomain(values: readonly number[], fromZero = true): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  const max = Math.max(...finite);
  const min = Math.min(...finite);
  if (fromZero || min <= 0) return [Math.min(0, min * 1.2), max > 0 ? max * 1.2 : 1];
  const span = max - min || Math.abs(max) * 0.01 || 1;
  return [Math.max(0, min - span * 0.2), max + span * 0.2];
}

/** Stacked bars: the domain of the sums of each position. */
export function stackedValues(series: readonly { values: readonly number[] }[]): number[] {
  const length = Math.max(0, ...series.map((s) => s.values.length));
  return Array.from({ length }, (_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

/** `count` evenly spaced values across the domain, ends included. */
export function valueTicks([low, high]: readonly [number, number], count = 5): number[] {
  if (count < 2 || high === low) return [low];
  return Array.from({ length: count }, (_, i) => low + ((high - low) * i) / (count - 1));
}

/**
 * The fewest decimals (2 to 6) for which the tick labels all differ: a line that moves little
 * (a supply around 4.1B) would otherwise read "4.1B, 4.1B, 4.1B".
 */
export function distinctDecimals(ticks: readonly number[], format: (value: number, decimals: number) => string): number {
  for (let decimals = 2; decimals <= 6; decimals++) {
    const labels = ticks.map((t) => format(t, decimals));
    if (new Set(labels).size === labels.length) return decimals;
  }
  return 6;
}

/**
 * Round ticks covering [low, high] (the graced domain): about `count` steps of 1, 2, 2.5 or 5 × 10^n.
 * The axis then runs from the first to the last tick.
 */
export function niceTicks(low: number, high: number, count = 4): number[] {
  const span = high - low;
  if (!(span > 0)) return [low];
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw)!;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let value = first; value < high + step * 0.999; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}
