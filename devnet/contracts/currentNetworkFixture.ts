/**
 * A small chain of today's network for the contract tests: the KIP-149 registry at its address, the
 * CL registry, WKAIA, StakingTrackerV2 (owned by the deployer here, so tests create trackers
 * directly), two councils on CnStakingV3 with public delegation and two on CnStakingV2 with CL pools.
 * Test support only.
 *
 * The figures (KAIA): gc 11 = 7M (delegator 1) + 3M (delegator 2) delegated, gc 12 = 6M delegated
 * (delegator 3), gc 13 = 6M CnStaking + 5M in its CL pool, gc 14 = 4M CnStaking + 10M in its CL pool
 * (KIP-226's two examples). Eligible: 11, 12, 13, so the vote cap is 2 and the votes are 2, 1, 2, 0.
 */
import { parseEventLogs, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { addressBookAbi, cLTokenAbi, cnStakingV2Abi, publicDelegationAbi, stakingTrackerV2Abi } from '../src/abis';
import { deployerKey, devnetAddress, devnetPrivateKey, klay } from '../src/accounts';
import { ScenarioChain } from '../src/chain';
import { chainCheckpoint, useChainFixture } from './fixtureLifecycle';
import { compileContracts, type CompiledContracts } from '../src/compile';
import { deployContracts } from '../src/deploy';
import {
  addCLLiquidity,
  deployCLPool,
  deployCnStakingV3,
  deployConsensusLiquidity,
  placeRegistry,
  type ConsensusLiquidity,
  type DeployedCnStakingV3,
} from '../src/deployCurrentNetwork';
import { createHardhatProvider } from '../src/hardhatProvider';

export const COMMISSION_RATE = 1_000n; // 10%

export interface CurrentNetworkFixture {
  chain: ScenarioChain;
  compiled: CompiledContracts;
  deployer: PrivateKeyAccount;
  addressBook: Address;
  liquidity: ConsensusLiquidity;
  pdFactory: Address;
  /** gc 11: two admins, both must confirm; gc 12: one admin. */
  admins: { 11: PrivateKeyAccount[]; 12: PrivateKeyAccount[] };
  v3: { 11: DeployedCnStakingV3; 12: DeployedCnStakingV3 };
  v2: { 13: Address; 14: Address };
  pools: { 13: { pool: Address; clToken: Address }; 14: { pool: Address; clToken: Address } };
  /** Delegators 1 and 2 at gc 11, 3 at gc 12. */
  delegators: PrivateKeyAccount[];
  liquidityProvider: PrivateKeyAccount;
  commissionTo: Address;
  /** A tracker over [now, now + blocks), created by the deployer (its owner here). */
  createTracker(blocks?: bigint): Promise<bigint>;
  checkpoint(): Promise<() => Promise<void>>;
}

async function funded(chain: ScenarioChain, deployer: PrivateKeyAccount, label: string, amount: bigint) {
  const account = chain.account(devnetPrivateKey(label));
  await chain.transfer(deployer, account.address, amount);
  return account;
}

/** `provider`: the node to build on (e.g. a DevnetProvider, for the network's kaia_* methods); a bare one by default. */
export async function currentNetworkFixture(provider?: ConstructorParameters<typeof ScenarioChain>[0]): Promise<CurrentNetworkFixture> {
  const chain = new ScenarioChain(provider ?? (await createHardhatProvider()));
  const compiled = compileContracts();
  const deployer = chain.account(deployerKey);
  const { addressBook } = await deployContracts(chain, compiled, deployer, devnetAddress('test/secretary'));
  await placeRegistry(chain, compiled, deployer.address);
  const liquidity = await deployConsensusLiquidity(chain, compiled, deployer, {
    addressBook,
    owner: deployer.address,
    trackerOwner: deployer.address,
  });
  const pdFactory = await chain.deploy(deployer, compiled.PublicDelegationFactory!);
  const commissionTo = devnetAddress('test/gc-11/commission');

  const admins = {
    11: [await funded(chain, deployer, 'test/gc-11/admin-1', klay(10)), await funded(chain, deployer, 'test/gc-11/admin-2', klay(10))],
    12: [await funded(chain, deployer, 'test/gc-12/admin-1', klay(10))],
  };
  const v3 = {} as CurrentNetworkFixture['v3'];
  for (const gcId of [11, 12] as const) {
    v3[gcId] = await deployCnStakingV3(chain, compiled, deployer, {
      gcId: BigInt(gcId),
      nodeId: devnetAddress(`test/gc-${gcId}/node`),
      admins: admins[gcId],
      requirement: BigInt(admins[gcId].length),
      stakingTracker: liquidity.stakingTrackerV2,
      addressBook,
      publicDelegation: {
        factory: pdFactory,
        owner: admins[gcId][0]!.address,
        commissionTo,
        commissionRate: COMMISSION_RATE,
        gcName: `GC${gcId}`,
      },
    });
  }

  const delegators = [
    await funded(chain, deployer, 'test/delegator-1', klay(20_000_000)),
    await funded(chain, deployer, 'test/delegator-2', klay(20_000_000)),
    await funded(chain, deployer, 'test/delegator-3', klay(20_000_000)),
  ];
  for (const [index, gcId, amount] of [[0, 11, 7_000_000], [1, 11, 3_000_000], [2, 12, 6_000_000]] as const) {
    await chain.write(delegators[index]!, { address: v3[gcId].publicDelegation!, abi: publicDelegationAbi, functionName: 'stake', value: klay(amount) });
  }

  const liquidityProvider = await funded(chain, deployer, 'test/cl-provider', klay(50_000_000));
  const v2 = {} as CurrentNetworkFixture['v2'];
  const pools = {} as CurrentNetworkFixture['pools'];
  for (const [gcId, staked, pooled] of [[13, 6_000_000, 5_000_000], [14, 4_000_000, 10_000_000]] as const) {
    const nodeId = devnetAddress(`test/gc-${gcId}/node`);
    const reward = devnetAddress(`test/gc-${gcId}/reward`);
    v2[gcId] = await chain.deploy(deployer, compiled.CnStakingV2!, [deployer.address, BigInt(gcId), nodeId, reward, liquidity.stakingTrackerV2]);
    await chain.write(deployer, { address: v2[gcId], abi: cnStakingV2Abi, functionName: 'stakeKlay', value: klay(staked) });
    await chain.write(deployer, { address: addressBook, abi: addressBookAbi, functionName: 'registerCnStakingContract', args: [nodeId, v2[gcId], reward] });
    pools[gcId] = await deployCLPool(chain, compiled, deployer, deployer, liquidity, { gcId: BigInt(gcId), nodeId, tokenSymbol: `CL-GC${gcId}` });
    await chain.write(deployer, {
      address: pools[gcId].clToken,
      abi: cLTokenAbi,
      functionName: 'transfer',
      args: [liquidityProvider.address, klay(1_000_000)],
    });
    await addCLLiquidity(chain, liquidityProvider, { ...pools[gcId], wkaia: liquidity.wkaia }, klay(pooled), klay(100_000));
  }

  return {
    chain,
    compiled,
    deployer,
    addressBook,
    liquidity,
    pdFactory,
    admins,
    v3,
    v2,
    pools,
    delegators,
    liquidityProvider,
    commissionTo,
    async createTracker(blocks = 1_000_000n) {
      const start = (await chain.blockNumber()) + 1n;
      const receipt = await chain.write(deployer, {
        address: liquidity.stakingTrackerV2,
        abi: stakingTrackerV2Abi,
        functionName: 'createTracker',
        args: [start, start + blocks],
      });
      return parseEventLogs({ abi: stakingTrackerV2Abi, eventName: 'CreateTracker', logs: receipt.logs })[0]!.args.trackerId;
    },
    checkpoint: () => chainCheckpoint(chain),
  };
}

/** One chain per test file, rolled back after each test. */
export function useCurrentNetworkFixture(receive: (fixture: CurrentNetworkFixture) => void): void {
  useChainFixture(() => currentNetworkFixture(), receive);
}
