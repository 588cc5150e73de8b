import { describe, expect, it } from 'vitest';
import { ProposalState } from '@portal/core/rules/proposals';
import { VOTING_NOT_OPEN, voteText } from './voteText';

describe('voteText', () => {
  it('names the choice, Absent where there is none, and nothing yet before voting opens', () => {
    expect(voteText(ProposalState.Executed, 1)).toBe('Yes');
    expect(voteText(ProposalState.Failed, 0)).toBe('No');
    expect(voteText(ProposalState.Active, 2)).toBe('Abstain');
    expect(voteText(ProposalState.Passed, -1)).toBe('Absent');
    expect(voteText(ProposalState.Pending, -1)).toBe(VOTING_NOT_OPEN);
  });
});
