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
import { deployerKey, nodeIdOf } from '@portal/devnet/src/accounts';
import { ScenarioChain } from '@portal/devnet/src/chain';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { councilTrafficSteps, playCouncilTraffic, type SentTransaction } from '@portal/devnet/src/scenario/councilTraffic';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { projectCouncilList } from '../project/councilList';
import { readAddressBook } from '../read/councilStakes';
import { runActivitiesJob } from './activitiesJob';
import { runContractsJob } from './contractsJob';

/**
 * The contracts job against the devnet with the scenario played and the council traffic on top
 * (transfers, deposits, withdrawals, reverted calls, a transfer to a node account), compared with
 * what the chain itself holds.
 */

let devnet: InProcessDevnet;
let client: PublicClient;
const sent: SentTransaction[] = [];
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

/** Every transaction that touched `address` through its logs, or that the traffic sent to it (reverted ones log nothing). */
async function chainTransactionsOf(address: Address): Promise<Set<Hex>> {
  const logs = await client.getLogs({ address, fromBlock: BigInt(devnet.deployment.startBlock), toBlock: 'latest' });
  const hashes = new Set<Hex>(logs.map((log) => log.transactionHash!));
  for (const tx of sent) if (tx.to.toLowerCase() === address.toLowerCase()) hashes.add(tx.hash);
  return hashes;
}

async function stored(db: Db, address: string): Promise<ContractTransaction[]> {
  return (await listContractTransactions(db, address, { limit: 10_000 })).items;
}

const activity = (id: number, gcId: number, contracts: Address[]): ActivityRecord => ({
  id,
  council_id: gcId,
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
  for (const c of book.stakingContracts) stakingOf.set(c.gcId, [...(stakingOf.get(c.gcId) ?? []), c.address]);
  const chain = new ScenarioChain(devnet.provider);
  // After the scenario's end (day 75), so the lockups pass on this chain too.
  await playCouncilTraffic({ chain, deployer: chain.account(deployerKey), stakingContracts: stakingOf }, councilTrafficSteps({ dayOffset: 76, record: sent }));
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

  it('played the traffic it planned: successes and reverts', () => {
    expect(sent.filter((t) => t.status === 'reverted')).toHaveLength(3);
    expect(sent.filter((t) => t.status === 'success').length).toBeGreaterThanOrEqual(18);
  });

  it('files every transaction of a staking contract that the chain holds, with its status, value and fee', async () => {
    const address = gc4();
    const expected = await chainTransactionsOf(address);
    const rows = await stored(db, address);
    // Its creation logged nothing (the constructor emits no event), so it is not among them.
    expect(new Set(rows.map((t) => t.hash))).toEqual(expected);
    expect(rows.map((t) => t.date)).toEqual([...rows.map((t) => t.date)].sort().reverse());

    const failed = sent.find((t) => t.to === address && t.status === 'reverted')!;
    expect(rows.find((t) => t.hash === failed.hash)?.status).toBe('failed');
    for (const row of rows.slice(0, 6)) {
      const [tx, receipt] = await Promise.all([client.getTransaction({ hash: row.hash as Hex }), client.getTransactionReceipt({ hash: row.hash as Hex })]);
      expect(row.status).toBe(receipt.status === 'success' ? 'success' : 'failed');
      expect(row.value).toBe(String(Number(tx.value) / 1e18));
      expect(BigInt(Math.round(Number(row.tx_fee) * 1e18))).toBeGreaterThan(0n);
      expect(row.tx_type).toBe('TxTypeEthereumDynamicFee');
      expect(getAddress(row.from)).toBe(getAddress(tx.from));
    }
    const transfer = rows.find((t) => t.hash === sent.find((s) => s.label.includes('transfer 25 KLAY'))!.hash);
    expect(transfer).toMatchObject({ value: '25', status: 'success' });
  });

  it('finds a transfer to a node account and reverted calls (no log) through the devnet’s block index only', async () => {
    const node = nodeIdOf(4, 0);
    const rows = await stored(db, node);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: node, value: '1', status: 'success' });
    const reverted = sent.filter((t) => t.status === 'reverted');
    for (const tx of reverted) expect((await stored(db, tx.to)).find((row) => row.hash === tx.hash)?.status).toBe('failed');

    // Logs alone (the main network): neither is found.
    const logsOnly = await freshTestDb();
    await putCouncilList(logsOnly, await getCouncilList(db));
    await runContractsJob(contextFor(logsOnly), { hints: null });
    expect(await stored(logsOnly, node)).toEqual([]);
    for (const tx of reverted) expect((await stored(logsOnly, tx.to)).map((row) => row.hash)).not.toContain(tx.hash);
    expect((await stored(logsOnly, gc4())).length).toBe((await stored(db, gc4())).length - reverted.filter((t) => t.to === gc4()).length);
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
