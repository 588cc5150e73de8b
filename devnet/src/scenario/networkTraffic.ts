/**
 * Everyday use of the network, so the statistics pages have a shape: users join over the months,
 * call the projects' contracts (each with its popularity and its gas appetite), pay them and pay
 * each other, more on weekdays and more as time goes on; the community fund pays a few bills
 * without a category. Deterministic (seeded), and cheap to play: each batch of transactions is
 * mined in one block (automine off, then evm_mine), at the network's lowest base fee.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { projectAddress, projectPlans, trafficDeployerKeyLabel } from '../../scenario/projects';
import { demoServiceAbi, treasuryFundAbi } from '../abis';
import { devnetPrivateKey, klay } from '../accounts';
import type { ScenarioChain } from '../chain';
import { DEVNET_CHAIN_ID } from '../chainConfig';
import type { CompiledContracts } from '../compile';
import type { DevnetContracts } from '../deploy';
import { SCENARIO_END_DAY } from './agendaPlan';
import { DAY, GENESIS_TIMESTAMP, dayBlock } from './timeline';

/** What the traffic needs of the scenario (a structural slice of play.ts's context). */
interface TrafficContext {
  chain: ScenarioChain;
  compiled: CompiledContracts;
  contracts: DevnetContracts;
  deployer: PrivateKeyAccount;
}

interface TrafficStep {
  block: bigint;
  label: string;
  run(context: TrafficContext): Promise<void>;
}

export const TRAFFIC_USERS = 64;
/** Kaia's lowest base fee (kip71.lowerboundbasefee): every traffic block is mined at it. */
const BASE_FEE = 25_000_000_000n;
const MAX_FEE = 100_000_000_000n;
/** Hours of the day (UTC) the batches are mined at, offset by a few seconds to keep clear of the scenario's steps. */
const BATCH_HOURS = [1, 6, 11, 17];
const BATCH_OFFSET_SECONDS = 1_237;

export function trafficUserKey(index: number): Hex {
  return devnetPrivateKey(`traffic/user-${index}`);
}

