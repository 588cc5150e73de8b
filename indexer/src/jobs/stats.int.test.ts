import { type Address, createPublicClient, custom, type EIP1193RequestFn, parseAbiItem, type PublicClient } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getContractRanking } from '@portal/core/db/repositories/contractRankings';
import { getSupplySeries, listAccountMonths, listLatestChainDays, listStakingPoints } from '@portal/core/db/repositories/stats';
import { listTreasuryMonths, listTreasuryTransactions } from '@portal/core/db/repositories/treasury';
import { trafficDeployerKeyLabel, trafficProjects } from '@portal/devnet/scenario/projects';
import { cnStakingV2Abi } from '@portal/devnet/src/abis';
import { devnetPrivateKey, holderKey, liquidityProviderKey, stakingAdminKey } from '@portal/devnet/src/accounts';
import { councilPlans, publicDelegations, versionOf } from '@portal/devnet/src/scenario/councilPlan';
import { genesisAccounts } from '@portal/devnet/src/chainConfig';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { TRAFFIC_USERS, trafficUserKey } from '@portal/devnet/src/scenario/networkTraffic';
import { singaporeDayRange } from '@portal/core/rules/singaporeDays';
import { klayToPeb } from '@portal/core/format';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { createNetworkSource, SCAN_BLOCKS_PER_PASS } from '../read/networkSource';
import { runChainActivityJob } from './chainActivityJob';
import { runStakingJob } from './stakingJob';
import { runSupplyJob } from './supplyJob';
import { runTreasuryJob } from './treasuryJob';

/**
 * The statistics jobs against the devnet's scenario (two and a half months of traffic), checked
 * against what the chain holds, read here directly: blocks, receipts, nonces, balances, logs.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
let db: Db;
let head: bigint;

const senders: Address[] = [
  ...genesisAccounts.map((a) => privateKeyToAddress(a.privateKey)),
  ...Array.from({ length: TRAFFIC_USERS }, (_, i) => privateKeyToAddress(trafficUserKey(i))),
  privateKeyToAddress(devnetPrivateKey(trafficDeployerKeyLabel)),
  // Today's network: the V1/V3 staking admins, the public-delegation holders and the CL pools' provider.
  ...councilPlans.filter((plan) => plan.staking.some((s) => versionOf(s) !== 2)).map((plan) => privateKeyToAddress(stakingAdminKey(plan.councilId))),
  ...[...new Set(publicDelegations.map((d) => d.holder))].map((holder) => privateKeyToAddress(holderKey(holder))),
  privateKeyToAddress(liquidityProviderKey),
];

function context(): IndexerContext {
  const { contracts, startBlock, chainId } = devnet.deployment;
  return {
    db,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: contracts.addressBook,
      KCF_ADDRESS: contracts.kcf,
      KFF_ADDRESS: contracts.kff,
      START_BLOCK: String(startBlock),
      CHAIN_ID: String(chainId),
      CONFIRMATIONS: '0',
    }),
    now: () => new Date(),
    log: () => {},
  };
}

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  head = await client.getBlockNumber();
  db = await freshTestDb();
  const ctx = context();
  for (const run of [runSupplyJob, runChainActivityJob, runStakingJob, runTreasuryJob]) {
    // Passes until each is caught up (the chain-activity job reads 2,000 blocks with transactions a pass).
    for (let pass = 0; pass < 10; pass++) if ((await run(ctx)).skipped) break;
  }
}, 300_000);

/** The blocks of a Singapore day, found by time (one block a second on the devnet, checked below). */
async function dayBlocks(day: string): Promise<[bigint, bigint]> {
  const source = createNetworkSource(client);
  const { from, to } = singaporeDayRange(day);
  const first = (await source.blockAtTime(Date.parse(from) / 1000 - 1, head)) + 1n;
  const last = await source.blockAtTime(Date.parse(to) / 1000 - 1, head);
  return [first, last];
}

async function nonceCount(from: bigint, to: bigint): Promise<number> {
  let count = 0;
  for (const address of senders) {
    const [before, after] = await Promise.all([
      client.getTransactionCount({ address, blockNumber: from - 1n }),
      client.getTransactionCount({ address, blockNumber: to }),
    ]);
    count += after - before;
  }
  return count;
}

