/** Singapore time, UTC+8 all year (spec: rankings are collected on Singapore time). */
const SINGAPORE_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Singapore day (yyyy-MM-dd) of an instant. */
export function singaporeDay(date: Date | string): string {
  return new Date(new Date(date).getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** A Singapore day as the UTC instants [from, to) it spans. */
export function singaporeDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - SINGAPORE_OFFSET_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/** The Singapore day `n` days before `day` (n may be negative). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - n * DAY_MS).toISOString().slice(0, 10);
}
