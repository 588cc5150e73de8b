import type { VotingEntry } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { CHOICE_LABELS, ProposalState, SPECIAL_AGENDA, type VoteChoice } from '@portal/core/rules/proposals';

/**
 * "Can I vote?": why the connected wallet can or cannot vote on an agenda, checked in the order
 * castVote checks it (state, "Not a registered voter", "Not eligible to vote", "Already voted"),
 * after what the page checks before any transaction (the wallet's network, agenda 33). The texts
 * start with the voting contract's own revert reasons where it has one, so the page and the chain
 * never disagree. Pure, over the API's agenda and the wallet store.
 */

export type EligibilityInput = {
  agenda: { id: number; state: number; startBlock: number; endBlock: number; voting: readonly VotingEntry[] };
  /** The wallet's network (null: the mobile app, which signs for the network it is asked to). */
  walletChainId: number | null;
  network: { chainId: number; name: string } | null;
  /** voterToGCId of the connected address: 0 when it is no council's voter, null until read. */
  councilId: number | null;
};

export type Eligibility =
  | { can: true; reason: 'canVote'; text: string }
  | { can: false; reason: 'checking' | 'wrongNetwork' | 'resumed' | 'notStarted' | 'ended' | 'notVoter' | 'notEligible' | 'voted'; text: string; txHash?: string };

/** The voting contract's revert reasons the texts start with (devnet/contracts/Voting.sol, castVote). */
export const REVERT_REASONS = { notVoter: 'Not a registered voter', notEligible: 'Not eligible to vote', voted: 'Already voted', state: 'Not allowed in current state' } as const;

export function voteEligibility({ agenda, walletChainId, network, councilId }: EligibilityInput): Eligibility {
  if (network && walletChainId !== null && walletChainId !== network.chainId) {
    return { can: false, reason: 'wrongNetwork', text: `Your wallet is on another network: switch it to ${network.name} to vote.` };
  }
  if (agenda.id === SPECIAL_AGENDA.id) return { can: false, reason: 'resumed', text: `Voting on this agenda was resumed as agenda No.${SPECIAL_AGENDA.resumedIn}.` };
  if (agenda.state === ProposalState.Pending) {
    return { can: false, reason: 'notStarted', text: `${REVERT_REASONS.state}: voting starts at block ${formatNumber(agenda.startBlock)}.` };
  }
  if (agenda.state !== ProposalState.Active) {
    return { can: false, reason: 'ended', text: `${REVERT_REASONS.state}: voting ended at block ${formatNumber(agenda.endBlock)}.` };
  }
  if (councilId === null) return { can: false, reason: 'checking', text: 'Checking which council this address votes for…' };
  if (councilId === 0) return { can: false, reason: 'notVoter', text: `${REVERT_REASONS.notVoter}: this address is no council's voter account.` };
  const entry = agenda.voting.find((e) => e.council.id === councilId);
  if (entry && entry.choice >= 0) {
    return {
      can: false,
      reason: 'voted',
      text: `${REVERT_REASONS.voted}: ${entry.council.name} voted ${CHOICE_LABELS[entry.choice as VoteChoice]} with ${votes(entry.power)}.`,
      ...(entry.tx_hash ? { txHash: entry.tx_hash } : {}),
    };
  }
  if (!entry || entry.power === 0) {
    return {
      can: false,
      reason: 'notEligible',
      text: `${REVERT_REASONS.notEligible}: your council (GC #${councilId}) has no voting power on this agenda: it is not tracked for it, or its stake was below the minimum when voting started.`,
    };
  }
  return { can: true, reason: 'canVote', text: `You can vote for ${entry.council.name} with ${votes(entry.power)}.` };
}

const votes = (n: number) => `${formatNumber(n)} ${n === 1 ? 'vote' : 'votes'}`;