describe('daily transactions', () => {
  it('counts each day\'s transactions and fees as the chain holds them', async () => {
    const days = await listLatestChainDays(db, 365);
    expect(days.length).toBeGreaterThan(70);
    for (const day of [days[1]!, days[20]!, days[50]!]) {
      const [first, last] = await dayBlocks(day.date);
      expect(day.tx_count).toBe(await nonceCount(first, last));
      // Count and fees: every transaction in the day's blocks, each fee read from its own receipt.
      let fees = 0n;
      let inBlocks = 0;
      const listed = (await client.request({
        method: 'portal_getBlocksWithTransactions' as 'eth_chainId',
        params: [`0x${first.toString(16)}`, `0x${last.toString(16)}`] as never,
      })) as unknown as { number: string }[];
      for (const entry of listed) {
        const block = await client.getBlock({ blockNumber: BigInt(entry.number) });
        expect(block.number).toBeGreaterThanOrEqual(first);
        expect(block.number).toBeLessThanOrEqual(last);
        inBlocks += block.transactions.length;
        for (const hash of block.transactions) {
          const receipt = await client.getTransactionReceipt({ hash });
          fees += receipt.gasUsed * receipt.effectiveGasPrice;
        }
      }
      expect(day.tx_count).toBe(inBlocks);
      expect(klayToPeb(day.tx_fee)).toBe(fees);
      // The blocks just outside the day are not counted in it (its edges are the day's edges).
      const [before, after] = await Promise.all([client.getBlock({ blockNumber: first - 1n }), client.getBlock({ blockNumber: last + 1n })]);
      expect(Number(before.timestamp)).toBeLessThan(Date.parse(singaporeDayRange(day.date).from) / 1000);
      expect(Number(after.timestamp)).toBeGreaterThanOrEqual(Date.parse(singaporeDayRange(day.date).to) / 1000);
    }
  });
});

describe('accounts', () => {
  it('counts active senders per month and every account that ever appeared', async () => {
    const months = await listAccountMonths(db);
    expect(months.map((m) => m.date)).toEqual(['2026-09', '2026-10', '2026-11']);
    const october = months[1]!;
    const [from, to] = [BigInt(Date.parse('2026-10-01T00:00:00Z') / 1000 - 1_788_220_800), BigInt(Date.parse('2026-11-01T00:00:00Z') / 1000 - 1_788_220_800 - 1)];
    const active = [];
    for (const address of senders) {
      const [before, after] = await Promise.all([client.getTransactionCount({ address, blockNumber: from - 1n }), client.getTransactionCount({ address, blockNumber: to })]);
      if (after > before) active.push(address.toLowerCase());
    }
    expect(october.active_eoa).toEqual(active.sort());
    const projects = trafficProjects().map((p) => p.address.toLowerCase());
    expect(october.active_sca.filter((a) => projects.includes(a)).length).toBeGreaterThanOrEqual(8);
    const totalSca = months.reduce((sum, m) => sum + m.new_sca, 0);
    expect(totalSca).toBeGreaterThanOrEqual(12 + 6);
  });
});

