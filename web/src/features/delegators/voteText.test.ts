import { describe, expect, it } from 'vitest';
import { ProposalState } from '@portal/core/rules/proposals';
import { voteShown } from './voteText';

describe('voteShown', () => {
  it('names the choice, Absent where there is none, and nothing yet before voting opens', () => {
    expect(voteShown(ProposalState.Executed, 1)).toBe('yes');
    expect(voteShown(ProposalState.Failed, 0)).toBe('no');
    expect(voteShown(ProposalState.Active, 2)).toBe('abstain');
    expect(voteShown(ProposalState.Passed, -1)).toBe('absent');
    expect(voteShown(ProposalState.Pending, -1)).toBe('notOpen');
    expect(voteShown(ProposalState.Pending, 1)).toBe('yes');
  });
});
