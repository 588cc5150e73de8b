/**
 * Extra traffic on the councils' contracts, so the portal's transaction history of a council contract
 * shows what the network's do: deposits from the admin and plain transfers from an outside account
 * (which the contract takes as stake), withdrawal requests, a canceled request, withdrawals paid out
 * after the lockup, a transfer to a reward account, and transactions that revert.
 *
 * It leaves the scenario as it was planned:
 * - a council's stake never drops below its plan (a withdrawal only ever takes back what was
 *   deposited here first), so no voting power moves and every agenda ends as planned;
 * - every contract ends at its planned stake (what is still being withdrawn at the end is a deposit
 *   of this traffic), with the unstaking amounts the scenario's tests expect of gc 13 and gc 17;
 * - KLAY only moves between accounts the scenario already holds (the deployer, the funded
 *   non-voter, staking contracts, reward accounts), so the supply still adds up.
 * Steps fall on fractional days (x.37), away from the scenario's own.
 *
 * The scenario adds `...councilTrafficSteps()` to its steps (play.ts).
 */
import { encodeFunctionData, type Address } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { cnStakingV2Abi } from '../abis';
import { klay, nonVoterKey, rewardAddressOf } from '../accounts';
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

/** The outside account that sends plain transfers and calls it may not make: the funded non-voter. */
export const outsiderKey = nonVoterKey;

/** Gas for transactions meant to revert (the scenario's fixed limit would burn 10M gas). */
const FAILING_GAS = 200_000n;

export type Action =
  | { kind: 'transfer'; councilId: number; contract: number; klay: string }
  | { kind: 'transferToReward'; councilId: number; klay: string }
  | { kind: 'stake'; councilId: number; contract: number; klay: string }
  | { kind: 'requestWithdrawal'; councilId: number; contract: number; klay: string }
  | { kind: 'withdraw' | 'cancel'; councilId: number; contract: number; request: number }
  | { kind: 'failingWithdraw'; councilId: number; contract: number; request: number }
  | { kind: 'failingApproveByOutsider'; councilId: number; contract: number }
  | { kind: 'failingZeroStake'; councilId: number; contract: number };

/**
 * The plan, by scenario day. Councils 2, 4, 8, 17 and 24 stake 45M–200M KLAY each. Withdrawal request
 * ids count per contract: gc 17's first (id 0) is the scenario's own.
 */
export const councilTrafficPlan: { day: number; action: Action }[] = [
  // Helios (gc 4): 35 in, 20 out after the lockup, a refused approval, 15 out (one early try reverts), 6 in and asked back.
  { day: 3.37, action: { kind: 'transfer', councilId: 4, contract: 0, klay: '25' } },
  { day: 22.37, action: { kind: 'stake', councilId: 4, contract: 0, klay: '10' } },
  { day: 23.37, action: { kind: 'requestWithdrawal', councilId: 4, contract: 0, klay: '20' } },
  { day: 31.37, action: { kind: 'withdraw', councilId: 4, contract: 0, request: 0 } },
  { day: 40.37, action: { kind: 'failingApproveByOutsider', councilId: 4, contract: 0 } },
  { day: 45.37, action: { kind: 'transferToReward', councilId: 4, klay: '1' } },
  { day: 60.37, action: { kind: 'requestWithdrawal', councilId: 4, contract: 0, klay: '15' } },
  { day: 61.37, action: { kind: 'failingWithdraw', councilId: 4, contract: 0, request: 1 } },
  { day: 68.47, action: { kind: 'withdraw', councilId: 4, contract: 0, request: 1 } },
  { day: 72.37, action: { kind: 'transfer', councilId: 4, contract: 0, klay: '6' } },
  { day: 72.41, action: { kind: 'requestWithdrawal', councilId: 4, contract: 0, klay: '6' } },
  // Zenith (gc 24): 27.5 in, a request canceled, then all of it out.
  { day: 5.37, action: { kind: 'transfer', councilId: 24, contract: 0, klay: '12.5' } },
  { day: 33.37, action: { kind: 'stake', councilId: 24, contract: 0, klay: '15' } },
  { day: 34.37, action: { kind: 'requestWithdrawal', councilId: 24, contract: 0, klay: '3' } },
  { day: 36.37, action: { kind: 'cancel', councilId: 24, contract: 0, request: 0 } },
  { day: 60.41, action: { kind: 'requestWithdrawal', councilId: 24, contract: 0, klay: '27.5' } },
  { day: 68.54, action: { kind: 'withdraw', councilId: 24, contract: 0, request: 1 } },
  // Northwind (gc 2), both contracts: transfers taken back; a deposit of nothing reverts; 4 in and asked back.
  { day: 6.37, action: { kind: 'transfer', councilId: 2, contract: 0, klay: '40' } },
  { day: 6.41, action: { kind: 'transfer', councilId: 2, contract: 1, klay: '8' } },
  { day: 8.37, action: { kind: 'requestWithdrawal', councilId: 2, contract: 0, klay: '40' } },
  { day: 9.41, action: { kind: 'requestWithdrawal', councilId: 2, contract: 1, klay: '8' } },
  { day: 16.37, action: { kind: 'withdraw', councilId: 2, contract: 0, request: 0 } },
  { day: 17.37, action: { kind: 'withdraw', councilId: 2, contract: 1, request: 0 } },
  { day: 71.37, action: { kind: 'failingZeroStake', councilId: 2, contract: 0 } },
  { day: 73.37, action: { kind: 'stake', councilId: 2, contract: 0, klay: '4' } },
  { day: 73.41, action: { kind: 'requestWithdrawal', councilId: 2, contract: 0, klay: '4' } },
  // Granite (gc 17) and Cobalt (gc 8): a transfer each, paid back.
  { day: 9.37, action: { kind: 'transfer', councilId: 17, contract: 0, klay: '100' } },
  { day: 19.37, action: { kind: 'requestWithdrawal', councilId: 17, contract: 0, klay: '100' } },
  { day: 27.37, action: { kind: 'withdraw', councilId: 17, contract: 0, request: 1 } },
  { day: 11.37, action: { kind: 'transfer', councilId: 8, contract: 1, klay: '3.25' } },
  { day: 12.37, action: { kind: 'requestWithdrawal', councilId: 8, contract: 1, klay: '3.25' } },
  { day: 20.37, action: { kind: 'withdraw', councilId: 8, contract: 1, request: 0 } },
];

