/**
 * The network's own RPC namespaces (kaia_*, governance_*), answered by the devnet from its own
 * chain, plus one portal-specific method the network does not have (portal_getBlocksWithTransactions).
 *
 * It keeps, as the chain grows: the blocks that hold transactions (with their fees), the parameter
 * changes GovParam logged, and a stake snapshot at every staking update block. Minting is real: at
 * each staking update block the rewards of the blocks since the previous one are credited to their
 * recipients (hardhat_setBalance), so balances lag the per-block accounting by at most one interval.
 */
import {
  decodeAbiParameters,
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  toEventSelector,
  type Address,
  type Hex,
} from 'viem';
import { addressBookAbi, cnStakingV2Abi, govParamAbi } from '../abis';
import type { Eip1193Provider } from '../chain';
import { DEVNET_CHAIN_ID, genesisSupply } from '../chainConfig';
import { devnetContracts } from '../deploy';
import { decodeParam, paramsAt, type ParamChange } from './params';
import {
  accumulateRewards,
  lowerBound,
  mintedThrough,
  snapshotFor,
  type RewardSpec,
  type StakingEntry,
  type StakingSnapshot,
  type TxBlock,
} from './rewards';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const DEAD_ADDRESS = '0x000000000000000000000000000000000000dEaD';
const SET_PARAM_TOPIC = toEventSelector('SetParam(string,bytes)');
/** The network refuses wider ranges (7 days of blocks). */
const ACCUMULATED_RANGE_LIMIT = 604_800;
/** At most this many blocks per portal_getBlocksWithTransactions answer; ask again from the last one + 1. */
export const BLOCKS_WITH_TRANSACTIONS_LIMIT = 10_000;

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

interface RawBlock {
  number: Hex;
  hash: Hex;
  timestamp: Hex;
  gasUsed: Hex;
  baseFeePerGas: Hex;
  transactions: Hex[];
}

const hex = (value: bigint | number) => `0x${value.toString(16)}`;

export class KaiaNamespace {
  readonly txBlocks: TxBlock[] = [];
  /** Σ burntFee of txBlocks[0..i]. */
  private readonly burntTotals: bigint[] = [];
  readonly paramChanges: ParamChange[] = [];
  readonly snapshots: StakingSnapshot[] = [];
  /** Rewards are credited through this block. */
  private settledThrough = 0;
  /**
   * Contracts a transaction called or that logged since the last stake snapshot, and what was read
   * of the others: an eth_call costs milliseconds on hardhat, so what did not change is not read again.
   */
  private readonly touched = new Set<string>();
  private readonly unstakingCache = new Map<string, bigint>();
  private addressBookCache: readonly [readonly Address[], readonly Address[], readonly Address[], Address, Address] | undefined;
  head = 0;

  constructor(private readonly inner: Eip1193Provider) {}

  static readonly METHODS = new Set([
    'kaia_getTotalSupply',
    'kaia_getRewards',
    'kaia_getRewardsAccumulated',
    'governance_getRewardsAccumulated',
    'kaia_getStakingInfo',
    'governance_getParams',
    'kaia_getParams',
    'kaia_getChainConfig',
    'governance_getChainConfig',
    'portal_getBlocksWithTransactions',
  ]);

  private request<T>(method: string, params: unknown[] = []): Promise<T> {
    return this.inner.request({ method, params }) as Promise<T>;
  }

  stakingInterval(): number {
    return Number(paramsAt(this.paramChanges, this.head + 1)['reward.stakingupdateinterval']);
  }

  /** The next block at which rewards are credited and stakes read, after `block`. */
  nextStakingBlock(block: number): number {
    const interval = this.stakingInterval();
    return Math.floor(block / interval + 1) * interval;
  }

