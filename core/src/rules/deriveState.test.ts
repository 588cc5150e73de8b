import { describe, expect, it } from 'vitest';
import { deriveState, isFinalState, type StateInput } from './deriveState';
import { ProposalState } from './proposals';

/** voteStart 100, voteEnd 200, queueDeadline 300; 9 eligible councils holding 30 votes. */
function input(overrides: {
  schedule?: Partial<StateInput['schedule']>;
  cast?: Partial<StateInput['cast']>;
  tracker?: Partial<StateInput['tracker']>;
  hasActions?: boolean;
  block: bigint;
}): StateInput {
  return {
    schedule: {
      voteStart: 100n,
      voteEnd: 200n,
      queueDeadline: 300n,
      execDeadline: 0n,
      canceled: false,
      queued: false,
      executed: false,
      ...overrides.schedule,
    },
    cast: { yes: 0n, no: 0n, abstain: 0n, votersCount: 0, ...overrides.cast },
    tracker: { totalVotes: 30n, numEligible: 9n, ...overrides.tracker },
    hasActions: overrides.hasActions ?? true,
    block: overrides.block,
  };
}

/** 4 councils voting 12 Yes: quorum (count 3, power 10) and majority both met. */
const passing = { yes: 12n, no: 0n, abstain: 0n, votersCount: 4 };

describe('deriveState mirrors the contract rule by rule', () => {
  it('Executed wins over everything, even canceled or an elapsed deadline', () => {
    expect(deriveState(input({ schedule: { executed: true, canceled: true }, block: 10n }))).toBe(ProposalState.Executed);
    expect(deriveState(input({ schedule: { executed: true, queued: true, execDeadline: 400n }, block: 10_000n }))).toBe(ProposalState.Executed);
  });

  it('then Canceled, whatever the block and tally', () => {
    expect(deriveState(input({ schedule: { canceled: true }, cast: passing, block: 250n }))).toBe(ProposalState.Canceled);
    expect(deriveState(input({ schedule: { canceled: true }, block: 0n }))).toBe(ProposalState.Canceled);
  });

  it('Pending strictly before voteStart, Active from voteStart up to and including voteEnd', () => {
    expect(deriveState(input({ block: 99n }))).toBe(ProposalState.Pending);
    expect(deriveState(input({ block: 100n }))).toBe(ProposalState.Active);
    expect(deriveState(input({ block: 200n, cast: passing }))).toBe(ProposalState.Active);
    expect(deriveState(input({ block: 201n, cast: passing }))).toBe(ProposalState.Passed);
  });

  it('Failed after voteEnd without quorum, even with a unanimous Yes', () => {
    expect(deriveState(input({ block: 201n, cast: { yes: 9n, votersCount: 2 } }))).toBe(ProposalState.Failed);
    expect(deriveState(input({ block: 201n }))).toBe(ProposalState.Failed);
  });

  it('Failed with quorum but without the majority: a tie, or abstain tipping it', () => {
    expect(deriveState(input({ block: 201n, cast: { yes: 6n, no: 6n, votersCount: 4 } }))).toBe(ProposalState.Failed);
    expect(deriveState(input({ block: 201n, cast: { yes: 6n, no: 3n, abstain: 3n, votersCount: 4 } }))).toBe(ProposalState.Failed);
    expect(deriveState(input({ block: 201n, cast: { yes: 7n, no: 3n, abstain: 3n, votersCount: 4 } }))).toBe(ProposalState.Passed);
  });

  it('quorum by councils alone or by power alone is enough to pass', () => {
    expect(deriveState(input({ block: 201n, cast: { yes: 3n, votersCount: 3 } }))).toBe(ProposalState.Passed);
    expect(deriveState(input({ block: 201n, cast: { yes: 10n, votersCount: 1 } }))).toBe(ProposalState.Passed);
    expect(deriveState(input({ block: 201n, cast: { yes: 9n, votersCount: 2 } }))).toBe(ProposalState.Failed);
  });

  it('unqueued: Passed up to and including queueDeadline, Expired after it', () => {
    expect(deriveState(input({ block: 300n, cast: passing }))).toBe(ProposalState.Passed);
    expect(deriveState(input({ block: 301n, cast: passing }))).toBe(ProposalState.Expired);
  });

  it('a text agenda (no actions) stays Passed forever', () => {
    expect(deriveState(input({ block: 1_000_000n, cast: passing, hasActions: false }))).toBe(ProposalState.Passed);
    expect(deriveState(input({ block: 1_000_000n, cast: { yes: 1n, votersCount: 1 }, hasActions: false }))).toBe(ProposalState.Failed);
  });

  it('queued: Queued up to and including execDeadline, then Expired; the queue deadline no longer matters', () => {
    const schedule = { queued: true, execDeadline: 500n };
    expect(deriveState(input({ block: 301n, cast: passing, schedule }))).toBe(ProposalState.Queued);
    expect(deriveState(input({ block: 500n, cast: passing, schedule }))).toBe(ProposalState.Queued);
    expect(deriveState(input({ block: 501n, cast: passing, schedule }))).toBe(ProposalState.Expired);
  });

  it('reads the quorum from the tracker summary (a larger electorate raises the bar)', () => {
    const cast = { yes: 10n, votersCount: 2 };
    expect(deriveState(input({ block: 201n, cast }))).toBe(ProposalState.Passed);
    expect(deriveState(input({ block: 201n, cast, tracker: { totalVotes: 31n } }))).toBe(ProposalState.Failed);
    expect(deriveState(input({ block: 201n, cast, tracker: { totalVotes: 31n, numEligible: 6n } }))).toBe(ProposalState.Passed);
  });
});

describe('isFinalState', () => {
  it.each([
    [ProposalState.Pending, true, false],
    [ProposalState.Active, true, false],
    [ProposalState.Canceled, true, true],
    [ProposalState.Failed, true, true],
    [ProposalState.Passed, true, false],
    [ProposalState.Passed, false, true],
    [ProposalState.Queued, true, false],
    [ProposalState.Expired, true, true],
    [ProposalState.Executed, true, true],
  ] as const)('state %i with actions %s → final %s', (state, hasActions, final) => {
    expect(isFinalState(state, hasActions)).toBe(final);
  });
});
