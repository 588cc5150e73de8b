import { genesisSupply } from './chainConfig';
import type { Eip1193Provider } from './chain';
import type { Journal, JournalEntry } from './journal';

/** Hardhat methods that only read. Every other hardhat_/evm_ method changes the chain or its clock. */
const READ_ONLY_NODE_METHODS = new Set(['hardhat_metadata', 'hardhat_getAutomine']);

function changesState(method: string): boolean {
  if (method === 'eth_sendRawTransaction' || method === 'eth_sendTransaction') return true;
  return (method.startsWith('hardhat_') || method.startsWith('evm_')) && !READ_ONLY_NODE_METHODS.has(method);
}

/** Where KLAY is "burnt by burning" on the network: sent to an address nobody holds a key of. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const DEAD_ADDRESS = '0x000000000000000000000000000000000000dEaD';

interface Block {
  number: string;
  hash: string;
  timestamp: string;
  gasUsed: string;
  baseFeePerGas: string;
  transactions: unknown[];
}

class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/**
 * The devnet's JSON-RPC front over a hardhat chain.
 *
 * - Durability: state-changing requests run one at a time and, given a journal, are recorded with the
 *   timestamp of the first block each one mined. Replaying the journal on a fresh chain with those
 *   timestamps pinned gives back the same blocks, hashes and state.
 * - `kaia_getTotalSupply`: the network answers it from its accounting; the devnet from its own
 *   blocks (genesis supply minus the base fees burnt, and what was sent to the burn addresses).
 */
export class DevnetProvider implements Eip1193Provider {
  /** Writes run one after another so the journal's order is the chain's order. */
  private writes: Promise<unknown> = Promise.resolve();
  private head = 0;
  /** Blocks that burnt fees, ascending, each with the fees burnt from genesis through it. */
  private readonly burnt: { block: number; total: bigint }[] = [];

  private constructor(
    private readonly inner: Eip1193Provider,
    private readonly journal: Journal | undefined,
  ) {}

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
    if (args.method === 'kaia_getTotalSupply') return this.writes.then(() => this.totalSupply(args.params));
    if (!changesState(args.method)) return this.inner.request(args);
    const result = this.writes.then(() => this.record(args.method, args.params));
    this.writes = result.catch(() => undefined);
    return result;
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
    if (pinnedTimestamp !== undefined) {
      await this.inner.request({ method: 'evm_setNextBlockTimestamp', params: [pinnedTimestamp] });
    }
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: await this.inner.request({ method, params }) };
    } catch (error) {
      outcome = { error };
    }
    const latest = await latestBlock(this.inner);
    const firstMined = await this.noteNewBlocks(latest);
    const entry: JournalEntry = {
      method,
      params,
      ...(firstMined ? { timestamp: Number(firstMined.timestamp) } : {}),
      head: { number: Number(latest.number), hash: latest.hash },
    };
    return { entry, outcome };
  }

  /** Records the fees burnt by blocks mined since the last request; returns the first of them. */
  private async noteNewBlocks(latest: Block): Promise<Block | undefined> {
    const latestNumber = Number(latest.number);
    if (latestNumber <= this.head) {
      // evm_revert or hardhat_reset took blocks away.
      while ((this.burnt.at(-1)?.block ?? -1) > latestNumber) this.burnt.pop();
      this.head = latestNumber;
      return undefined;
    }
    let first: Block | undefined;
    for (let number = this.head + 1; number <= latestNumber; number++) {
      const block = number === latestNumber ? latest : await blockByNumber(this.inner, number);
      first ??= block;
      const fee = BigInt(block.baseFeePerGas) * BigInt(block.gasUsed);
      if (fee > 0n) this.burnt.push({ block: number, total: (this.burnt.at(-1)?.total ?? 0n) + fee });
      // hardhat_mine puts pending transactions in its first blocks; once one is empty, all the rest are.
      if (block.transactions.length === 0) break;
    }
    this.head = latestNumber;
    return first;
  }

  private async totalSupply(params: unknown): Promise<Record<string, string>> {
    const tag = Array.isArray(params) ? params[0] : undefined;
    const number = tag === 'earliest' ? 0 : typeof tag === 'string' && tag.startsWith('0x') ? Number(tag) : this.head;
    if (!Number.isSafeInteger(number) || number > this.head) throw new RpcError(`block ${String(tag)} does not exist`, -32000);
    let low = 0;
    let high = this.burnt.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.burnt[middle]!.block <= number) low = middle + 1;
      else high = middle;
    }
    const burntFee = low === 0 ? 0n : this.burnt[low - 1]!.total;
    const blockTag = `0x${number.toString(16)}`;
    const [zeroBurn, deadBurn] = await Promise.all(
      [ZERO_ADDRESS, DEAD_ADDRESS].map(async (address) =>
        BigInt((await this.inner.request({ method: 'eth_getBalance', params: [address, blockTag] })) as string),
      ),
    );
    const totalBurnt = burntFee + zeroBurn! + deadBurn!;
    const hex = (value: bigint) => `0x${value.toString(16)}`;
    return {
      number: blockTag,
      totalSupply: hex(genesisSupply - totalBurnt),
      totalMinted: hex(genesisSupply),
      totalBurnt: hex(totalBurnt),
      burntFee: hex(burntFee),
      zeroBurn: hex(zeroBurn!),
      deadBurn: hex(deadBurn!),
      kip103Burn: '0x0',
      kip160Burn: '0x0',
    };
  }
}

async function latestBlock(provider: Eip1193Provider): Promise<Block> {
  return (await provider.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as Block;
}

async function blockByNumber(provider: Eip1193Provider, number: number): Promise<Block> {
  return (await provider.request({ method: 'eth_getBlockByNumber', params: [`0x${number.toString(16)}`, false] })) as Block;
}
