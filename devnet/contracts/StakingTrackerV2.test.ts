import { pad, parseEventLogs, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  addressBookAbi,
  cLPoolAbi,
  cLRegistryAbi,
  cnStakingV1Abi,
  cnStakingV2Abi,
  cnStakingV3MultiSigAbi,
  registryAbi,
  stakingTrackerV2Abi,
  votingAbi,
} from '../src/abis';
import { devnetAddress, devnetPrivateKey, klay } from '../src/accounts';
import { devnetContracts } from '../src/deploy';
import { addCLLiquidity, REGISTRY_ADDRESS } from '../src/deployCurrentNetwork';
import { deployCnStakingV1 } from '../src/cnStakingV1';
import { useCurrentNetworkFixture, type CurrentNetworkFixture } from './currentNetworkFixture';

let f: CurrentNetworkFixture;
useCurrentNetworkFixture((fixture) => (f = fixture));

const tracker = () => ({ address: f.liquidity.stakingTrackerV2, abi: stakingTrackerV2Abi }) as const;

function summary(trackerId: bigint) {
  return f.chain.client.readContract({ ...tracker(), functionName: 'getTrackerSummary', args: [trackerId] });
}

function isCLPool(trackerId: bigint, staking: Address) {
  return f.chain.client.readContract({ ...tracker(), functionName: 'isCLPool', args: [trackerId, staking] });
}

/** CnStakingV3MultiSig's function id of UpdateVoterAddress, as on the network. */
const UPDATE_VOTER_ADDRESS = 10;

async function figures(trackerId: bigint, gcId: bigint) {
  const [cnStaking, total] = await f.chain.client.readContract({ ...tracker(), functionName: 'getTrackedGCBalance', args: [trackerId, gcId] });
  const [gcBalance, votes] = await f.chain.client.readContract({ ...tracker(), functionName: 'getTrackedGC', args: [trackerId, gcId] });
  expect(gcBalance).toBe(total);
  return { cnStaking, total, votes };
}

