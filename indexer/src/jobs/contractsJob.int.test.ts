import { type Address, createPublicClient, custom, getAddress, type Hex, type PublicClient } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getActivityRank, putActivityRecord } from '@portal/core/db/repositories/activities';
import { listContractDays, listContractTransactions } from '@portal/core/db/repositories/contractTransactions';
import { getCouncilList, listCouncilProfiles, putCouncilList, putCouncilProfile } from '@portal/core/db/repositories/councils';
import type { ActivityRecord } from '@portal/core/entities/activity';
import type { ContractTransaction } from '@portal/core/entities/contractTransaction';
import { CouncilProfileSchema } from '@portal/core/entities/council';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { rewardAddressOf } from '@portal/devnet/src/accounts';
import { dayBlock } from '@portal/devnet/src/scenario/timeline';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { councilTrafficPlan } from '@portal/devnet/src/scenario/councilTraffic';
import { getCheckpoint } from '@portal/core/db/repositories/checkpoints';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { freePort } from '../../../scripts/localStack/listen';
import { FAKE_KAIA_PRICE_USD, startFakePriceSource } from '../../../scripts/localStack/fakes/price';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { projectCouncilList } from '@portal/core/views/councilList';
import { readAddressBook } from '../read/councilStakes';
import { runActivitiesJob } from './activitiesJob';
import { runContractsJob } from './contractsJob';
import { NETWORK_JOB, runNetworkJob } from './networkJob';

/**
 * The contracts job against the devnet with the scenario played, council traffic included
 * (transfers, deposits, withdrawals, reverted calls, a transfer to a reward account), compared with
 * what the chain itself holds; and the network job that writes the council list it follows.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
let stakingOf: Map<number, Address[]>;

function contextFor(db: Db): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: devnet.deployment.contracts.addressBook,
      START_BLOCK: String(devnet.deployment.startBlock),
      CHAIN_ID: String(devnet.deployment.chainId),
      CONFIRMATIONS: '0',
    }),
    now: () => new Date('2030-01-01T00:00:00.000Z'),
    log: () => {},
  };
}

/**
 * The transactions of the blocks the council traffic's steps landed in, read block by block (the
 * test's own truth, not the devnet's index): a step lands on its planned block, or a few after when
 * another step took it. These are the only transactions to council contracts that log nothing.
 */
let trafficTransactions: { hash: Hex; to: string | null; status: 'success' | 'reverted' }[] | undefined;
async function councilTrafficTransactions() {
  if (trafficTransactions) return trafficTransactions;
  const found: { hash: Hex; to: string | null }[] = [];
  for (const { day } of councilTrafficPlan) {
    for (let blockNumber = dayBlock(day); blockNumber < dayBlock(day) + 5n; blockNumber++) {
      const block = await client.getBlock({ blockNumber, includeTransactions: true });
      for (const tx of block.transactions) found.push({ hash: tx.hash, to: tx.to ?? null });
    }
  }
  trafficTransactions = await Promise.all(found.map(async (tx) => ({ ...tx, status: (await client.getTransactionReceipt({ hash: tx.hash })).status })));
  return trafficTransactions;
}

/** Every transaction that touched `address`: its logs, and transactions sent to it (reverted ones log nothing). */
async function chainTransactionsOf(address: Address): Promise<Set<Hex>> {
  const logs = await client.getLogs({ address, fromBlock: BigInt(devnet.deployment.startBlock), toBlock: 'latest' });
  const hashes = new Set<Hex>(logs.map((log) => log.transactionHash!));
  for (const tx of await councilTrafficTransactions()) if (tx.to?.toLowerCase() === address.toLowerCase()) hashes.add(tx.hash);
  return hashes;
}

/** The traffic's reverted calls, as the chain holds them. */
async function revertedTo(address: Address): Promise<Hex[]> {
  return (await councilTrafficTransactions()).filter((tx) => tx.status === 'reverted' && tx.to?.toLowerCase() === address.toLowerCase()).map((tx) => tx.hash);
}