  /** Records block `block` (a transaction's fees, GovParam's changes). Returns false for an empty block. */
  async noteBlock(block: RawBlock): Promise<boolean> {
    const number = Number(block.number);
    if (block.transactions.length === 0) return false;
    const receipts = await Promise.all(
      block.transactions.map((hash) =>
        this.request<{
          gasUsed: Hex;
          effectiveGasPrice: Hex;
          to: Hex | null;
          contractAddress: Hex | null;
          logs: { address: Hex; topics: Hex[]; data: Hex }[];
        }>('eth_getTransactionReceipt', [hash]),
      ),
    );
    let totalFee = 0n;
    for (const receipt of receipts) {
      totalFee += BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
      for (const address of [receipt.to, receipt.contractAddress, ...receipt.logs.map((log) => log.address)]) {
        if (address) this.touched.add(address.toLowerCase());
      }
      for (const log of receipt.logs) {
        if (getAddress(log.address) !== devnetContracts.govParam || log.topics[0] !== SET_PARAM_TOPIC) continue;
        const { args } = decodeEventLog({ abi: govParamAbi, eventName: 'SetParam', topics: log.topics as [Hex, ...Hex[]], data: log.data });
        const value = decodeParam(args.name, args.value);
        if (value !== undefined) this.paramChanges.push({ block: number, name: args.name, value });
      }
    }
    const burntFee = BigInt(block.baseFeePerGas) * BigInt(block.gasUsed);
    this.txBlocks.push({
      number,
      timestamp: Number(block.timestamp),
      txCount: block.transactions.length,
      gasUsed: BigInt(block.gasUsed),
      totalFee,
      burntFee,
    });
    this.burntTotals.push((this.burntTotals.at(-1) ?? 0n) + burntFee);
    return true;
  }

  /** Forgets what lies beyond `head` (evm_revert, hardhat_reset). */
  truncate(head: number): void {
    while ((this.txBlocks.at(-1)?.number ?? -1) > head) {
      this.txBlocks.pop();
      this.burntTotals.pop();
    }
    while ((this.paramChanges.at(-1)?.block ?? -1) > head) this.paramChanges.pop();
    while ((this.snapshots.at(-1)?.block ?? -1) > head) this.snapshots.pop();
    // Every staking block up to the head was credited on the way there, and the state kept it.
    this.settledThrough = Math.min(this.settledThrough, Math.floor(head / this.stakingInterval()) * this.stakingInterval());
    this.head = head;
    this.unstakingCache.clear();
    this.addressBookCache = undefined;
  }

  /**
   * At a staking update block: credits the minting of the blocks since the last one, then reads the
   * stakes that the blocks after it use. Called with the head on such a block.
   */
  async onStakingBlock(block: number): Promise<void> {
    if (block > this.settledThrough) {
      const minted = accumulateRewards(this, this.settledThrough + 1, block, false);
      for (const [address, amount] of minted.rewards) {
        const balance = BigInt(await this.request<Hex>('eth_getBalance', [address, 'latest']));
        await this.request('hardhat_setBalance', [address, hex(balance + amount)]);
      }
      this.settledThrough = block;
    }
    if (!this.snapshots.some((snapshot) => snapshot.block === block)) this.snapshots.push(await this.readStakes(block));
  }

  /** Read at the head, which is `block` when stakes are read: the latest state is the cheapest to read. */
  private async call<T>(to: Address, data: Hex): Promise<T> {
    return this.request<T>('eth_call', [{ to, data }, 'latest']);
  }

  private async readStakes(block: number): Promise<StakingSnapshot> {
    const addressBook = devnetContracts.addressBook;
    const touched = new Set(this.touched);
    this.touched.clear();
    if (!this.addressBookCache || touched.has(addressBook.toLowerCase())) {
      const code = await this.request<Hex>('eth_getCode', [addressBook, 'latest']);
      if (code === '0x') return { block, entries: [], kcf: null, kff: null };
      const data = await this.call<Hex>(addressBook, encodeFunctionData({ abi: addressBookAbi, functionName: 'getAllAddressInfo' }));
      this.addressBookCache = decodeFunctionResult({ abi: addressBookAbi, functionName: 'getAllAddressInfo', data });
    }
    const [nodes, stakings, rewards, poc, kir] = this.addressBookCache;
    const unstakingCall = encodeFunctionData({ abi: cnStakingV2Abi, functionName: 'unstaking' });
    const entries: StakingEntry[] = [];
    for (const [i, staking] of stakings.entries()) {
      const key = staking.toLowerCase();
      let unstaking = this.unstakingCache.get(key);
      if (unstaking === undefined || touched.has(key)) {
        // A first-version contract has no unstaking() (its fallback reverts): its whole balance counts.
        unstaking = await this.call<Hex>(staking, unstakingCall).then(
          (data) => decodeAbiParameters([{ type: 'uint256' }], data)[0],
          () => 0n,
        );
        this.unstakingCache.set(key, unstaking);
      }
      const balance = BigInt(await this.request<Hex>('eth_getBalance', [staking, 'latest']));
      entries.push({ node: nodes[i]!, staking, reward: rewards[i]!, amount: balance > unstaking ? balance - unstaking : 0n });
    }
    const named = (address: Address) => (address === ZERO_ADDRESS ? null : address);
    return { block, entries, kcf: named(poc), kff: named(kir) };
  }

