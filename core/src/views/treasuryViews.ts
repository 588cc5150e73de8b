import type { TreasuryHistoryEntry, TreasuryTransaction } from '../entities/treasury';
import { formatNumber, klayToPeb, pebToKlay } from '../format';

/** Whole KLAY, half up (the treasury chart's values). */
function wholeKlay(amount: bigint): string {
  return formatNumber(pebToKlay(amount), { decimals: 0 }).replaceAll(',', '');
}

/**
 * A month's payments by spending category, as the treasury chart draws them: built by the indexer
 * for each month and again by an operator's relabelling, so the chart follows the label at once.
 */
export function treasuryUsage(payments: readonly Pick<TreasuryTransaction, 'label' | 'value'>[]): TreasuryHistoryEntry['usage'] {
  const byLabel = new Map<string, bigint>();
  for (const payment of payments) byLabel.set(payment.label, (byLabel.get(payment.label) ?? 0n) + klayToPeb(payment.value));
  return [...byLabel].sort(([a], [b]) => a.localeCompare(b)).map(([label, value]) => ({ label, value: wholeKlay(value) }));
}
