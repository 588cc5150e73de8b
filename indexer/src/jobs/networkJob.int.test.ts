import { type Address, createPublicClient, custom, type EIP1193RequestFn, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getCouncilList, putCouncilProfile } from '@portal/core/db/repositories/councils';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { listStakingPoints } from '@portal/core/db/repositories/stats';
import { CouncilProfileSchema } from '@portal/core/entities/council';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { addressBookAbi, cnStakingV2Abi } from '@portal/devnet/src/abis';
import { deployerKey, devnetAddress, devnetPrivateKey, klay } from '@portal/devnet/src/accounts';
import { ScenarioChain } from '@portal/devnet/src/chain';
import { deployCnStakingV1 } from '@portal/devnet/src/cnStakingV1';
import { compileContracts } from '@portal/devnet/src/compile';
import { deployContracts, type DevnetContracts } from '@portal/devnet/src/deploy';
import { DevnetProvider } from '@portal/devnet/src/devnetProvider';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { dayBlock } from '@portal/devnet/src/scenario/timeline';
import { freePort } from '../../../scripts/localStack/listen';
import { startFakePriceSource } from '../../../scripts/localStack/fakes/price';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { runNetworkJob } from './networkJob';
import { runStakingJob } from './stakingJob';

/**
 * The main network's address book can list the first staking contract version (no gcId(), no
 * unstaking(), a fallback that reverts), and any contract at all. On a small devnet chain with a
 * real-interface V1 beside V2s, an unknown V1 and a contract that is no staking contract, the
 * network and staking jobs complete pass after pass, and the council list shows the V1.
 */

let chain: ScenarioChain;
let client: PublicClient;
let contracts: DevnetContracts;
let db: Db;
let price: Awaited<ReturnType<typeof startFakePriceSource>>;
const logs: string[] = [];
const staking = { gc1: '' as Address, gc2: '' as Address, gc2V1: '' as Address, strayV1: '' as Address, notStaking: '' as Address };

function context(): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: contracts.addressBook,
      START_BLOCK: '1',
      CHAIN_ID: '31337',
      CONFIRMATIONS: '0',
      PRICE_URL: price.url,
    }),
    now: () => new Date('2030-01-01T00:00:00.000Z'),
    log: (line) => logs.push(line),
  };
}

beforeAll(async () => {
  const devnet = await DevnetProvider.open(await createHardhatProvider());
  chain = new ScenarioChain(devnet);
  client = createPublicClient({ transport: custom({ request: ((args) => devnet.request(args)) as EIP1193RequestFn }), cacheTime: 0 });
  const compiled = compileContracts();
  const deployer = chain.account(deployerKey);
  contracts = await deployContracts(chain, compiled, deployer, devnetAddress('test/secretary'));

  const register = (nodeId: Address, address: Address, reward: Address) =>
    chain.write(deployer, { address: contracts.addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, address, reward] });
  const deployV2 = async (councilId: number, label: string, amount: bigint) => {
    const nodeId = devnetAddress(`${label}/node`);
    const reward = devnetAddress(`gc${councilId}/reward`);
    const address = await chain.deploy(deployer, compiled.CnStakingV2!, [deployer.address, BigInt(councilId), nodeId, reward, contracts.stakingTracker]);
    await chain.write(deployer, { address, abi: cnStakingV2Abi, functionName: 'stakeKlay', value: amount });
    await register(nodeId, address, reward);
    return address;
  };
  const deployV1 = async (label: string, reward: Address, lockup: bigint, stake: bigint) => {
    const admin = chain.account(devnetPrivateKey(`${label}/admin`));
    await chain.transfer(deployer, admin.address, klay(10));
    const nodeId = devnetAddress(`${label}/node`);
    const address = await deployCnStakingV1(chain, compiled, deployer, { nodeId, rewardAddress: reward, admin, lockup, stake });
    await register(nodeId, address, reward);
    return address;
  };

  staking.gc1 = await deployV2(1, 'gc1', klay(10_000_000));
  staking.gc2 = await deployV2(2, 'gc2', klay(6_000_000));
  // Council 2's older node: a V1 paying the same reward address as its V2.
  staking.gc2V1 = await deployV1('gc2-v1', devnetAddress('gc2/reward'), klay(3_000_000), klay(1_000_000));
  // A V1 no council names (its own reward address, no council lists it).
  staking.strayV1 = await deployV1('stray-v1', devnetAddress('stray/reward'), klay(2_000_000), 0n);
  // Not a staking contract at all: the first treasury fund listed as one.
  staking.notStaking = contracts.kcf;
  await register(devnetAddress('not-staking/node'), staking.notStaking, devnetAddress('not-staking/reward'));

  db = await freshTestDb();
  for (const profile of councilProfiles().filter((p) => p.id <= 2)) await putCouncilProfile(db, CouncilProfileSchema.parse(profile));
  price = await startFakePriceSource(await freePort());
}, 300_000);

afterAll(async () => {
  await price?.close();
});

describe('an address book listing the network\'s first staking contract version', () => {
  it('writes the council list and Home\'s figures, with the V1 under its council as V1, and logs what it left out', async () => {
    const result = await runNetworkJob(context());
    expect(result.skipped).toBeUndefined();

    const councils = await getCouncilList(db);
    expect(councils.map((c) => c.id)).toEqual([1, 2]);
    const gc2 = councils.find((c) => c.id === 2)!;
    expect(gc2.contracts.filter((c) => c.type === 'staking')).toEqual([
      { type: 'staking', address: staking.gc2, version: 2 },
      { type: 'staking', address: staking.gc2V1, version: 1 },
    ]);
    // The V1's whole balance (lockup and free stake) counts, as the network counts it.
    expect(gc2.staking[0]!.total_staking).toBe('10000000');
    expect(councils.find((c) => c.id === 1)!.staking[0]!.total_staking).toBe('10000000');

    expect(await getNetworkStats(db)).toMatchObject({ gc_size: 2, total_staking: '20000000', block_number: result.to });
    const leftOut = logs.filter((line) => line.startsWith('network: staking contract'));
    expect(leftOut).toEqual([
      expect.stringMatching(new RegExp(`^network: staking contract ${staking.notStaking} left out: not a CnStaking contract`)),
      `network: staking contract ${staking.strayV1} (V1) left out: no council names it`,
    ]);
  });

  it('succeeds again on a later pass', async () => {
    await chain.transfer(chain.account(deployerKey), devnetAddress('someone'), 1n);
    const result = await runNetworkJob(context());
    expect(result.skipped).toBeUndefined();
    expect((await getNetworkStats(db))!.block_number).toBe(result.to);
    expect((await getCouncilList(db)).find((c) => c.id === 2)!.contracts).toContainEqual({ type: 'staking', address: staking.gc2V1, version: 1 });
  });

  it('lets the staking job read the days with the V1 in the network\'s staking info, its stake under its council', async () => {
    await chain.mineUntil(dayBlock(3));
    const ctx = context();
    let passes = 0;
    for (; passes < 5; passes++) if ((await runStakingJob(ctx)).skipped) break;
    expect(passes).toBeGreaterThan(0);
    const [latest] = await listStakingPoints(db, 2, 1);
    expect(latest?.total_staking).toBe('10000000');
    expect(logs).toContain(`staking: staking contract ${staking.strayV1} left out: no council names it`);
  });
});
