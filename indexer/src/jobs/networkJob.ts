import type { Address } from 'viem';
import { getCouncilList, listCouncilRecords, putCouncilList } from '@portal/core/db/repositories/councils';
import type { Db } from '@portal/core/db/client';
import { getNetworkStats, putNetworkStats } from '@portal/core/db/repositories/networkStats';
import { listStakingPoints } from '@portal/core/db/repositories/stats';
import type { IndexerContext } from '../context';
import { projectCouncilList, type ListedProfile } from '@portal/core/views/councilList';
import type { Council } from '@portal/core/entities/council';
import { projectNetworkStats } from '../project/networkStats';
import { readAddressBook, readMinStake } from '../read/councilStakes';
import { fetchUsdPrice } from '../read/price';
import { readTotalSupply } from '../read/totalSupply';
import { closeBlockWindow, isBlockWindow, openBlockWindow } from './blockWindow';
import { type JobResult, skipped } from './jobResult';

export const NETWORK_JOB = 'network';

/**
 * Home's network figures and the public council list at the confirmed head. The figures are read
 * at one block, so rerunning a block after a crash writes the same items again.
 */
export async function runNetworkJob(ctx: IndexerContext): Promise<JobResult> {
  const { db, client, config } = ctx;
  if (!config.ADDRESS_BOOK_ADDRESS) return skipped(NETWORK_JOB, 'no address book configured');

  const window = await openBlockWindow(ctx, NETWORK_JOB);
  if (!isBlockWindow(window)) return window;
  if (window.upToDate) {
    // No new block, but the staking statistics may have a newer day since the list was written.
    await refreshCouncilApy(db);
    return skipped(NETWORK_JOB, 'up to date');
  }

  const { target } = window;
  const supply = await readTotalSupply(client, target);
  // Records, not bare profiles: an entered node address joins the chain's nodes (withEnteredNode).
  const profiles = (await listCouncilRecords(db)).map(({ record }) => record);
  const addressBook = {
    ...(await readAddressBook(client, config.ADDRESS_BOOK_ADDRESS as Address, target, {
      log: (line) => ctx.log(`${NETWORK_JOB}: ${line}`),
      knownCouncil: knownCouncils(await getCouncilList(db), profiles),
    })),
    minStake: config.VOTING_ADDRESS ? await readMinStake(client, config.VOTING_ADDRESS as Address, target) : null,
  };
  const [kcfBalance, kffBalance] = await Promise.all([
    client.getBalance({ address: addressBook.kcf, blockNumber: target }),
    client.getBalance({ address: addressBook.kff, blockNumber: target }),
  ]);
  const priceUsd = await fetchUsdPrice(config.PRICE_URL, config.PRICE_COIN_ID).catch(async (error: unknown) => {
    // A price source outage must not stop the chain figures: keep the last known price.
    ctx.log(`network: price source failed (${(error as Error).message}); keeping the last price`);
    return (await getNetworkStats(db))?.price_usd ?? '0';
  });

  const now = ctx.now();
  const stats = projectNetworkStats({
    addressBook,
    totalSupplyWei: supply.totalSupply,
    uncirculatedWei: kcfBalance + kffBalance,
    priceUsd,
    blockNumber: target,
    now,
  });
  const councils = projectCouncilList(profiles, addressBook, now, await latestApy(db, profiles.map((p) => p.id)));
  await putNetworkStats(db, stats);
  await putCouncilList(db, councils);
  return closeBlockWindow(ctx, window, target);
}

/**
 * The council the portal already places a staking contract or node in (the list as last written, an
 * operator's entered node address): a V1 names no council itself.
 */
function knownCouncils(listed: readonly Council[], profiles: readonly ListedProfile[]) {
  const byAddress = new Map<string, number>();
  for (const council of listed) {
    for (const contract of council.contracts) {
      if (contract.type === 'staking' || contract.type === 'node') byAddress.set(contract.address.toLowerCase(), council.id);
    }
  }
  for (const profile of profiles) if (profile.address) byAddress.set(profile.address.toLowerCase(), profile.id);
  return (staking: Address, nodeId: Address) => byAddress.get(staking.toLowerCase()) ?? byAddress.get(nodeId.toLowerCase());
}

/** Each council's APY on its latest staking day (the staking job's points), for those that have one. */
async function latestApy(db: Db, councilIds: readonly number[]): Promise<Map<number, string>> {
  const latest = await Promise.all(councilIds.map(async (id) => [id, (await listStakingPoints(db, id, 1))[0]?.apy] as const));
  return new Map(latest.flatMap(([id, apy]) => (apy === undefined ? [] : [[id, apy] as const])));
}

/** Rewrites the council list only where a council's APY moved (the staking job runs after this one). */
async function refreshCouncilApy(db: Db): Promise<void> {
  const councils = await getCouncilList(db);
  if (councils.length === 0) return;
  const apyOf = await latestApy(db, councils.map((c) => c.id));
  let changed = false;
  const updated = councils.map((council) => {
    const apy = apyOf.get(council.id);
    const current = council.staking.at(-1);
    if (apy === undefined || !current || current.apy === apy) return council;
    changed = true;
    return { ...council, staking: [...council.staking.slice(0, -1), { ...current, apy }] };
  });
  if (changed) await putCouncilList(db, updated);
}
