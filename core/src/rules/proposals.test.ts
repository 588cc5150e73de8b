import { describe, expect, it } from 'vitest';
import {
  canVote,
  countdownText,
  displayState,
  groupOf,
  isClosed,
  listLabel,
  openAgendas,
  ProposalState as S,
  type ProposalState,
  stateMessage,
  STATE_MESSAGES,
  type TallyFigures,
  thresholdNotice,
  unsuccessfulResult,
  VoteChoice,
} from './proposals';

const tally = (t: Partial<TallyFigures>): TallyFigures => ({
  yes: 0,
  no: 0,
  abstain: 0,
  votersCount: 0,
  quorumCount: 10,
  quorumPower: 30,
  ...t,
});

const ALL: ProposalState[] = [0, 1, 2, 3, 4, 5, 6, 7];

describe('grouping', () => {
  it('splits agendas into Upcoming, Ongoing and Closed', () => {
    expect(ALL.map(groupOf)).toEqual(['Upcoming', 'Ongoing', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed']);
    expect(ALL.filter(isClosed)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('puts the open agendas Ongoing first, then Upcoming, in their given order', () => {
    const agendas = [
      { id: 9, state: S.Pending },
      { id: 8, state: S.Active },
      { id: 7, state: S.Executed },
      { id: 6, state: S.Pending },
      { id: 5, state: S.Active },
      { id: 4, state: S.Failed },
    ];
    expect(openAgendas(agendas).map((a) => a.id)).toEqual([8, 5, 9, 6]);
    expect(openAgendas([])).toEqual([]);
  });
});

describe('list labels', () => {
  it('shows passed, queued, expired and executed all as Passed', () => {
    for (const state of [S.Passed, S.Queued, S.Expired, S.Executed]) expect(listLabel(state, tally({}))).toBe('Passed');
    expect(listLabel(S.Pending, tally({}))).toBe('Upcoming');
    expect(listLabel(S.Active, tally({}))).toBe('Ongoing');
  });

  it('reads Rejected only when a threshold is met and No does not exceed Yes + Abstain', () => {
    // count met, no ≤ yes + abstain
    expect(unsuccessfulResult(tally({ votersCount: 10, no: 5, yes: 3, abstain: 2 }))).toBe('Rejected');
    // power met (cast 30), no ≤ yes + abstain
    expect(unsuccessfulResult(tally({ votersCount: 1, yes: 15, no: 15 }))).toBe('Rejected');
    // a threshold met but No exceeds Yes + Abstain
    expect(unsuccessfulResult(tally({ votersCount: 10, no: 6, yes: 3, abstain: 2 }))).toBe('Undecided');
    // no threshold met
    expect(unsuccessfulResult(tally({ votersCount: 9, yes: 29 }))).toBe('Undecided');
    expect(listLabel(S.Canceled, tally({}))).toBe('Undecided');
    expect(listLabel(S.Failed, tally({ votersCount: 10 }))).toBe('Rejected');
  });
});

describe('votes panel', () => {
  it('explains every closed state', () => {
    expect(stateMessage(S.Passed, tally({}))).toBe(STATE_MESSAGES.passed);
    expect(stateMessage(S.Queued, tally({}))).toBe(STATE_MESSAGES.passed);
    expect(stateMessage(S.Executed, tally({}))).toBe(STATE_MESSAGES.executed);
    expect(stateMessage(S.Expired, tally({}))).toBe(STATE_MESSAGES.expired);
    expect(stateMessage(S.Failed, tally({ votersCount: 10 }))).toBe('This agenda has been rejected.');
    expect(stateMessage(S.Failed, tally({}))).toBe('The agenda remains undecided.');
    expect(stateMessage(S.Active, tally({}))).toBeNull();
    expect(stateMessage(S.Pending, tally({}))).toBeNull();
  });

  it('says which threshold is met when they disagree, and warns while power is unmet', () => {
    expect(thresholdNotice(tally({ yes: 30, votersCount: 1 }))).toBe('powerOnly');
    expect(thresholdNotice(tally({ yes: 10, votersCount: 10 }))).toBe('countOnly');
    expect(thresholdNotice(tally({ yes: 10, votersCount: 1 }))).toBe('powerUnmet');
    expect(thresholdNotice(tally({ yes: 29, abstain: 1, votersCount: 10 }))).toBeNull();
  });
});

describe('text-only agendas', () => {
  it('move from passed to In Progress (queued) to executed by site state', () => {
    expect(displayState(S.Passed, true, null)).toBe(S.Queued);
    expect(displayState(S.Passed, true, S.Queued)).toBe(S.Queued);
    expect(displayState(S.Passed, true, S.Executed)).toBe(S.Executed);
    expect(displayState(S.Passed, false, S.Executed)).toBe(S.Passed);
    expect(displayState(S.Failed, true, S.Executed)).toBe(S.Failed);
  });
});

describe('the Vote button', () => {
  const base = { state: S.Active, id: 12, isVoter: true, viewerChoice: VoteChoice.NotVoted } as const;
  it('shows only for voters who have not voted on an active agenda other than 33', () => {
    expect(canVote(base)).toBe(true);
    expect(canVote({ ...base, isVoter: false })).toBe(false);
    expect(canVote({ ...base, viewerChoice: VoteChoice.Abstain })).toBe(false);
    expect(canVote({ ...base, viewerChoice: VoteChoice.No })).toBe(false);
    expect(canVote({ ...base, id: 33 })).toBe(false);
    for (const state of ALL.filter((s) => s !== S.Active)) expect(canVote({ ...base, state })).toBe(false);
  });
});

describe('countdown', () => {
  it('reads days and hours, hours and minutes, or minutes', () => {
    expect(countdownText(S.Active, 2 * 86_400 + 5 * 3_600 + 59)).toBe('2 days 5 hours');
    expect(countdownText(S.Pending, 86_400)).toBe('1 day 0 hours');
    expect(countdownText(S.Active, 3_600 + 60)).toBe('1 hour 1 minute');
    expect(countdownText(S.Active, 59 * 60 + 59)).toBe('59 minutes');
    expect(countdownText(S.Active, -5)).toBe('0 minutes');
  });
  it('reads closed for every other state', () => {
    for (const state of ALL.filter((s) => s > S.Active)) expect(countdownText(state, 1_000)).toBe('closed');
  });
});
