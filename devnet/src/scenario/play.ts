import { zeroAddress, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { addressBookAbi, cnStakingV1Abi, cnStakingV2Abi, treasuryFundAbi } from '../abis';
import {
  deployerKey,
  devnetAddress,
  klay,
  nodeIdOf,
  rewardAddressOf,
  secretaryKey,
  voterKey,
} from '../accounts';
import { ScenarioChain, type Eip1193Provider } from '../chain';
import { compileContracts, type CompiledContracts } from '../compile';
import { deployContracts, type DevnetContracts } from '../deploy';
import {
  councilPlans,
  hasVoter,
  KCF_FUNDING_KLAY,
  KFF_FUNDING_KLAY,
  stakeMovements,
  type CouncilPlan,
} from './councilPlan';
import { dayBlock } from './timeline';
import { treasuryMemo, treasuryPayments } from './treasuryPlan';

export interface PlayedScenario {
  contracts: DevnetContracts;
  /** The first block holding our contracts. */
  startBlock: number;
}

/** What the scenario's steps share while it plays. */
interface ScenarioContext {
  chain: ScenarioChain;
  compiled: CompiledContracts;
  contracts: DevnetContracts;
  deployer: PrivateKeyAccount;
  secretary: PrivateKeyAccount;
  /** Staking contracts of each council, in the order of its plan. */
  stakingContracts: Map<number, Address[]>;
}

/** One thing that happens at a planned block (or as soon after as the chain gets there). */
interface ScenarioStep {
  block: bigint;
  label: string;
  run(context: ScenarioContext): Promise<void>;
}

/**
 * Deploys the contracts and plays the scenario from a fresh chain. Deterministic: the same plans give
 * the same transactions in the same blocks with the same timestamps. It never waits: time passes
 * by mining empty blocks.
 */
export async function playScenario(
  provider: Eip1193Provider,
  log: (line: string) => void = () => {},
): Promise<PlayedScenario> {
  const chain = new ScenarioChain(provider);
  const compiled = compileContracts();
  const deployer = chain.account(deployerKey);
  const startBlock = Number(await chain.blockNumber()) + 1;
  const contracts = await deployContracts(chain, compiled, deployer);
  const context: ScenarioContext = {
    chain,
    compiled,
    contracts,
    deployer,
    secretary: chain.account(secretaryKey),
    stakingContracts: new Map(),
  };

  const steps = [fundTreasury(), ...councilSteps(), ...stakeMovementSteps(), ...treasuryPaymentSteps()];
  // A stable sort keeps the listed order among steps planned for the same block.
  steps.sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0));
  for (const step of steps) {
    await chain.mineUntil(step.block);
    log(`block ${step.block}: ${step.label}`);
    await step.run(context);
  }
  return { contracts, startBlock };
}

function fundTreasury(): ScenarioStep {
  return {
    block: 0n,
    label: 'fund KCF and KFF',
    async run({ chain, contracts, deployer }) {
      await chain.transfer(deployer, contracts.kcf, klay(KCF_FUNDING_KLAY));
      await chain.transfer(deployer, contracts.kff, klay(KFF_FUNDING_KLAY));
    },
  };
}

function councilSteps(): ScenarioStep[] {
  return councilPlans.flatMap((plan) => {
    const join: ScenarioStep = {
      block: dayBlock(plan.joinDay ?? 0),
      label: `council ${plan.gcId} joins`,
      run: (context) => joinCouncil(context, plan),
    };
    if (plan.resignDay === undefined) return [join];
    return [
      join,
      {
        block: dayBlock(plan.resignDay),
        label: `council ${plan.gcId} resigns`,
        run: (context) => resignCouncil(context, plan),
      },
      {
        // The withdrawals unlock a week after they were approved.
        block: dayBlock(plan.resignDay + 8),
        label: `council ${plan.gcId} withdraws its stake`,
        run: (context) => withdrawResignedStake(context, plan),
      },
    ];
  });
}

async function joinCouncil(context: ScenarioContext, plan: CouncilPlan): Promise<void> {
  const { chain, compiled, contracts, deployer } = context;
  const addresses: Address[] = [];
  for (const [index, staking] of plan.staking.entries()) {
    const nodeId = nodeIdOf(plan.gcId, index);
    const address = await chain.deploy(deployer, compiled[`CnStakingV${staking.version}`]!, [
      deployer.address,
      BigInt(plan.gcId),
      nodeId,
      rewardAddressOf(plan.gcId),
      contracts.stakingTracker,
    ]);
    await chain.write(deployer, {
      address,
      abi: cnStakingV1Abi,
      functionName: 'stakeKlay',
      value: klay(staking.stakeKlay),
    });
    await chain.write(deployer, {
      address: contracts.addressBook,
      abi: addressBookAbi,
      functionName: 'registerCnStakingContract',
      args: [nodeId, address, rewardAddressOf(plan.gcId)],
    });
    addresses.push(address);
  }
  context.stakingContracts.set(plan.gcId, addresses);
  if (hasVoter(plan)) await setVoter(context, plan, chain.account(voterKey(plan.gcId)).address);
}

