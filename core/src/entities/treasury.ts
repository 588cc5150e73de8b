import * as z from 'zod';
import { Address, DecimalString, TxHash } from './primitives';

/** The two treasury funds (spec §3): the community fund first (the default), then the foundation fund. */
export const FUND_TYPES = ['KCF', 'KFF'] as const;
export const FundType = z.enum(FUND_TYPES);
export type FundType = z.infer<typeof FundType>;

export const UNCATEGORIZED = 'Uncategorized';
export const OTHERS = 'Others';

/** Spending categories per fund (spec §3), Others and Uncategorized last. */
export const SPENDING_CATEGORIES: Record<FundType, readonly string[]> = {
  KCF: ['Ecosystem Support', 'Personnel Expenses', 'Marketing Expenses', 'R&D Expenses', 'Token Swap', OTHERS, UNCATEGORIZED],
  KFF: [
    'Grant (Service/Infrastructure)',
    'Grant (Dev Community)',
    'Liquidity Provision',
    'Gas Fee Program',
    'Fund Investment',
    'Critical Network Infrastructure',
    OTHERS,
    UNCATEGORIZED,
  ],
};

export const TreasuryTransactionSchema = z.strictObject({
  /** Stable: block × 10,000 + log index. */
  id: z.number().int().positive(),
  fund: FundType,
  label: z.string(),
  kgp: z.string().nullable(),
  title: z.string(),
  recipient: Address,
  value: DecimalString,
  date: z.iso.datetime(),
  tx_hash: TxHash,
  block: z.number().int().nonnegative(),
  /** The edit version an editor sends back (absent: never edited, 0); kept on the item, not in its data. */
  version: z.number().int().nonnegative().optional(),
});
export type TreasuryTransaction = z.infer<typeof TreasuryTransactionSchema>;

/** Admin-area §5, treasury editor. */
export const KGP_DIGITS_MESSAGE = 'Please enter digits only (0 through 9)';

/** KGP as the operator types it: digits only; empty means none. */
export const KgpInput = z.string().max(12).regex(/^\d*$/, KGP_DIGITS_MESSAGE);

/**
 * PUT /v1/treasury/transactions/{id}: what an operator may change of a payment (spec §7.5); the
 * version the editor read travels in If-Match. The label must be one of the payment's fund's spending categories, which
 * only the stored payment knows (the repository checks it).
 */
export const TreasuryTransactionEditSchema = z.strictObject({
  label: z.string().min(1).max(60),
  kgp: KgpInput.nullable(),
  title: z.string().trim().max(200),
  recipient: Address,
});
export type TreasuryTransactionEdit = z.infer<typeof TreasuryTransactionEditSchema>;

/** POST /v1/treasury/transactions (sync): when the treasury job finished its run. */
export const TreasurySyncSchema = z.strictObject({ synced_at: z.iso.datetime() });
export type TreasurySync = z.infer<typeof TreasurySyncSchema>;

export const TreasuryHistoryEntrySchema = z.strictObject({
  /** yyyy-MM (UTC). */
  date: z.string().regex(/^\d{4}-\d{2}$/),
  /** The fund's balance at the month's end (or now, for the month in progress). */
  balance: DecimalString,
  /** What the fund's executor account holds; 0 where the fund pays out itself, as on the devnet. */
  executor_balance: DecimalString,
  /** Paid out that month, by spending category (whole KLAY). */
  usage: z.array(z.strictObject({ label: z.string(), value: DecimalString })),
  /** Credited to the fund that month (its share of the minting, and deposits). */
  inflow: DecimalString,
});
export type TreasuryHistoryEntry = z.infer<typeof TreasuryHistoryEntrySchema>;

export const TREASURY_HISTORY_MONTHS = 12;

/** One month of a fund's financial statement (GET /v1/financial). */
export const FinancialRowSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  fund: FundType,
  opening_balance: DecimalString,
  inflow: DecimalString,
  outflow: DecimalString,
  closing_balance: DecimalString,
});
export type FinancialRow = z.infer<typeof FinancialRowSchema>;

export const ReportSchema = z.strictObject({ id: z.number().int(), title: z.string(), url: z.url(), img_url: z.string(), created_at: z.iso.datetime() });
export type Report = z.infer<typeof ReportSchema>;

/** The five treasury reports, fixed in the product (spec §2 Treasury). */
export const TREASURY_REPORTS: readonly Report[] = [
  { id: 5, title: '2026 Q3 Treasury Report', url: 'https://govforum.kaia.io/t/treasury-report-2026-q3', img_url: '/treasury/report-5.svg', created_at: '2026-10-15T00:00:00.000Z' },
  { id: 4, title: '2026 Q2 Treasury Report', url: 'https://govforum.kaia.io/t/treasury-report-2026-q2', img_url: '/treasury/report-4.svg', created_at: '2026-07-15T00:00:00.000Z' },
  { id: 3, title: '2026 Q1 Treasury Report', url: 'https://govforum.kaia.io/t/treasury-report-2026-q1', img_url: '/treasury/report-3.svg', created_at: '2026-04-15T00:00:00.000Z' },
  { id: 2, title: '2025 Annual Treasury Report', url: 'https://govforum.kaia.io/t/treasury-report-2025', img_url: '/treasury/report-2.svg', created_at: '2026-01-31T00:00:00.000Z' },
  { id: 1, title: '2025 H2 Treasury Report', url: 'https://govforum.kaia.io/t/treasury-report-2025-h2', img_url: '/treasury/report-1.svg', created_at: '2025-10-15T00:00:00.000Z' },
];

/** "[KGP-n | ]<category> | <title>" → its parts; a memo without a known category is Uncategorized. */
export function parseTreasuryMemo(memo: string, fund: FundType): { kgp: string | null; label: string; title: string } {
  const parts = memo.split('|').map((part) => part.trim());
  let kgp: string | null = null;
  const kgpMatch = /^KGP-(\d+)$/i.exec(parts[0] ?? '');
  if (kgpMatch) {
    kgp = kgpMatch[1]!;
    parts.shift();
  }
  if (parts.length >= 2 && SPENDING_CATEGORIES[fund].includes(parts[0]!)) {
    return { kgp, label: parts[0]!, title: parts.slice(1).join(' | ') };
  }
  return { kgp, label: UNCATEGORIZED, title: parts.join(' | ') };
}

/** The CSV download's file name when the answer names none (admin-area §7.5). */
export const TREASURY_CSV_DEFAULT_FILE_NAME = 'transaction_list.csv';

/** The CSV download's file name (Content-Disposition); the web falls back to transaction_list.csv. */
export function treasuryCsvFileName(fund: FundType, date: string): string {
  return `${fund}_transaction_list_${date}.csv`;
}
export const FINANCIAL_CSV_FILE_NAME = 'financial_statement.csv';

/** GET /v1/treasury/transactions/{fund}, /v1/treasury/history/{fund} and /v1/financial. */
export const TreasuryTransactionListSchema = z.array(TreasuryTransactionSchema);
export const TreasuryHistoryListSchema = z.array(TreasuryHistoryEntrySchema);
export const FinancialRowListSchema = z.array(FinancialRowSchema);
