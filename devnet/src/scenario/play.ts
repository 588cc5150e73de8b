import { encodeFunctionData, zeroAddress, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { agendaKgp, agendaTitle } from '../../scenario/agendas';
import {
  addressBookAbi,
  cLTokenAbi,
  cnStakingV2Abi,
  cnStakingV3MultiSigAbi,
  publicDelegationAbi,
  stakingTrackerV2Abi,
  treasuryFundAbi,
  votingAbi,
} from '../abis';
import {
  deployerKey,
  devnetPrivateKey,
  holderKey,
  klay,
  liquidityProviderKey,
  nodeIdOf,
  relayerKey,
  rewardAddressOf,
  SECRETARY_APPROVERS,
  SECRETARY_THRESHOLD,
  stakingAdminKey,
  voterKey,
} from '../accounts';
import { ScenarioChain, type Eip1193Provider } from '../chain';
import { compileContracts, type CompiledContracts } from '../compile';
import { deployContracts, type DevnetContracts } from '../deploy';
import { deployCnStakingV1 } from '../cnStakingV1';
import {
  addCLLiquidity,
  deployCLPool,
  deployCnStakingV3,
  deployConsensusLiquidity,
  placeRegistry,
  todaysNetworkContracts,
  type ConsensusLiquidity,
} from '../deployCurrentNetwork';
import { encodeMultisigExecute, signMultisigCall } from '../multisig';
import { weightedMultisigAbi } from '../abis';
import {
  clPools,
  councilPlans,
  hasVoter,
  KCF_FUNDING_KLAY,
  KFF_FUNDING_KLAY,
  PUBLIC_DELEGATION_COMMISSION,
  publicDelegations,
  stakeMovements,
  versionOf,
  type CouncilPlan,
} from './councilPlan';
import {
  agendaPlans,
  encodeActions,
  PROPOSAL_STATES,
  RESERVED_VOTER_GC_IDS,
  SCENARIO_END_DAY,
  TRACKER_SWITCH_DAY,
  type AgendaPlan,
  type VotePlan,
} from './agendaPlan';
import { dayBlock } from './timeline';
import { disbursementRecipient, treasuryMemo, treasuryPayments } from './treasuryPlan';
import { networkTrafficSteps } from './networkTraffic';
import { councilTrafficSteps } from './councilTraffic';

export interface PlayedScenario {
  /** With the secretary: the WeightedMultisig of SECRETARY_APPROVERS, the voting contract's secretary. */
  contracts: DevnetContracts & { secretary: Address };
  /** The first block holding our contracts. */
  startBlock: number;
}

/** What the scenario's steps share while it plays. */
interface ScenarioContext {
  chain: ScenarioChain;
  compiled: CompiledContracts;
  contracts: DevnetContracts;
  deployer: PrivateKeyAccount;
  /** Does what the secretary does: the approvers sign, the relayer sends. */
  secretary: SecretaryMultisig;
  /** Staking contracts of each council, in the order of its plan. */
  stakingContracts: Map<number, Address[]>;
  /** Today's contracts: WKAIA, the CL registry (in the KIP-149 registry) and KIP-226's tracker. */
  liquidity: ConsensusLiquidity;
  publicDelegationFactory: Address;
  /** The tracker the voting contract counts with: new staking contracts report to it. */
  tracker: Address;
  /** Each council's CL pool and its token. */
  pools: Map<number, { pool: Address; clToken: Address }>;
  /** Adds a step that depends on what the chain did (e.g. votes once a proposal's vote start is known). */
  schedule(step: ScenarioStep): void;
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
 * by mining empty blocks. It ends on SCENARIO_END_DAY, and checks every agenda reached its expected state.
 */
export async function playScenario(
  provider: Eip1193Provider,
  log: (line: string) => void = () => {},
): Promise<PlayedScenario> {
  const chain = new ScenarioChain(provider);
  const compiled = compileContracts();
  const deployer = chain.account(deployerKey);
  const startBlock = Number(await chain.blockNumber()) + 1;
  const secretary = await deploySecretary(chain, compiled);
  const contracts = await deployContracts(chain, compiled, deployer, secretary.address);
  const { liquidity, publicDelegationFactory } = await deployTodaysNetwork(chain, compiled, deployer, contracts);

  // Steps run in block order; steps for the same block in the order they were scheduled.
  const queue: ScenarioStep[] = [];
  const schedule = (step: ScenarioStep) => {
    const at = queue.findIndex((queued) => queued.block > step.block);
    queue.splice(at === -1 ? queue.length : at, 0, step);
  };
  const context: ScenarioContext = {
    chain,
    compiled,
    contracts,
    deployer,
    secretary,
    stakingContracts: new Map(),
    liquidity,
    publicDelegationFactory,
    tracker: contracts.stakingTracker,
    pools: new Map(),
    schedule,
  };
  for (const step of [
    fundTreasury(),
    fundTodaysAccounts(),
    ...councilSteps(),
    ...clPoolSteps(),
    trackerSwitchStep(),
    ...stakeMovementSteps(),
    ...treasuryPaymentSteps(),
    ...agendaPlans.flatMap(agendaSteps),
    ...networkTrafficSteps(),
    ...councilTrafficSteps(),
  ]) {
    schedule(step);
  }
  for (let step = queue.shift(); step; step = queue.shift()) {
    await chain.mineUntil(step.block);
    log(`block ${step.block}: ${step.label}`);
    await step.run(context);
  }
  // The scenario's last block is the end day's first.
  await chain.mineUntil(dayBlock(SCENARIO_END_DAY) + 1n);
  await checkAgendaStates(chain, contracts.voting);
  return { contracts: { ...contracts, secretary: secretary.address }, startBlock };
}

interface SecretaryMultisig {
  address: Address;
  /** Has the approvers sign the call and the relayer send it through the multisig. */
  send(to: Address, data: Hex): Promise<void>;
  /** The same, for a call expected to revert (the scenario's failed execution). */
  sendFailing(to: Address, data: Hex): Promise<void>;
}

/**
 * The secretary as on the portal: a WeightedMultisig whose approvers sign each call. The relayer
 * deploys it first (its nonce 0), so the deployer's nonces, and every other contract's address, stay
 * as they were.
 */
async function deploySecretary(chain: ScenarioChain, compiled: CompiledContracts): Promise<SecretaryMultisig> {
  const relayer = chain.account(relayerKey);
  const approvers = SECRETARY_APPROVERS.map((approver) => chain.account(devnetPrivateKey(approver.label)));
  const address = await chain.deploy(relayer, compiled.WeightedMultisig!, [
    approvers.map((approver) => approver.address),
    SECRETARY_APPROVERS.map((approver) => approver.weight),
    SECRETARY_THRESHOLD,
  ]);
  // Approvers 1 and 2 reach the threshold (weights 2 + 1 of 3).
  const signers = approvers.slice(0, 2);
  const signedCall = async (to: Address, data: Hex) => {
    const nonce = await chain.client.readContract({ address, abi: weightedMultisigAbi, functionName: 'nonce' });
    const call = { to, value: 0n, data, nonce };
    return encodeMultisigExecute(call, await signMultisigCall(address, call, signers));
  };
  return {
    address,
    async send(to, data) {
      await chain.send(relayer, { to: address, data: await signedCall(to, data) });
    },
    async sendFailing(to, data) {
      await chain.sendFailing(relayer, { to: address, data: await signedCall(to, data), gas: 1_000_000n });
    },
  };
}

/**
 * Today's network beside the first one: the KIP-149 registry at its address naming WKAIA and the CL
 * registry, KIP-226's tracker (owned by the voting contract, which an agenda later switches to it)
 * and the public-delegation factory. Deployed right after deployContracts(), where
 * todaysNetworkContracts says, so agendas can name the tracker.
 */
async function deployTodaysNetwork(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  contracts: DevnetContracts,
): Promise<{ liquidity: ConsensusLiquidity; publicDelegationFactory: Address }> {
  await placeRegistry(chain, compiled, deployer.address);
  const liquidity = await deployConsensusLiquidity(chain, compiled, deployer, {
    addressBook: contracts.addressBook,
    owner: deployer.address,
    trackerOwner: contracts.voting,
  });
  for (const [name, address] of Object.entries(liquidity)) {
    const expected = todaysNetworkContracts[name as keyof ConsensusLiquidity];
    if (address !== expected) throw new Error(`${name} was deployed at ${address}, not ${expected}`);
  }
  const publicDelegationFactory = await chain.deploy(deployer, compiled.PublicDelegationFactory!);
  return { liquidity, publicDelegationFactory };
}

/** Gas for the councils' staking admins, and the KAIA the holders delegate and the pools receive. */
function fundTodaysAccounts(): ScenarioStep {
  return {
    block: 0n,
    label: 'fund staking admins, holders and the liquidity provider',
    async run({ chain, deployer }) {
      const admins = councilPlans.filter((plan) => plan.staking.some((s) => versionOf(s) !== 2));
      for (const plan of admins) await chain.transfer(deployer, chain.account(stakingAdminKey(plan.councilId)).address, klay(100));
      const holders = [...new Set(publicDelegations.map((d) => d.holder))];
      for (const holder of holders) {
        const delegated = publicDelegations.filter((d) => d.holder === holder).reduce((sum, d) => sum + klay(d.klay), 0n);
        await chain.transfer(deployer, chain.account(holderKey(holder)).address, delegated + klay(100));
      }
      const pooled = clPools.reduce((sum, p) => sum + klay(p.klay) + p.topUps.reduce((n, t) => n + klay(t.klay), 0n), 0n);
      await chain.transfer(deployer, chain.account(liquidityProviderKey).address, pooled + klay(100));
    },
  };
}

/** One CL token per pool, a tenth of the KAIA deposited: the pair's other side. */
const clTokensFor = (kaia: bigint) => kaia / 10n;

function clPoolSteps(): ScenarioStep[] {
  return clPools.flatMap((plan) => {
    const provider = (chain: ScenarioChain) => chain.account(liquidityProviderKey);
    const deposit = async (context: ScenarioContext, kaia: bigint) => {
      const { pool, clToken } = context.pools.get(plan.councilId)!;
      await addCLLiquidity(context.chain, provider(context.chain), { pool, clToken, wkaia: context.liquidity.wkaia }, kaia, clTokensFor(kaia));
    };
    return [
      {
        block: 0n,
        label: `council ${plan.councilId}: CL pool`,
        async run(context: ScenarioContext) {
          const { chain, compiled, deployer, liquidity } = context;
          const deployed = await deployCLPool(chain, compiled, deployer, deployer, liquidity, {
            gcId: BigInt(plan.councilId),
            nodeId: nodeIdOf(plan.councilId, 0),
            tokenSymbol: `CL-GC${plan.councilId}`,
          });
          context.pools.set(plan.councilId, deployed);
          const tokens = clTokensFor(klay(plan.klay) + plan.topUps.reduce((n, t) => n + klay(t.klay), 0n));
          await chain.write(deployer, { address: deployed.clToken, abi: cLTokenAbi, functionName: 'transfer', args: [provider(chain).address, tokens] });
          await deposit(context, klay(plan.klay));
        },
      },
      ...plan.topUps.map((topUp) => ({
        block: dayBlock(topUp.day),
        label: `council ${plan.councilId}: CL pool deposit`,
        run: (context: ScenarioContext) => deposit(context, klay(topUp.klay)),
      })),
    ];
  });
}

/**
 * Once agenda 40 has switched the voting contract's tracker, every sitting council's staking
 * contracts report to the new one and its voters are linked there (the network's operators do
 * the same); V1 contracts report to no tracker.
 */
function trackerSwitchStep(): ScenarioStep {
  return {
    block: dayBlock(TRACKER_SWITCH_DAY + 0.1),
    label: 'staking contracts report to the tracker counting CL pools',
    async run(context) {
      const { chain, contracts, deployer, liquidity } = context;
      const current = await chain.client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'stakingTracker' });
      if (current !== liquidity.stakingTrackerV2) throw new Error(`the voting contract still counts with ${current}`);
      context.tracker = current;
      const sitting = councilPlans.filter((plan) => context.stakingContracts.has(plan.councilId) && !resignedBy(plan, TRACKER_SWITCH_DAY));
      for (const plan of sitting) {
        for (const [index, staking] of plan.staking.entries()) {
          const address = stakingContract(context, plan.councilId, index);
          if (versionOf(staking) === 2) {
            await chain.write(deployer, { address, abi: cnStakingV2Abi, functionName: 'updateStakingTracker', args: [current] });
          }
          if (versionOf(staking) === 3) {
            await chain.write(chain.account(stakingAdminKey(plan.councilId)), {
              address,
              abi: cnStakingV3MultiSigAbi,
              functionName: 'submitUpdateStakingTracker',
              args: [current],
            });
          }
        }
        if (hasVoter(plan)) {
          const index = plan.staking.findIndex((s) => s.voter !== false);
          await chain.write(deployer, {
            address: current,
            abi: stakingTrackerV2Abi,
            functionName: 'refreshVoter',
            args: [stakingContract(context, plan.councilId, index)],
          });
        }
      }
    },
  };
}

