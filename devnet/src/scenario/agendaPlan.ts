/**
 * The agendas as the chain sees them: when each is proposed, its actions, who votes how, and what the
 * secretary does afterwards. Their words (titles, context, links) are devnet/scenario/agendas.ts.
 * The scenario ends on day SCENARIO_END_DAY; `expected` is each agenda's state then, checked by the
 * scenario itself.
 */
import { encodeAbiParameters, encodeFunctionData, stringToHex, type Address, type Hex } from 'viem';
import { govParamAbi, treasuryFundAbi, votingAbi } from '../abis';
import { klay } from '../accounts';
import { devnetContracts } from '../deploy';
import { todaysNetworkContracts } from '../deployCurrentNetwork';
import { disbursementRecipient, treasuryMemo, type Fund } from './treasuryPlan';

export const SCENARIO_END_DAY = 75;

export type ProposalStateName = 'Pending' | 'Active' | 'Canceled' | 'Failed' | 'Passed' | 'Queued' | 'Expired' | 'Executed';

/** ProposalState of the voting contract. */
export const PROPOSAL_STATES: ProposalStateName[] = [
  'Pending',
  'Active',
  'Canceled',
  'Failed',
  'Passed',
  'Queued',
  'Expired',
  'Executed',
];

/** Where "burning" sends KLAY: the network counts the dead address's balance as burnt. */
export const DEAD_ADDRESS: Address = '0x000000000000000000000000000000000000dEaD';

export type AgendaAction =
  | { kind: 'disburse'; fund: Fund; recipient: string; klay: number; category: string; title: string }
  | { kind: 'setParam'; name: string; value: Hex }
  /** The voting contract counts later agendas with KIP-226's tracker (CnStaking + CL pools). */
  | { kind: 'updateStakingTracker' };

/**
 * How many councils vote each way. Voters are drawn (seeded by the agenda id) from the councils that
 * can vote when the vote opens; `smallOnly` draws from councils of at most 5 votes (low turnout).
 * The winning side gets the heaviest voters; `abstainHeaviest` gives them to Abstain instead, so a
 * vote can fail with No no heavier than Yes + Abstain (the portal reads that as Rejected).
 */
export interface VotePlan {
  yes: number;
  no: number;
  abstain: number;
  smallOnly?: boolean;
  abstainHeaviest?: boolean;
  /** Councils drawn before the others (they vote). */
  present?: number[];
  /** Councils never drawn (they stay Absent). */
  absent?: number[];
}

export interface AgendaPlan {
  id: number;
  proposeDay: number;
  delayDays: number;
  periodDays: number;
  /** Empty for a text-only agenda. */
  actions: AgendaAction[];
  votes?: VotePlan;
  cancelDay?: number;
  queueDay?: number;
  executeDay?: number;
  /** An execute() that reverts because an action fails: the agenda stays queued until it expires. */
  failedExecuteDay?: number;
  expected: ProposalStateName;
}

/** Agenda 40's execution switches the voting contract to the tracker counting CL pools. */
export const TRACKER_SWITCH_DAY = 60.5;

/**
 * Councils whose voters never vote on the agendas still open when the scenario ends, so browser
 * tests can cast those votes with their keys.
 */
export const RESERVED_VOTER_GC_IDS = [2, 3, 4];

/**
 * The absence watch's example (KGP-31): this council votes on agenda 49, then misses the last two
 * closed agendas (50 and 51), so it ends the scenario at risk: one more miss costs its rewards.
 */
export const AT_RISK_GC_ID = 12;

const PASS: VotePlan = { yes: 9, no: 1, abstain: 1 };
const PASS_NARROW: VotePlan = { yes: 7, no: 3, abstain: 1 };
const REJECT: VotePlan = { yes: 2, no: 7, abstain: 2 };
const LOW_TURNOUT: VotePlan = { yes: 3, no: 0, abstain: 1, smallOnly: true };
/** Fails (Yes short of a majority) with quorum met and No lighter than Yes + Abstain: Rejected, not Undecided. */
const REJECT_BY_ABSTAIN: VotePlan = { yes: 1, no: 4, abstain: 6, abstainHeaviest: true };

const disburse = (fund: Fund, recipient: string, amount: number, category: string, title: string): AgendaAction => ({
  kind: 'disburse',
  fund,
  recipient,
  klay: amount,
  category,
  title,
});
const setUint = (name: string, value: bigint): AgendaAction => ({
  kind: 'setParam',
  name,
  value: encodeAbiParameters([{ type: 'uint256' }], [value]),
});
const setText = (name: string, value: string): AgendaAction => ({ kind: 'setParam', name, value: stringToHex(value) });

