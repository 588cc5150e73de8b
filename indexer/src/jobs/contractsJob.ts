import type { Address, Hex } from 'viem';
import { forEachConcurrently } from '@portal/core/concurrency';
import { listActivityRecords } from '@portal/core/db/repositories/activities';
import type { Checkpoint } from '@portal/core/db/repositories/checkpoints';
import {
  clearContractItems,
  listContractTransactionsBetween,
  putContractDays,
  putContractTransactions,
} from '@portal/core/db/repositories/contractTransactions';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import type { ContractDay, ContractTransaction } from '@portal/core/entities/contractTransaction';
import type { IndexerContext } from '../context';
import { singaporeDay, singaporeDayRange } from '@portal/core/rules/singaporeDays';
import { projectContractDay, projectContractTransaction } from '../project/contractTransactions';
import { followedAddresses } from '../project/followedAddresses';
import { AdaptiveRange, type AdaptiveRangeOptions } from '../read/adaptiveRange';
import { indexedTransactions, type TransactionHints } from '../read/indexedTransactions';
import { fetchLogs, type LogScanOptions } from '../read/governanceLogs';
import { readTransactions } from '../read/readTransactions';
import { closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';

export const CONTRACTS_JOB = 'contracts';

const WATCH_PREFIX = 'watch:';

export type { TransactionHints };

export type ContractsJobOptions = {
  range?: AdaptiveRangeOptions;
  logScan?: LogScanOptions;
  /** Default: the chain's index of blocks with transactions, where it has one (the devnet). */
  hints?: TransactionHints | null;
};

const DEFAULT_RANGE: AdaptiveRangeOptions = { initial: 1_000_000, max: 5_000_000 };

/**
 * Transactions of the followed addresses (council contracts, contracts registered for activities),
 * at head − CONFIRMATIONS, and each address's Singapore-day totals.
 *
 * There is no RPC that lists an address's transactions, so they are found from the logs the
 * followed contracts emit (eth_getLogs by address), then read one by one with their receipts. What
 * emits no log — a plain transfer to an account, a reverted call — is not found that way on the main
 * network; the devnet indexes the blocks that hold transactions from its own receipts, and there
 * those are found too (`hints`).
 *
 * An address followed for the first time is scanned from the start block. Items are keyed by what
 * they are (address, time, block, index), so a run killed anywhere is redone by the next one with
 * the same items.
 */
export async function runContractsJob(ctx: IndexerContext, options: ContractsJobOptions = {}): Promise<JobResult> {
  const { db, client } = ctx;
  const [councils, records] = await Promise.all([getCouncilList(db), listActivityRecords(db)]);
  const followed = followedAddresses(councils, records);
  if (followed.size === 0) return skipped(CONTRACTS_JOB, 'no address to follow yet');

  const window = await openBlockWindow(ctx, CONTRACTS_JOB);
  if (!isBlockWindow(window)) return window;
  const { from, target, startBlock } = window;
  const hints = options.hints === undefined ? indexedTransactions(client) : options.hints;
  let watched = new Set(window.previous ? watchedIn(window.previous) : []);
  if (window.replaced) {
    const removed = await clearContractItems(db, [...watched]);
    ctx.log(`${CONTRACTS_JOB}: removed ${removed} items of the replaced chain`);
    watched = new Set();
  }
  // An address followed for the first time is read from the start block, even with no new block.
  const newcomers = [...followed.keys()].filter((a) => !watched.has(a));
  if (window.upToDate && newcomers.length === 0) return skipped(CONTRACTS_JOB, 'up to date');

  // Which transactions to read: the newcomers' past and everyone's new blocks, from logs and hints.
  const range = new AdaptiveRange(options.range ?? DEFAULT_RANGE);
  const hashes = new Set<Hex>();
  const addresses = (list: string[]) => list.map((a) => followed.get(a)!) as Address[];
  const collect = async (who: ReadonlySet<string>, first: bigint, last: bigint) => {
    for (const log of await fetchLogs(client, addresses([...who]), first, last, range, options.logScan)) hashes.add(log.transactionHash!);
    for (const tx of (await hints?.(first, last)) ?? []) {
      if (who.has(tx.from.toLowerCase()) || (tx.to !== null && who.has(tx.to.toLowerCase()))) hashes.add(tx.hash);
    }
  };
  if (newcomers.length > 0 && from > startBlock) await collect(new Set(newcomers), startBlock, from - 1n);
  if (from <= target) await collect(new Set(followed.keys()), from, target);

  const read = await readTransactions(client, [...hashes]);
  const followedSet = new Set(followed.keys());
  const filed: { address: string; tx: ContractTransaction }[] = [];
  for (const { tx, receipt, blockTime } of read) {
    const projected = projectContractTransaction(tx, receipt, blockTime, followedSet);
    for (const address of projected.addresses) filed.push({ address, tx: projected.tx });
  }
  await putContractTransactions(db, filed);
  const days = await recomputeDays(ctx, filed, from === startBlock ? new Set(followed.keys()) : new Set(newcomers));

  // The checkpoint's time (the block's) is what the activity rankings count days up to.
  const totals: Record<string, string> = Object.fromEntries([...followed.keys()].map((a) => [`${WATCH_PREFIX}${a}`, '1']));
  const result = await closeBlockWindow(ctx, window, target, totals);
  ctx.log(`${CONTRACTS_JOB}: blocks ${from}-${target}: ${read.length} transactions of ${followed.size} addresses (${newcomers.length} new), ${days} day totals`);
  return result;
}

function watchedIn(checkpoint: Checkpoint): string[] {
  return Object.keys(checkpoint.totals)
    .filter((key) => key.startsWith(WATCH_PREFIX))
    .map((key) => key.slice(WATCH_PREFIX.length));
}

/**
 * The day totals of every (address, day) this run touched. An address whose whole history was read
 * in this run (`complete`) is added up from memory; any other from what the table holds for that day.
 */
async function recomputeDays(ctx: IndexerContext, filed: { address: string; tx: ContractTransaction }[], complete: ReadonlySet<string>): Promise<number> {
  const touched = new Map<string, ContractTransaction[]>();
  for (const { address, tx } of filed) {
    const key = `${address}|${singaporeDay(tx.date)}`;
    touched.set(key, [...(touched.get(key) ?? []), tx]);
  }
  const days: ContractDay[] = [];
  await forEachConcurrently([...touched], 8, async ([key, txs]) => {
    const [address, day] = key.split('|') as [string, string];
    if (complete.has(address)) {
      days.push(projectContractDay(address, day, txs));
      return;
    }
    const { from, to } = singaporeDayRange(day);
    days.push(projectContractDay(address, day, await listContractTransactionsBetween(ctx.db, address, from, to)));
  });
  await putContractDays(ctx.db, days);
  return days.length;
}