function resignedBy(plan: CouncilPlan, day: number): boolean {
  return plan.resignDay !== undefined && plan.resignDay <= day;
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
      label: `council ${plan.councilId} joins`,
      run: (context) => joinCouncil(context, plan),
    };
    if (plan.resignDay === undefined) return [join];
    return [
      join,
      {
        block: dayBlock(plan.resignDay),
        label: `council ${plan.councilId} resigns`,
        run: (context) => resignCouncil(context, plan),
      },
      {
        // The withdrawals unlock a week after they were approved.
        block: dayBlock(plan.resignDay + 8),
        label: `council ${plan.councilId} withdraws its stake`,
        run: (context) => withdrawResignedStake(context, plan),
      },
    ];
  });
}

async function joinCouncil(context: ScenarioContext, plan: CouncilPlan): Promise<void> {
  const { chain, compiled, deployer } = context;
  const addresses: Address[] = [];
  for (const [index, staking] of plan.staking.entries()) {
    const nodeId = nodeIdOf(plan.councilId, index);
    if (versionOf(staking) === 1) {
      const address = await deployCnStakingV1(chain, compiled, deployer, {
        nodeId,
        rewardAddress: rewardAddressOf(plan.councilId),
        admin: chain.account(stakingAdminKey(plan.councilId)),
        lockup: klay(staking.stakeKlay),
      });
      await registerNode(context, nodeId, address, rewardAddressOf(plan.councilId));
      addresses.push(address);
      continue;
    }
    if (versionOf(staking) === 3) {
      addresses.push(await joinWithPublicDelegation(context, plan, index));
      continue;
    }
    const address = await chain.deploy(deployer, compiled.CnStakingV2!, [
      deployer.address,
      BigInt(plan.councilId),
      nodeId,
      rewardAddressOf(plan.councilId),
      context.tracker,
    ]);
    await chain.write(deployer, {
      address,
      abi: cnStakingV2Abi,
      functionName: 'stakeKlay',
      value: klay(staking.stakeKlay),
    });
    await registerNode(context, nodeId, address, rewardAddressOf(plan.councilId));
    addresses.push(address);
  }
  context.stakingContracts.set(plan.councilId, addresses);
  if (hasVoter(plan)) await setVoter(context, plan, chain.account(voterKey(plan.councilId)).address);
}