async function stored(db: Db, address: string): Promise<ContractTransaction[]> {
  return (await listContractTransactions(db, address, { limit: 10_000 })).items;
}

const activity = (id: number, councilId: number, contracts: Address[]): ActivityRecord => ({
  id,
  council_id: councilId,
  title: `Activity ${id}`,
  content: '',
  featured_image: '',
  created_at: '2026-11-01T00:00:00.000Z',
  attachments: [],
  contracts,
  csv_filename: null,
});

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
  const book = await readAddressBook(client, devnet.deployment.contracts.addressBook, await client.getBlockNumber());
  stakingOf = new Map();
  for (const c of book.stakingContracts) stakingOf.set(c.councilId, [...(stakingOf.get(c.councilId) ?? []), c.address]);
}, 900_000);

describe('contracts job on the devnet', () => {
  let db: Db;
  const gc4 = () => stakingOf.get(4)![0]!;

  beforeAll(async () => {
    db = await freshTestDb();
    for (const profile of councilProfiles()) await putCouncilProfile(db, CouncilProfileSchema.parse(profile));
    const book = await readAddressBook(client, devnet.deployment.contracts.addressBook, await client.getBlockNumber());
    await putCouncilList(db, projectCouncilList(await listCouncilProfiles(db), book, new Date('2026-11-15T00:00:00.000Z')));
    await putActivityRecord(db, activity(1, 4, [gc4(), devnet.deployment.contracts.voting]));
    // Default hints: the devnet's index of blocks with transactions.
    const result = await runContractsJob(contextFor(db), { range: { initial: 2_000_000, max: 4_000_000 } });
    expect(result.skipped).toBeUndefined();
  }, 300_000);

  it('has the council traffic the scenario played: three reverted calls to staking contracts', async () => {
    const failing = councilTrafficPlan.filter(({ action }) => action.kind.startsWith('failing'));
    expect(failing).toHaveLength(3);
    const reverted = (await councilTrafficTransactions()).filter((tx) => tx.status === 'reverted');
    for (const { action } of failing) {
      const address = stakingOf.get(action.councilId)![(action as { contract: number }).contract]!;
      expect((await revertedTo(address)).length).toBeGreaterThan(0);
    }
    expect(reverted.length).toBeGreaterThanOrEqual(3);
  });

  it('files every transaction of a staking contract that the chain holds, with its status, value and fee', async () => {
    const address = gc4();
    const expected = await chainTransactionsOf(address);
    const rows = await stored(db, address);
    // Its creation logged nothing (the constructor emits no event), so it is not among them.
    expect(new Set(rows.map((t) => t.hash))).toEqual(expected);
    expect(rows.map((t) => t.date)).toEqual([...rows.map((t) => t.date)].sort().reverse());

    const [failed] = await revertedTo(address);
    expect(rows.find((t) => t.hash === failed)?.status).toBe('failed');
    for (const row of rows.slice(0, 6)) {
      const [tx, receipt] = await Promise.all([client.getTransaction({ hash: row.hash as Hex }), client.getTransactionReceipt({ hash: row.hash as Hex })]);
      expect(row.status).toBe(receipt.status === 'success' ? 'success' : 'failed');
      expect(row.value).toBe(String(Number(tx.value) / 1e18));
      expect(BigInt(Math.round(Number(row.tx_fee) * 1e18))).toBeGreaterThan(0n);
      expect(row.tx_type).toBe('TxTypeEthereumDynamicFee');
      expect(getAddress(row.from)).toBe(getAddress(tx.from));
    }
    // The outsider's plain transfer of 25 KLAY (the contract took it as stake).
    expect(rows.find((t) => t.value === '25')).toMatchObject({ status: 'success', to: address });
  });

  it('finds a transfer to a reward account and reverted calls (no log) through the devnet’s block index only', async () => {
    const reward = rewardAddressOf(4);
    const rows = await stored(db, reward);
    expect(rows.filter((row) => row.to === reward && row.value === '1')).toHaveLength(1);
    const reverted = (await councilTrafficTransactions()).filter((tx) => tx.status === 'reverted' && tx.to !== null);
    const followedReverted = [];
    for (const tx of reverted) {
      const filed = (await stored(db, tx.to!)).find((row) => row.hash === tx.hash);
      if (filed) followedReverted.push(filed);
    }
    expect(followedReverted.length).toBeGreaterThanOrEqual(3);
    expect(followedReverted.every((row) => row.status === 'failed')).toBe(true);

    // Logs alone (the main network): neither is found.
    const logsOnly = await freshTestDb();
    await putCouncilList(logsOnly, await getCouncilList(db));
    await runContractsJob(contextFor(logsOnly), { hints: null });
    expect((await stored(logsOnly, reward)).filter((row) => row.value === '1')).toEqual([]);
    for (const row of followedReverted) expect((await stored(logsOnly, row.to!)).map((r) => r.hash)).not.toContain(row.hash);
    expect((await stored(logsOnly, gc4())).length).toBe((await stored(db, gc4())).length - (await revertedTo(gc4())).length);
  });

  it('adds up each followed address by Singapore day', async () => {
    const rows = await stored(db, gc4());
    const days = await listContractDays(db, gc4());
    expect(days.reduce((sum, d) => sum + d.tx_count, 0)).toBe(rows.length);
    expect(days.every((d) => d.senders.length > 0)).toBe(true);
  });

  it('is up to date on a second run, and backfills a contract registered later', async () => {
    expect((await runContractsJob(contextFor(db))).skipped).toBe('up to date');
    const kcf = devnet.deployment.contracts.kcf;
    expect(await stored(db, kcf)).toEqual([]);
    await putActivityRecord(db, activity(2, 2, [kcf]));
    await runContractsJob(contextFor(db));
    expect(new Set((await stored(db, kcf)).map((t) => t.hash))).toEqual(await chainTransactionsOf(kcf));
  });

  it('ranks the registered contracts by the chain’s days', async () => {
    await runActivitiesJob(contextFor(db));
    const all = await getActivityRank(db, 'all');
    expect(all?.tx_count.map((i) => i.council.id).sort()).toEqual([2, 4]);
    const voting = (await stored(db, devnet.deployment.contracts.voting)).length;
    const gc4Count = (await stored(db, gc4())).length;
    expect(all?.tx_count.find((i) => i.council.id === 4)?.tx_count).toBe(voting + gc4Count);
    expect(all?.tx_fee.map((i) => i.address)).toContain(devnet.deployment.contracts.voting);
    const head = await client.getBlock();
    expect((await getActivityRank(db, '30'))?.updated_at).toBe(new Date(Number(head.timestamp) * 1000).toISOString());
  });
});

