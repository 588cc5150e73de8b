import { getAddress, type Address, type Hex } from 'viem';
import { parseTreasuryMemo, type FundType, type TreasuryHistoryEntry, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import { treasuryUsage } from '@portal/core/views/treasuryViews';

export type DisbursementLog = { blockNumber: bigint; logIndex: number; transactionHash: Hex; recipient: Address; value: bigint; memo: string };

/** A fund's payment as the Treasury page lists it; its category, KGP and project come from the memo. */
export function projectTreasuryTransaction(fund: FundType, log: DisbursementLog, time: number): TreasuryTransaction & { logIndex: number } {
  const { kgp, label, title } = parseTreasuryMemo(log.memo, fund);
  return {
    id: Number(log.blockNumber) * 10_000 + log.logIndex,
    fund,
    label,
    kgp,
    title,
    recipient: getAddress(log.recipient),
    value: pebToKlay(log.value),
    date: new Date(time * 1000).toISOString(),
    tx_hash: log.transactionHash,
    block: Number(log.blockNumber),
    logIndex: log.logIndex,
  };
}

/** One month of a fund: its balance at the end, what it paid by category, and what came in. */
export function projectTreasuryMonth(month: string, payments: readonly TreasuryTransaction[], balanceStart: bigint, balanceEnd: bigint): TreasuryHistoryEntry {
  let outflow = 0n;
  for (const payment of payments) outflow += klayToPeb(payment.value);
  const inflow = balanceEnd - balanceStart + outflow;
  return {
    date: month,
    balance: pebToKlay(balanceEnd),
    executor_balance: '0',
    usage: treasuryUsage(payments),
    inflow: pebToKlay(inflow > 0n ? inflow : 0n),
  };
}

/** The first and last instants of a UTC month, as unix seconds. */
export function monthBounds(month: string): { start: number; end: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, m - 1, 1) / 1000;
  const end = Date.UTC(year, m, 1) / 1000 - 1;
  return { start, end };
}
