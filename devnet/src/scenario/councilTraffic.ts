/**
 * Extra traffic on the councils' contracts, so the portal's transaction history of a council contract
 * shows what the network's do: deposits from the admin and from outside accounts (plain transfers
 * that the contract takes as stake), withdrawal requests, a canceled request, withdrawals paid out
 * after the lockup, a transfer to a node account, and transactions that revert.
 *
 * Amounts are a few KLAY on councils staking tens of millions, and a council never withdraws more
 * than it deposited here, so no council's voting power (one vote per 5M KLAY) moves and every agenda
 * ends as the scenario plans. Steps fall on fractional days (x.37), away from the scenario's own.
 *
 * The scenario adds `...councilTrafficSteps()` to its steps. Tests that play it on a finished chain
 * pass `dayOffset` (past the scenario's end) and a `record` of what was sent: reverted transactions
 * emit no log, so the indexer finds them only from such a record (or the devnet's journal).
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { cnStakingV1Abi } from '../abis';
import { devnetPrivateKey, klay, nodeIdOf, rewardAddressOf } from '../accounts';
import type { ScenarioChain } from '../chain';
import { dayBlock } from './timeline';

/** What the steps need of the scenario's context (play.ts's ScenarioContext has all of it). */
export interface CouncilTrafficContext {
  chain: ScenarioChain;
  deployer: PrivateKeyAccount;
  /** Staking contracts of each council, in the order of its plan. */
  stakingContracts: Map<number, Address[]>;
}

/** The shape of the scenario's steps. */
export interface CouncilTrafficStep {
  block: bigint;
  label: string;
  run(context: CouncilTrafficContext): Promise<void>;
}

export interface SentTransaction {
  hash: Hex;
  to: Address;
  status: 'success' | 'reverted';
  label: string;
}

export interface CouncilTrafficOptions {
  /** Days added to every step (0 inside the scenario). */
  dayOffset?: number;
  /** Every transaction sent is appended here. */
  record?: SentTransaction[];
}

/** An outside account that supports councils with transfers; funded by the deployer first. */
export const supporterKey = devnetPrivateKey('council-traffic/supporter');

/** Gas for transactions meant to revert (the scenario's fixed limit would burn 10M gas). */
const FAILING_GAS = 200_000n;

type Action =
  | { kind: 'fundSupporter'; klay: string }
  | { kind: 'transfer'; gcId: number; contract: number; klay: string }
  | { kind: 'transferToNode'; gcId: number; klay: string }
  | { kind: 'stake'; gcId: number; contract: number; klay: string }
  | { kind: 'requestWithdrawal'; gcId: number; contract: number; klay: string }
  | { kind: 'withdraw' | 'cancel'; gcId: number; contract: number; request: number }
  | { kind: 'failingWithdraw'; gcId: number; contract: number; request: number }
  | { kind: 'failingApproveBySupporter'; gcId: number; contract: number }
  | { kind: 'failingZeroStake'; gcId: number; contract: number };

/**
 * The plan, by scenario day. Councils 2, 4, 8, 17 and 24 stake 45M–200M KLAY each; the withdrawal
 * requests of gc 4 and gc 24 here are their contracts' first (ids 0, 1).
 */
export const councilTrafficPlan: { day: number; action: Action }[] = [
  { day: 2.37, action: { kind: 'fundSupporter', klay: '1000' } },
  { day: 3.37, action: { kind: 'transfer', gcId: 4, contract: 0, klay: '25' } },
  { day: 5.37, action: { kind: 'transfer', gcId: 24, contract: 0, klay: '12.5' } },
  { day: 6.37, action: { kind: 'transfer', gcId: 2, contract: 0, klay: '40' } },
  { day: 6.41, action: { kind: 'transfer', gcId: 2, contract: 1, klay: '8' } },
  { day: 9.37, action: { kind: 'transfer', gcId: 17, contract: 0, klay: '100' } },
  { day: 11.37, action: { kind: 'transfer', gcId: 8, contract: 1, klay: '3.25' } },
  { day: 22.37, action: { kind: 'stake', gcId: 4, contract: 0, klay: '10' } },
  { day: 23.37, action: { kind: 'requestWithdrawal', gcId: 4, contract: 0, klay: '5' } },
  { day: 31.37, action: { kind: 'withdraw', gcId: 4, contract: 0, request: 0 } },
  { day: 33.37, action: { kind: 'stake', gcId: 24, contract: 0, klay: '15' } },
  { day: 34.37, action: { kind: 'requestWithdrawal', gcId: 24, contract: 0, klay: '3' } },
  { day: 36.37, action: { kind: 'cancel', gcId: 24, contract: 0, request: 0 } },
  { day: 40.37, action: { kind: 'failingApproveBySupporter', gcId: 4, contract: 0 } },
  { day: 45.37, action: { kind: 'transferToNode', gcId: 4, klay: '1' } },
  { day: 60.37, action: { kind: 'requestWithdrawal', gcId: 24, contract: 0, klay: '2' } },
  { day: 61.37, action: { kind: 'failingWithdraw', gcId: 24, contract: 0, request: 1 } },
  { day: 68.5, action: { kind: 'withdraw', gcId: 24, contract: 0, request: 1 } },
  { day: 70.37, action: { kind: 'stake', gcId: 4, contract: 0, klay: '2.5' } },
  { day: 71.37, action: { kind: 'failingZeroStake', gcId: 2, contract: 0 } },
  { day: 72.37, action: { kind: 'transfer', gcId: 4, contract: 0, klay: '6' } },
  { day: 73.37, action: { kind: 'stake', gcId: 2, contract: 0, klay: '4' } },
];

