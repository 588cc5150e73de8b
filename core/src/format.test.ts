import { describe, expect, it } from 'vitest';
import {
  DATE_PATTERNS,
  formatChartTick,
  formatLastUpdatedLocal,
  formatMonth,
  abbreviateNumber,
  formatCalendarDay,
  formatDate,
  formatKoreanDate,
  formatFee,
  formatHeaderDateTime,
  formatKlay,
  formatNumber,
  formatPercent,
  formatProposalDate,
  formatRatioPercent,
  formatReleaseNoteDate,
  formatReleaseNoteId,
  formatUsd,
  formatVoteEndDate,
  klayToPeb,
  parseDecimal,
  pebToKlay,
  truncateAddress,
  truncateCouncilName,
  truncateMiddle,
  truncateText,
  truncateWalletAddress,
  type Numeric,
} from './format';

const UTC = { timeZone: 'UTC' };

describe('parseDecimal', () => {
  it.each<[Numeric, { negative: boolean; digits: bigint; scale: number } | undefined]>([
    ['0', { negative: false, digits: 0n, scale: 0 }],
    ['1234.50', { negative: false, digits: 123450n, scale: 2 }],
    ['-0.001', { negative: true, digits: 1n, scale: 3 }],
    ['.5', { negative: false, digits: 5n, scale: 1 }],
    ['1e21', { negative: false, digits: 10n ** 21n, scale: 0 }],
    [1.5e-7, { negative: false, digits: 15n, scale: 8 }],
    [-5n, { negative: true, digits: 5n, scale: 0 }],
    ['-0', { negative: false, digits: 0n, scale: 0 }],
    ['', undefined],
    ['.', undefined],
    ['12a', undefined],
    ['1,000', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%s', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected);
  });
});

describe('formatNumber: thousands separators, half up', () => {
  it.each<[Numeric, Parameters<typeof formatNumber>[1], string]>([
    [0, {}, '0'],
    [999, {}, '999'],
    [1000, {}, '1,000'],
    [1234567, {}, '1,234,567'],
    ['1234567.5', {}, '1,234,568'],
    ['1234567.49', {}, '1,234,567'],
    ['-1234.5', {}, '-1,235'],
    ['-0.4', {}, '0'],
    ['1234.5', { decimals: 2 }, '1,234.50'],
    ['1234.5', { decimals: 2, fixed: false }, '1,234.5'],
    ['1.999', { decimals: 2, rounding: 'down' }, '1.99'],
    [100_000_000, {}, '100,000,000'],
    // 2^64 and far beyond: no float anywhere.
    [18446744073709551616n, {}, '18,446,744,073,709,551,616'],
    ['123456789012345678901234567890.123456789', { decimals: 3 }, '123,456,789,012,345,678,901,234,567,890.123'],
    ['not a number', {}, '-'],
  ])('%s %j → %s', (input, options, expected) => {
    expect(formatNumber(input, options)).toBe(expected);
  });
});

describe('formatFee: 2 decimals, half up', () => {
  it.each<[Numeric, string]>([
    [0, '0.00'],
    ['0.005', '0.01'],
    ['0.0049999', '0.00'],
    ['1.125', '1.13'],
    ['1234.5', '1,234.50'],
    // A float that prints as 1.005 is rounded as written, not as its binary approximation 1.00499…
    [1.005, '1.01'],
  ])('%s → %s', (input, expected) => {
    expect(formatFee(input)).toBe(expected);
  });
});

describe('abbreviateNumber: K above 1e3, M above 1e6, B above 1e9, T above 1e12, 2 decimals rounded down', () => {
  it.each<[Numeric, string]>([
    [0, '0'],
    [12.5, '12.5'],
    [999.999, '999.99'],
    [1000, '1,000'],
    [1001, '1.00K'],
    [1999, '1.99K'],
    ['1234.99', '1.23K'],
    [999_999, '999.99K'],
    [1_000_000, '1,000.00K'],
    [1_000_001, '1.00M'],
    [1_239_999, '1.23M'],
    [1_000_000_000, '1,000.00M'],
    [2_567_000_000, '2.56B'],
    [1_000_000_000_000, '1,000.00B'],
    [1_000_000_000_001, '1.00T'],
    [10n ** 15n, '1,000.00T'],
    [-1_500_000, '-1.50M'],
    ['10000000000.999999999999999999', '10.00B'],
    ['x', '-'],
  ])('%s → %s', (input, expected) => {
    expect(abbreviateNumber(input)).toBe(expected);
  });
});

describe('percentages: rounded down to 2 decimals', () => {
  it.each<[Numeric, string]>([
    [0, '0.00%'],
    [12.349, '12.34%'],
    [12.3, '12.30%'],
    [99.999, '99.99%'],
    [100, '100.00%'],
    [-0.009, '0.00%'],
    [-1.239, '-1.23%'],
  ])('%s → %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it.each<[Numeric, Numeric, string]>([
    [1, 3, '33.33%'],
    [2, 3, '66.66%'],
    [0, 5, '0.00%'],
    [5, 0, '0.00%'],
    ['1', '1', '100.00%'],
    // Voting powers as peb-sized bigints.
    [333333333333333333333333n, 1000000000000000000000000n, '33.33%'],
  ])('%s / %s → %s', (part, total, expected) => {
    expect(formatRatioPercent(part, total)).toBe(expected);
  });
});