function describeAction(action: Action): string {
  switch (action.kind) {
    case 'transferToReward':
      return `council ${action.councilId}: ${action.klay} KLAY to its reward account`;
    case 'transfer':
    case 'stake':
    case 'requestWithdrawal':
      return `council ${action.councilId} #${action.contract}: ${action.kind} ${action.klay} KLAY`;
    default:
      return `council ${action.councilId} #${action.contract}: ${action.kind}`;
  }
}

/** The steps of the plan, for the scenario's queue. */
export function councilTrafficSteps(): CouncilTrafficStep[] {
  return councilTrafficPlan.map(({ day, action }) => ({ block: dayBlock(day), label: describeAction(action), run: (context) => perform(context, action) }));
}

async function perform(context: CouncilTrafficContext, action: Action): Promise<void> {
  const { chain, deployer } = context;
  const outsider = chain.account(outsiderKey);
  const staking = (councilId: number, index: number) => {
    const address = context.stakingContracts.get(councilId)?.[index];
    if (!address) throw new Error(`council ${councilId} has no staking contract #${index}`);
    return address;
  };
  const abi = cnStakingV2Abi;

  switch (action.kind) {
    case 'transfer': {
      const to = staking(action.councilId, action.contract);
      await chain.transfer(outsider, to, klay(action.klay));
      return;
    }
    case 'transferToReward': {
      const to = rewardAddressOf(action.councilId);
      await chain.transfer(deployer, to, klay(action.klay));
      return;
    }
    case 'stake': {
      const to = staking(action.councilId, action.contract);
      await chain.write(deployer, { address: to, abi, functionName: 'stakeKlay', value: klay(action.klay) });
      return;
    }
    case 'requestWithdrawal': {
      const to = staking(action.councilId, action.contract);
      const args = [rewardAddressOf(action.councilId), klay(action.klay)] as const;
      await chain.write(deployer, { address: to, abi, functionName: 'approveStakingWithdrawal', args });
      return;
    }
    case 'withdraw':
    case 'cancel': {
      const to = staking(action.councilId, action.contract);
      const functionName = action.kind === 'withdraw' ? 'withdrawApprovedStaking' : 'cancelApprovedStakingWithdrawal';
      await chain.write(deployer, { address: to, abi, functionName, args: [BigInt(action.request)] });
      return;
    }
    case 'failingWithdraw': {
      // Asked before the lockup is over: "Not withdrawable yet".
      const to = staking(action.councilId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'withdrawApprovedStaking', args: [BigInt(action.request)] });
      await chain.sendFailing(deployer, { to, data, gas: FAILING_GAS });
      return;
    }
    case 'failingApproveByOutsider': {
      // Only the admin may approve withdrawals: "Not the admin".
      const to = staking(action.councilId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'approveStakingWithdrawal', args: [outsider.address, klay('1')] });
      await chain.sendFailing(outsider, { to, data, gas: FAILING_GAS });
      return;
    }
    case 'failingZeroStake': {
      // A deposit of nothing: "Invalid amount".
      const to = staking(action.councilId, action.contract);
      const data = encodeFunctionData({ abi, functionName: 'stakeKlay' });
      await chain.sendFailing(deployer, { to, data, gas: FAILING_GAS });
      return;
    }
  }
}