async function registerNode(context: ScenarioContext, nodeId: Address, staking: Address, reward: Address): Promise<void> {
  await context.chain.write(context.deployer, {
    address: context.contracts.addressBook,
    abi: addressBookAbi,
    functionName: 'registerCnStakingContract',
    args: [nodeId, staking, reward],
  });
}

/**
 * A CnStakingV3 whose public delegation is its reward address, administered by the council's
 * staking admin; the holders then delegate what publicDelegations says, which is its whole stake.
 */
async function joinWithPublicDelegation(context: ScenarioContext, plan: CouncilPlan, index: number): Promise<Address> {
  const { chain, compiled, contracts, deployer } = context;
  const admin = chain.account(stakingAdminKey(plan.councilId));
  const delegations = publicDelegations.filter((d) => d.councilId === plan.councilId && d.contract === index);
  const total = delegations.reduce((sum, d) => sum + klay(d.klay), 0n);
  if (total !== klay(plan.staking[index]!.stakeKlay)) throw new Error(`council ${plan.councilId}'s delegations do not add up to its plan`);
  const deployed = await deployCnStakingV3(chain, compiled, deployer, {
    gcId: BigInt(plan.councilId),
    nodeId: nodeIdOf(plan.councilId, index),
    admins: [admin],
    requirement: 1n,
    stakingTracker: context.tracker,
    addressBook: contracts.addressBook,
    publicDelegation: {
      factory: context.publicDelegationFactory,
      owner: admin.address,
      commissionTo: rewardAddressOf(plan.councilId),
      commissionRate: PUBLIC_DELEGATION_COMMISSION,
      gcName: `GC${plan.councilId}`,
    },
    // Before the contract earns rewards, so its stake is exactly the delegations, one share per KAIA.
    async beforeRegistering({ publicDelegation }) {
      for (const delegation of delegations) {
        await chain.write(chain.account(holderKey(delegation.holder)), {
          address: publicDelegation!,
          abi: publicDelegationAbi,
          functionName: 'stake',
          value: klay(delegation.klay),
        });
      }
    },
  });
  return deployed.staking;
}

