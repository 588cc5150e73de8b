import { type Address, decodeEventLog, type Hex, parseAbiItem } from 'viem';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { CheckpointMovedError, getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getTreasuryPayments, listTreasuryPaymentDayVersions, listTreasuryTransactions, putTreasuryMonths, putTreasuryTransactions, treasuryPaymentKey } from '@portal/core/db/repositories/treasury';
import { TREASURY_HISTORY_MONTHS, type FundType, type TreasuryTransaction } from '@portal/core/entities/treasury';
import type { IndexerContext } from '../context';
import { monthOf, monthsBetween } from '../project/stats/chainActivity';
import { monthBounds, projectTreasuryMonth, projectTreasuryTransaction } from '../project/stats/treasury';
import { AdaptiveRange } from '../read/adaptiveRange';
import { fetchLogs } from '../read/governanceLogs';
import { createNetworkSource, type NetworkSource } from '../read/networkSource';
import { closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';
import { type PeriodProjection, type PeriodReprojectResult, reprojectPeriods } from './reprojectPeriods';
import { sameContent } from './sameContent';

export const TREASURY_JOB = 'treasury';

const DISBURSEMENT = parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)');

type Fund = [FundType, Address];

function fundsOf(ctx: IndexerContext): Fund[] {
  const { config } = ctx;
  return ([['KCF', config.KCF_ADDRESS], ['KFF', config.KFF_ADDRESS]] as const).filter(([, a]) => !!a) as Fund[];
}

/** Each fund's payments from blocks `from` to `to`, projected. */
async function readPayments(ctx: IndexerContext, source: NetworkSource, fund: Fund, from: bigint, to: bigint) {
  const range = new AdaptiveRange({ initial: 1_000_000, max: 5_000_000 });
  const logs = await fetchLogs(ctx.client, [fund[1]], from, to, range);
  const payments = [];
  for (const log of logs) {
    const decoded = decodeDisbursement(log);
    if (!decoded) continue;
    payments.push(projectTreasuryTransaction(fund[0], decoded, await source.blockTime(log.blockNumber!)));
  }
  return payments;
}

/** The last 12 months of each fund, recomputed whole at `target`: balances move every block (the funds' share of the minting). */
async function writeMonths(ctx: IndexerContext, source: NetworkSource, funds: readonly Fund[], target: bigint): Promise<void> {
  const { config, client, db } = ctx;
  const now = await source.blockTime(target);
  const lastMonth = monthOf(now);
  const firstMonth = monthOf(Math.max(await source.blockTime(BigInt(config.START_BLOCK)), now - 400 * 86_400));
  const months = monthsBetween(firstMonth, lastMonth).slice(-TREASURY_HISTORY_MONTHS);
  const startBlock = BigInt(config.START_BLOCK);
  for (const [fund, address] of funds) {
    const all = await listTreasuryTransactions(db, fund);
    const entries = [];
    for (const month of months) {
      const { start, end } = monthBounds(month);
      const before = await source.blockAtTime(start - 1, target);
      const last = await source.blockAtTime(end, target);
      const balance = (block: bigint) => (block < startBlock ? Promise.resolve(0n) : client.getBalance({ address, blockNumber: block }));
      const [opening, closing] = await Promise.all([balance(before), balance(last)]);
      entries.push(projectTreasuryMonth(month, all.filter((t) => t.date.slice(0, 7) === month), opening, closing));
    }
    await putTreasuryMonths(db, fund, entries);
  }
}

/** What a payment derived from the chain is stored as: an operator's label, KGP, project and recipient stay over the chain's. */
function asStored(derived: TreasuryTransaction & { logIndex: number }, stored: { tx: TreasuryTransaction; labelled: boolean } | undefined): TreasuryTransaction {
  const { logIndex: _key, ...tx } = derived;
  if (!stored?.labelled) return tx;
  const { label, kgp, title, recipient } = stored.tx;
  return { ...tx, label, kgp, title, recipient };
}

/**
 * The payments, derived again per UTC day (both funds) from the funds' logs of the day's blocks up
 * to `through`. Payments are written in place, an operator's fields kept; a payment the chain no
 * longer has at its key stays as it was (that would be a reorg, which sends the job back to START_BLOCK).
 */
export function treasuryPaymentProjection(ctx: IndexerContext, source: NetworkSource, through: bigint): PeriodProjection {
  return {
    kind: 'treasuryPayment',
    noun: 'payment days',
    versions: () => listTreasuryPaymentDayVersions(ctx.db),
    async derive(days) {
      const startBlock = BigInt(ctx.config.START_BLOCK);
      const derived = [];
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00Z`) / 1000;
        const first = (await source.blockAtTime(start - 1, through)) + 1n;
        const last = await source.blockAtTime(start + 86_400 - 1, through);
        const from = first > startBlock ? first : startBlock;
        if (last < from) continue;
        for (const fund of fundsOf(ctx)) derived.push(...(await readPayments(ctx, source, fund, from, last)));
      }
      const stored = await getTreasuryPayments(ctx.db, derived);
      const changed = derived.filter((p) => {
        const was = stored.get(treasuryPaymentKey(p.fund, p.block, p.logIndex));
        return !was || was.pv !== PROJECTION_VERSION.treasuryPayment || !sameContent(asStored(p, was), was.tx);
      });
      await putTreasuryTransactions(ctx.db, changed);
      return changed.length;
    },
  };
}

/** Derives the payments again up to `through` (a `range` of days whatever their version), and the months when a payment changed. */
async function repairPayments(ctx: IndexerContext, source: NetworkSource, through: bigint, range?: { from: string; to: string }): Promise<PeriodReprojectResult> {
  const result = await reprojectPeriods(ctx, treasuryPaymentProjection(ctx, source, through), through, { range });
  if (result.written > 0) await writeMonths(ctx, source, fundsOf(ctx), through);
  return result;
}

/** The operator's command: the payment days `from` to `to` (UTC) derived again whatever their version, up to the block the job has indexed. */
export async function reprojectTreasuryRange(ctx: IndexerContext, range: { from: string; to: string }, source: NetworkSource = createNetworkSource(ctx.client)): Promise<PeriodReprojectResult> {
  const checkpoint = await getCheckpoint(ctx.db, TREASURY_JOB);
  if (!checkpoint) throw new Error('nothing is indexed yet: the treasury job reads every payment on its first pass');
  return repairPayments(ctx, source, BigInt(checkpoint.block_number), range);
}

/**
 * The Treasury page: each fund's payments (its Disbursement events, the memo naming category, KGP and
 * project) and its last 12 months (balance at each month's end, payments by category, what came in).
 * Payments an older projection version wrote are derived again first.
 *
 * On the main network the funds are other contracts, whose payouts an operator labels (admin area);
 * this job reads the funds the configuration names, with the devnet's event.
 */
export async function runTreasuryJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const funds = fundsOf(ctx);
  if (funds.length === 0) return skipped(TREASURY_JOB, 'no treasury fund configured');
  const window = await openBlockWindow(ctx, TREASURY_JOB);
  if (!isBlockWindow(window)) return window;
  if (window.previous && !window.replaced) await repairPayments(ctx, source, BigInt(window.previous.block_number));
  if (window.upToDate) return skipped(TREASURY_JOB, 'up to date');

  for (const fund of funds) await putTreasuryTransactions(ctx.db, await readPayments(ctx, source, fund, window.from, window.target));
  await writeMonths(ctx, source, funds, window.target);
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