describe('contract ranking', () => {
  it('ranks the projects by the transactions sent to them over 30 days', async () => {
    const ranking = (await getContractRanking(db, 'txcount', 30, false))!;
    expect(ranking.items.length).toBeGreaterThan(5);
    const counts = ranking.items.map((item) => item.tx_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // The leader's count, from the chain: transactions sent to it in the window's blocks.
    const leader = ranking.items[0]!;
    const [first] = await dayBlocks(new Date(Date.parse(`${ranking.through}T00:00:00+08:00`) - 29 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10));
    const listed = (await client.request({
      method: 'portal_getBlocksWithTransactions' as 'eth_chainId',
      params: [`0x${first.toString(16)}`, `0x${head.toString(16)}`] as never,
    })) as unknown as { number: string }[];
    let sent = 0;
    for (const entry of listed) {
      const block = await client.getBlock({ blockNumber: BigInt(entry.number), includeTransactions: true });
      sent += block.transactions.filter((tx) => tx.to?.toLowerCase() === leader.address.toLowerCase()).length;
    }
    expect(leader.tx_count).toBe(sent);
    expect(leader.rank).toBe(1);
    const gcOnly = (await getContractRanking(db, 'txfee', 30, true))!;
    expect(gcOnly.items.every((item) => item.council_id >= 0 || item.council_id === -1)).toBe(true);
  });
});

describe('staking', () => {
  it('reports each council\'s stake as its staking contracts\' balances less unstaking', async () => {
    const points = await listStakingPoints(db, 4, 400);
    expect(points.length).toBeGreaterThan(60);
    const latest = points[0]!;
    const [, last] = await dayBlocks(latest.date);
    const info = await createNetworkSource(client).stakingInfo(last);
    let staked = 0n;
    let everyone = 0n;
    for (const address of info.councilStakingAddrs) {
      const blockNumber = BigInt(info.blockNum);
      const balance = await client.getBalance({ address, blockNumber });
      // A first-version contract has neither gcId() nor unstaking(): only the council list (the network
      // job's, which this file does not run) places it, so the staking job logs it and leaves it out.
      if ((await client.readContract({ address, abi: cnStakingV2Abi, functionName: 'VERSION', blockNumber })) < 2n) continue;
      const councilId = await client.readContract({ address, abi: cnStakingV2Abi, functionName: 'gcId', blockNumber });
      const unstaking = await client.readContract({ address, abi: cnStakingV2Abi, functionName: 'unstaking', blockNumber });
      everyone += balance - unstaking;
      if (councilId === 4n) staked += balance - unstaking;
    }
    expect(staked).toBeGreaterThan(0n);
    expect(klayToPeb(latest.total_staking)).toBe(staked);
    // "All GC Members" (cid -1) that day: every council's staking contracts, and the council's share of them.
    const allThatDay = (await listStakingPoints(db, -1, 400)).find((p) => p.date === latest.date)!;
    expect(klayToPeb(allThatDay.total_staking)).toBe(everyone);
    expect(Number(latest.ratio)).toBeCloseTo(Number((staked * 10_000n) / everyone) / 100, 1);
    expect(Number(latest.apy)).toBeGreaterThan(0);
    const all = await listStakingPoints(db, -1, 1);
    expect(klayToPeb(all[0]!.staking_reward)).toBeGreaterThan(0n);
  });
});

describe('supply', () => {
  it('ends the series with what the chain holds now, and its change adds up', async () => {
    const month = (await getSupplySeries(db, '30d'))!;
    const supply = await createNetworkSource(client).totalSupply(head);
    const funds = (await client.getBalance({ address: devnet.deployment.contracts.kcf })) + (await client.getBalance({ address: devnet.deployment.contracts.kff }));
    expect(klayToPeb(month.current_supply.circulating_supply)).toBe(supply.totalSupply - funds);
    expect(klayToPeb(month.klay_supply.at(-1)!.circulating_supply)).toBe(supply.totalSupply - funds);
    const change = month.supply_change;
    expect(klayToPeb(change.issued) - klayToPeb(change.burned) - klayToPeb(change.uncirculated)).toBe(klayToPeb(change.increment));
    expect(month.klay_supply.length).toBeGreaterThan(500);
    expect((await getSupplySeries(db, '1d'))!.klay_supply.length).toBe(84);
  });
});

describe('treasury', () => {
  it('lists every payment of each fund and ends its history at its balance', async () => {
    const logs = await client.getLogs({
      address: devnet.deployment.contracts.kcf,
      event: parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)'),
      fromBlock: 0n,
    });
    const listed = await listTreasuryTransactions(db, 'KCF');
    expect(listed.length).toBe(logs.length);
    expect(listed.some((t) => t.label === 'Uncategorized')).toBe(true);
    expect(listed.some((t) => t.kgp !== null)).toBe(true);
    const months = await listTreasuryMonths(db, 'KCF', 12);
    expect(klayToPeb(months[0]!.balance)).toBe(await client.getBalance({ address: devnet.deployment.contracts.kcf }));
  });
});

describe('one adapter, two networks', () => {
  it('reads every block where the chain has no index of them, and finds the same blocks', async () => {
    const request: EIP1193RequestFn = (async (args: { method: string; params?: unknown }) => {
      if (args.method.startsWith('portal_')) throw Object.assign(new Error('the method portal_getBlocksWithTransactions does not exist/is not available'), { code: -32601 });
      return devnet.provider.request(args as never);
    }) as EIP1193RequestFn;
    const mainLike = createNetworkSource(createPublicClient({ transport: custom({ request }), cacheTime: 0 }));
    const indexed = createNetworkSource(client);
    expect(await mainLike.maxBlocksPerPass()).toBe(SCAN_BLOCKS_PER_PASS);
    expect(await indexed.maxBlocksPerPass()).toBeNull();
    const from = 40n * 86_400n + 3_000n;
    const to = from + 2_999n;
    const scanned = await mainLike.blocksWithTransactions(from, to);
    expect(scanned.length).toBeGreaterThan(0);
    expect(scanned).toEqual(await indexed.blocksWithTransactions(from, to));
  });
});