async function setVoter(context: ScenarioContext, plan: CouncilPlan, voter: Address): Promise<void> {
  const index = plan.staking.findIndex((s) => s.voter !== false);
  await context.chain.write(context.deployer, {
    address: stakingContract(context, plan.councilId, index),
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
    const address = stakingContract(context, plan.councilId, index);
    const [staked, unstaking] = await Promise.all([
      chain.client.readContract({ address, abi: cnStakingV2Abi, functionName: 'staking' }),
      chain.client.readContract({ address, abi: cnStakingV2Abi, functionName: 'unstaking' }),
    ]);
    await chain.write(deployer, {
      address,
      abi: cnStakingV2Abi,
      functionName: 'approveStakingWithdrawal',
      args: [rewardAddressOf(plan.councilId), staked - unstaking],
    });
    await chain.write(deployer, {
      address: contracts.addressBook,
      abi: addressBookAbi,
      functionName: 'unregisterCnStakingContract',
      args: [nodeIdOf(plan.councilId, index)],
    });
  }
}

async function withdrawResignedStake(context: ScenarioContext, plan: CouncilPlan): Promise<void> {
  for (const [index] of plan.staking.entries()) {
    const address = stakingContract(context, plan.councilId, index);
    const count = await context.chain.client.readContract({
      address,
      abi: cnStakingV2Abi,
      functionName: 'approvedStakingWithdrawalCount',
    });
    // The resignation's request is the contract's latest.
    await context.chain.write(context.deployer, {
      address,
      abi: cnStakingV2Abi,
      functionName: 'withdrawApprovedStaking',
      args: [count - 1n],
    });
  }
}

function stakeMovementSteps(): ScenarioStep[] {
  return stakeMovements.map((movement) => ({
    block: dayBlock(movement.day),
    label: `council ${movement.councilId}: ${movement.kind}`,
    async run(context) {
      const { chain, deployer } = context;
      const address = stakingContract(context, movement.councilId, movement.contract);
      const abi = cnStakingV2Abi;
      switch (movement.kind) {
        case 'stake':
          await chain.write(deployer, { address, abi, functionName: 'stakeKlay', value: klay(movement.klay) });
          return;
        case 'requestUnstaking':
          await chain.write(deployer, {
            address,
            abi,
            functionName: 'approveStakingWithdrawal',
            args: [rewardAddressOf(movement.councilId), klay(movement.klay)],
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
        args: [disbursementRecipient(payment.recipient), klay(payment.klay), treasuryMemo(payment)],
      });
    },
  }));
}

function agendaSteps(plan: AgendaPlan): ScenarioStep[] {
  const id = BigInt(plan.id);
  const secretaryCalls = (functionName: 'cancel' | 'queue' | 'execute') => async (context: ScenarioContext) => {
    await context.secretary.send(context.contracts.voting, encodeFunctionData({ abi: votingAbi, functionName, args: [id] }));
  };
  const steps: ScenarioStep[] = [
    { block: dayBlock(plan.proposeDay), label: `agenda ${plan.id}: propose`, run: (context) => propose(context, plan) },
  ];
  if (plan.cancelDay !== undefined) {
    steps.push({ block: dayBlock(plan.cancelDay), label: `agenda ${plan.id}: cancel`, run: secretaryCalls('cancel') });
  }
  if (plan.queueDay !== undefined) {
    steps.push({ block: dayBlock(plan.queueDay), label: `agenda ${plan.id}: queue`, run: secretaryCalls('queue') });
  }
  if (plan.executeDay !== undefined) {
    steps.push({ block: dayBlock(plan.executeDay), label: `agenda ${plan.id}: execute`, run: secretaryCalls('execute') });
  }
  if (plan.failedExecuteDay !== undefined) {
    steps.push({
      block: dayBlock(plan.failedExecuteDay),
      label: `agenda ${plan.id}: execute, which fails`,
      async run({ contracts, secretary }) {
        await secretary.sendFailing(contracts.voting, encodeFunctionData({ abi: votingAbi, functionName: 'execute', args: [id] }));
      },
    });
  }
  return steps;
}

async function propose(context: ScenarioContext, plan: AgendaPlan): Promise<void> {
  const { chain, contracts, secretary } = context;
  const actions = encodeActions(plan, agendaKgp(plan.id));
  await secretary.send(
    contracts.voting,
    encodeFunctionData({
      abi: votingAbi,
      functionName: 'propose',
      args: [
      agendaTitle(plan.id),
      actions.map((a) => a.target),
      actions.map((a) => a.value),
      actions.map((a) => a.calldata),
      dayBlock(plan.delayDays),
        dayBlock(plan.periodDays),
      ],
    }),
  );
  const id = await chain.client.readContract({ address: contracts.voting, abi: votingAbi, functionName: 'lastProposalId' });
  if (id !== BigInt(plan.id)) throw new Error(`agenda ${plan.id} was proposed as ${id}: the plan is out of order`);
  if (!plan.votes) return;
  const [voteStart, voteEnd] = await chain.client.readContract({
    address: contracts.voting,
    abi: votingAbi,
    functionName: 'getProposalSchedule',
    args: [id],
  });
  // Agendas still open at the end are voted on until then, and leave days of voting to browser tests.
  const voteUntil = plan.expected === 'Active' ? dayBlock(SCENARIO_END_DAY) - 1n : voteEnd;
  const votes = plan.votes;
  context.schedule({
    block: voteStart,
    label: `agenda ${plan.id}: voting opens`,
    run: () => scheduleVotes(context, plan, votes, voteUntil),
  });
}

const CHOICE = { no: 0, yes: 1, abstain: 2 } as const;

/** Draws the voters among the councils able to vote now, and spreads their votes over the window. */
async function scheduleVotes(context: ScenarioContext, plan: AgendaPlan, votes: VotePlan, voteUntil: bigint): Promise<void> {
  const { chain, contracts } = context;
  const [councilIds, , gcVotes] = await chain.client.readContract({
    address: contracts.voting,
    abi: votingAbi,
    functionName: 'getAllTrackedGCs',
    args: [BigInt(plan.id)],
  });
  const candidates = councilIds
    .map((councilId, i) => ({ council: councilPlans.find((c) => c.councilId === Number(councilId))!, power: gcVotes[i]! }))
    .filter(({ council, power }) => {
      if (power === 0n || !hasVoter(council)) return false;
      if (votes.smallOnly && power > 5n) return false;
      if (plan.expected === 'Active' && RESERVED_VOTER_GC_IDS.includes(council.councilId)) return false;
      // A council resigning before the vote closes gives up its voter account, and cannot vote.
      return council.resignDay === undefined || dayBlock(council.resignDay) > voteUntil;
    })
    .map(({ council, power }) => ({ councilId: council.councilId, power }));
  // The side meant to win gets the heaviest of the drawn voters, so the outcome never hangs on the draw.
  const yesWins = votes.yes > votes.no + votes.abstain;
  const [winner, loser] = yesWins ? (['yes', 'no'] as const) : (['no', 'yes'] as const);
  const heaviestFirst = votes.abstainHeaviest ? (['abstain', 'no', 'yes'] as const) : ([winner, 'abstain', loser] as const);
  const choices = heaviestFirst.flatMap((side) => Array<number>(votes[side]).fill(CHOICE[side]));
  if (choices.length > candidates.length) {
    throw new Error(`agenda ${plan.id} plans ${choices.length} votes but only ${candidates.length} councils can vote`);
  }
  const present = votes.present ?? [];
  const absent = votes.absent ?? [];
  const missing = present.filter((councilId) => !candidates.some((c) => c.councilId === councilId));
  if (missing.length > 0) throw new Error(`agenda ${plan.id} plans votes of councils ${missing.join(', ')}, which cannot vote`);
  // The named councils first, the others by the seeded draw (unchanged where no council is named).
  const shuffled = shuffle(candidates, plan.id);
  const drawn = [...shuffled.filter((c) => present.includes(c.councilId)), ...shuffled.filter((c) => !present.includes(c.councilId) && !absent.includes(c.councilId))].slice(
    0,
    choices.length,
  );
  const ballots = [...drawn]
    .sort((a, b) => (a.power === b.power ? 0 : a.power > b.power ? -1 : 1))
    .map(({ councilId }, i) => ({ councilId, choice: choices[i]! }));
  // Cast in the drawn order, which mixes choices and sizes as real votes do.
  const voters = drawn.map(({ councilId }) => ballots.find((ballot) => ballot.councilId === councilId)!);
  const start = await chain.blockNumber();
  const window = voteUntil - start;
  for (const [index, { councilId, choice }] of voters.entries()) {
    context.schedule({
      block: start + (window * BigInt(index + 1)) / BigInt(voters.length + 1),
      label: `agenda ${plan.id}: council ${councilId} votes`,
      async run() {
        await chain.write(chain.account(voterKey(councilId)), {
          address: contracts.voting,
          abi: votingAbi,
          functionName: 'castVote',
          args: [BigInt(plan.id), choice],
        });
      },
    });
  }
}

/** A Fisher–Yates shuffle driven by a small seeded generator (mulberry32), so every run draws alike. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

async function checkAgendaStates(chain: ScenarioChain, voting: Address): Promise<void> {
  const wrong: string[] = [];
  for (const plan of agendaPlans) {
    const state = await chain.client.readContract({ address: voting, abi: votingAbi, functionName: 'state', args: [BigInt(plan.id)] });
    const name = PROPOSAL_STATES[state];
    if (name !== plan.expected) wrong.push(`agenda ${plan.id} is ${name}, planned ${plan.expected}`);
  }
  if (wrong.length > 0) throw new Error(`the scenario did not play as planned:\n${wrong.join('\n')}`);
}

function stakingContract(context: ScenarioContext, councilId: number, index: number): Address {
  const address = context.stakingContracts.get(councilId)?.[index];
  if (!address) throw new Error(`council ${councilId} has no staking contract #${index}`);
  return address;
}