describe('KLAY amounts', () => {
  it.each<[bigint | string, string]>([
    [0n, '0'],
    [1n, '0.000000000000000001'],
    [1_500_000_000_000_000_000n, '1.5'],
    [10n ** 18n, '1'],
    ['123456789000000000000000000', '123456789'],
    [-(10n ** 17n), '-0.1'],
    [-2n * 10n ** 18n, '-2'],
  ])('pebToKlay(%s) → %s', (peb, expected) => {
    expect(pebToKlay(peb)).toBe(expected);
  });

  it.each<[Numeric, bigint]>([
    ['0', 0n],
    ['1.5', 1_500_000_000_000_000_000n],
    ['0.000000000000000001', 1n],
    ['0.0000000000000000019', 1n],
    ['123456789', 123456789n * 10n ** 18n],
    [2n, 2n * 10n ** 18n],
    ['12.5', 12_500_000_000_000_000_000n],
    ['-0.000000000000000001', -1n],
  ])('klayToPeb(%s) → %s', (klay, expected) => {
    expect(klayToPeb(klay)).toBe(expected);
  });

  it('klayToPeb refuses text that is not an amount', () => {
    expect(() => klayToPeb('1 KLAY')).toThrow(RangeError);
  });

  it.each<[Numeric, Parameters<typeof formatKlay>[1], string]>([
    ['0', { symbol: 'KLAY' }, '0 KLAY'],
    ['1234.5678', { symbol: 'KLAY' }, '1,234.57 KLAY'],
    ['5000.00', { symbol: 'KLAY' }, '5,000 KLAY'],
    ['1500', { symbol: 'KAIA' }, '1,500 KAIA'],
    ['1234567.891', { abbreviate: true, symbol: 'KLAY' }, '1.23M KLAY'],
    ['1234.5', { unit: false, decimals: 0 }, '1,235'],
    [10n ** 30n, { symbol: 'KLAY' }, '1,000,000,000,000,000,000,000,000,000,000 KLAY'],
    ['oops', { symbol: 'KLAY' }, '-'],
  ])('formatKlay(%s, %j) → %s', (amount, options, expected) => {
    expect(formatKlay(amount, options)).toBe(expected);
  });

  it.each<[Numeric, Parameters<typeof formatUsd>[1], string]>([
    [0, {}, '$0'],
    ['1234567.5', {}, '$1,234,568'],
    ['1234567.5', { abbreviate: true }, '$1.23M'],
    [-12, {}, '-$12'],
  ])('formatUsd(%s, %j) → %s', (amount, options, expected) => {
    expect(formatUsd(amount, options)).toBe(expected);
  });
});

