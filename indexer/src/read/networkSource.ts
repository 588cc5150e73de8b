import { getAddress, type PublicClient, toHex } from 'viem';
import * as z from 'zod';
import type { AccumulatedRewards, BlockActivity, StakingInfo } from '../model/networkData';
import { readTotalSupply, type TotalSupply } from './totalSupply';

/**
 * The one adapter between the statistics jobs and a chain: the network's own RPC namespaces
 * (kaia_getTotalSupply, governance_getParams, kaia_getStakingInfo, governance_getRewardsAccumulated),
 * which the main network answers from its accounting and the devnet from its own state, plus the
 * blocks that hold transactions.
 *
 * For those blocks the devnet answers `portal_getBlocksWithTransactions` from its records; the main
 * network has no such index (portals read a data warehouse), so there this adapter reads every
 * block of the range (`scanning`), which keeps up with the head at one block a second but cannot
 * backfill years: the jobs bound each pass (`maxBlocksPerPass`) and start at START_BLOCK.
 */

/** An amount the node wrote as a hex quantity, a decimal string or a (small) JSON number. */
const Amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value);
  if (/^0x[0-9a-fA-F]+$/.test(text) || /^\d+$/.test(text)) return BigInt(text);
  ctx.addIssue({ code: 'custom', message: `not an amount: ${text}` });
  return z.NEVER;
});

const AddressList = z.array(z.string().transform((a) => getAddress(a)));

export const StakingInfoSchema = z.object({
  blockNum: z.union([z.number(), z.string()]).transform(Number),
  councilNodeAddrs: AddressList,
  councilStakingAddrs: AddressList,
  councilRewardAddrs: AddressList,
  kcfAddr: z.string().optional(),
  kffAddr: z.string().optional(),
  /** Whole KLAY. */
  councilStakingAmounts: z.array(z.union([z.number(), z.string()]).transform((v) => BigInt(String(v)))),
  // kaiax/staking/staking_info.go: null or absent before KIP-226, and on nodes that track no CL.
  clStakingInfos: z
    .array(
      z.object({
        clNodeId: z.string().transform((a) => getAddress(a)),
        clPoolAddr: z.string().transform((a) => getAddress(a)),
        /** Whole KAIA. */
        clStakingAmount: z.union([z.number(), z.string()]).transform((v) => BigInt(String(v))),
      }),
    )
    .nullish()
    .transform((list) => list ?? []),
}) satisfies z.ZodType<StakingInfo>;

const AccumulatedRewardsSchema = z.object({
  firstBlock: z.union([z.number(), z.string()]).transform(Number),
  lastBlock: z.union([z.number(), z.string()]).transform(Number),
  totalMinted: Amount,
  totalTxFee: Amount,
  totalBurntTxFee: Amount,
  totalProposerRewards: Amount,
  totalStakingRewards: Amount,
  totalKIFRewards: Amount,
  totalKEFRewards: Amount,
  rewards: z.record(z.string(), Amount).transform((map) => new Map(Object.entries(map).map(([a, v]) => [a.toLowerCase(), v]))),
}) satisfies z.ZodType<AccumulatedRewards>;

const ParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type GovernanceParams = z.infer<typeof ParamsSchema>;

const ListedBlockSchema = z.object({ number: z.string(), timestamp: z.string(), transactionCount: z.number().int() });

export type BlockWithTransactions = { number: bigint; timestamp: number; transactionCount: number };


/** The network's limit on governance_getRewardsAccumulated. */
export const ACCUMULATED_REWARDS_LIMIT = 604_800n;
/** Blocks read one by one per pass where the chain has no index of them. */
export const SCAN_BLOCKS_PER_PASS = 3_000n;

export type NetworkSource = {
  totalSupply(block: bigint): Promise<TotalSupply>;
  params(block: bigint): Promise<GovernanceParams>;
  stakingInfo(block: bigint): Promise<StakingInfo>;
  rewardsAccumulated(lower: bigint, upper: bigint): Promise<AccumulatedRewards>;
  /** Blocks in [from, to] that hold transactions, in order. */
  blocksWithTransactions(from: bigint, to: bigint): Promise<BlockWithTransactions[]>;
  /** How far one pass may read with blocksWithTransactions (unbounded where the chain has an index). */
  maxBlocksPerPass(): Promise<bigint | null>;
  blockActivity(block: bigint): Promise<BlockActivity>;
  blockTime(block: bigint): Promise<number>;
  /** The last block stamped at or before `time` (unix seconds), or -1 before genesis. */
  blockAtTime(time: number, head: bigint): Promise<bigint>;
};

const METHOD_NOT_FOUND = -32601;

