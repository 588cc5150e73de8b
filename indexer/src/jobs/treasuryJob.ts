import { type Address, decodeEventLog, type Hex, parseAbiItem } from 'viem';
import { CheckpointMovedError } from '@portal/core/db/repositories/checkpoints';
import { listTreasuryTransactions, putTreasuryMonths, putTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { TREASURY_HISTORY_MONTHS, type FundType } from '@portal/core/entities/treasury';
import type { IndexerContext } from '../context';
import { monthOf, monthsBetween } from '../project/stats/chainActivity';
import { monthBounds, projectTreasuryMonth, projectTreasuryTransaction } from '../project/stats/treasury';
import { AdaptiveRange } from '../read/adaptiveRange';
import { fetchLogs } from '../read/governanceLogs';
import { createNetworkSource, type NetworkSource } from '../read/networkSource';
import { closeBlockWindow, isBlockWindow, openNewBlocks } from './blockWindow';
import { type JobResult, skipped } from './jobResult';

export const TREASURY_JOB = 'treasury';

const DISBURSEMENT = parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)');

/**
 * The Treasury page: each fund's payments (its Disbursement events, the memo naming category, KGP and
 * project) and its last 12 months (balance at each month's end, payments by category, what came in).
 *
 * On the main network the funds are other contracts, whose payouts an operator labels (admin area);
 * this job reads the funds the configuration names, with the devnet's event.
 */
export async function runTreasuryJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const { config, client, db } = ctx;
  const funds = ([['KCF', config.KCF_ADDRESS], ['KFF', config.KFF_ADDRESS]] as const).filter(([, a]) => !!a) as [FundType, Address][];
  if (funds.length === 0) return skipped(TREASURY_JOB, 'no treasury fund configured');
  const window = await openNewBlocks(ctx, TREASURY_JOB);
  if (!isBlockWindow(window)) return window;

  const range = new AdaptiveRange({ initial: 1_000_000, max: 5_000_000 });
  for (const [fund, address] of funds) {
    const logs = await fetchLogs(client, [address], window.from, window.target, range);
    const payments = [];
    for (const log of logs) {
      const decoded = decodeDisbursement(log);
      if (!decoded) continue;
      payments.push(projectTreasuryTransaction(fund, decoded, await source.blockTime(log.blockNumber!)));
    }
    await putTreasuryTransactions(db, payments);
  }

  // The last 12 months, recomputed whole: balances move every block (the funds' share of the minting).
  const now = await source.blockTime(window.target);
  const lastMonth = monthOf(now);
  const firstMonth = monthOf(Math.max(await source.blockTime(BigInt(config.START_BLOCK)), now - 400 * 86_400));
  const months = monthsBetween(firstMonth, lastMonth).slice(-TREASURY_HISTORY_MONTHS);
  const startBlock = BigInt(config.START_BLOCK);
  for (const [fund, address] of funds) {
    const all = await listTreasuryTransactions(db, fund);
    const entries = [];
    for (const month of months) {
      const { start, end } = monthBounds(month);
      const before = await source.blockAtTime(start - 1, window.target);
      const last = await source.blockAtTime(end, window.target);
      const balance = (block: bigint) => (block < startBlock ? Promise.resolve(0n) : client.getBalance({ address, blockNumber: block }));
      const [opening, closing] = await Promise.all([balance(before), balance(last)]);
      entries.push(projectTreasuryMonth(month, all.filter((t) => t.date.slice(0, 7) === month), opening, closing));
    }
    await putTreasuryMonths(db, fund, entries);
  }
  ctx.log(`${TREASURY_JOB}: blocks ${window.from}-${window.target}`);
  return closeBlockWindow(ctx, window, window.target);
}

/**
 * Sync Data (the admin's treasury editor): the treasury job now, outside the schedule. A scheduled run
 * that overlapped it and advanced the checkpoint first makes this run fail; that run has written the
 * same payments, and this one reads again from where it ended.
 */
export async function runTreasuryJobNow(ctx: IndexerContext): Promise<void> {
  try {
    await runTreasuryJob(ctx);
  } catch (error) {
    if (!(error instanceof CheckpointMovedError)) throw error;
    await runTreasuryJob(ctx);
  }
}

/** A Disbursement log, or null for the fund's other events (deposits). */
function decodeDisbursement(log: { topics: readonly Hex[]; data: Hex; blockNumber: bigint | null; logIndex: number | null; transactionHash: Hex | null }) {
  try {
    const { args } = decodeEventLog({ abi: [DISBURSEMENT], topics: log.topics as [Hex, ...Hex[]], data: log.data, eventName: 'Disbursement' });
    return { blockNumber: log.blockNumber!, logIndex: log.logIndex!, transactionHash: log.transactionHash!, recipient: args.recipient, value: args.value, memo: args.memo };
  } catch {
    return null;
  }
}
