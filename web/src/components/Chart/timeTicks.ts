/**
 * The ticks of a time axis, kept free of chart code so they can be tested and reasoned about alone.
 *
 * The Status charts' points are not evenly spaced in time (the supply is sampled hourly, and every
 * quarter hour over the last eight days), so a tick is placed by its instant, never by its index,
 * and each tick stands exactly at the instant its label names: a day tick at that day's midnight,
 * a month tick at the month's first day.
 */

/** Calendar of the labels: the reader's own zone (supply instants) or UTC (dates without a time). */
export type TickZone = 'local' | 'utc';

export interface TimeTick {
  /** Milliseconds since the epoch. */
  at: number;
  label: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'month';

/** The unit a spacing calls for: months from 28 days apart, days from 12 hours, hours from 30 minutes. */
export function tickUnit(step: number): Unit {
  if (step >= 28 * DAY) return 'month';
  if (step >= 12 * HOUR) return 'day';
  if (step >= HOUR / 2) return 'hour';
  return 'minute';
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function partsOf(at: number, zone: TickZone): Parts {
  const d = new Date(at);
  return zone === 'utc'
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() };
}

/** The instant of calendar parts in the zone (days and months overflow as Date does, so "day 32" is the next month). */
function instantOf(p: Parts, zone: TickZone): number {
  return zone === 'utc' ? Date.UTC(p.year, p.month, p.day, p.hour, p.minute) : new Date(p.year, p.month, p.day, p.hour, p.minute).getTime();
}

/** The unit's boundary at or before `at`, and the next one (calendar arithmetic, so a 23-hour day is still one day). */
function boundaries(at: number, unit: Unit, zone: TickZone): [number, number] {
  const p = partsOf(at, zone);
  const floor: Parts =
    unit === 'month'
      ? { year: p.year, month: p.month, day: 1, hour: 0, minute: 0 }
      : unit === 'day'
        ? { ...p, hour: 0, minute: 0 }
        : unit === 'hour'
          ? { ...p, minute: 0 }
          : p;
  const next: Parts =
    unit === 'month'
      ? { ...floor, month: floor.month + 1 }
      : unit === 'day'
        ? { ...floor, day: floor.day + 1 }
        : unit === 'hour'
          ? { ...floor, hour: floor.hour + 1 }
          : { ...floor, minute: floor.minute + 1 };
  const low = instantOf(floor, zone);
  // Local hours and minutes step by the clock's length, not by the calendar, across a DST change.
  const high = unit === 'hour' ? low + HOUR : unit === 'minute' ? low + 60_000 : instantOf(next, zone);
  return [low, high];
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function formatTick(at: number, unit: Unit, zone: TickZone, withYear: boolean, withDate: boolean): string {
  const p = partsOf(at, zone);
  const date = withYear ? `${p.year}.${pad2(p.month + 1)}.${pad2(p.day)}` : `${pad2(p.month + 1)}.${pad2(p.day)}`;
  if (unit === 'month') return `${p.year}.${pad2(p.month + 1)}`;
  if (unit === 'day') return date;
  const time = `${pad2(p.hour)}:${pad2(p.minute)}`;
  // Hours: a tick at midnight names its day, so a day's span reads "11.14 … 11.15" rather than "00:00 … 00:00".
  if (p.hour === 0 && p.minute === 0) return date;
  return withDate ? `${date} ${time}` : time;
}

/**
 * At most `count` ticks from `start` to `end` (ms, start ≤ end): `count` instants evenly spaced in
 * time, each moved to a boundary of the unit their spacing calls for (the first inward to the next
 * boundary, the last inward to the previous one, the others to the nearest), duplicates dropped.
 * Labels are "yyyy.MM" for months, "MM.dd" for days (with the year when the ticks span two years),
 * "HH:mm" for hours and minutes (a midnight names its day; the date is added if times repeat).
 * Every label is distinct and every tick lies within [start, end].
 */
export function timeTicks(start: number, end: number, count: number, zone: TickZone): TimeTick[] {
  if (!(end > start) || count < 1) return Number.isFinite(start) ? [{ at: start, label: formatTick(start, 'minute', zone, false, true) }] : [];
  const step = count > 1 ? (end - start) / (count - 1) : end - start;
  const unit = tickUnit(step);
  const picked: number[] = [];
  for (let i = 0; i < count; i++) {
    const raw = count > 1 ? start + step * i : end;
    const [low, high] = boundaries(raw, unit, zone);
    const first = i === 0 && count > 1;
    const last = i === count - 1;
    const at = low === raw ? low : first ? high : last ? low : raw - low <= high - raw ? low : high;
    if (at >= start && at <= end && at > (picked.at(-1) ?? -Infinity)) picked.push(at);
  }
  const years = new Set(picked.map((at) => partsOf(at, zone).year));
  const label = (withDate: boolean) => picked.map((at) => formatTick(at, unit, zone, years.size > 1, withDate));
  let labels = label(false);
  if (new Set(labels).size !== labels.length) labels = label(true);
  return picked.map((at, i) => ({ at, label: labels[i]! }));
}