async function setVoter(context: ScenarioContext, plan: CouncilPlan, voter: Address): Promise<void> {
  const index = plan.staking.findIndex((s) => s.version === 2);
  await context.chain.write(context.deployer, {
    address: stakingContract(context, plan.gcId, index),
    abi: cnStakingV2Abi,
    functionName: 'updateVoterAddress',
    args: [voter],
  });
}

async function resignCouncil(context: ScenarioContext, plan: CouncilPlan): Promise<void> {
  const { chain, contracts, deployer } = context;
  // The voter is released while the council is still in the address book, which the tracker checks.
  if (hasVoter(plan)) await setVoter(context, plan, zeroAddress);
  for (const [index] of plan.staking.entries()) {
    const address = stakingContract(context, plan.gcId, index);
    const [staked, unstaking] = await Promise.all([
      chain.client.readContract({ address, abi: cnStakingV1Abi, functionName: 'staking' }),
      chain.client.readContract({ address, abi: cnStakingV1Abi, functionName: 'unstaking' }),
    ]);
    await chain.write(deployer, {
      address,
      abi: cnStakingV1Abi,
      functionName: 'approveStakingWithdrawal',
      args: [rewardAddressOf(plan.gcId), staked - unstaking],
    });
    await chain.write(deployer, {
      address: contracts.addressBook,
      abi: addressBookAbi,
      functionName: 'unregisterCnStakingContract',
      args: [nodeIdOf(plan.gcId, index)],
    });
  }
}

async function withdrawResignedStake(context: ScenarioContext, plan: CouncilPlan): Promise<void> {
  for (const [index] of plan.staking.entries()) {
    const address = stakingContract(context, plan.gcId, index);
    const count = await context.chain.client.readContract({
      address,
      abi: cnStakingV1Abi,
      functionName: 'approvedStakingWithdrawalCount',
    });
    // The resignation's request is the contract's latest.
    await context.chain.write(context.deployer, {
      address,
      abi: cnStakingV1Abi,
      functionName: 'withdrawApprovedStaking',
      args: [count - 1n],
    });
  }
}

function stakeMovementSteps(): ScenarioStep[] {
  return stakeMovements.map((movement) => ({
    block: dayBlock(movement.day),
    label: `council ${movement.gcId}: ${movement.kind}`,
    async run(context) {
      const { chain, deployer } = context;
      const address = stakingContract(context, movement.gcId, movement.contract);
      const abi = cnStakingV1Abi;
      switch (movement.kind) {
        case 'stake':
          await chain.write(deployer, { address, abi, functionName: 'stakeKlay', value: klay(movement.klay) });
          return;
        case 'requestUnstaking':
          await chain.write(deployer, {
            address,
            abi,
            functionName: 'approveStakingWithdrawal',
            args: [rewardAddressOf(movement.gcId), klay(movement.klay)],
          });
          return;
        case 'withdrawUnstaking':
          await chain.write(deployer, { address, abi, functionName: 'withdrawApprovedStaking', args: [BigInt(movement.request)] });
          return;
        case 'cancelUnstaking':
          await chain.write(deployer, {
            address,
            abi,
            functionName: 'cancelApprovedStakingWithdrawal',
            args: [BigInt(movement.request)],
          });
          return;
      }
    },
  }));
}

function treasuryPaymentSteps(): ScenarioStep[] {
  return treasuryPayments.map((payment) => ({
    block: dayBlock(payment.day),
    label: `${payment.fund.toUpperCase()} pays ${payment.title}`,
    async run({ chain, contracts, deployer }) {
      await chain.write(deployer, {
        address: contracts[payment.fund],
        abi: treasuryFundAbi,
        functionName: 'disburse',
        args: [devnetAddress(`treasury/${payment.recipient}`), klay(payment.klay), treasuryMemo(payment)],
      });
    },
  }));
}

function stakingContract(context: ScenarioContext, gcId: number, index: number): Address {
  const address = context.stakingContracts.get(gcId)?.[index];
  if (!address) throw new Error(`council ${gcId} has no staking contract #${index}`);
  return address;
}
