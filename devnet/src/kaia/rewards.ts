/**
 * The devnet's block rewards, after the network's KIP-82 rule: each block mints `reward.mintingamount`,
 * split by `reward.ratio` between the councils (GC), the foundation fund (KFF, "kif") and the
 * community fund (KCF, "kef"); the councils' part by `reward.kip82ratio` between the block's proposer
 * and the stakers, who share theirs by stake above `reward.minimumstake`. Division remainders go to
 * the proposer, as on the network.
 *
 * Where the devnet differs, it says so: fees follow the EVM the devnet runs (EIP-1559: the base fee is
 * burnt, the tip goes to the block's coinbase, reported under it), and the proposer of a block is drawn
 * by stake, deterministically, once per `reward.proposerupdateinterval` blocks.
 */
import { keccak256, numberToHex, type Address } from 'viem';
import { devnetAddress } from '../accounts';
import { paramsAt, parseRatio, type ParamChange, type ParamSet } from './params';

const PEB = 10n ** 18n;

/** Rewards of blocks nobody stakes in yet (before the address book lists a council) go here. */
export const GENESIS_PROPOSER_REWARD: Address = devnetAddress('genesis-proposer/reward');
/** Hardhat's coinbase: the EVM pays the tips to it. */
export const COINBASE: Address = '0xc014ba5ec014ba5ec014ba5ec014ba5ec014ba5e';

export interface StakingEntry {
  node: Address;
  staking: Address;
  reward: Address;
  /** Balance less what is being withdrawn, in peb. */
  amount: bigint;
}

/** The address book and stakes read at `block`, a staking update block; in effect for the blocks after it. */
export interface StakingSnapshot {
  block: number;
  entries: StakingEntry[];
  kcf: Address | null;
  kff: Address | null;
}

export interface TxBlock {
  number: number;
  timestamp: number;
  txCount: number;
  gasUsed: bigint;
  /** Σ gasUsed × effectiveGasPrice of its transactions. */
  totalFee: bigint;
  /** Base fee × gas used: what the EVM burnt. */
  burntFee: bigint;
}

export interface RewardSpec {
  minted: bigint;
  totalFee: bigint;
  burntFee: bigint;
  proposer: bigint;
  stakers: bigint;
  kif: bigint;
  kef: bigint;
  /** Every recipient, lowercase address → peb (minting shares, and the tips under the coinbase). */
  rewards: Map<string, bigint>;
}

export function emptySpec(): RewardSpec {
  return { minted: 0n, totalFee: 0n, burntFee: 0n, proposer: 0n, stakers: 0n, kif: 0n, kef: 0n, rewards: new Map() };
}

function credit(rewards: Map<string, bigint>, address: string, amount: bigint): void {
  if (amount === 0n) return;
  const key = address.toLowerCase();
  rewards.set(key, (rewards.get(key) ?? 0n) + amount);
}

/** Stakes summed by reward address: the network treats a council's nodes as one staker. */
export function consolidate(snapshot: StakingSnapshot | undefined): { reward: Address; amount: bigint }[] {
  const byReward = new Map<string, { reward: Address; amount: bigint }>();
  for (const entry of snapshot?.entries ?? []) {
    const key = entry.reward.toLowerCase();
    const current = byReward.get(key) ?? { reward: entry.reward, amount: 0n };
    current.amount += entry.amount;
    byReward.set(key, current);
  }
  return [...byReward.values()];
}

/** The reward address of the proposer of proposer window `window`, drawn by stake among those at the minimum. */
export function proposerOf(window: number, stakers: { reward: Address; amount: bigint }[], minimumStake: bigint): Address {
  const candidates = stakers.filter((s) => s.amount >= minimumStake);
  const total = candidates.reduce((sum, s) => sum + s.amount, 0n);
  if (total === 0n) return GENESIS_PROPOSER_REWARD;
  let draw = BigInt(keccak256(numberToHex(window, { size: 32 }))) % total;
  for (const candidate of candidates) {
    if (draw < candidate.amount) return candidate.reward;
    draw -= candidate.amount;
  }
  return candidates.at(-1)!.reward;
}