function describeAction(action: Action): string {
  switch (action.kind) {
    case 'fundSupporter':
      return `fund the council supporter with ${action.klay} KLAY`;
    case 'transferToNode':
      return `council ${action.gcId}: ${action.klay} KLAY to its node account`;
    case 'transfer':
    case 'stake':
    case 'requestWithdrawal':
      return `council ${action.gcId} #${action.contract}: ${action.kind} ${action.klay} KLAY`;
    default:
      return `council ${action.gcId} #${action.contract}: ${action.kind}`;
  }
}

/** The steps of the plan, for the scenario's queue. */
export function councilTrafficSteps(options: CouncilTrafficOptions = {}): CouncilTrafficStep[] {
  const offset = options.dayOffset ?? 0;
  return councilTrafficPlan.map(({ day, action }) => {
    const label = describeAction(action);
    return { block: dayBlock(day + offset), label, run: (context) => perform(context, action, label, options.record) };
  });
}

/** Runs the steps in block order, mining up to each: for tests that play the traffic on their own. */
export async function playCouncilTraffic(context: CouncilTrafficContext, steps: CouncilTrafficStep[]): Promise<void> {
  for (const step of [...steps].sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0))) {
    await context.chain.mineUntil(step.block);
    await step.run(context);
  }
}

async function perform(context: CouncilTrafficContext, action: Action, label: string, record: SentTransaction[] | undefined): Promise<void> {
  const { chain, deployer } = context;
  const supporter = chain.account(supporterKey);
  const staking = (gcId: number, index: number) => {
    const address = context.stakingContracts.get(gcId)?.[index];
    if (!address) throw new Error(`council ${gcId} has no staking contract #${index}`);
    return address;
  };
  const note = (to: Address, receipt: { transactionHash: Hex; status: 'success' | 'reverted' }) =>
    record?.push({ hash: receipt.transactionHash, to, status: receipt.status, label });
  const abi = cnStakingV1Abi;

  switch (action.kind) {
    case 'fundSupporter':
      note(supporter.address, await chain.transfer(deployer, supporter.address, klay(action.klay)));
      return;
    case 'transfer': {
      const to = staking(action.gcId, action.contract);
      note(to, await chain.transfer(supporter, to, klay(action.klay)));
      return;
    }
    case 'transferToNode': {
      const to = nodeIdOf(action.gcId, 0);
      note(to, await chain.transfer(supporter, to, klay(action.klay)));
      return;
    }
    case 'stake': {
      const to = staking(action.gcId, action.contract);
      note(to, await chain.write(deployer, { address: to, abi, functionName: 'stakeKlay', value: klay(action.klay) }));
      return;
    }
    case 'requestWithdrawal': {
      const to = staking(action.gcId, action.contract);
      const args = [rewardAddressOf(action.gcId), klay(action.klay)] as const;
      note(to, await chain.write(deployer, { address: to, abi, functionName: 'approveStakingWithdrawal', args }));
      return;
    }
    case 'withdraw':
    case 'cancel': {
      const to = staking(action.gcId, action.contract);
      const functionName = action.kind === 'withdraw' ? 'withdrawApprovedStaking' : 'cancelApprovedStakingWithdrawal';
      note(to, await chain.write(deployer, { address: to, abi, functionName, args: [BigInt(action.request)] }));
      return;
    }
    case 'failingWithdraw': {
      // Asked before the lockup is over: "Not withdrawable yet".
      const to = staking(action.gcId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'withdrawApprovedStaking', args: [BigInt(action.request)] });
      note(to, await chain.sendFailing(deployer, { to, data, gas: FAILING_GAS }));
      return;
    }
    case 'failingApproveBySupporter': {
      // Only the admin may approve withdrawals: "Not the admin".
      const to = staking(action.gcId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'approveStakingWithdrawal', args: [supporter.address, klay('1')] });
      note(to, await chain.sendFailing(supporter, { to, data, gas: FAILING_GAS }));
      return;
    }
    case 'failingZeroStake': {
      // A deposit of nothing: "Invalid amount".
      const to = staking(action.gcId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'stakeKlay' });
      note(to, await chain.sendFailing(deployer, { to, data, gas: FAILING_GAS }));
      return;
    }
  }
}
