import type { Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { cnStakingV1Abi } from './abis';
import type { ScenarioChain } from './chain';
import type { CompiledContracts } from './compile';

export interface CnStakingV1Plan {
  nodeId: Address;
  rewardAddress: Address;
  /** Its one admin besides the deployer, who validates the set-up and then leaves. */
  admin: PrivateKeyAccount;
  /** The initial lockup, deposited at initialisation and released a year later. */
  lockup: bigint;
  /** Free stake added through stakeKlay() once initialised. */
  stake?: bigint;
}

/**
 * A first-version staking contract set up as the network's were: deployed with its lockup
 * conditions, reviewed by the validator and the admin, the lockup deposited, then staked on.
 */
export async function deployCnStakingV1(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  plan: CnStakingV1Plan,
): Promise<Address> {
  const head = await chain.client.getBlock();
  const unlockTime = head.timestamp + 365n * 86_400n;
  const address = await chain.deploy(deployer, compiled.CnStakingV1!, [
    deployer.address,
    plan.nodeId,
    plan.rewardAddress,
    [plan.admin.address],
    1n,
    [unlockTime],
    [plan.lockup],
  ]);
  await chain.write(deployer, { address, abi: cnStakingV1Abi, functionName: 'reviewInitialConditions' });
  await chain.write(plan.admin, { address, abi: cnStakingV1Abi, functionName: 'reviewInitialConditions' });
  await chain.write(deployer, { address, abi: cnStakingV1Abi, functionName: 'depositLockupStakingAndInit', value: plan.lockup });
  if (plan.stake) await chain.write(deployer, { address, abi: cnStakingV1Abi, functionName: 'stakeKlay', value: plan.stake });
  return address;
}