/** The day user `index` gets its first KLAY: users keep arriving through the scenario. */
export function userJoinDay(index: number): number {
  return Math.floor((index * (SCENARIO_END_DAY - 8)) / TRAFFIC_USERS);
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Transactions on day `day`: growing over time, quieter at weekends (the genesis date is a Tuesday). */
export function transactionsOnDay(day: number): number {
  const weekday = (day + 2) % 7;
  const weekend = weekday === 0 || weekday === 6;
  return Math.round((16 + day * 0.5) * (weekend ? 0.6 : 1));
}

/** Who sends: a traffic user, the projects' deployer (it funds newcomers) or the funds' owner. */
type Sender = number | 'projects' | 'fundOwner';
/** Now and then the community fund pays a bill whose memo names no spending category. */
export function trafficFundPayments(): { day: number; user: number; klay: number; memo: string }[] {
  return [11, 34, 57].map((day) => ({ day, user: day % TRAFFIC_USERS, klay: 25_000 + day * 1_000, memo: `Community event support, day ${day}` }));
}

export type PlannedTransaction = { from: Sender; to: Address; value: bigint; data?: Hex; gas: bigint };

export function networkTrafficSteps(): TrafficStep[] {
  const steps: TrafficStep[] = [
    { block: dayBlock(0.02), label: 'traffic: fund the projects deployer and deploy the projects', run: deployProjects },
  ];
  for (let day = 0; day < SCENARIO_END_DAY; day++) {
    BATCH_HOURS.forEach((hour, batch) => {
      const block = dayBlock(day) + BigInt(hour * 3600 + BATCH_OFFSET_SECONDS);
      steps.push({ block, label: `traffic: day ${day} batch ${batch}`, run: (context) => playBatch(context, day, batch) });
    });
  }
  return steps;
}

const deployerKey = devnetPrivateKey(trafficDeployerKeyLabel);

async function deployProjects({ chain, compiled, deployer }: TrafficContext): Promise<void> {
  const trafficDeployer = chain.account(deployerKey);
  await chain.transfer(deployer, trafficDeployer.address, klay(2_000_000));
  for (const plan of projectPlans) await chain.deploy(trafficDeployer, compiled.DemoService!, [plan.service]);
}

/** What batch `batch` of day `day` sends: newcomers' funding first, then the users' traffic. */
export function plannedBatch(day: number, batch: number, projects: readonly Address[], kcf: Address): PlannedTransaction[] {
  const planned: PlannedTransaction[] = [];
  const next = random(day * 31 + batch * 7 + 1);
  if (batch === 0) {
    for (let user = 0; user < TRAFFIC_USERS; user++) {
      if (userJoinDay(user) !== day) continue;
      planned.push({ from: 'projects', to: account(user).address, value: klay(500 + (user % 7) * 250), gas: 21_000n });
    }
    for (const payment of trafficFundPayments().filter((p) => p.day === day)) {
      const data = encodeFunctionData({
        abi: treasuryFundAbi,
        functionName: 'disburse',
        args: [account(payment.user).address, klay(payment.klay), payment.memo],
      });
      planned.push({ from: 'fundOwner', to: kcf, value: 0n, data, gas: 200_000n });
    }
  }
  const joined = Array.from({ length: TRAFFIC_USERS }, (_, user) => user).filter((user) => userJoinDay(user) < day || (userJoinDay(user) === day && batch > 0));
  const live = projectPlans.map((plan, index) => ({ plan, index })).filter(({ plan }) => plan.launchDay <= day);
  if (joined.length === 0 || live.length === 0) return planned;
  const total = transactionsOnDay(day);
  const count = Math.floor(total / BATCH_HOURS.length) + (batch < total % BATCH_HOURS.length ? 1 : 0);
  const weightSum = live.reduce((sum, { plan }) => sum + plan.weight, 0);
  for (let i = 0; i < count; i++) {
    const user = joined[Math.floor(next() * joined.length)]!;
    const roll = next();
    if (roll < 0.12) {
      const other = joined[Math.floor(next() * joined.length)]!;
      planned.push({ from: user, to: account(other).address, value: klay(1 + Math.floor(next() * 20)), gas: 21_000n });
      continue;
    }
    let pick = next() * weightSum;
    const { plan, index } = live.find((candidate) => (pick -= candidate.plan.weight) < 0) ?? live.at(-1)!;
    if (roll < 0.22) {
      planned.push({ from: user, to: projects[index]!, value: klay(1 + Math.floor(next() * 5)), gas: 60_000n });
    } else {
      const work = BigInt(Math.max(1, plan.work + Math.floor(next() * 3) - 1));
      const data = encodeFunctionData({ abi: demoServiceAbi, functionName: 'use', args: [work] });
      planned.push({ from: user, to: projects[index]!, value: 0n, data, gas: 60_000n + work * 30_000n });
    }
  }
  return planned;
}

const accounts = new Map<number, PrivateKeyAccount>();
function account(user: number): PrivateKeyAccount {
  let found = accounts.get(user);
  if (!found) {
    found = privateKeyToAccount(trafficUserKey(user));
    accounts.set(user, found);
  }
  return found;
}

async function playBatch(context: TrafficContext, day: number, batch: number): Promise<void> {
  const { chain, contracts } = context;
  const projects = projectPlans.map((_, index) => projectAddress(index));
  const planned = plannedBatch(day, batch, projects, contracts.kcf);
  if (planned.length === 0) return;
  const head = await chain.blockNumber();
  const block = head + 1n;
  // Traffic accounts send nothing else, so their nonces are counted here (per chain) rather than asked for.
  let nonces = trafficNonces.get(chain);
  if (!nonces) trafficNonces.set(chain, (nonces = new Map()));
  const signed: Hex[] = [];
  for (const tx of planned) {
    const from = tx.from === 'fundOwner' ? context.deployer : tx.from === 'projects' ? chain.account(deployerKey) : account(tx.from);
    const counted = tx.from !== 'fundOwner';
    const nonce = (counted ? nonces.get(from.address) : undefined) ?? (await chain.client.getTransactionCount({ address: from.address, blockTag: 'pending' }));
    if (counted) nonces.set(from.address, nonce + 1);
    signed.push(
      await from.signTransaction({
        chainId: DEVNET_CHAIN_ID,
        type: 'eip1559',
        nonce,
        to: tx.to,
        value: tx.value,
        data: tx.data,
        gas: tx.gas,
        maxFeePerGas: MAX_FEE,
        maxPriorityFeePerGas: 0n,
      }),
    );
  }
  const { provider } = chain;
  await provider.request({ method: 'evm_setAutomine', params: [false] });
  for (const raw of signed) await provider.request({ method: 'eth_sendRawTransaction', params: [raw] });
  await provider.request({ method: 'hardhat_setNextBlockBaseFeePerGas', params: [`0x${BASE_FEE.toString(16)}`] });
  await provider.request({ method: 'evm_setNextBlockTimestamp', params: [GENESIS_TIMESTAMP + Number(block)] });
  await provider.request({ method: 'evm_mine', params: [] });
  await provider.request({ method: 'evm_setAutomine', params: [true] });
  // The chain moved without ScenarioChain: it reads its head (and its accounts' nonces) again.
  chain.resync();
  const mined = Number(await provider.request({ method: 'eth_getBlockTransactionCountByNumber', params: [`0x${block.toString(16)}`] }));
  if (mined !== signed.length) throw new Error(`traffic day ${day} batch ${batch}: ${mined} of ${signed.length} transactions were mined`);
  if (block / BigInt(DAY) !== BigInt(day)) throw new Error(`traffic day ${day} batch ${batch} was mined on another day (block ${block})`);
}

const trafficNonces = new WeakMap<ScenarioChain, Map<string, number>>();

