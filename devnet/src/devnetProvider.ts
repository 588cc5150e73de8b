import type { Eip1193Provider } from './chain';
import type { Journal, JournalEntry } from './journal';
import { KaiaNamespace, RpcError } from './kaia/namespace';

/** Where each state-reading method takes its block tag. */
const STATE_READS: Record<string, number> = {
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_call: 1,
};

/** Hardhat methods that only read. Every other hardhat_/evm_ method changes the chain or its clock. */
const READ_ONLY_NODE_METHODS = new Set(['hardhat_metadata', 'hardhat_getAutomine']);

function changesState(method: string): boolean {
  if (method === 'eth_sendRawTransaction' || method === 'eth_sendTransaction') return true;
  return (method.startsWith('hardhat_') || method.startsWith('evm_')) && !READ_ONLY_NODE_METHODS.has(method);
}

interface Block {
  number: `0x${string}`;
  hash: `0x${string}`;
  timestamp: `0x${string}`;
  gasUsed: `0x${string}`;
  baseFeePerGas: `0x${string}`;
  transactions: `0x${string}`[];
}

/**
 * The devnet's JSON-RPC front over a hardhat chain.
 *
 * - Durability: state-changing requests run one at a time and, given a journal, are recorded with the
 *   timestamp of the first block each one mined. Replaying the journal on a fresh chain with those
 *   timestamps pinned gives back the same blocks, hashes and state.
 * - The network's own namespaces (`kaia_getTotalSupply`, `kaia_getRewards`, `kaia_getStakingInfo`,
 *   `governance_getParams`, ...) and `portal_getBlocksWithTransactions`: answered from the devnet's own
 *   blocks and state (src/kaia/namespace.ts), including real minting credited at every staking
 *   update block. hardhat_mine is cut at those blocks, so that each is mined, credited and read.
 * - State reads at a block inside a hardhat_mine run are answered at the block before the run:
 *   empty blocks change no state, and hardhat (EDR) answers reads inside such a run from the
 *   wrong state (balances of its genesis).
 */
export class DevnetProvider implements Eip1193Provider {
  /** Writes run one after another so the journal's order is the chain's order. */
  private writes: Promise<unknown> = Promise.resolve();
  private head = 0;
  private readonly kaia: KaiaNamespace;
  /** The first block mined by the request being applied. */
  private firstMined: Block | undefined;
  /** Runs of empty blocks hardhat_mine produced ([first, last], ascending). */
  private readonly emptyRuns: [number, number][] = [];

  private constructor(
    private readonly inner: Eip1193Provider,
    private readonly journal: Journal | undefined,
  ) {
    // The namespace reads history too: through the same correction as clients.
    this.kaia = new KaiaNamespace({
      request: (args) => (args.method in STATE_READS ? inner.request({ method: args.method, params: this.settledTag(args.method, args.params) }) : inner.request(args)),
    });
  }

  /** Wraps `inner`, a fresh chain, replaying `journal` onto it first and journaling what follows. */
  static async open(inner: Eip1193Provider, journal?: Journal): Promise<DevnetProvider> {
    const provider = new DevnetProvider(inner, journal);
    for (const entry of journal?.entries ?? []) {
      // A request that failed when it was recorded fails the same way now; that is part of the replay.
      await provider.apply(entry.method, entry.params, entry.timestamp);
    }
    const expected = journal?.entries.at(-1)?.head;
    const head = await latestBlock(inner);
    if (expected && (Number(head.number) !== expected.number || head.hash !== expected.hash)) {
      throw new Error(
        `the devnet journal replayed to block ${Number(head.number)} ${head.hash} instead of ` +
          `${expected.number} ${expected.hash}; the chain cannot be restored (delete the data folder to start over)`,
      );
    }
    return provider;
  }

