import { type Address, createPublicClient, parseEventLogs, custom, type EIP1193RequestFn, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { REGISTRY_ADDRESS } from '@portal/core/abi/consensusLiquidity';
import type { Db } from '@portal/core/db/client';
import type { PublicDelegationStake } from '@portal/core/entities/council';
import { getCouncilList, putCouncilProfile } from '@portal/core/db/repositories/councils';
import { getNetworkStats } from '@portal/core/db/repositories/networkStats';
import { pebToKlay } from '@portal/core/format';
import { COMMISSION_RATE, currentNetworkFixture, type CurrentNetworkFixture } from '@portal/devnet/contracts/currentNetworkFixture';
import { addCLLiquidity } from '@portal/devnet/src/deployCurrentNetwork';
import { cnStakingV3Abi, publicDelegationAbi, stakingTrackerV2Abi } from '@portal/devnet/src/abis';
import { klay } from '@portal/devnet/src/accounts';
import { DevnetProvider } from '@portal/devnet/src/devnetProvider';
import { createHardhatProvider } from '@portal/devnet/src/hardhatProvider';
import { freePort } from '../../../scripts/localStack/listen';
import { startFakePriceSource } from '../../../scripts/localStack/fakes/price';
import { councilProfile } from '../../../test/fixtures/councilProfiles';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { runNetworkJob } from './networkJob';

/**
 * Today's network on the devnet's own contracts: councils 11 and 12 on CnStakingV3 with public
 * delegation, 13 and 14 on CnStakingV2 with CL pools (14 under the minimum in CnStaking, above it
 * with its pool). Stakes move through public delegation and a CL pool after StakingTrackerV2 starts
 * tracking; the network job's stored figures must equal what the tracker answers at the indexed block.
 */

let fixture: CurrentNetworkFixture;
let client: PublicClient;
let db: Db;
let price: Awaited<ReturnType<typeof startFakePriceSource>>;
/** A voting contract served by StakingTrackerV2: the job asks it for the tracker's MIN_STAKE. */
let voting: Address;
const logs: string[] = [];
const COUNCILS = [11, 12, 13, 14] as const;

function context(): IndexerContext {
  return {
    db,
    client,
    config: parseServerConfig({
      ADDRESS_BOOK_ADDRESS: fixture.addressBook,
      VOTING_ADDRESS: voting,
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
  fixture = await currentNetworkFixture(devnet);
  client = createPublicClient({ transport: custom({ request: ((args) => devnet.request(args)) as EIP1193RequestFn }), cacheTime: 0 });
  voting = await fixture.chain.deploy(fixture.deployer, fixture.compiled.Voting!, [fixture.liquidity.stakingTrackerV2, fixture.deployer.address]);
  db = await freshTestDb();
  for (const id of COUNCILS) await putCouncilProfile(db, councilProfile(id));
  price = await startFakePriceSource(await freePort());
}, 300_000);

afterAll(async () => {
  await price?.close();
});

const WEEK = 7n * 24n * 3600n;

/** What a council's CnStakingV3 and its PublicDelegation answer at one block. */
async function chainRead(councilId: 11 | 12, blockNumber?: bigint) {
  const v3 = fixture.v3[councilId];
  const cn = { address: v3.staking, abi: cnStakingV3Abi, blockNumber } as const;
  const pd = { address: v3.publicDelegation!, abi: publicDelegationAbi, blockNumber } as const;
  return {
    staking: await client.readContract({ ...cn, functionName: 'staking' }),
    unstaking: await client.readContract({ ...cn, functionName: 'unstaking' }),
    initialLockup: await client.readContract({ ...cn, functionName: 'initialLockupStaking' }),
    remainingLockup: await client.readContract({ ...cn, functionName: 'remainingLockupStaking' }),
    totalAssets: await client.readContract({ ...pd, functionName: 'totalAssets' }),
    commissionRate: await client.readContract({ ...pd, functionName: 'commissionRate' }),
    denominator: await client.readContract({ ...pd, functionName: 'COMMISSION_DENOMINATOR' }),
    commissionTo: await client.readContract({ ...pd, functionName: 'commissionTo' }),
  };
}

/**
 * Runs the network job and returns each V3 council's one stored public delegation, after checking
 * it equals what the contracts answer at the indexed block.
 */
async function indexedPublicDelegations() {
  const result = await runNetworkJob(context());
  expect(result.skipped).toBeUndefined();
  const blockNumber = BigInt(result.to!);
  const councils = await getCouncilList(db);
  const stored = new Map<number, PublicDelegationStake>();
  for (const id of [11, 12] as const) {
    const chain = await chainRead(id, blockNumber);
    const [pd] = councils.find((c) => c.id === id)!.stake!.publicDelegations!;
    expect(pd).toEqual({
      staking: fixture.v3[id].staking,
      contract: fixture.v3[id].publicDelegation,
      holders: pebToKlay(chain.totalAssets),
      withdrawing: pebToKlay(chain.unstaking),
      commission: { rate: chain.commissionRate.toString(), denominator: chain.denominator.toString(), to: chain.commissionTo },
      lockup: { initial: pebToKlay(chain.initialLockup), remaining: pebToKlay(chain.remainingLockup) },
    });
    stored.set(id, pd!);
  }
  // Councils without public delegation carry none.
  expect(councils.find((c) => c.id === 13)!.stake!.publicDelegations).toBeUndefined();
  return stored;
}

describe('staking as the chain counts it', () => {
  it("stores each council's CnStaking, delegated, CL and total as StakingTrackerV2 counts them at the indexed block", async () => {
    const trackerId = await fixture.createTracker();
    // Stake moves after the tracker starts: a new delegator at gc 12, more liquidity in gc 14's pool.
    await fixture.chain.write(fixture.delegators[1]!, {
      address: fixture.v3[12].publicDelegation!,
      abi: publicDelegationAbi,
      functionName: 'stake',
      value: klay(1_500_000),
    });
    await addCLLiquidity(fixture.chain, fixture.liquidityProvider, { ...fixture.pools[14], wkaia: fixture.liquidity.wkaia }, klay(2_000_000), klay(20_000));

    const result = await runNetworkJob(context());
    expect(result.skipped).toBeUndefined();
    const blockNumber = BigInt(result.to!);
    const councils = await getCouncilList(db);

    for (const id of COUNCILS) {
      const [cnStaking, gcBalance] = await client.readContract({
        address: fixture.liquidity.stakingTrackerV2,
        abi: stakingTrackerV2Abi,
        functionName: 'getTrackedGCBalance',
        args: [trackerId, BigInt(id)],
        blockNumber,
      });
      const [, votes] = await client.readContract({
        address: fixture.liquidity.stakingTrackerV2,
        abi: stakingTrackerV2Abi,
        functionName: 'getTrackedGC',
        args: [trackerId, BigInt(id)],
        blockNumber,
      });
      const stake = councils.find((c) => c.id === id)!.stake!;
      expect({ id, cnStaking: stake.cnStaking, total: stake.total, eligible: stake.eligible }).toEqual({
        id,
        cnStaking: pebToKlay(cnStaking),
        total: pebToKlay(gcBalance),
        eligible: votes > 0n,
      });
      // The list's staking is the same total.
      expect(councils.find((c) => c.id === id)!.staking[0]!.total_staking).toBe(stake.total);
    }

    const byId = (id: number) => councils.find((c) => c.id === id)!.stake;
    expect(byId(11)).toMatchObject({ cnStaking: '10000000', delegated: '10000000', cl: '0', total: '10000000', minimum: '5000000', eligible: true });
    expect(byId(12)).toMatchObject({ cnStaking: '7500000', delegated: '7500000', cl: '0', total: '7500000', minimum: '5000000', eligible: true });
    expect(byId(13)).toEqual({ cnStaking: '6000000', delegated: '0', cl: '5000000', total: '11000000', minimum: '5000000', eligible: true });
    // KIP-226's second example: CL above the minimum does not make a council eligible.
    expect(byId(14)).toEqual({ cnStaking: '4000000', delegated: '0', cl: '12000000', total: '16000000', minimum: '5000000', eligible: false });
    expect(councils.find((c) => c.id === 11)!.contracts.filter((c) => c.type === 'staking')).toEqual([
      { type: 'staking', address: fixture.v3[11].staking, version: 3 },
    ]);

    expect(await getNetworkStats(db)).toMatchObject({ gc_size: 4, total_staking: '44500000', block_number: result.to });
  });

  it("stores each public delegation's holders' total, withdrawing amount, commission and lockup as the contracts answer, through a withdrawal request and its claim", async () => {
    const request = await fixture.chain.write(fixture.delegators[0]!, {
      address: fixture.v3[11].publicDelegation!,
      abi: publicDelegationAbi,
      functionName: 'withdraw',
      args: [fixture.delegators[0]!.address, klay(2_000_000)],
    });
    const [requested] = parseEventLogs({ abi: publicDelegationAbi, eventName: 'RequestWithdrawal', logs: request.logs });
    // A block reward not yet restaked (a withdrawal restakes it) counts for the holders less
    // commission. Rewards arrive without a call (a transfer would stake through receive()).
    await fixture.chain.provider.request({ method: 'hardhat_setBalance', params: [fixture.v3[11].publicDelegation!, `0x${klay(1_000).toString(16)}`] });

    const afterRequest = await indexedPublicDelegations();
    expect(afterRequest.get(11)).toMatchObject({ withdrawing: '2000000', commission: { rate: String(COMMISSION_RATE), denominator: '10000', to: fixture.commissionTo } });
    const { staking, unstaking } = await chainRead(11);
    expect(afterRequest.get(11)!.holders).toBe(pebToKlay(staking - unstaking + klay(900)));

    // A week on, the request is claimed: nothing is withdrawing any more.
    await fixture.chain.mineUntil((await fixture.chain.blockNumber()) + WEEK + 10n);
    await fixture.chain.write(fixture.delegators[0]!, {
      address: fixture.v3[11].publicDelegation!,
      abi: publicDelegationAbi,
      functionName: 'claim',
      args: [requested!.args['_requestId']],
    });
    expect((await indexedPublicDelegations()).get(11)).toMatchObject({ withdrawing: '0' });
  });

  it('leaves out, with a log line, a public delegation that does not answer as one, and completes the pass', async () => {
    const pd = fixture.v3[12].publicDelegation!;
    await fixture.chain.provider.request({ method: 'hardhat_setCode', params: [pd, '0x'] });
    await fixture.chain.transfer(fixture.deployer, fixture.commissionTo as Address, 1n); // a block to index
    const result = await runNetworkJob(context());
    expect(result.skipped).toBeUndefined();
    const stake = (await getCouncilList(db)).find((c) => c.id === 12)!.stake!;
    // Its V3 answered: the delegated stake still counts.
    expect(stake).toMatchObject({ delegated: '7500000', cnStaking: '7500000' });
    expect(stake.publicDelegations).toBeUndefined();
    expect(logs).toContain(`network: public delegation ${pd} of ${fixture.v3[12].staking} left out: it does not answer as a PublicDelegation`);
  });

  it('reads CL as 0 and completes the pass on a chain without the registry', async () => {
    await fixture.chain.provider.request({ method: 'hardhat_setCode', params: [REGISTRY_ADDRESS, '0x'] });
    await fixture.chain.transfer(fixture.deployer, fixture.commissionTo as Address, 1n);
    const result = await runNetworkJob(context());
    expect(result.skipped).toBeUndefined();
    const councils = await getCouncilList(db);
    expect(councils.find((c) => c.id === 13)!.stake).toEqual({ cnStaking: '6000000', delegated: '0', cl: '0', total: '6000000', minimum: '5000000', eligible: true });
    expect(councils.find((c) => c.id === 14)!.stake).toMatchObject({ cl: '0', total: '4000000', eligible: false });
    expect((await getNetworkStats(db))!.block_number).toBe(result.to);
  });
});