describe('truncation', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678';

  it.each<[string, string]>([
    ['', ''],
    ['12345678901234567890', '12345678901234567890'],
    ['123456789012345678901', '1234567890...2345678901'],
    [address, '0x12345678...ef12345678'],
  ])('truncateMiddle(%s) → %s', (text, expected) => {
    expect(truncateMiddle(text)).toBe(expected);
  });

  // Issue 18: tables showed hashes 6+6 and addresses 4+4, the header's cuts.
  it('truncateAddress: addresses and hashes over 20 characters show 10+10, with no narrower cut to choose', () => {
    const hash = '0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789';
    expect(truncateAddress(address)).toBe('0x12345678...ef12345678');
    expect(truncateAddress(hash)).toBe('0xabcdef01...0123456789');
    expect(truncateAddress('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateAddress.length).toBe(1);
  });

  it.each<[boolean, string]>([
    [false, '0x1234...345678'],
    [true, '0x12...5678'],
  ])('truncateWalletAddress(phone %s): the header only', (phone, expected) => {
    expect(truncateWalletAddress(address, phone)).toBe(expected);
  });

  it.each<[string, string]>([
    ['Short name', 'Short name'],
    ['A'.repeat(30), 'A'.repeat(30)],
    ['A'.repeat(31), `${'A'.repeat(28)}…`],
    ['한'.repeat(31), `${'한'.repeat(28)}…`],
  ])('truncateCouncilName(%s)', (name, expected) => {
    expect(truncateCouncilName(name)).toBe(expected);
  });

  it('truncateText cuts descriptions with an ellipsis only when too long', () => {
    expect(truncateText('a'.repeat(300), 300)).toBe('a'.repeat(300));
    expect(truncateText('a'.repeat(301), 300)).toBe(`${'a'.repeat(300)}...`);
    expect(truncateText('abc', 200)).toBe('abc');
  });

  it.each<[number, string]>([
    [0, '#000'],
    [7, '#007'],
    [42, '#042'],
    [999, '#999'],
    [1234, '#1234'],
  ])('formatReleaseNoteId(%s) → %s', (id, expected) => {
    expect(formatReleaseNoteId(id)).toBe(expected);
  });
});

describe('dates', () => {
  const afternoon = '2026-11-02T14:05:09Z';
  const morning = '2026-01-09T00:30:00Z';

  it.each<[(input: string, options?: { timeZone?: string }) => string, string, string]>([
    [formatProposalDate, afternoon, '2026-11-02'],
    [formatVoteEndDate, afternoon, 'Nov 02, 02:05 PM'],
    [formatVoteEndDate, morning, 'Jan 09, 12:30 AM'],
    [formatHeaderDateTime, afternoon, '2026.11.02 02:05 PM'],
    [formatHeaderDateTime, morning, '2026.01.09 12:30 AM'],
    [formatReleaseNoteDate, afternoon, '2026.11.02'],
  ])('%o(%s) in UTC', (formatter, input, expected) => {
    expect(formatter(input, UTC)).toBe(expected);
  });

  it('uses the given time zone (Singapore is UTC+8)', () => {
    expect(formatHeaderDateTime('2026-12-31T20:00:00Z', { timeZone: 'Asia/Singapore' })).toBe('2027.01.01 04:00 AM');
  });

  it('accepts dates, timestamps and ISO strings, and shows "-" for an invalid date', () => {
    expect(formatProposalDate(new Date(Date.UTC(2024, 1, 29)), UTC)).toBe('2024-02-29');
    expect(formatDate(Date.UTC(2000, 0, 1), 'yyyy-MM-dd', UTC)).toBe('2000-01-01');
    expect(formatProposalDate('not a date', UTC)).toBe('-');
  });

  it('writes every pattern with AM/PM on a 12-hour clock (hh), never "13:21 PM" or "00:25 AM"', () => {
    for (const pattern of Object.values(DATE_PATTERNS)) if (pattern.includes(' a')) expect(pattern).not.toContain('HH');
    expect(formatHeaderDateTime('2026-11-02T13:21:00Z', UTC)).toBe('2026.11.02 01:21 PM');
    expect(formatHeaderDateTime('2026-11-02T00:25:00Z', UTC)).toBe('2026.11.02 12:25 AM');
  });

  it('supports 12-hour and seconds tokens', () => {
    expect(formatDate('2026-11-02T00:05:09Z', 'hh:mm:ss a', UTC)).toBe('12:05:09 AM');
    expect(formatDate('2026-11-02T13:05:09Z', 'hh:mm:ss a', UTC)).toBe('01:05:09 PM');
  });

  it('writes Korean forms with its own day period words, the same in every engine (no ICU words)', () => {
    expect(formatKoreanDate('2026-11-27T13:21:00Z', 'yyyy.MM.dd a h:mm', UTC)).toBe('2026.11.27 오후 1:21');
    expect(formatKoreanDate('2026-11-27T00:05:00Z', 'yyyy.MM.dd a h:mm', UTC)).toBe('2026.11.27 오전 12:05');
    expect(formatKoreanDate('2026-03-05T12:00:00Z', 'M월 d일 a h:mm', UTC)).toBe('3월 5일 오후 12:00');
    expect(formatKoreanDate('2026-11-27T13:21:00Z', 'yyyy.MM.dd a h:mm', { timeZone: 'Asia/Seoul' })).toBe('2026.11.27 오후 10:21');
    expect(formatKoreanDate('not a date', 'a h:mm', UTC)).toBe('-');
  });
});

describe('statistics formats', () => {
  it('writes the Status page\'s last-updated line in the given zone', () => {
    expect(formatLastUpdatedLocal('2026-11-15T00:00:00.000Z', { timeZone: 'Asia/Singapore' })).toBe('Last updated at 2026.11.15 08:00 AM Local');
    expect(formatLastUpdatedLocal('not a date')).toBe('-');
  });

  it('abbreviates chart ticks (rounded down) and keeps small values readable', () => {
    expect(formatChartTick('4123456789.5')).toBe('4.12B');
    expect(formatChartTick(1500)).toBe('1.5K');
    expect(formatChartTick('0.256')).toBe('0.25');
    expect(formatChartTick('0.001234')).toBe('0.0012');
    expect(formatChartTick(0)).toBe('0');
    expect(formatChartTick('-2500000')).toBe('-2.5M');
  });

  it('writes months with a dot', () => {
    expect(formatMonth('2026-09')).toBe('2026.09');
    expect(formatMonth('2026')).toBe('-');
  });
});

describe('formatCalendarDay', () => {
  it('shows a yyyy-MM-dd day as yyyy.MM.dd, the same day in any zone', () => {
    expect(formatCalendarDay('2026-11-22')).toBe('2026.11.22');
    expect(formatCalendarDay('2019-06-27')).toBe('2019.06.27');
    expect(formatCalendarDay('2026-11-22T10:00:00Z')).toBe('-');
    expect(formatCalendarDay('')).toBe('-');
  });
});
