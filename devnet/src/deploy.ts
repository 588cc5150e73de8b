import { zeroAddress, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { addressBookAbi } from './abis';
import type { ScenarioChain } from './chain';
import type { CompiledContracts } from './compile';

export interface DevnetContracts {
  addressBook: Address;
  kcf: Address;
  kff: Address;
  voting: Address;
  stakingTracker: Address;
}

/** Deploys the network's fixed contracts: the address book and the two treasury funds. */
export async function deployContracts(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
): Promise<DevnetContracts> {
  const addressBook = await chain.deploy(deployer, compiled.AddressBook!);
  const kcf = await chain.deploy(deployer, compiled.TreasuryFund!, ['KCF']);
  const kff = await chain.deploy(deployer, compiled.TreasuryFund!, ['KFF']);
  await chain.write(deployer, { address: addressBook, abi: addressBookAbi, functionName: 'updatePocContract', args: [kcf] });
  await chain.write(deployer, { address: addressBook, abi: addressBookAbi, functionName: 'updateKirContract', args: [kff] });
  return { addressBook, kcf, kff, voting: zeroAddress, stakingTracker: zeroAddress };
}