  /** Answers one of METHODS. */
  async answer(method: string, params: unknown): Promise<unknown> {
    const args = Array.isArray(params) ? params : [];
    switch (method) {
      case 'kaia_getTotalSupply':
        return this.totalSupply(this.blockArg(args[0]));
      case 'kaia_getRewards':
        return specJson(this.rewardsOf(this.blockArg(args[0]), this.blockArg(args[0])));
      case 'kaia_getRewardsAccumulated':
      case 'governance_getRewardsAccumulated':
        return this.rewardsAccumulated(this.blockArg(args[0]), this.blockArg(args[1]));
      case 'kaia_getStakingInfo':
        return this.stakingInfo(this.blockArg(args[0]));
      case 'governance_getParams':
      case 'kaia_getParams':
        return paramsAt(this.paramChanges, this.blockArg(args[0]));
      case 'kaia_getChainConfig':
      case 'governance_getChainConfig':
        return this.chainConfig(this.blockArg(args[0]));
      case 'portal_getBlocksWithTransactions':
        return this.blocksWithTransactions(this.blockArg(args[0]), this.blockArg(args[1]));
      default:
        throw new RpcError(`the method ${method} does not exist/is not available`, -32601);
    }
  }

  private blockArg(tag: unknown): number {
    if (tag === undefined || tag === null || tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') return this.head;
    if (tag === 'earliest') return 0;
    const number = typeof tag === 'number' ? tag : typeof tag === 'string' && /^0x[0-9a-f]+$/i.test(tag) ? Number(tag) : typeof tag === 'string' && /^\d+$/.test(tag) ? Number(tag) : NaN;
    if (!Number.isSafeInteger(number) || number < 0 || number > this.head) throw new RpcError(`block ${String(tag)} does not exist`, -32000);
    return number;
  }

  private rewardsOf(lower: number, upper: number): RewardSpec {
    return accumulateRewards(this, lower, upper);
  }

  private async totalSupply(number: number): Promise<Record<string, string>> {
    const index = lowerBound(this.txBlocks, number + 1, (b) => b.number) - 1;
    const burntFee = index < 0 ? 0n : this.burntTotals[index]!;
    const blockTag = hex(number);
    const [zeroBurn, deadBurn] = await Promise.all(
      [ZERO_ADDRESS, DEAD_ADDRESS].map(async (address) => BigInt(await this.request<Hex>('eth_getBalance', [address, blockTag]))),
    );
    const totalMinted = genesisSupply + mintedThrough(this.paramChanges, number);
    const totalBurnt = burntFee + zeroBurn! + deadBurn!;
    return {
      number: blockTag,
      totalSupply: hex(totalMinted - totalBurnt),
      totalMinted: hex(totalMinted),
      totalBurnt: hex(totalBurnt),
      burntFee: hex(burntFee),
      zeroBurn: hex(zeroBurn!),
      deadBurn: hex(deadBurn!),
      kip103Burn: '0x0',
      kip160Burn: '0x0',
    };
  }

  private async rewardsAccumulated(lower: number, upper: number): Promise<Record<string, unknown>> {
    if (lower > upper) throw new RpcError('invalid block range', -32000);
    if (upper - lower + 1 > ACCUMULATED_RANGE_LIMIT) throw new RpcError('block range limit exceeded', -32000);
    const spec = this.rewardsOf(lower, upper);
    const timeOf = async (number: number) =>
      Number((await this.request<RawBlock>('eth_getBlockByNumber', [hex(number), false])).timestamp);
    const [first, last] = await Promise.all([timeOf(lower), timeOf(upper)]);
    return {
      firstBlockTime: new Date(first * 1000).toISOString(),
      lastBlockTime: new Date(last * 1000).toISOString(),
      firstBlock: lower,
      lastBlock: upper,
      totalMinted: spec.minted.toString(),
      totalTxFee: spec.totalFee.toString(),
      totalBurntTxFee: spec.burntFee.toString(),
      totalProposerRewards: spec.proposer.toString(),
      totalStakingRewards: spec.stakers.toString(),
      totalKIFRewards: spec.kif.toString(),
      totalKEFRewards: spec.kef.toString(),
      rewards: Object.fromEntries([...spec.rewards].map(([address, amount]) => [address, amount.toString()])),
    };
  }

  private stakingInfo(number: number): Record<string, unknown> {
    const snapshot = snapshotFor(this.snapshots, number);
    const entries = snapshot?.entries ?? [];
    return {
      blockNum: snapshot?.block ?? 0,
      councilNodeAddrs: entries.map((e) => e.node),
      councilStakingAddrs: entries.map((e) => e.staking),
      councilRewardAddrs: entries.map((e) => e.reward),
      kefAddr: snapshot?.kcf ?? ZERO_ADDRESS,
      kifAddr: snapshot?.kff ?? ZERO_ADDRESS,
      PoCAddr: snapshot?.kcf ?? ZERO_ADDRESS,
      KIRAddr: snapshot?.kff ?? ZERO_ADDRESS,
      kcfAddr: snapshot?.kcf ?? ZERO_ADDRESS,
      kffAddr: snapshot?.kff ?? ZERO_ADDRESS,
      useGini: false,
      gini: -1,
      // Whole KLAY, as the network reports them.
      councilStakingAmounts: entries.map((e) => Number(e.amount / 10n ** 18n)),
    };
  }

  private chainConfig(number: number): Record<string, unknown> {
    const p = paramsAt(this.paramChanges, number);
    return {
      chainId: DEVNET_CHAIN_ID,
      istanbulCompatibleBlock: 0,
      londonCompatibleBlock: 0,
      magmaCompatibleBlock: 0,
      koreCompatibleBlock: 0,
      istanbul: { epoch: p['istanbul.epoch'], policy: p['istanbul.policy'], sub: p['istanbul.committeesize'] },
      unitPrice: p['governance.unitprice'],
      deriveShaImpl: p['governance.deriveshaimpl'],
      governance: {
        governingNode: p['governance.governingnode'],
        governanceMode: p['governance.governancemode'],
        govParamContract: devnetContracts.govParam,
        reward: {
          mintingAmount: p['reward.mintingamount'],
          ratio: p['reward.ratio'],
          kip82Ratio: p['reward.kip82ratio'],
          useGiniCoeff: p['reward.useginicoeff'],
          deferredTxFee: p['reward.deferredtxfee'],
          stakingUpdateInterval: p['reward.stakingupdateinterval'],
          proposerUpdateInterval: p['reward.proposerupdateinterval'],
          minimumStake: p['reward.minimumstake'],
        },
        kip71: {
          lowerBoundBaseFee: p['kip71.lowerboundbasefee'],
          upperBoundBaseFee: p['kip71.upperboundbasefee'],
          gasTarget: p['kip71.gastarget'],
          maxBlockGasUsedForBaseFee: p['kip71.maxblockgasusedforbasefee'],
          baseFeeDenominator: p['kip71.basefeedenominator'],
        },
      },
    };
  }

  private blocksWithTransactions(from: number, to: number): { number: string; timestamp: string; transactionCount: number }[] {
    const start = lowerBound(this.txBlocks, from, (b) => b.number);
    const found: { number: string; timestamp: string; transactionCount: number }[] = [];
    for (let i = start; i < this.txBlocks.length && found.length < BLOCKS_WITH_TRANSACTIONS_LIMIT; i++) {
      const block = this.txBlocks[i]!;
      if (block.number > to) break;
      found.push({ number: hex(block.number), timestamp: hex(block.timestamp), transactionCount: block.txCount });
    }
    return found;
  }
}

/** kaia_getRewards' shape; amounts as decimal strings (JSON numbers cannot hold them exactly). */
function specJson(spec: RewardSpec): Record<string, unknown> {
  return {
    minted: spec.minted.toString(),
    totalFee: spec.totalFee.toString(),
    burntFee: spec.burntFee.toString(),
    proposer: spec.proposer.toString(),
    stakers: spec.stakers.toString(),
    kif: spec.kif.toString(),
    kef: spec.kef.toString(),
    rewards: Object.fromEntries([...spec.rewards].map(([address, amount]) => [address, amount.toString()])),
  };
}