export const agendaPlans: AgendaPlan[] = [
  { id: 1, proposeDay: 1, delayDays: 1, periodDays: 5, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 2,
    proposeDay: 1.2,
    delayDays: 1,
    periodDays: 5,
    actions: [disburse('kcf', 'ecosystem-grants', 2_000_000, 'Ecosystem Support', 'Q4 ecosystem grants round')],
    votes: PASS,
    queueDay: 7.5,
    executeDay: 9.6,
    expected: 'Executed',
  },
  {
    id: 3,
    proposeDay: 2,
    delayDays: 2,
    periodDays: 5,
    actions: [setUint('kip71.lowerboundbasefee', 25_000_000_000n)],
    votes: PASS,
    queueDay: 9.3,
    executeDay: 11.5,
    expected: 'Executed',
  },
  { id: 4, proposeDay: 2.3, delayDays: 2, periodDays: 5, actions: [], votes: REJECT, expected: 'Failed' },
  {
    id: 5,
    proposeDay: 3,
    delayDays: 2,
    periodDays: 5,
    actions: [disburse('kff', 'marketing', 1_200_000, 'Others', 'Regional community meetups')],
    votes: PASS,
    expected: 'Expired',
  },
  { id: 6, proposeDay: 3.2, delayDays: 3, periodDays: 5, actions: [], cancelDay: 4, expected: 'Canceled' },
  { id: 7, proposeDay: 4, delayDays: 2, periodDays: 7, actions: [], votes: LOW_TURNOUT, expected: 'Failed' },
  {
    id: 8,
    proposeDay: 5,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'research-lab', 1_500_000, 'R&D Expenses', 'Zero-knowledge light client')],
    votes: PASS,
    queueDay: 14.2,
    executeDay: 16.5,
    expected: 'Executed',
  },
  { id: 9, proposeDay: 6, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 10,
    proposeDay: 7,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('reward.mintingamount', klay('6.4'))],
    votes: PASS_NARROW,
    queueDay: 16.3,
    executeDay: 18.4,
    expected: 'Executed',
  },
  {
    id: 11,
    proposeDay: 8,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'liquidity-desk', 5_000_000, 'Liquidity Provision', 'DEX liquidity for the native stablecoin')],
    votes: PASS,
    queueDay: 17.2,
    executeDay: 19.3,
    expected: 'Executed',
  },
  { id: 12, proposeDay: 9, delayDays: 2, periodDays: 7, actions: [], votes: { yes: 5, no: 8, abstain: 3 }, expected: 'Failed' },
  {
    id: 13,
    proposeDay: 10,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'token-swap-desk', 8_000_000, 'Token Swap', 'Legacy token swap reserve')],
    votes: PASS,
    queueDay: 19.5,
    expected: 'Expired',
  },
  {
    id: 14,
    proposeDay: 11,
    delayDays: 1,
    periodDays: 5,
    actions: [disburse('kff', 'fund-investment', 10_000_000, 'Fund Investment', 'Seed fund for gaming studios')],
    cancelDay: 11.5,
    expected: 'Canceled',
  },
  { id: 15, proposeDay: 12, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 16,
    proposeDay: 13,
    delayDays: 2,
    periodDays: 7,
    // An empty value makes GovParam revert, so the queued agenda cannot be executed and expires.
    actions: [{ kind: 'setParam', name: 'kip71.gastarget', value: '0x' }],
    votes: PASS,
    queueDay: 22.2,
    failedExecuteDay: 24.5,
    expected: 'Expired',
  },
  {
    id: 17,
    proposeDay: 14,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'ecosystem-partners', 3_000_000, 'Ecosystem Support', 'Exchange integration incentives')],
    votes: PASS,
    queueDay: 23.2,
    executeDay: 25.5,
    expected: 'Executed',
  },
  { id: 18, proposeDay: 15, delayDays: 2, periodDays: 7, actions: [], votes: LOW_TURNOUT, expected: 'Failed' },
  {
    id: 19,
    proposeDay: 16,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'community-grants', 1_200_000, 'Grant (Dev Community)', 'Open-source SDK maintainers')],
    votes: PASS,
    queueDay: 25.3,
    executeDay: 27.6,
    expected: 'Executed',
  },
  { id: 20, proposeDay: 17, delayDays: 2, periodDays: 7, actions: [], votes: PASS_NARROW, expected: 'Passed' },
  {
    id: 21,
    proposeDay: 18,
    delayDays: 2,
    periodDays: 7,
    actions: [setText('reward.ratio', '50/20/30')],
    votes: PASS,
    queueDay: 27.1,
    executeDay: 29.2,
    expected: 'Executed',
  },
  {
    id: 22,
    proposeDay: 19,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'marketing', 900_000, 'Marketing Expenses', 'Brand campaign in new markets')],
    votes: PASS,
    expected: 'Expired',
  },
  { id: 23, proposeDay: 20, delayDays: 3, periodDays: 7, actions: [], cancelDay: 21, expected: 'Canceled' },
  { id: 24, proposeDay: 21, delayDays: 2, periodDays: 7, actions: [], votes: REJECT, expected: 'Failed' },
  {
    id: 25,
    proposeDay: 22,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'infra-operator', 2_500_000, 'Grant (Service/Infrastructure)', 'Public RPC capacity')],
    votes: PASS,
    queueDay: 31.2,
    executeDay: 33.4,
    expected: 'Executed',
  },
  { id: 26, proposeDay: 24, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 27,
    proposeDay: 25,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('kip71.gastarget', 30_000_000n), setUint('kip71.maxblockgasusedforbasefee', 60_000_000n)],
    votes: PASS,
    queueDay: 34.2,
    executeDay: 36.4,
    expected: 'Executed',
  },
  {
    id: 28,
    proposeDay: 26,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'research-lab', 1_800_000, 'R&D Expenses', 'Parallel transaction execution')],
    votes: PASS,
    queueDay: 35.2,
    executeDay: 37.3,
    expected: 'Executed',
  },
  { id: 29, proposeDay: 27, delayDays: 2, periodDays: 7, actions: [], votes: LOW_TURNOUT, expected: 'Failed' },
  { id: 30, proposeDay: 28, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 31,
    proposeDay: 30,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', DEAD_ADDRESS, 50_000_000, 'Others', 'Supply burn')],
    votes: PASS,
    queueDay: 39.2,
    executeDay: 41.3,
    expected: 'Executed',
  },
  {
    id: 32,
    proposeDay: 31,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('kip71.basefeedenominator', 20n)],
    votes: PASS,
    queueDay: 40.2,
    executeDay: 42.5,
    expected: 'Executed',
  },
  // KGP-25, first voting: suspended after a few votes, resumed as agenda 44.
  { id: 33, proposeDay: 32, delayDays: 2, periodDays: 7, actions: [], votes: LOW_TURNOUT, expected: 'Failed' },
  { id: 34, proposeDay: 33, delayDays: 2, periodDays: 7, actions: [], votes: REJECT, expected: 'Failed' },
  {
    id: 35,
    proposeDay: 34,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'ecosystem-grants', 4_000_000, 'Ecosystem Support', 'DeFi builders programme')],
    votes: PASS,
    queueDay: 43.2,
    executeDay: 45.4,
    expected: 'Executed',
  },
  { id: 36, proposeDay: 36, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 37,
    proposeDay: 37,
    delayDays: 3,
    periodDays: 7,
    actions: [setUint('reward.stakingupdateinterval', 86_400n)],
    cancelDay: 38,
    expected: 'Canceled',
  },
  {
    id: 38,
    proposeDay: 38,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'gas-fee-program', 1_000_000, 'Gas Fee Program', 'Gasless onboarding for new wallets')],
    votes: PASS,
    queueDay: 47.2,
    expected: 'Expired',
  },
  { id: 39, proposeDay: 40, delayDays: 2, periodDays: 7, actions: [], votes: LOW_TURNOUT, expected: 'Failed' },
  {
    id: 40,
    proposeDay: 42,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('reward.proposerupdateinterval', 3_600n), { kind: 'updateStakingTracker' }],
    votes: PASS,
    // The voting contract changes tracker only while none of its trackers is live: day 60 to 62 is
    // the scenario's one such window (agenda 48's vote starts on day 60, agenda 49 is proposed on 62).
    queueDay: 58.4,
    executeDay: TRACKER_SWITCH_DAY,
    expected: 'Executed',
  },
  {
    id: 41,
    proposeDay: 44,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'wallet-sdk', 750_000, 'Ecosystem Support', 'Wallet SDK accessibility audit')],
    votes: PASS,
    queueDay: 53.1,
    executeDay: 55.5,
    expected: 'Executed',
  },
  { id: 42, proposeDay: 46, delayDays: 2, periodDays: 7, actions: [], votes: REJECT_BY_ABSTAIN, expected: 'Failed' },
  {
    id: 43,
    proposeDay: 48,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'liquidity-desk', 6_000_000, 'Liquidity Provision', 'Cross-chain bridge liquidity')],
    votes: PASS,
    queueDay: 57.2,
    executeDay: 59.4,
    expected: 'Executed',
  },
  // KGP-25, resumed.
  { id: 44, proposeDay: 50, delayDays: 2, periodDays: 7, actions: [], votes: PASS, expected: 'Passed' },
  {
    id: 45,
    proposeDay: 52,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kcf', 'marketing', 1_000_000, 'Marketing Expenses', 'Winter hackathon')],
    votes: PASS,
    queueDay: 61.5,
    expected: 'Queued',
  },
  {
    id: 46,
    proposeDay: 54,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('kip71.upperboundbasefee', 750_000_000_000n)],
    votes: PASS_NARROW,
    queueDay: 63.5,
    expected: 'Queued',
  },
  {
    id: 47,
    proposeDay: 56,
    delayDays: 2,
    periodDays: 7,
    actions: [disburse('kff', 'infra-operator', 2_000_000, 'Critical Network Infrastructure', 'Second archive node region')],
    votes: PASS,
    expected: 'Passed',
  },
  {
    id: 48,
    proposeDay: 58,
    delayDays: 2,
    periodDays: 7,
    actions: [setUint('governance.minimumstake', klay(5_000_000))],
    votes: PASS,
    expected: 'Passed',
  },
  { id: 49, proposeDay: 62, delayDays: 2, periodDays: 5, actions: [], votes: { ...LOW_TURNOUT, present: [AT_RISK_GC_ID] }, expected: 'Failed' },
  {
    id: 50,
    proposeDay: 64,
    delayDays: 1,
    periodDays: 4,
    actions: [disburse('kcf', 'research-lab', 1_100_000, 'R&D Expenses', 'Post-quantum signature study')],
    votes: { ...PASS, absent: [AT_RISK_GC_ID] },
    queueDay: 74,
    expected: 'Queued',
  },
  { id: 51, proposeDay: 66, delayDays: 2, periodDays: 5, actions: [], votes: { ...PASS, absent: [AT_RISK_GC_ID] }, expected: 'Passed' },
  // Open at the end of the scenario: browser tests vote on these.
  { id: 52, proposeDay: 68, delayDays: 2, periodDays: 14, actions: [], votes: { yes: 6, no: 2, abstain: 1 }, expected: 'Active' },
  {
    id: 53,
    proposeDay: 70,
    delayDays: 2,
    periodDays: 14,
    actions: [disburse('kff', 'community-grants', 1_500_000, 'Grant (Dev Community)', 'Documentation translation bounty')],
    votes: { yes: 4, no: 1, abstain: 0 },
    expected: 'Active',
  },
  {
    id: 54,
    proposeDay: 71,
    delayDays: 1,
    periodDays: 21,
    actions: [setUint('kip71.gastarget', 25_000_000n)],
    expected: 'Active',
  },
  { id: 55, proposeDay: 72, delayDays: 1, periodDays: 28, actions: [], votes: { yes: 1, no: 1, abstain: 0 }, expected: 'Active' },
  { id: 56, proposeDay: 73, delayDays: 7, periodDays: 14, actions: [], expected: 'Pending' },
  {
    id: 57,
    proposeDay: 74,
    delayDays: 10,
    periodDays: 14,
    actions: [disburse('kcf', 'ecosystem-grants', 2_500_000, 'Ecosystem Support', 'Spring ecosystem grants round')],
    expected: 'Pending',
  },
  {
    id: 58,
    proposeDay: 74.5,
    delayDays: 14,
    periodDays: 14,
    actions: [setUint('reward.mintingamount', klay('6.0'))],
    expected: 'Pending',
  },
  { id: 59, proposeDay: 74.8, delayDays: 28, periodDays: 7, actions: [], expected: 'Pending' },
];

export interface EncodedAction {
  target: Address;
  value: bigint;
  calldata: Hex;
}

/** The proposal's on-chain actions (targets, values, calldatas), with the KGP number in memos. */
export function encodeActions(plan: AgendaPlan, kgp: number | null): EncodedAction[] {
  return plan.actions.map((action) => {
    if (action.kind === 'updateStakingTracker') {
      return {
        target: devnetContracts.voting,
        value: 0n,
        calldata: encodeFunctionData({ abi: votingAbi, functionName: 'updateStakingTracker', args: [todaysNetworkContracts.stakingTrackerV2] }),
      };
    }
    if (action.kind === 'setParam') {
      return {
        target: devnetContracts.govParam,
        value: 0n,
        calldata: encodeFunctionData({ abi: govParamAbi, functionName: 'setParam', args: [action.name, action.value] }),
      };
    }
    return {
      target: devnetContracts[action.fund],
      value: 0n,
      calldata: encodeFunctionData({
        abi: treasuryFundAbi,
        functionName: 'disburse',
        args: [
          disbursementRecipient(action.recipient),
          klay(action.klay),
          treasuryMemo({ kgp: kgp ?? undefined, category: action.category, title: action.title }),
        ],
      }),
    };
  });
}
