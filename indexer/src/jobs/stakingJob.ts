import type { Address } from 'viem';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getChainConfig, putStakingPoints, putStatInfo } from '@portal/core/db/repositories/stats';
import type { ChainConfig, StakingPoint } from '@portal/core/entities/stats';
import { pebToKlay } from '@portal/core/format';
import { shiftDay, singaporeDayRange } from '@portal/core/rules/singaporeDays';
import type { IndexerContext } from '../context';
import { dayOf } from '../project/stats/chainActivity';
import { projectStakingDay, type RewardStretch } from '../project/stats/staking';
import { createNetworkSource, type GovernanceParams, type NetworkSource } from '../read/networkSource';
import { type BlockWindow, closeBlockWindow, isBlockWindow, openNewBlocks } from './blockWindow';
import { type JobResult, skipped } from './jobResult';

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

/**
 * The Staking tab: for every closed Singapore day, each council's stake, rewards and APY, and all
 * councils' together, from the network's accounting (kaia_getStakingInfo for the stakes,
 * governance_getRewardsAccumulated for what was paid: one call per staking period the day touches);
 * and the Governance Policy (governance_getParams) at the head.
 */
export async function runStakingJob(ctx: IndexerContext, source: NetworkSource = createNetworkSource(ctx.client)): Promise<JobResult> {
  const window = await openNewBlocks(ctx, STAKING_JOB);
  if (!isBlockWindow(window)) return window;
  const { db, client } = ctx;
  // The policy is read at the head; a pass at the same head as the last one (nothing new on chain)
  // has nothing to read or write there.
  const written = window.replaced ? null : await getChainConfig(db);
  const sameHead = written?.block_number === Number(window.target);
  const { startDay, lastClosed } = await closedDays(window, source);
  if (sameHead && startDay > lastClosed) return skipped(STAKING_JOB, 'no day closed since the last run');
  const params = await source.params(window.target);
  if (!sameHead) await putStatInfo(db, params, projectChainConfig(params, window.target));

  const stakingInterval = BigInt(number(params, 'reward.stakingupdateinterval') || 86_400);
  const minimumStake = BigInt(text(params, 'reward.minimumstake', '0'));
  if (startDay > lastClosed) return skipped(STAKING_JOB, 'no day closed since the last run');

  const councilByStaking = new Map<string, number | undefined>();
  const councils = await getCouncilList(db);
  const listed = new Map(councils.flatMap((c) => c.contracts.filter((k) => k.type === 'staking').map((k) => [k.address.toLowerCase(), c.id] as const)));
  const resolveCouncils = async (addresses: readonly Address[]) => {
    for (const address of addresses) {
      const key = address.toLowerCase();
      if (councilByStaking.has(key)) continue;
      // A V1 has no gcId(): the council list (where the network job placed it) names its council.
      const councilId = await client.readContract({ address, abi: cnStakingAbi, functionName: 'gcId' }).then(Number, () => listed.get(key));
      if (councilId === undefined) ctx.log(`${STAKING_JOB}: staking contract ${address} left out: no council names it`);
      councilByStaking.set(key, councilId);
    }
  };

  const points: { councilId: number; point: StakingPoint }[] = [];
  let day = startDay;
  let lastBlock = window.from - 1n;
  for (let n = 0; n < DAYS_PER_PASS && day <= lastClosed; n++, day = shiftDay(day, -1)) {
    const { from, to } = singaporeDayRange(day);
    const first = (await source.blockAtTime(Date.parse(from) / 1000 - 1, window.target)) + 1n;
    const last = await source.blockAtTime(Date.parse(to) / 1000 - 1, window.target);
    if (last < first || last < 1n) continue;
    const lower = first > 1n ? first : 1n;
    const stretches: RewardStretch[] = [];
    for (let a = lower; a <= last; ) {
      // A stretch ends where the next staking period starts (its first block is a multiple + 1).
      const periodEnd = ((a - 1n) / stakingInterval + 1n) * stakingInterval;
      const b = periodEnd < last ? periodEnd : last;
      const [info, rewards] = await Promise.all([source.stakingInfo(a), source.rewardsAccumulated(a, b)]);
      await resolveCouncils(info.councilStakingAddrs);
      stretches.push({ info, rewards });
      a = b + 1n;
    }
    const end = await source.stakingInfo(last);
    await resolveCouncils(end.councilStakingAddrs);
    points.push(...projectStakingDay(day, stretches, end, minimumStake, (address) => councilByStaking.get(address.toLowerCase())));
    lastBlock = last;
  }
  await putStakingPoints(db, points);
  const processed = shiftDay(day, 1);
  ctx.log(`${STAKING_JOB}: days ${startDay}..${processed}: ${points.length} points`);
  if (lastBlock < window.from) return skipped(STAKING_JOB, 'no block in the days read');
  return closeBlockWindow(ctx, window, lastBlock, { day: processed });
}
