import { describe, expect, it } from 'vitest';
import type { VotingEntry } from '@portal/core/entities/proposal';
import { CHOICE_LABELS, ProposalState as S, STATE_MESSAGES } from '@portal/core/rules/proposals';
import {
  type AgendaFigures,
  blockLine,
  choiceOf,
  choiceReading,
  COUNCIL_FILTERS,
  closingMessage,
  councilRows,
  countdownLabel,
  headerStatus,
  listStatus,
  NOTICE_TEXT,
  resultBadge,
  thresholdNotices,
  timeLeft,
  votesPanel,
  weightOf,
  withConfirmedVote,
} from './agendaModel';

/** Agenda 52 of the devnet as the scenario leaves it: 9 councils voted (count met), 55 of 66 power (power unmet). */
const agenda = (over: Partial<AgendaFigures> = {}): AgendaFigures => ({
  id: 52,
  state: S.Active,
  site_state: null,
  categoryId: 1,
  yesCount: 51,
  noCount: 2,
  abstainCount: 2,
  totalVotes: 197,
  votersCount: 9,
  quorumCount: 8,
  quorumPower: 66,
  eligibleNodes: 23,
  startBlock: 6_048_000,
  endBlock: 7_257_600,
  ...over,
});

const entry = (id: number, choice: number, power: number): VotingEntry => ({ council: { id, name: `GC ${id}`, thumbnail: '' }, choice, power, tx_hash: null });

describe('status badges', () => {
  it('reads Upcoming, Ongoing or Closed in the header, and Resumed in No.44 for agenda 33', () => {
    expect(headerStatus(agenda({ state: S.Pending })).label).toBe('Upcoming');
    expect(headerStatus(agenda()).label).toBe('Ongoing');
    for (const state of [S.Canceled, S.Failed, S.Passed, S.Queued, S.Expired, S.Executed]) expect(headerStatus(agenda({ state })).label).toBe('Closed');
    expect(headerStatus(agenda({ id: 33, state: S.Failed }))).toEqual({ label: 'Resumed in No.44', tone: 'resumed' });
  });

  it('labels lists Passed for every passed state and Rejected or Undecided for the others', () => {
    for (const state of [S.Passed, S.Queued, S.Expired, S.Executed]) expect(listStatus(agenda({ state })).label).toBe('Passed');
    expect(listStatus(agenda({ state: S.Failed, yesCount: 30, noCount: 30, abstainCount: 6 }))).toEqual({ label: 'Rejected', tone: 'rejected' });
    expect(listStatus(agenda({ state: S.Failed, votersCount: 3, yesCount: 5 })).label).toBe('Undecided');
    expect(listStatus(agenda({ id: 33, state: S.Failed })).label).toBe('Resumed in No.44');
  });

  it('shows Ready, In Progress, Expired and Executed, a passed text agenda moving on by its site state', () => {
    expect(resultBadge(agenda({ state: S.Passed, categoryId: 4 }))).toBe('Ready');
    expect(resultBadge(agenda({ state: S.Queued, categoryId: 4 }))).toBe('In Progress');
    expect(resultBadge(agenda({ state: S.Expired, categoryId: 4 }))).toBe('Expired');
    expect(resultBadge(agenda({ state: S.Executed, categoryId: 4 }))).toBe('Executed');
    expect(resultBadge(agenda({ state: S.Passed, categoryId: 1, site_state: null }))).toBe('In Progress');
    expect(resultBadge(agenda({ state: S.Passed, categoryId: 1, site_state: 7 }))).toBe('Executed');
    expect(resultBadge(agenda())).toBeNull();
    expect(resultBadge(agenda({ state: S.Failed }))).toBeNull();
  });
});

describe('blocks and time', () => {
  it('writes the card line of each group', () => {
    expect(blockLine(agenda({ state: S.Pending }))).toBe('Voting will start at block 6,048,000');
    expect(blockLine(agenda())).toBe('Voting in progress until block 7,257,600');
    expect(blockLine(agenda({ state: S.Executed }))).toBe('Voting closed at block 7,257,600');
  });

  it('counts down in blocks from the indexed head', () => {
    expect(countdownLabel(agenda({ state: S.Pending }), 6_048_000 - 86_400 - 3_600)).toBe('(starts in 1 day 1 hour)');
    expect(countdownLabel(agenda(), 7_257_600 - 2 * 3_600 - 120)).toBe('(ends in 2 hours 2 minutes)');
    expect(countdownLabel(agenda({ state: S.Passed }), 1)).toBe('(closed)');
    expect(countdownLabel(agenda(), null)).toBeNull();
    expect(timeLeft(agenda(), 7_257_600 - 300)).toBe('5 minutes left');
    expect(timeLeft(agenda({ state: S.Pending }), 1)).toBeNull();
  });
});