describe('network job on the devnet', () => {
  it('writes Home\'s figures at the confirmed head, stamps its checkpoint with that block\'s time, not the clock\'s, and is then up to date', async () => {
    const db = await freshTestDb();
    for (const profile of councilProfiles()) await putCouncilProfile(db, CouncilProfileSchema.parse(profile));
    const price = await startFakePriceSource(await freePort());
    try {
      const ctx = contextFor(db);
      const withPrice = { ...ctx, config: { ...ctx.config, PRICE_URL: price.url } };
      const result = await runNetworkJob(withPrice);
      expect(result.skipped).toBeUndefined();
      const block = await client.getBlock({ blockNumber: BigInt(result.to!) });
      const checkpoint = await getCheckpoint(db, NETWORK_JOB);
      expect(checkpoint).toMatchObject({ block_number: result.to, block_hash: block.hash, updated_at: new Date(Number(block.timestamp) * 1000).toISOString() });
      expect(await getNetworkStats(db)).toMatchObject({ block_number: result.to, price_usd: String(FAKE_KAIA_PRICE_USD), updated_at: '2030-01-01T00:00:00.000Z' });
      expect((await getCouncilList(db)).length).toBeGreaterThan(0);
      expect((await runNetworkJob(withPrice)).skipped).toBe('up to date');
    } finally {
      await price.close();
    }
  });
});
