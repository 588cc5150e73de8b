import { describe, expect, it } from 'vitest';
import type { VotingEntry } from '@portal/core/entities/proposal';
import { ProposalState as S } from '@portal/core/rules/proposals';
import { type EligibilityInput, voteEligibility } from './voteEligibility';

const entry = (id: number, choice: number, power: number, tx_hash: string | null = null): VotingEntry => ({ council: { id, name: `GC ${id}`, thumbnail: '' }, choice, power, tx_hash });
const TX = `0x${'7'.repeat(64)}`;

const input = (over: Partial<EligibilityInput> & { state?: number; id?: number } = {}): EligibilityInput => ({
  agenda: { id: over.id ?? 50, state: over.state ?? S.Active, startBlock: 1_000, endBlock: 2_000, voting: [entry(2, -1, 6), entry(3, 1, 4, TX)] },
  walletChainId: 31337,
  network: { chainId: 31337, name: 'Devnet 31337' },
  councilId: 2,
  ...over,
});

describe('voteEligibility', () => {
  it('lets a tracked council’s voter vote on an open agenda, with its power', () => {
    expect(voteEligibility(input())).toEqual({ can: true, reason: 'canVote', text: 'You can vote for GC 2 with 6 votes.' });
  });

  it('gives each reason, in the order castVote checks, after the network and agenda 33', () => {
    const reason = (over: Parameters<typeof input>[0]) => voteEligibility(input(over));
    expect(reason({ walletChainId: 1001 })).toMatchObject({ reason: 'wrongNetwork', text: 'Your wallet is on another network: switch it to Devnet 31337 to vote.' });
    expect(reason({ id: 33 })).toMatchObject({ reason: 'resumed', text: 'Voting on this agenda was resumed as agenda No.44.' });
    expect(reason({ state: S.Pending, councilId: 0 })).toMatchObject({ reason: 'notStarted', text: 'Not allowed in current state: voting starts at block 1,000.' });
    expect(reason({ state: S.Failed })).toMatchObject({ reason: 'ended', text: 'Not allowed in current state: voting ended at block 2,000.' });
    expect(reason({ councilId: 0 })).toMatchObject({ reason: 'notVoter', text: "Not a registered voter: this address is no council's voter account." });
    expect(reason({ councilId: 9 })).toMatchObject({ reason: 'notEligible', text: expect.stringMatching(/^Not eligible to vote: your council \(GC #9\) has no voting power on this agenda/) });
    expect(reason({ councilId: 3 })).toEqual({ can: false, reason: 'voted', text: 'Already voted: GC 3 voted Yes with 4 votes.', txHash: TX });
    expect(reason({ councilId: null })).toMatchObject({ reason: 'checking' });
  });

  it('does not judge the network of the mobile app, which signs for the network it is asked to', () => {
    expect(voteEligibility(input({ walletChainId: null }))).toMatchObject({ can: true });
  });
});