describe('votes panel', () => {
  it('gives each choice its share of the cast power and marks the viewer’s', () => {
    const panel = votesPanel(agenda(), 0);
    expect(panel.choices.map((c) => [c.label, c.count, c.percent, c.mine])).toEqual([
      ['Yes', 51, '92.72%', false],
      ['No', 2, '3.63%', true],
      ['Abstain', 2, '3.63%', false],
    ]);
    expect(panel).toMatchObject({ participated: 55, total: 197, votingRate: '27.91%', votedGc: 9, eligibleGc: 23, powerMet: false, countMet: true });
    expect(panel.rateMinimum).toBeCloseTo(66 / 197);
    expect(panel.gcMinimum).toBeCloseTo(8 / 23);
  });

  it('reads 0% with nothing cast', () => {
    const panel = votesPanel(agenda({ yesCount: 0, noCount: 0, abstainCount: 0, votersCount: 0 }), -1);
    expect(panel.choices.map((c) => c.percent)).toEqual(['0.00%', '0.00%', '0.00%']);
    expect(panel.rateShare).toBe(0);
  });

  it('says which threshold is met when they disagree, and warns while power is unmet', () => {
    expect(thresholdNotices(agenda())).toEqual([
      { tone: 'info', text: NOTICE_TEXT.countOnly },
      { tone: 'warning', text: NOTICE_TEXT.powerUnmet },
    ]);
    expect(thresholdNotices(agenda({ votersCount: 6, yesCount: 80 }))).toEqual([{ tone: 'info', text: NOTICE_TEXT.powerOnly }]);
    expect(thresholdNotices(agenda({ votersCount: 5 }))).toEqual([{ tone: 'warning', text: NOTICE_TEXT.powerUnmet }]);
    expect(thresholdNotices(agenda({ yesCount: 80 }))).toEqual([]);
    expect(thresholdNotices(agenda({ state: S.Failed }))).toEqual([]);
  });

  it('closes with the message of each finished state', () => {
    expect(closingMessage(agenda({ state: S.Passed, categoryId: 4 }))).toBe(STATE_MESSAGES.passed);
    expect(closingMessage(agenda({ state: S.Passed, categoryId: 1, site_state: 7 }))).toBe(STATE_MESSAGES.executed);
    expect(closingMessage(agenda({ state: S.Expired }))).toBe(STATE_MESSAGES.expired);
    expect(closingMessage(agenda({ state: S.Failed, votersCount: 3, yesCount: 2 }))).toBe(STATE_MESSAGES.undecided);
    expect(closingMessage(agenda())).toBeNull();
  });
});

describe('council table', () => {
  const voting = [entry(4, -1, 22), entry(8, 1, 22), entry(2, 0, 21), entry(13, 2, 12), entry(3, -1, 8)];

  it('counts each chip and filters the rows', () => {
    const { counts, rows } = councilRows(voting, 'absent');
    expect(counts).toEqual({ all: 5, yes: 1, no: 1, abstain: 1, absent: 2 });
    expect(rows.map((r) => r.council.id)).toEqual([4, 3]);
    expect(councilRows(voting, 'all').rows).toHaveLength(5);
  });

  it('names the Absent chip as its rows name the choice, open or closed (the spec has one word)', () => {
    // The chip and the rows are worded by one catalogue entry, picked by the same name.
    expect(COUNCIL_FILTERS.find((f) => f.value === 'absent')!.choice).toBe(-1);
    expect(choiceReading(agenda({ state: S.Passed }), -1).tone).toBe('absent');
    expect(CHOICE_LABELS[-1]).toBe('Absent');
  });

  it('finds the viewer’s choice and each council’s weight', () => {
    expect(choiceOf(voting, 2)).toBe(0);
    expect(choiceOf(voting, 99)).toBe(-1);
    expect(choiceOf(voting, null)).toBe(-1);
    expect(weightOf(22, 197)).toBe('11.16%');
  });
});

describe('a confirmed vote before the indexer has it', () => {
  const detail = { ...agenda(), voting: [entry(4, -1, 22), entry(3, -1, 8)] };
  const vote = { councilId: 3, choice: 1, power: 8, txHash: `0x${'1'.repeat(64)}` };

  it('counts at once: tally, voters and the council’s row', () => {
    const { agenda: shown, indexed } = withConfirmedVote(detail, vote);
    expect(indexed).toBe(false);
    expect(shown).toMatchObject({ yesCount: 59, noCount: 2, abstainCount: 2, votersCount: 10 });
    expect(shown.voting[1]).toEqual({ council: { id: 3, name: 'GC 3', thumbnail: '' }, choice: 1, power: 8, tx_hash: vote.txHash });
    expect(votesPanel(shown, 1).powerMet).toBe(false);
  });

  it('steps aside once the API shows the council’s vote', () => {
    const indexedDetail = { ...detail, voting: [entry(4, -1, 22), { ...entry(3, 1, 8), tx_hash: vote.txHash }] };
    expect(withConfirmedVote(indexedDetail, vote)).toEqual({ agenda: indexedDetail, indexed: true });
    expect(withConfirmedVote(detail, null)).toEqual({ agenda: detail, indexed: false });
  });
});

describe('choiceReading', () => {
  it('reads a council without a vote as Not started, never Absent, while the agenda has not started', () => {
    expect(choiceReading({ state: S.Pending }, -1)).toEqual({ label: 'Not started', tone: 'notStarted' });
  });

  it('reads a council without a vote as Absent once voting has started or closed', () => {
    expect(choiceReading({ state: S.Active }, -1)).toEqual({ label: 'Absent', tone: 'absent' });
    expect(choiceReading({ state: S.Passed }, -1)).toEqual({ label: 'Absent', tone: 'absent' });
  });

  it('reads the cast choices as Yes, No, Abstain; an unknown value as no vote', () => {
    expect([1, 0, 2].map((choice) => choiceReading({ state: S.Executed }, choice).label)).toEqual(['Yes', 'No', 'Abstain']);
    expect(choiceReading({ state: S.Failed }, 7)).toEqual({ label: 'Absent', tone: 'absent' });
  });
});
