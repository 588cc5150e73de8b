/**
 * A small chain for the contract tests: the devnet's contracts with eight councils whose numbers are
 * easy to reason about. Test support only; the scenario has its own, larger cast.
 */
import { getContract, type Address, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { addressBookAbi, cnStakingV2Abi, votingAbi } from '../src/abis';
import { deployerKey, devnetAddress, devnetPrivateKey, klay } from '../src/accounts';
import { ScenarioChain } from '../src/chain';
import { chainCheckpoint, useChainFixture } from './fixtureLifecycle';
import { compileContracts, type CompiledContracts } from '../src/compile';
import { deployContracts, type DevnetContracts } from '../src/deploy';
import { createHardhatProvider } from '../src/hardhatProvider';

/**
 * Seven eligible councils (gc 4 stakes too little) so the vote cap is 6: gc 1, 2 and 5 have 6 votes,
 * the others 1; 22 votes in all. Quorum: 3 councils or 8 votes. gc 5's one contract names no voter;
 * gc 7 reaches the minimum only with both of its contracts.
 */
export const FIXTURE_COUNCILS: { councilId: number; staking: { klay: number; voter?: false }[] }[] = [
  { councilId: 1, staking: [{ klay: 100_000_000 }] },
  { councilId: 2, staking: [{ klay: 50_000_000 }] },
  { councilId: 3, staking: [{ klay: 5_000_000 }] },
  { councilId: 4, staking: [{ klay: 4_000_000 }] },
  { councilId: 5, staking: [{ klay: 30_000_000, voter: false }] },
  { councilId: 6, staking: [{ klay: 5_000_000 }] },
  { councilId: 7, staking: [{ klay: 3_000_000 }, { klay: 2_000_000 }] },
  { councilId: 8, staking: [{ klay: 5_000_000 }] },
];

export const DAY = 86_400n;

export interface GovernanceFixture {
  chain: ScenarioChain;
  client: PublicClient;
  compiled: CompiledContracts;
  contracts: DevnetContracts;
  deployer: PrivateKeyAccount;
  secretary: PrivateKeyAccount;
  /** Funded, and nobody's voter. */
  outsider: PrivateKeyAccount;
  /** The voter account of each council that has one. */
  voters: Map<number, PrivateKeyAccount>;
  /** Each council's staking contracts, in FIXTURE_COUNCILS order. */
  staking: Map<number, Address[]>;
  voting: ReturnType<typeof votingContract>;
  /** Marks the chain as it is now; the returned function brings it back (for afterEach). */
  checkpoint(): Promise<() => Promise<void>>;
}

function votingContract(client: PublicClient, address: Address) {
  return getContract({ address, abi: votingAbi, client });
}

export async function governanceFixture(): Promise<GovernanceFixture> {
  const chain = new ScenarioChain(await createHardhatProvider());
  const compiled = compileContracts();
  const deployer = chain.account(deployerKey);
  // A plain account as the secretary here: these tests are about the voting rules, not the multisig.
  const secretary = chain.account(devnetPrivateKey('test/secretary'));
  const outsider = chain.account(devnetPrivateKey('test/outsider'));
  const contracts = await deployContracts(chain, compiled, deployer, secretary.address);
  await chain.transfer(deployer, contracts.kcf, klay(1_000_000));
  await chain.transfer(deployer, outsider.address, klay(100));
  await chain.transfer(deployer, secretary.address, klay(100));

  const voters = new Map<number, PrivateKeyAccount>();
  const staking = new Map<number, Address[]>();
  for (const council of FIXTURE_COUNCILS) {
    const addresses: Address[] = [];
    for (const [index, plan] of council.staking.entries()) {
      const nodeId = devnetAddress(`test/council-${council.councilId}/node-${index}`);
      const reward = devnetAddress(`test/council-${council.councilId}/reward`);
      const address = await chain.deploy(deployer, compiled.CnStakingV2!, [
        deployer.address,
        BigInt(council.councilId),
        nodeId,
        reward,
        contracts.stakingTracker,
      ]);
      await chain.write(deployer, { address, abi: cnStakingV2Abi, functionName: 'stakeKlay', value: klay(plan.klay) });
      await chain.write(deployer, {
        address: contracts.addressBook,
        abi: addressBookAbi,
        functionName: 'registerCnStakingContract',
        args: [nodeId, address, reward],
      });
      addresses.push(address);
    }
    staking.set(council.councilId, addresses);
    if (council.staking[0]!.voter !== false) {
      const voter = chain.account(devnetPrivateKey(`test/council-${council.councilId}/voter`));
      await chain.transfer(deployer, voter.address, klay(100));
      await chain.write(deployer, { address: addresses[0]!, abi: cnStakingV2Abi, functionName: 'updateVoterAddress', args: [voter.address] });
      voters.set(council.councilId, voter);
    }
  }

  const client = chain.client;
  return {
    chain,
    client,
    compiled,
    contracts,
    deployer,
    secretary,
    outsider,
    voters,
    staking,
    voting: votingContract(client, contracts.voting),
    checkpoint: () => chainCheckpoint(chain),
  };
}

/**
 * One fixture chain per test file, rolled back after each test: `useGovernanceFixture((f) => (fixture = f))`.
 */
export function useGovernanceFixture(receive: (fixture: GovernanceFixture) => void): void {
  useChainFixture(governanceFixture, receive);
}
