import { ProposalState, VoteChoice } from '@portal/core/rules/proposals';

/** What the votes table says of a backed council on an agenda (the catalogue's `votes.*` words). */
export type VoteShown = 'yes' | 'no' | 'abstain' | 'absent' | 'notOpen';

const CHOICES: Record<number, VoteShown> = { [VoteChoice.Yes]: 'yes', [VoteChoice.No]: 'no', [VoteChoice.Abstain]: 'abstain' };

/** A backed council's part in an agenda: its choice, or Absent, or nothing yet while voting has not opened. */
export function voteShown(state: number, choice: number): VoteShown {
  if (state === ProposalState.Pending && choice === VoteChoice.NotVoted) return 'notOpen';
  return CHOICES[choice] ?? 'absent';
}
