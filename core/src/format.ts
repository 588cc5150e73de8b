/**
 * The one module of number and date display rules (spec §9 of both documents). Amounts never pass
 * through a float: numbers, decimal strings and bigints are read into an exact decimal (a bigint of
 * digits and a scale) and rounded there.
 *
 * Invalid input (NaN, Infinity, text that is not a number, an unparseable date) is shown as "-" rather
 * than throwing, so one bad field never breaks a page.
 *
 * pebToKlay and klayToPeb are the one conversion between the chain's unit and the token, for every
 * workspace. The token's symbol is the deployment's (networkProfile.ts), so a caller passes it.
 */

import { KLAY_DECIMALS } from './constants';

export type Numeric = string | number | bigint;
export type DateInput = Date | string | number;

/** What a formatter returns for input it cannot read. */
export const INVALID_DISPLAY = '-';

// ---------------------------------------------------------------------------------------------
// Exact decimals

/** value = (negative ? -1 : 1) × digits / 10^scale */
export interface ExactDecimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

export type Rounding = 'halfUp' | 'down';

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Reads a number, a decimal string ("1234.5", "1e21", "-0.001") or a bigint exactly; undefined when it is not a number. */
export function parseDecimal(value: Numeric): ExactDecimal | undefined {
  if (typeof value === 'bigint') {
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: 0 };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  // String(number) is the shortest text that reads back as the same double: exact for what the caller holds.
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return undefined;
  const [, sign, intPart = '', fracPart = '', exponentText] = match;
  if (intPart === '' && fracPart === '') return undefined;
  let digits = BigInt(`${intPart}${fracPart}` || '0');
  let scale = fracPart.length - Number(exponentText ?? 0);
  if (scale < 0) {
    digits *= pow10(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

/** Rounds to a number of decimals: half up (away from zero on a tie) or down (toward zero, i.e. truncated). */
export function roundDecimal(value: ExactDecimal, decimals: number, rounding: Rounding): ExactDecimal {
  if (value.scale <= decimals) {
    return { negative: value.negative, digits: value.digits * pow10(decimals - value.scale), scale: decimals };
  }
  const divisor = pow10(value.scale - decimals);
  let digits = value.digits / divisor;
  if (rounding === 'halfUp' && (value.digits % divisor) * 2n >= divisor) digits += 1n;
  return { negative: value.negative && digits !== 0n, digits, scale: decimals };
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Writes an exact decimal with thousands separators, keeping all of its decimals (or trimming trailing zeros). */
function writeDecimal(value: ExactDecimal, trimZeros: boolean): string {
  const text = value.digits.toString().padStart(value.scale + 1, '0');
  const integerPart = text.slice(0, text.length - value.scale);
  let fraction = text.slice(text.length - value.scale);
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  const negative = value.negative && /[1-9]/.test(integerPart + fraction);
  return `${negative ? '-' : ''}${groupThousands(integerPart)}${fraction ? `.${fraction}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers

export interface NumberFormatOptions {
  /** Decimals kept (default 0). */
  decimals?: number;
  /** Default half up (spec: "numbers rounded half up with thousands separators"). */
  rounding?: Rounding;
  /** Keep trailing zeros ("1.50") — default true; false gives "1.5". */
  fixed?: boolean;
}

/** 1234567.891 → "1,234,568"; with { decimals: 2 } → "1,234,567.89". */
export function formatNumber(value: Numeric, options: NumberFormatOptions = {}): string {
  const { decimals = 0, rounding = 'halfUp', fixed = true } = options;
  const parsed = parseDecimal(value);
  if (!parsed) return INVALID_DISPLAY;
  return writeDecimal(roundDecimal(parsed, decimals, rounding), !fixed);
}

/** Transaction fees: 2 decimals, rounded half up ("0.005" → "0.01"). */
export function formatFee(value: Numeric): string {
  return formatNumber(value, { decimals: 2 });
}

const ABBREVIATIONS = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
  { exponent: 3, suffix: 'K' },
] as const;

/**
 * K above 1e3, M above 1e6, B above 1e9, T above 1e12 ("above": a value equal to a threshold keeps the
 * smaller unit), 2 decimals rounded down: 1234567 → "1.23M", 1000 → "1,000", 1000000 → "1,000.00K".
 * Below 1e3 the value is rounded down to the same decimals without trailing zeros: 12.5 → "12.5".
 */
export function abbreviateNumber(value: Numeric, decimals = 2): string {
  const parsed = parseDecimal(value);
  if (!parsed) return INVALID_DISPLAY;
  for (const { exponent, suffix } of ABBREVIATIONS) {
    if (parsed.digits > pow10(exponent + parsed.scale)) {
      const scaled = { ...parsed, scale: parsed.scale + exponent };
      return `${writeDecimal(roundDecimal(scaled, decimals, 'down'), false)}${suffix}`;
    }
  }
  return writeDecimal(roundDecimal(parsed, decimals, 'down'), true);
}

/**
 * A value already in percent, rounded down (toward zero) to 2 decimals: 12.349 → "12.34%".
 * Toward zero so that a small negative change reads "-0.01%" only when it is at least that large.
 */
export function formatPercent(value: Numeric, decimals = 2): string {
  const parsed = parseDecimal(value);
  if (!parsed) return INVALID_DISPLAY;
  return `${writeDecimal(roundDecimal(parsed, decimals, 'down'), false)}%`;
}

/** part / total as a percentage, computed exactly and rounded down: (1, 3) → "33.33%"; a zero total gives "0.00%". */
export function formatRatioPercent(part: Numeric, total: Numeric, decimals = 2): string {
  const p = parseDecimal(part);
  const t = parseDecimal(total);
  if (!p || !t) return INVALID_DISPLAY;
  if (t.digits === 0n) return formatPercent(0, decimals);
  const numerator = p.digits * pow10(t.scale + 2 + decimals);
  const denominator = t.digits * pow10(p.scale);
  const digits = numerator / denominator;
  return `${writeDecimal({ negative: p.negative !== t.negative && digits !== 0n, digits, scale: decimals }, false)}%`;
}

// ---------------------------------------------------------------------------------------------
// KLAY amounts

/** Peb (the chain's bigint unit) to an exact KLAY decimal string: 1500000000000000000n → "1.5". */
export function pebToKlay(peb: bigint | string): string {
  const digits = typeof peb === 'bigint' ? peb : BigInt(peb);
  const value = { negative: digits < 0n, digits: digits < 0n ? -digits : digits, scale: KLAY_DECIMALS };
  return writeDecimal(value, true).replaceAll(',', '');
}

/** An exact KLAY decimal string to peb; more than 18 decimals are truncated. Throws on text that is not a number. */
export function klayToPeb(klay: Numeric): bigint {
  const parsed = parseDecimal(klay);
  if (!parsed) throw new RangeError(`Not a KLAY amount: ${String(klay)}`);
  const { digits } = roundDecimal(parsed, KLAY_DECIMALS, 'down');
  return parsed.negative ? -digits : digits;
}

export type KlayFormatOptions = {
  /** Decimals kept, half up, trailing zeros trimmed (default 2). */
  decimals?: number;
  /** Use K/M/B/T (rounded down) instead of the full number. */
  abbreviate?: boolean;
} & (
  | {
      /** The token's symbol appended after a space (the deployment's profile: KLAY, KAIA). */
      symbol: string;
      unit?: true;
    }
  /** The number alone. */
  | { unit: false; symbol?: undefined }
);

/** A token amount (decimal string, number or whole-token bigint): "1234.5678" → "1,234.57 KLAY". Use pebToKlay first for peb. */
export function formatKlay(amount: Numeric, options: KlayFormatOptions): string {
  const { decimals = 2, abbreviate = false } = options;
  const text = abbreviate ? abbreviateNumber(amount, decimals) : formatNumber(amount, { decimals, fixed: false });
  return options.unit !== false && text !== INVALID_DISPLAY ? `${text} ${options.symbol}` : text;
}

/** US dollars, whole dollars with separators by default: 1234567.5 → "$1,234,568". */
export function formatUsd(amount: Numeric, options: { decimals?: number; abbreviate?: boolean } = {}): string {
  const { decimals = 0, abbreviate = false } = options;
  const text = abbreviate ? abbreviateNumber(amount, 2) : formatNumber(amount, { decimals });
  if (text === INVALID_DISPLAY) return text;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

// ---------------------------------------------------------------------------------------------
// Text

/** First `head` and last `tail` characters joined by "..." when the text is longer than head + tail. */
export function truncateMiddle(text: string, head = 10, tail = 10): string {
  if (text.length <= head + tail) return text;
  return `${text.slice(0, head)}...${text.slice(text.length - tail)}`;
}

/**
 * Spec §9: an address or transaction hash longer than 20 characters shows its first 10 and last 10
 * joined by "...", in every table, card and chip, on every screen size.
 */
export function truncateAddress(address: string): string {
  return truncateMiddle(address, 10, 10);
}

/** Spec §9: the header's connected wallet address only, 6+6 (4+4 on a phone) to fit beside the menu. */
export function truncateWalletAddress(address: string, phone: boolean): string {
  return phone ? truncateMiddle(address, 4, 4) : truncateMiddle(address, 6, 6);
}

/** Chart labels: council names over 30 characters are cut to 28 plus "…". */
export function truncateCouncilName(name: string): string {
  const characters = Array.from(name);
  return characters.length > 30 ? `${characters.slice(0, 28).join('')}…` : name;
}

/** Card descriptions: cut to `max` characters (300 in cards, 200 in list view) with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

/** Release notes: "#" and the id padded to 3 digits (7 → "#007"). */
export function formatReleaseNoteId(id: number): string {
  return `#${String(id).padStart(3, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface DateFormatOptions {
  /** An IANA zone ("UTC", "Asia/Singapore"); the browser's own zone when absent. */
  timeZone?: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = partsFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormatters.set(key, formatter);
  }
  return formatter;
}

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const TOKENS = /yyyy|MMM|MM|M|dd|d|HH|hh|h|mm|ss|a/g;
const pad2 = (value: number) => String(value).padStart(2, '0');
/** The day period's words: a pattern's "a". */
type DayPeriods = readonly [am: string, pm: string];

function formatWith(input: DateInput, pattern: string, options: DateFormatOptions, dayPeriods: DayPeriods): string {
  const date = toDate(input);
  if (!date) return INVALID_DISPLAY;
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(options.timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(year).padStart(4, '0');
      case 'MMM':
        return MONTHS[month - 1] ?? '';
      case 'MM':
        return pad2(month);
      case 'M':
        return String(month);
      case 'dd':
        return pad2(day);
      case 'd':
        return String(day);
      case 'HH':
        return pad2(hour);
      case 'hh':
        return pad2(hour12);
      case 'h':
        return String(hour12);
      case 'mm':
        return pad2(minute);
      case 'ss':
        return pad2(second);
      default:
        return dayPeriods[hour < 12 ? 0 : 1];
    }
  });
}

/**
 * Formats with the tokens yyyy, MMM, MM, M, dd, d, HH (00–23), hh (01–12), h (1–12), mm, ss and a
 * (AM/PM); M, d and h are not padded. A pattern with a uses hh or h: "14:30 PM" and "00:25 AM" read
 * wrong on a 12-hour clock.
 */
export function formatDate(input: DateInput, pattern: string, options: DateFormatOptions = {}): string {
  return formatWith(input, pattern, options, ['AM', 'PM']);
}

/**
 * The same tokens in Korean: a is 오전/오후 ("2026.11.27 오후 1:21"). Our own words, not Intl's: ICU's
 * Korean day period differs between engines (Node 20's ICU 78 says "AM", Chromium's "오전"), so a
 * page rendered in Node would not hydrate in the browser.
 */
export function formatKoreanDate(input: DateInput, pattern: string, options: DateFormatOptions = {}): string {
  return formatWith(input, pattern, options, ['오전', '오후']);
}

export const DATE_PATTERNS = {
  proposal: 'yyyy-MM-dd',
  voteEnd: 'MMM dd, hh:mm a',
  header: 'yyyy.MM.dd hh:mm a',
  releaseNote: 'yyyy.MM.dd',
} as const;

/** The Korean forms of the header, vote-end and month dates, for formatKoreanDate: "2026.11.27 오후 1:21", "11월 22일 오후 2:30", "2026년 11월". */
export const KOREAN_DATE_PATTERNS = {
  header: 'yyyy.MM.dd a h:mm',
  voteEnd: 'M월 d일 a h:mm',
  month: 'yyyy년 M월',
} as const;

/** Proposal dates: "2026-11-22". */
export function formatProposalDate(input: DateInput, options?: DateFormatOptions): string {
  return formatDate(input, DATE_PATTERNS.proposal, options);
}

/** The vote modal's end date: "Nov 22, 02:30 PM". */
export function formatVoteEndDate(input: DateInput, options?: DateFormatOptions): string {
  return formatDate(input, DATE_PATTERNS.voteEnd, options);
}

/** Header dates and "last updated" lines: "2026.11.22 02:30 PM". */
export function formatHeaderDateTime(input: DateInput, options?: DateFormatOptions): string {
  return formatDate(input, DATE_PATTERNS.header, options);
}

/** Release notes: "2026.11.22". */
export function formatReleaseNoteDate(input: DateInput, options?: DateFormatOptions): string {
  return formatDate(input, DATE_PATTERNS.releaseNote, options);
}

/**
 * A calendar day kept as "yyyy-MM-dd" (the council history's keys) shown as "2026.11.22", the same
 * day in every time zone; anything else shows "-".
 */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return INVALID_DISPLAY;
  return formatDate(`${day}T00:00:00.000Z`, DATE_PATTERNS.releaseNote, { timeZone: 'UTC' });
}

// ---------------------------------------------------------------------------------------------
// Statistics

/** The Status page's "Last updated at 2026.11.15 08:00 AM Local" (the browser's zone unless given). */
export function formatLastUpdatedLocal(input: DateInput, options?: DateFormatOptions): string {
  const text = formatHeaderDateTime(input, options);
  return text === INVALID_DISPLAY ? text : `Last updated at ${text} Local`;
}

/**
 * A chart axis tick: K/M/B/T abbreviated and rounded down (spec §9); small values keep up to two
 * decimals ("0.25"), and a value under 0.01 keeps its first two significant digits ("0.0012").
 */
export function formatChartTick(value: Numeric): string {
  const parsed = parseDecimal(value);
  if (!parsed) return INVALID_DISPLAY;
  const absolute = { ...parsed, negative: false };
  if (absolute.digits === 0n) return '0';
  const hundredths = roundDecimal(absolute, 2, 'down');
  if (hundredths.digits === 0n) {
    const text = writeDecimal(absolute, true);
    const match = /^0\.(0*)(\d{1,2})/.exec(text);
    const small = match ? `0.${match[1]}${match[2]}` : text;
    return parsed.negative ? `-${small}` : small;
  }
  // Trailing zeros say nothing on an axis: "1.50K" → "1.5K", "2.00M" → "2M".
  return abbreviateNumber(value).replace(/(\.\d*?)0+([KMBT]?)$/, '$1$2').replace(/\.([KMBT]?)$/, '$1');
}

/** Treasury months and account months: "2026.11". */
export function formatMonth(yyyyMm: string): string {
  return /^\d{4}-\d{2}$/.test(yyyyMm) ? yyyyMm.replace('-', '.') : INVALID_DISPLAY;
}
