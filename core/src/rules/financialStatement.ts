import type { FinancialRow, FundType, TreasuryHistoryEntry, TreasuryTransaction } from '../entities/treasury';
import { klayToPeb, pebToKlay } from '../format';

/**
 * A fund's financial statement: per month (as given, newest first), the closing balance and inflow
 * the indexer recorded, the outflow its payments of that month add up to, and the opening balance
 * that follows (closing − inflow + outflow).
 */
export function financialStatementRows(fund: FundType, months: readonly TreasuryHistoryEntry[], payments: readonly TreasuryTransaction[]): FinancialRow[] {
  return months.map((m) => {
    const outflow = payments.filter((p) => p.date.startsWith(m.date)).reduce((sum, p) => sum + klayToPeb(p.value), 0n);
    const closing = klayToPeb(m.balance);
    const inflow = klayToPeb(m.inflow);
    return { month: m.date, fund, opening_balance: pebToKlay(closing - inflow + outflow), inflow: m.inflow, outflow: pebToKlay(outflow), closing_balance: m.balance };
  });
}