describe('StakingTrackerV2: CL pools count in votes, not in eligibility (KIP-226)', () => {
  it('adds each council\'s CL pool WKAIA to its CnStaking, and gives no votes below the minimum in CnStaking', async () => {
    const trackerId = await f.createTracker();
    expect(await figures(trackerId, 13n)).toEqual({ cnStaking: klay(6_000_000), total: klay(11_000_000), votes: 2n });
    // 14M in all, but 4M in CnStaking: not eligible.
    expect(await figures(trackerId, 14n)).toEqual({ cnStaking: klay(4_000_000), total: klay(14_000_000), votes: 0n });
    expect(await figures(trackerId, 11n)).toEqual({ cnStaking: klay(10_000_000), total: klay(10_000_000), votes: 2n });
    expect(await figures(trackerId, 12n)).toEqual({ cnStaking: klay(6_000_000), total: klay(6_000_000), votes: 1n });
    const [, , numGCs, totalVotes, numEligible] = await summary(trackerId);
    expect([numGCs, totalVotes, numEligible]).toEqual([4n, 5n, 3n]);
    expect(await isCLPool(trackerId, f.pools[13].pool)).toBe(true);
    expect(await isCLPool(trackerId, f.v2[13])).toBe(false);
    expect(await f.chain.client.readContract({ ...tracker(), functionName: 'stakingToGCId', args: [trackerId, f.pools[14].pool] })).toBe(14n);
  });

  it('follows a pool\'s WKAIA while it tracks: votes move, eligibility does not', async () => {
    const trackerId = await f.createTracker();
    await addCLLiquidity(f.chain, f.liquidityProvider, { ...f.pools[14], wkaia: f.liquidity.wkaia }, klay(5_000_000), klay(50_000));
    expect(await figures(trackerId, 14n)).toEqual({ cnStaking: klay(4_000_000), total: klay(19_000_000), votes: 0n });

    // gc 13's pool grows to 10M.
    const receipt = await addCLLiquidity(f.chain, f.liquidityProvider, { ...f.pools[13], wkaia: f.liquidity.wkaia }, klay(5_000_000), klay(100_000));
    const [refreshed] = parseEventLogs({ abi: stakingTrackerV2Abi, eventName: 'RefreshStake', logs: receipt.logs });
    expect(refreshed!.args).toEqual({
      trackerId,
      gcId: 13n,
      staking: f.pools[13].pool,
      stakingBalance: klay(10_000_000),
      gcBalance: klay(16_000_000),
      gcVote: 2n, // capped at eligible - 1
      totalVotes: 5n,
    });
    const [, , , , numEligible] = await summary(trackerId);
    expect(numEligible).toBe(3n);

    // Liquidity removed: the LP shares go back to the pool and burn() pays out both tokens.
    const lpShares = await f.chain.client.readContract({ address: f.pools[13].pool, abi: cLPoolAbi, functionName: 'balanceOf', args: [f.liquidityProvider.address] });
    await f.chain.write(f.liquidityProvider, { address: f.pools[13].pool, abi: cLPoolAbi, functionName: 'transfer', args: [f.pools[13].pool, lpShares] });
    await f.chain.write(f.liquidityProvider, { address: f.pools[13].pool, abi: cLPoolAbi, functionName: 'burn', args: [f.liquidityProvider.address] });
    const after = await figures(trackerId, 13n);
    expect(after.cnStaking).toBe(klay(6_000_000));
    // What stays is the locked minimum liquidity's share, a few wei.
    expect(after.total - klay(6_000_000)).toBeLessThan(10n ** 6n);
    expect(after.votes).toBe(1n);
  });

  it('recounts every council when CnStaking crosses the minimum', async () => {
    const trackerId = await f.createTracker();
    // gc 14 reaches 5M in CnStaking: four eligible, cap 3; its 15M in all gives it 3 votes.
    await f.chain.write(f.deployer, { address: f.v2[14], abi: cnStakingV1Abi, functionName: 'stakeKlay', value: klay(1_000_000) });
    expect(await figures(trackerId, 14n)).toEqual({ cnStaking: klay(5_000_000), total: klay(15_000_000), votes: 3n });
    expect((await figures(trackerId, 13n)).votes).toBe(2n);
    expect((await figures(trackerId, 11n)).votes).toBe(2n);
    const [, , , totalVotes, numEligible] = await summary(trackerId);
    expect([totalVotes, numEligible]).toEqual([2n + 1n + 2n + 3n, 4n]);
  });

  it('counts no CL pools where the registry names no CL registry, nor a pool reporting elsewhere', async () => {
    const head = await f.chain.blockNumber();
    await f.chain.write(f.deployer, { address: REGISTRY_ADDRESS, abi: registryAbi, functionName: 'register', args: ['CLRegistry', '0x0000000000000000000000000000000000000000', head + 2n] });
    const withoutRegistry = await f.createTracker();
    expect(await figures(withoutRegistry, 13n)).toEqual({ cnStaking: klay(6_000_000), total: klay(6_000_000), votes: 1n });

    await f.chain.write(f.deployer, { address: REGISTRY_ADDRESS, abi: registryAbi, functionName: 'register', args: ['CLRegistry', f.liquidity.clRegistry, (await f.chain.blockNumber()) + 2n] });
    const elsewhere = await f.chain.deploy(f.deployer, f.compiled.CLPool!, [f.liquidity.wkaia, f.pools[13].clToken, f.v2[13]]);
    await f.chain.write(f.deployer, {
      address: f.liquidity.clRegistry,
      abi: cLRegistryAbi,
      functionName: 'updateCLPair',
      args: [[{ nodeId: devnetAddress('test/gc-13/node'), gcId: 13n, clPool: elsewhere }]],
    });
    const withStrayPool = await f.createTracker();
    expect(await isCLPool(withStrayPool, elsewhere)).toBe(false);
    expect((await figures(withStrayPool, 13n)).total).toBe(klay(6_000_000));
  });

  it('leaves out a V1 staking contract and one reporting to another tracker', async () => {
    const register = async (label: string, staking: Address) =>
      f.chain.write(f.deployer, {
        address: f.addressBook,
        abi: addressBookAbi,
        functionName: 'registerCnStakingContract',
        args: [devnetAddress(`${label}/node`), staking, devnetAddress(`${label}/reward`)],
      });
    const deploy = async (version: 2, gcId: bigint, reportsTo: Address) => {
      const address = await f.chain.deploy(f.deployer, f.compiled[`CnStakingV${version}`]!, [
        f.deployer.address,
        gcId,
        devnetAddress(`test/gc-${gcId}/node`),
        devnetAddress(`test/gc-${gcId}/reward`),
        reportsTo,
      ]);
      await f.chain.write(f.deployer, { address, abi: cnStakingV1Abi, functionName: 'stakeKlay', value: klay(10_000_000) });
      await register(`test/gc-${gcId}`, address);
      return address;
    };
    // A first-version contract as the network's were set up (its own constructor: no gcId, no tracker).
    const admin = f.chain.account(devnetPrivateKey('test/gc-15/admin'));
    await f.chain.transfer(f.deployer, admin.address, klay(10));
    const v1 = await deployCnStakingV1(f.chain, f.compiled, f.deployer, {
      nodeId: devnetAddress('test/gc-15/node'),
      rewardAddress: devnetAddress('test/gc-15/reward'),
      admin,
      lockup: klay(5_000_000),
      stake: klay(5_000_000),
    });
    await register('test/gc-15', v1);
    // Reports to the voting contract's first tracker, so this one would not see it withdraw.
    await deploy(2, 16n, devnetContracts.stakingTracker);

    const trackerId = await f.createTracker();
    const [gcIds] = await f.chain.client.readContract({ ...tracker(), functionName: 'getAllTrackedGCs', args: [trackerId] });
    expect(gcIds).toEqual([11n, 12n, 13n, 14n]);
    const isV2 = (staking: Address) =>
      f.chain.client.readContract({ ...tracker(), functionName: 'isCnStakingV2', args: [staking] });
    expect(await isV2(v1)).toBe(false);
    expect(await isV2(f.v3[11].staking)).toBe(true);
    expect(await isV2(f.v2[13])).toBe(true);
  });

  it('serves the voting contract: an agenda\'s votes count CL pools, and a CnStakingV3 council votes through its multisig', async () => {
    const secretary = f.chain.account(devnetPrivateKey('test/v2-secretary'));
    await f.chain.transfer(f.deployer, secretary.address, klay(10));
    const voting = await f.chain.deploy(f.deployer, f.compiled.Voting!, [f.liquidity.stakingTrackerV2, secretary.address]);
    await f.chain.write(f.deployer, { ...tracker(), functionName: 'transferOwnership', args: [voting] });

    const voter13 = devnetAddress('test/gc-13/voter');
    await f.chain.write(f.deployer, { address: f.v2[13], abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [voter13] });
    const voter11 = devnetAddress('test/gc-11/voter');
    const [first, second] = f.admins[11];
    const multisig = { address: f.v3[11].staking, abi: cnStakingV3MultiSigAbi } as const;
    await f.chain.write(first!, { ...multisig, functionName: 'submitUpdateVoterAddress', args: [voter11] });
    const zero = pad('0x0');
    await f.chain.write(second!, { ...multisig, functionName: 'confirmRequest', args: [0n, UPDATE_VOTER_ADDRESS, pad(voter11), zero, zero] });
    expect(await f.chain.client.readContract({ ...tracker(), functionName: 'voterToGCId', args: [voter11] })).toBe(11n);

    await f.chain.write(secretary, { address: voting, abi: votingAbi, functionName: 'propose', args: ['CL counted', [], [], [], 86_400n, 86_400n] });
    const id = await f.chain.client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' });
    const getVotes = (voter: Address) => f.chain.client.readContract({ address: voting, abi: votingAbi, functionName: 'getVotes', args: [id, voter] });
    expect(await getVotes(voter13)).toEqual([13n, 2n]);
    expect(await getVotes(voter11)).toEqual([11n, 2n]);
  });
});
