import { getContractAddress, type Address } from 'viem';
import { privateKeyToAddress, type PrivateKeyAccount } from 'viem/accounts';
import { addressBookAbi, stakingTrackerAbi, treasuryFundAbi } from './abis';
import { deployerKey } from './accounts';
import type { ScenarioChain } from './chain';
import type { CompiledContracts } from './compile';

export interface DevnetContracts {
  addressBook: Address;
  kcf: Address;
  kff: Address;
  voting: Address;
  stakingTracker: Address;
  /** Network parameters; what the scenario's custom-transaction agendas change. */
  govParam: Address;
}

const createdByDeployer = (nonce: number) =>
  getContractAddress({ from: privateKeyToAddress(deployerKey), nonce: BigInt(nonce) });

/**
 * Where the contracts are, known before they are deployed (the deployer's nonce decides each
 * address), so off-chain fixtures can name them. deployContracts() checks it put them there.
 */
export const devnetContracts: DevnetContracts = {
  addressBook: createdByDeployer(0),
  kcf: createdByDeployer(1),
  kff: createdByDeployer(2),
  stakingTracker: createdByDeployer(3),
  voting: createdByDeployer(4),
  govParam: createdByDeployer(5),
};

/**
 * Deploys the address book, the two treasury funds, the staking tracker, the voting contract (with
 * its secretary) and GovParam, and wires them: the voting contract owns the tracker and GovParam,
 * and may pay out of both funds.
 */
export async function deployContracts(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  secretary: Address,
): Promise<DevnetContracts> {
  const deployed = {
    addressBook: await chain.deploy(deployer, compiled.AddressBook!),
    kcf: await chain.deploy(deployer, compiled.TreasuryFund!, ['KCF']),
    kff: await chain.deploy(deployer, compiled.TreasuryFund!, ['KFF']),
    stakingTracker: await chain.deploy(deployer, compiled.StakingTracker!, [devnetContracts.addressBook]),
    voting: await chain.deploy(deployer, compiled.Voting!, [devnetContracts.stakingTracker, secretary]),
    govParam: await chain.deploy(deployer, compiled.GovParam!, [devnetContracts.voting]),
  };
  for (const [name, address] of Object.entries(deployed)) {
    const expected = devnetContracts[name as keyof DevnetContracts];
    if (address !== expected) throw new Error(`${name} was deployed at ${address}, not ${expected}`);
  }
  const { addressBook, kcf, kff, stakingTracker, voting } = deployed;
  await chain.write(deployer, { address: addressBook, abi: addressBookAbi, functionName: 'updatePocContract', args: [kcf] });
  await chain.write(deployer, { address: addressBook, abi: addressBookAbi, functionName: 'updateKirContract', args: [kff] });
  await chain.write(deployer, { address: stakingTracker, abi: stakingTrackerAbi, functionName: 'transferOwnership', args: [voting] });
  await chain.write(deployer, { address: kcf, abi: treasuryFundAbi, functionName: 'setVoting', args: [voting] });
  await chain.write(deployer, { address: kff, abi: treasuryFundAbi, functionName: 'setVoting', args: [voting] });
  return deployed;
}