  request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (KaiaNamespace.METHODS.has(args.method)) return this.writes.then(() => this.kaia.answer(args.method, args.params));
    if (args.method in STATE_READS) return this.inner.request({ method: args.method, params: this.settledTag(args.method, args.params) });
    if (!changesState(args.method)) return this.inner.request(args);
    const result = this.writes.then(() => this.record(args.method, args.params));
    this.writes = result.catch(() => undefined);
    return result;
  }

  /** The params of a state read, its block moved out of any run of empty blocks. */
  private settledTag(method: string, params: unknown): unknown {
    const position = STATE_READS[method]!;
    if (!Array.isArray(params) || typeof params[position] !== 'string' || !/^0x[0-9a-f]+$/i.test(params[position])) return params;
    const block = Number(params[position]);
    let low = 0;
    let high = this.emptyRuns.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.emptyRuns[middle]![1] < block) low = middle + 1;
      else high = middle;
    }
    const run = this.emptyRuns[low];
    if (!run || run[0] > block) return params;
    const moved = [...params];
    moved[position] = `0x${(run[0] - 1).toString(16)}`;
    return moved;
  }

  /** Resolves once every write accepted so far has been executed and journaled. */
  async idle(): Promise<void> {
    await this.writes;
  }

  private async record(method: string, params: unknown): Promise<unknown> {
    if (method === 'evm_setIntervalMining' && Array.isArray(params) && params[0] !== 0) {
      // Blocks mined by a timer are not requests, so they could not be replayed.
      throw new RpcError('interval mining is not supported by the persistent devnet', -32602);
    }
    const { entry, outcome } = await this.apply(method, params);
    // Journaled before the answer leaves: a client never sees a change that a crash would lose.
    this.journal?.record(entry);
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /** Executes one state-changing request and takes note of the blocks it mined. */
  private async apply(
    method: string,
    params: unknown,
    pinnedTimestamp?: number,
  ): Promise<{ entry: JournalEntry; outcome: { result: unknown } | { error: unknown } }> {
    this.firstMined = undefined;
    if (pinnedTimestamp !== undefined) {
      await this.inner.request({ method: 'evm_setNextBlockTimestamp', params: [pinnedTimestamp] });
    }
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: method === 'hardhat_mine' ? await this.mineInSteps(params) : await this.inner.request({ method, params }) };
    } catch (error) {
      outcome = { error };
    }
    const latest = await latestBlock(this.inner);
    await this.noteNewBlocks(latest);
    const firstMined = this.firstMined as Block | undefined;
    const entry: JournalEntry = {
      method,
      params,
      ...(firstMined ? { timestamp: Number(firstMined.timestamp) } : {}),
      head: { number: Number(latest.number), hash: latest.hash },
    };
    return { entry, outcome };
  }

  /**
   * hardhat_mine, stopping at every staking update block on the way (the network credits rewards and
   * reads stakes there). The first stretch keeps whatever timestamp was pinned; the next ones carry
   * on at the requested interval, as one hardhat_mine would.
   */
  private async mineInSteps(params: unknown): Promise<unknown> {
    const [countParam, intervalParam] = Array.isArray(params) ? params : [];
    let remaining = countParam === undefined ? 1 : Number(countParam);
    const interval = intervalParam === undefined ? 1 : Number(intervalParam);
    if (!Number.isSafeInteger(remaining) || remaining < 0 || !Number.isSafeInteger(interval) || interval < 0) {
      return this.inner.request({ method: 'hardhat_mine', params });
    }
    let result: unknown = true;
    let first = true;
    while (remaining > 0) {
      const step = Math.min(remaining, this.kaia.nextStakingBlock(this.head) - this.head);
      if (!first) {
        const previous = await latestBlock(this.inner);
        await this.inner.request({ method: 'evm_setNextBlockTimestamp', params: [Number(previous.timestamp) + Math.max(interval, 1)] });
      }
      const before = this.head;
      result = await this.inner.request({ method: 'hardhat_mine', params: [`0x${step.toString(16)}`, `0x${interval.toString(16)}`] });
      const latest = await latestBlock(this.inner);
      await this.noteNewBlocks(latest);
      // Blocks after the last one holding transactions (pending ones go first) are empty. The run's
      // last block is read right by hardhat, and may hold the minting credited there: it stays out.
      const lastFull = this.kaia.txBlocks.at(-1)?.number ?? -1;
      const firstEmpty = Math.max(before + 1, lastFull + 1);
      if (Number(latest.number) - 1 >= firstEmpty) this.emptyRuns.push([firstEmpty, Number(latest.number) - 1]);
      remaining -= step;
      first = false;
    }
    return result;
  }

  /** Takes note of the blocks mined since the last request, and credits rewards at a staking update block. */
  private async noteNewBlocks(latest: Block): Promise<void> {
    const latestNumber = Number(latest.number);
    if (latestNumber <= this.head) {
      // evm_revert or hardhat_reset took blocks away.
      if (latestNumber < this.head) this.kaia.truncate(latestNumber);
      while ((this.emptyRuns.at(-1)?.[0] ?? -1) > latestNumber) this.emptyRuns.pop();
      const last = this.emptyRuns.at(-1);
      if (last && last[1] > latestNumber) last[1] = latestNumber;
      this.head = latestNumber;
      return;
    }
    for (let number = this.head + 1; number <= latestNumber; number++) {
      const block = number === latestNumber ? latest : await blockByNumber(this.inner, number);
      this.firstMined ??= block;
      // hardhat_mine puts pending transactions in its first blocks; once one is empty, all the rest are.
      if (!(await this.kaia.noteBlock(block))) break;
    }
    this.head = latestNumber;
    this.kaia.head = latestNumber;
    if (latestNumber % this.kaia.stakingInterval() === 0) await this.kaia.onStakingBlock(latestNumber);
  }
}

async function latestBlock(provider: Eip1193Provider): Promise<Block> {
  return (await provider.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as Block;
}

async function blockByNumber(provider: Eip1193Provider, number: number): Promise<Block> {
  return (await provider.request({ method: 'eth_getBlockByNumber', params: [`0x${number.toString(16)}`, false] })) as Block;
}
