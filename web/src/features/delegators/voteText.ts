import { CHOICE_LABELS, ProposalState, VoteChoice } from '@portal/core/rules/proposals';

export const VOTING_NOT_OPEN = 'Voting not open';

/** A backed council's part in an agenda: its choice, or Absent, or nothing yet while voting has not opened. */
export function voteText(state: number, choice: number): string {
  if (state === ProposalState.Pending && choice === VoteChoice.NotVoted) return VOTING_NOT_OPEN;
  return choice in CHOICE_LABELS ? CHOICE_LABELS[choice as VoteChoice] : CHOICE_LABELS[VoteChoice.NotVoted];
}
