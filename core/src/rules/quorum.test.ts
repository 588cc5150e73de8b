import { describe, expect, it } from 'vitest';
import { majorityMet, quorumMet, quorumOf } from './quorum';

describe('quorum arithmetic', () => {
  it.each([
    [0n, 0n, 0n, 0n],
    [1n, 1n, 1n, 1n],
    [3n, 30n, 1n, 10n],
    [4n, 31n, 2n, 11n],
    [9n, 32n, 3n, 11n],
    [10n, 33n, 4n, 11n],
  ])('numEligible %i, totalVotes %i → quorumCount %i, quorumPower %i (ceil of a third)', (numEligible, totalVotes, count, power) => {
    expect(quorumOf({ numEligible, totalVotes })).toEqual({ quorumCount: count, quorumPower: power });
  });

  it('is met by enough voters alone, by enough power alone, and abstain counts toward power', () => {
    const quorum = { quorumCount: 3n, quorumPower: 10n };
    expect(quorumMet({ yes: 1n, no: 1n, abstain: 1n, votersCount: 3 }, quorum)).toBe(true);
    expect(quorumMet({ yes: 10n, no: 0n, abstain: 0n, votersCount: 1 }, quorum)).toBe(true);
    expect(quorumMet({ yes: 2n, no: 0n, abstain: 8n, votersCount: 2 }, quorum)).toBe(true);
    expect(quorumMet({ yes: 5n, no: 4n, abstain: 0n, votersCount: 2 }, quorum)).toBe(false);
  });

  it('needs Yes ≥ No + Abstain + 1 for a majority', () => {
    expect(majorityMet({ yes: 5n, no: 2n, abstain: 2n, votersCount: 3 })).toBe(true);
    expect(majorityMet({ yes: 4n, no: 2n, abstain: 2n, votersCount: 3 })).toBe(false);
    expect(majorityMet({ yes: 0n, no: 0n, abstain: 0n, votersCount: 0 })).toBe(false);
  });
});