/** What one block mints and to whom, given the parameters, stakes and proposer in effect for it. */
export function mintingOfBlock(params: ParamSet, snapshot: StakingSnapshot | undefined, proposer: Address): RewardSpec {
  const spec = emptySpec();
  const minted = BigInt(String(params['reward.mintingamount']));
  const [gcRatio = 100, kffRatio = 0, kcfRatio = 0] = parseRatio(params['reward.ratio']!);
  const total = BigInt(gcRatio + kffRatio + kcfRatio);
  let kif = (minted * BigInt(kffRatio)) / total;
  let kef = (minted * BigInt(kcfRatio)) / total;
  // A fund the address book does not name yet has no address: its share stays with the proposer.
  if (!snapshot?.kff) kif = 0n;
  if (!snapshot?.kcf) kef = 0n;
  const gc = minted - kif - kef;
  const [proposerRatio = 100, stakersRatio = 0] = parseRatio(params['reward.kip82ratio']!);
  let proposerPart = (gc * BigInt(proposerRatio)) / BigInt(proposerRatio + stakersRatio);
  const stakersPart = gc - proposerPart;
  const minimumStake = BigInt(String(params['reward.minimumstake'])) * PEB;
  const eligible = consolidate(snapshot).filter((s) => s.amount > minimumStake);
  const weight = eligible.reduce((sum, s) => sum + (s.amount - minimumStake), 0n);
  let paidToStakers = 0n;
  if (weight > 0n) {
    for (const staker of eligible) {
      const share = (stakersPart * (staker.amount - minimumStake)) / weight;
      credit(spec.rewards, staker.reward, share);
      paidToStakers += share;
    }
  }
  proposerPart += stakersPart - paidToStakers;
  credit(spec.rewards, proposer, proposerPart);
  if (snapshot?.kff) credit(spec.rewards, snapshot.kff, kif);
  if (snapshot?.kcf) credit(spec.rewards, snapshot.kcf, kef);
  Object.assign(spec, { minted, proposer: proposerPart, stakers: paidToStakers, kif, kef });
  return spec;
}

export function addSpec(into: RewardSpec, spec: RewardSpec, times = 1n): void {
  into.minted += spec.minted * times;
  into.totalFee += spec.totalFee * times;
  into.burntFee += spec.burntFee * times;
  into.proposer += spec.proposer * times;
  into.stakers += spec.stakers * times;
  into.kif += spec.kif * times;
  into.kef += spec.kef * times;
  for (const [address, amount] of spec.rewards) credit(into.rewards, address, amount * times);
}

/** What the ledger knows of the chain: the blocks with transactions, the parameter changes and the stake snapshots. */
export interface RewardInputs {
  txBlocks: readonly TxBlock[];
  paramChanges: readonly ParamChange[];
  snapshots: readonly StakingSnapshot[];
}

/** The snapshot in effect for block `block`: the last one read before it. */
export function snapshotFor(snapshots: readonly StakingSnapshot[], block: number): StakingSnapshot | undefined {
  let found: StakingSnapshot | undefined;
  for (const snapshot of snapshots) {
    if (snapshot.block < block) found = snapshot;
    else break;
  }
  return found;
}

/** Index of the first element whose number is ≥ n (sorted by number). */
export function lowerBound<T>(list: readonly T[], n: number, numberOf: (item: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (numberOf(list[middle]!) < n) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rewards of blocks lower..upper (inclusive), added up. Blocks alike (same parameters, stakes and
 * proposer) are counted in runs, so a day costs a few dozen steps however many blocks it has.
 * `withFees: false` leaves out the fees, e.g. to know what minting still has to be credited.
 */
export function accumulateRewards(inputs: RewardInputs, lower: number, upper: number, withFees = true): RewardSpec {
  const total = emptySpec();
  let start = Math.max(lower, 1);
  while (start <= upper) {
    const params = paramsAt(inputs.paramChanges, start);
    const proposerInterval = Number(params['reward.proposerupdateinterval']);
    const stakingInterval = Number(params['reward.stakingupdateinterval']);
    const nextWindow = Math.floor((start - 1) / proposerInterval + 1) * proposerInterval + 1;
    const nextSnapshot = Math.floor((start - 1) / stakingInterval + 1) * stakingInterval + 1;
    const nextChange = inputs.paramChanges.find((change) => change.block + 1 > start)?.block;
    const end = Math.min(upper, nextWindow - 1, nextSnapshot - 1, nextChange === undefined ? upper : nextChange);
    const snapshot = snapshotFor(inputs.snapshots, start);
    const minimumStake = BigInt(String(params['reward.minimumstake'])) * PEB;
    const proposer = proposerOf(Math.floor((start - 1) / proposerInterval), consolidate(snapshot), minimumStake);
    addSpec(total, mintingOfBlock(params, snapshot, proposer), BigInt(end - start + 1));
    start = end + 1;
  }
  if (withFees) {
    for (let i = lowerBound(inputs.txBlocks, lower, (b) => b.number); i < inputs.txBlocks.length; i++) {
      const block = inputs.txBlocks[i]!;
      if (block.number > upper) break;
      total.totalFee += block.totalFee;
      total.burntFee += block.burntFee;
      const tips = block.totalFee - block.burntFee;
      total.proposer += tips;
      credit(total.rewards, COINBASE, tips);
    }
  }
  return total;
}

/** KLAY minted in blocks 1..block. */
export function mintedThrough(paramChanges: readonly ParamChange[], block: number): bigint {
  let minted = 0n;
  let start = 1;
  while (start <= block) {
    const params = paramsAt(paramChanges, start);
    const nextChange = paramChanges.find((change) => change.block + 1 > start)?.block;
    const end = Math.min(block, nextChange === undefined ? block : nextChange);
    minted += BigInt(String(params['reward.mintingamount'])) * BigInt(end - start + 1);
    start = end + 1;
  }
  return minted;
}
