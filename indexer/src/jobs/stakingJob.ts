import type { Address } from 'viem';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { PROJECTION_VERSION } from '@portal/core/db/projectionVersions';
import { getChainConfig, getStakingPoints, listStakingDayVersions, putStakingPoints, putStatInfo } from '@portal/core/db/repositories/stats';
import type { ChainConfig, StakingPoint } from '@portal/core/entities/stats';
import { pebToKlay } from '@portal/core/format';
import { shiftDay, singaporeDayRange } from '@portal/core/rules/singaporeDays';
import type { IndexerContext } from '../context';
import { dayOf } from '../project/stats/chainActivity';
import { projectStakingDay, type RewardStretch } from '../project/stats/staking';
import { createNetworkSource, type GovernanceParams, type NetworkSource } from '../read/networkSource';
import { type BlockWindow, closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';
import { type PeriodProjection, type PeriodReprojectResult, reprojectPeriods } from './reprojectPeriods';
import { sameContent } from './sameContent';

export const STAKING_JOB = 'staking';
const DAYS_PER_PASS = 60;

const text = (params: GovernanceParams, key: string, fallback = '') => String(params[key] ?? fallback);
const number = (params: GovernanceParams, key: string) => Number(params[key] ?? 0);

/** The chain config of spec §3 from the governance parameters (minting amount in KLAY a block). */
export function projectChainConfig(params: GovernanceParams, block: bigint): ChainConfig {
  return {
    governance_mode: text(params, 'governance.governancemode'),
    governing_node: text(params, 'governance.governingnode'),
    committee_size: number(params, 'istanbul.committeesize'),
    deferred_tx_fee: params['reward.deferredtxfee'] === true,
    minimum_stake: text(params, 'reward.minimumstake', '0'),
    minting_amount: pebToKlay(BigInt(text(params, 'reward.mintingamount', '0'))),
    proposer_update_interval: number(params, 'reward.proposerupdateinterval'),
    ratio: text(params, 'reward.ratio'),
    kip82_ratio: text(params, 'reward.kip82ratio'),
    staking_update_interval: number(params, 'reward.stakingupdateinterval'),
    use_gini_coefficient: params['reward.useginicoeff'] === true,
    block_number: Number(block),
  };
}

/** The first Singapore day this pass would read, and the last one closed at the head. */
async function closedDays(window: BlockWindow, source: NetworkSource): Promise<{ startDay: string; lastClosed: string }> {
  const lastClosed = shiftDay(dayOf(await source.blockTime(window.target)), 1);
  const startDay = window.previous && !window.replaced ? shiftDay(window.previous.totals.day ?? dayOf(await source.blockTime(window.from)), -1) : dayOf(await source.blockTime(window.from));
  return { startDay, lastClosed };
}

/** Finds each staking contract's council once: its gcId(), or, for a V1 (none), the council list's entry. */
async function councilResolver(ctx: IndexerContext) {
  const councilByStaking = new Map<string, number | undefined>();
  const councils = await getCouncilList(ctx.db);
  const listed = new Map(councils.flatMap((c) => c.contracts.filter((k) => k.type === 'staking').map((k) => [k.address.toLowerCase(), c.id] as const)));
  const resolve = async (addresses: readonly Address[]) => {
    for (const address of addresses) {
      const key = address.toLowerCase();
      if (councilByStaking.has(key)) continue;
      // A V1 has no gcId(): the council list (where the network job placed it) names its council.
      const councilId = await ctx.client.readContract({ address, abi: cnStakingAbi, functionName: 'gcId' }).then(Number, () => listed.get(key));
      if (councilId === undefined) ctx.log(`${STAKING_JOB}: staking contract ${address} left out: no council names it`);
      councilByStaking.set(key, councilId);
    }
  };
  return { resolve, councilOf: (address: string) => councilByStaking.get(address.toLowerCase()), councilIds: councils.map((c) => c.id) };
}

type StakingRules = { minimumStake: bigint; stakingInterval: bigint };

/** One closed Singapore day's points, read up to `target`; null when the day has no block there. */
async function deriveStakingDay(source: NetworkSource, day: string, target: bigint, rules: StakingRules, councils: Awaited<ReturnType<typeof councilResolver>>) {
  const { from, to } = singaporeDayRange(day);
  const first = (await source.blockAtTime(Date.parse(from) / 1000 - 1, target)) + 1n;
  const last = await source.blockAtTime(Date.parse(to) / 1000 - 1, target);
  if (last < first || last < 1n) return null;
  const lower = first > 1n ? first : 1n;
  const stretches: RewardStretch[] = [];
  for (let a = lower; a <= last; ) {
    // A stretch ends where the next staking period starts (its first block is a multiple + 1).
    const periodEnd = ((a - 1n) / rules.stakingInterval + 1n) * rules.stakingInterval;
    const b = periodEnd < last ? periodEnd : last;
    const [info, rewards] = await Promise.all([source.stakingInfo(a), source.rewardsAccumulated(a, b)]);
    await councils.resolve(info.councilStakingAddrs);
    stretches.push({ info, rewards });
    a = b + 1n;
  }
  const end = await source.stakingInfo(last);
  await councils.resolve(end.councilStakingAddrs);
  return { points: projectStakingDay(day, stretches, end, rules.minimumStake, councils.councilOf), last };
}

/**
 * The staking points, derived again per day up to `through`, with the minimum stake and staking
 * interval of the chain config the job stored (those its passes derived with). Points are written
 * in place; a council's point the new derivation no longer has stays as it was.
 */
export function stakingDayProjection(ctx: IndexerContext, source: NetworkSource, through: bigint): PeriodProjection {
  let councils: Awaited<ReturnType<typeof councilResolver>> | undefined;
  const load = async () => (councils ??= await councilResolver(ctx));
  return {
    kind: 'stakingPoint',
    noun: 'staking days',
    versions: async () => listStakingDayVersions(ctx.db, (await load()).councilIds),
    async derive(days) {
      const config = await getChainConfig(ctx.db);
      if (!config) throw new Error('no chain config stored: the staking job writes it on its first pass');
      const rules = { minimumStake: BigInt(config.minimum_stake), stakingInterval: BigInt(config.staking_update_interval || 86_400) };
      const resolver = await load();
      const derived = [];
      for (const day of days) derived.push(...((await deriveStakingDay(source, day, through, rules, resolver))?.points ?? []));
      const stored = await getStakingPoints(ctx.db, [...new Set([-1, ...derived.map((p) => p.councilId)])], days);
      const changed = derived.filter(({ councilId, point }) => {
        const was = stored.get(`${councilId}|${point.date}`);
        return !was || was.pv !== PROJECTION_VERSION.stakingPoint || !sameContent(was.point, point);
      });
      await putStakingPoints(ctx.db, changed);
      return changed.length;
    },
  };
}

/** The operator's command: the staking days `from` to `to` derived again whatever their version, up to the block the job has indexed. */
export async function reprojectStakingRange(ctx: IndexerContext, range: { from: string; to: string }, source: NetworkSource = createNetworkSource(ctx.client)): Promise<PeriodReprojectResult> {
  const checkpoint = await getCheckpoint(ctx.db, STAKING_JOB);
  if (!checkpoint) throw new Error('nothing is indexed yet: the staking job derives every day on its first pass');
  return reprojectPeriods(ctx, stakingDayProjection(ctx, source, BigInt(checkpoint.block_number)), BigInt(checkpoint.block_number), { range });
}

/**
 * The Staking tab: for every closed Singapore day, each council's stake, rewards and APY, and all
 * councils' together, from the network's accounting (kaia_getStakingInfo for the stakes,
 * governance_getRewardsAccumulated for what was paid: one call per staking period the day touches);
 * and the Governance Policy (governance_getParams) at the head. Days an older projection version
 * wrote are derived again first.
 */
export async function runStakingJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const window = await openBlockWindow(ctx, STAKING_JOB);
  if (!isBlockWindow(window)) return window;
  if (window.previous && !window.replaced) {
    const through = BigInt(window.previous.block_number);
    await reprojectPeriods(ctx, stakingDayProjection(ctx, source, through), through);
  }
  if (window.upToDate) return skipped(STAKING_JOB, 'up to date');
  const { db } = ctx;
  // The policy is read at the head; a pass at the same head as the last one (nothing new on chain)
  // has nothing to read or write there.
  const written = window.replaced ? null : await getChainConfig(db);
  const sameHead = written?.block_number === Number(window.target);
  const { startDay, lastClosed } = await closedDays(window, source);
  if (sameHead && startDay > lastClosed) return skipped(STAKING_JOB, 'no day closed since the last run');
  const params = await source.params(window.target);
  if (!sameHead) await putStatInfo(db, params, projectChainConfig(params, window.target));

  const rules = { stakingInterval: BigInt(number(params, 'reward.stakingupdateinterval') || 86_400), minimumStake: BigInt(text(params, 'reward.minimumstake', '0')) };
  if (startDay > lastClosed) return skipped(STAKING_JOB, 'no day closed since the last run');

  const councils = await councilResolver(ctx);
  const points: { councilId: number; point: StakingPoint }[] = [];
  let day = startDay;
  let lastBlock = window.from - 1n;
  for (let n = 0; n < DAYS_PER_PASS && day <= lastClosed; n++, day = shiftDay(day, -1)) {
    const derived = await deriveStakingDay(source, day, window.target, rules, councils);
    if (!derived) continue;
    points.push(...derived.points);
    lastBlock = derived.last;
  }
  await putStakingPoints(db, points);
  const processed = shiftDay(day, 1);
  ctx.log(`${STAKING_JOB}: days ${startDay}..${processed}: ${points.length} points`);
  if (lastBlock < window.from) return skipped(STAKING_JOB, 'no block in the days read');
  return closeBlockWindow(ctx, window, lastBlock, { day: processed });
}