function isMethodMissing(error: unknown): boolean {
  for (let e = error as { code?: number; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === METHOD_NOT_FOUND || /does not exist|not available|not supported|method not found/i.test(e.message ?? '')) return true;
  }
  return false;
}

export function createNetworkSource(client: PublicClient): NetworkSource {
  const call = <T>(method: string, params: unknown[]) => client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<T>;
  let indexed: boolean | undefined;
  const times = new Map<bigint, Promise<number>>();
  const blockTime = (block: bigint) => {
    let time = times.get(block);
    if (!time) {
      time = client.getBlock({ blockNumber: block }).then((b) => Number(b.timestamp));
      times.set(block, time);
      if (times.size > 10_000) times.delete(times.keys().next().value!);
    }
    return time;
  };

  async function listIndexed(from: bigint, to: bigint): Promise<BlockWithTransactions[]> {
    const found: BlockWithTransactions[] = [];
    let start = from;
    while (start <= to) {
      const page = z.array(ListedBlockSchema).parse(await call('portal_getBlocksWithTransactions', [toHex(start), toHex(to)]));
      found.push(...page.map((b) => ({ number: BigInt(b.number), timestamp: Number(b.timestamp), transactionCount: b.transactionCount })));
      if (page.length === 0) break;
      start = BigInt(page.at(-1)!.number) + 1n;
    }
    return found;
  }

  async function scan(from: bigint, to: bigint): Promise<BlockWithTransactions[]> {
    const numbers: bigint[] = [];
    for (let n = from; n <= to; n++) numbers.push(n);
    // The transport batches these reads, 100 to a request.
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber })));
    return blocks
      .filter((b) => b.transactions.length > 0)
      .map((b) => ({ number: b.number, timestamp: Number(b.timestamp), transactionCount: b.transactions.length }));
  }

  return {
    totalSupply: (block) => readTotalSupply(client, block),
    params: async (block) => ParamsSchema.parse(await call('governance_getParams', [toHex(block)])),
    stakingInfo: async (block) => StakingInfoSchema.parse(await call('kaia_getStakingInfo', [toHex(block)])),
    rewardsAccumulated: async (lower, upper) => {
      if (upper - lower + 1n > ACCUMULATED_REWARDS_LIMIT) throw new RangeError(`at most ${ACCUMULATED_REWARDS_LIMIT} blocks per governance_getRewardsAccumulated`);
      return AccumulatedRewardsSchema.parse(await call('governance_getRewardsAccumulated', [toHex(lower), toHex(upper)]));
    },
    async blocksWithTransactions(from, to) {
      if (from > to) return [];
      if (indexed !== false) {
        try {
          const found = await listIndexed(from, to);
          indexed = true;
          return found;
        } catch (error) {
          if (!isMethodMissing(error)) throw error;
          indexed = false;
        }
      }
      return scan(from, to);
    },
    async maxBlocksPerPass() {
      if (indexed === undefined) {
        try {
          await call('portal_getBlocksWithTransactions', ['0x0', '0x0']);
          indexed = true;
        } catch (error) {
          if (!isMethodMissing(error)) throw error;
          indexed = false;
        }
      }
      return indexed ? null : SCAN_BLOCKS_PER_PASS;
    },
    async blockActivity(blockNumber) {
      const block = await client.getBlock({ blockNumber, includeTransactions: true });
      const receipts = await Promise.all(block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })));
      return {
        number: block.number,
        timestamp: Number(block.timestamp),
        transactions: block.transactions.map((tx, i) => {
          const receipt = receipts[i]!;
          const price = receipt.effectiveGasPrice ?? tx.gasPrice ?? 0n;
          return {
            hash: tx.hash,
            from: getAddress(tx.from),
            to: tx.to ? getAddress(tx.to) : null,
            created: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
            fee: receipt.gasUsed * price,
            gasUsed: receipt.gasUsed,
          };
        }),
      };
    },
    blockTime,
    async blockAtTime(time, head) {
      // Blocks come about once a second: guess, then bisect around the guess.
      const headTime = await blockTime(head);
      if (time >= headTime) return head;
      if (time < (await blockTime(0n))) return -1n;
      let low = 0n;
      let high = head;
      const guess = head - BigInt(Math.max(0, headTime - time));
      if (guess > 0n && (await blockTime(guess)) <= time) {
        low = guess;
        const above = guess + 64n < head ? guess + 64n : head;
        if ((await blockTime(above)) > time) high = above;
      } else if (guess > 0n) {
        high = guess;
        const below = guess > 64n ? guess - 64n : 0n;
        if ((await blockTime(below)) <= time) low = below;
      }
      while (low < high) {
        const middle = (low + high + 1n) / 2n;
        if ((await blockTime(middle)) <= time) low = middle;
        else high = middle - 1n;
      }
      return low;
    },
  };
}
