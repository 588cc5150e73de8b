import type { ProposalListEntry, VotingEntry } from '@portal/core/entities/proposal';
import { formatNumber, formatRatioPercent } from '@portal/core/format';
import type { ConfirmedVote } from '../../shared/wallet/confirmedVotes';
import {
  CHOICE_LABELS,
  countdownText,
  countThresholdMet,
  displayState,
  groupOf,
  listLabel,
  powerThresholdMet,
  ProposalState,
  RESULT_BADGES,
  SPECIAL_AGENDA,
  stateMessage,
  type TallyFigures,
  thresholdNotice,
  VoteChoice,
} from '@portal/core/rules/proposals';

/**
 * How one agenda reads on the voting screens (public §4): badges, block lines, the countdown, the
 * votes panel's figures and notices. Pure, over the API's shapes; the rules themselves are core's.
 */

/** The fields of a proposal these helpers read (a list row, a card and a detail all have them). */
export type AgendaFigures = Pick<
  ProposalListEntry,
  | 'id'
  | 'state'
  | 'site_state'
  | 'categoryId'
  | 'yesCount'
  | 'noCount'
  | 'abstainCount'
  | 'totalVotes'
  | 'votersCount'
  | 'quorumCount'
  | 'quorumPower'
  | 'eligibleNodes'
  | 'startBlock'
  | 'endBlock'
>;

/** Text-only agendas (transaction type 1) move on by operators' site state once passed. */
export const TEXT_ONLY_CATEGORY = 1;

export const RESUMED_LABEL = `Resumed in No.${SPECIAL_AGENDA.resumedIn}`;

export function isResumedAgenda(agenda: Pick<AgendaFigures, 'id'>): boolean {
  return agenda.id === SPECIAL_AGENDA.id;
}

export function tallyOf(agenda: AgendaFigures): TallyFigures {
  return {
    yes: agenda.yesCount,
    no: agenda.noCount,
    abstain: agenda.abstainCount,
    votersCount: agenda.votersCount,
    quorumCount: agenda.quorumCount,
    quorumPower: agenda.quorumPower,
  };
}

/** The state the panel explains: a passed text agenda reads In Progress, then Executed, by site state. */
export function shownState(agenda: AgendaFigures): ProposalState {
  return displayState(agenda.state as ProposalState, agenda.categoryId === TEXT_ONLY_CATEGORY, (agenda.site_state as ProposalState | null) ?? null);
}

export type BadgeTone = 'upcoming' | 'ongoing' | 'closed' | 'passed' | 'rejected' | 'undecided' | 'resumed';

/** The detail header's status: Upcoming, Ongoing or Closed; agenda 33 reads "Resumed in No.44". */
export function headerStatus(agenda: AgendaFigures): { label: string; tone: BadgeTone } {
  if (isResumedAgenda(agenda)) return { label: RESUMED_LABEL, tone: 'resumed' };
  const group = groupOf(agenda.state as ProposalState);
  return { label: group, tone: group === 'Upcoming' ? 'upcoming' : group === 'Ongoing' ? 'ongoing' : 'closed' };
}

/** The lists' label: Upcoming, Ongoing, Passed, Rejected or Undecided; agenda 33 reads "Resumed in No.44". */
export function listStatus(agenda: AgendaFigures): { label: string; tone: BadgeTone } {
  if (isResumedAgenda(agenda)) return { label: RESUMED_LABEL, tone: 'resumed' };
  const label = listLabel(agenda.state as ProposalState, tallyOf(agenda));
  const tone: Record<string, BadgeTone> = { Upcoming: 'upcoming', Ongoing: 'ongoing', Passed: 'passed', Rejected: 'rejected', Undecided: 'undecided' };
  return { label, tone: tone[label] ?? 'closed' };
}

/** The votes panel's result badge: Ready, In Progress, Expired or Executed; none otherwise. */
export function resultBadge(agenda: AgendaFigures): string | null {
  return RESULT_BADGES[shownState(agenda)] ?? null;
}

const blocks = (block: number) => formatNumber(block);

/** A card's line about the voting period (public §4 "Card header"). */
export function blockLine(agenda: AgendaFigures): string {
  if (agenda.state === ProposalState.Pending) return `Voting will start at block ${blocks(agenda.startBlock)}`;
  if (agenda.state === ProposalState.Active) return `Voting in progress until block ${blocks(agenda.endBlock)}`;
  return `Voting closed at block ${blocks(agenda.endBlock)}`;
}

/**
 * "(starts in …)" while pending, "(ends in …)" while active, "(closed)" otherwise. Counted in blocks
 * from the indexed head (one block a second), so it follows the chain's clock; none while the head
 * is unknown.
 */
export function countdownLabel(agenda: AgendaFigures, headBlock: number | null): string | null {
  const state = agenda.state as ProposalState;
  if (state !== ProposalState.Pending && state !== ProposalState.Active) return `(${countdownText(state, 0)})`;
  if (headBlock === null) return null;
  if (state === ProposalState.Pending) return `(starts in ${countdownText(state, agenda.startBlock - headBlock)})`;
  return `(ends in ${countdownText(state, agenda.endBlock - headBlock)})`;
}

/** Time left of an active agenda, for its card: "2 days 5 hours left". */
export function timeLeft(agenda: AgendaFigures, headBlock: number | null): string | null {
  if (agenda.state !== ProposalState.Active || headBlock === null) return null;
  return `${countdownText(ProposalState.Active, agenda.endBlock - headBlock)} left`;
}

export type Notice = { tone: 'info' | 'warning'; text: string };

export const NOTICE_TEXT = {
  powerOnly: 'The voting power threshold has been met, but the GC participation threshold has not.',
  countOnly: 'The GC participation threshold has been met, but the voting power threshold has not.',
  powerUnmet: 'The voting power threshold has not been met yet, so the result is not valid yet.',
  rule: 'An agenda passes with at least 50% approval and a quorum of one third of the total voting power.',
} as const;

/**
 * The panel's notices while voting is open: the blue one when the two thresholds disagree, the
 * orange one while the voting power threshold is unmet.
 */
export function thresholdNotices(agenda: AgendaFigures): Notice[] {
  if (agenda.state !== ProposalState.Active) return [];
  const tally = tallyOf(agenda);
  const notices: Notice[] = [];
  const which = thresholdNotice(tally);
  if (which === 'powerOnly' || which === 'countOnly') notices.push({ tone: 'info', text: NOTICE_TEXT[which] });
  if (!powerThresholdMet(tally)) notices.push({ tone: 'warning', text: NOTICE_TEXT.powerUnmet });
  return notices;
}

/** The closing message of a finished agenda (passed, executed, expired, rejected, undecided). */
export function closingMessage(agenda: AgendaFigures): string | null {
  return stateMessage(shownState(agenda), tallyOf(agenda));
}

export type ChoiceRow = { choice: 0 | 1 | 2; label: string; count: number; percent: string; share: number; mine: boolean };

export type VotesPanelModel = {
  choices: ChoiceRow[];
  participated: number;
  total: number;
  votingRate: string;
  /** 0..1 of the bar filled, and where the minimum marker sits. */
  rateShare: number;
  rateMinimum: number;
  votedGc: number;
  eligibleGc: number;
  gcShare: number;
  gcMinimum: number;
  powerMet: boolean;
  countMet: boolean;
};

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/** Yes, No, Abstain with their share of the cast power; the voting rate and GC participation bars. */
export function votesPanel(agenda: AgendaFigures, viewerChoice: number): VotesPanelModel {
  const participated = agenda.yesCount + agenda.noCount + agenda.abstainCount;
  const rows: [0 | 1 | 2, number][] = [
    [VoteChoice.Yes, agenda.yesCount],
    [VoteChoice.No, agenda.noCount],
    [VoteChoice.Abstain, agenda.abstainCount],
  ];
  const tally = tallyOf(agenda);
  return {
    choices: rows.map(([choice, count]) => ({
      choice,
      label: CHOICE_LABELS[choice],
      count,
      percent: formatRatioPercent(count, participated),
      share: share(count, participated),
      mine: viewerChoice === choice,
    })),
    participated,
    total: agenda.totalVotes,
    votingRate: formatRatioPercent(participated, agenda.totalVotes),
    rateShare: share(participated, agenda.totalVotes),
    rateMinimum: share(agenda.quorumPower, agenda.totalVotes),
    votedGc: agenda.votersCount,
    eligibleGc: agenda.eligibleNodes,
    gcShare: share(agenda.votersCount, agenda.eligibleNodes),
    gcMinimum: share(agenda.quorumCount, agenda.eligibleNodes),
    powerMet: powerThresholdMet(tally),
    countMet: countThresholdMet(tally),
  };
}

/** The viewer's choice: their council's entry in the agenda's voting list, -1 when absent. */
export function choiceOf(voting: readonly VotingEntry[], councilId: number | null): number {
  if (councilId === null) return VoteChoice.NotVoted;
  return voting.find((entry) => entry.council.id === councilId)?.choice ?? VoteChoice.NotVoted;
}

export type ChoiceTone = 'yes' | 'no' | 'abstain' | 'absent' | 'notStarted';

export const NOT_STARTED_LABEL = 'Not started';

const CHOICE_TONES: Record<number, ChoiceTone> = { [VoteChoice.NotVoted]: 'absent', [VoteChoice.No]: 'no', [VoteChoice.Yes]: 'yes', [VoteChoice.Abstain]: 'abstain' };

/**
 * How a council's choice on an agenda reads: Yes, No, Abstain, or Absent once voting has started
 * without its vote. Before voting starts (pending) nobody can have voted, so none is Absent yet.
 */
export function choiceReading(agenda: Pick<AgendaFigures, 'state'>, choice: number): { label: string; tone: ChoiceTone } {
  const known = choice in CHOICE_TONES ? (choice as VoteChoice) : VoteChoice.NotVoted;
  if (agenda.state === ProposalState.Pending && known === VoteChoice.NotVoted) return { label: NOT_STARTED_LABEL, tone: 'notStarted' };
  return { label: CHOICE_LABELS[known], tone: CHOICE_TONES[known]! };
}

export type CouncilFilter = 'all' | 'yes' | 'no' | 'abstain' | 'absent';

/** The council table's chips; each chip's words come from the catalogue by its value. */
export const COUNCIL_FILTERS: { value: CouncilFilter; choice: number | null }[] = [
  { value: 'all', choice: null },
  { value: 'yes', choice: VoteChoice.Yes },
  { value: 'no', choice: VoteChoice.No },
  { value: 'abstain', choice: VoteChoice.Abstain },
  { value: 'absent', choice: VoteChoice.NotVoted },
];

/** The council table's chips with their counts, and its rows for the chosen chip. */
export function councilRows(voting: readonly VotingEntry[], filter: CouncilFilter) {
  const counts = Object.fromEntries(
    COUNCIL_FILTERS.map(({ value, choice }) => [value, choice === null ? voting.length : voting.filter((entry) => entry.choice === choice).length]),
  ) as Record<CouncilFilter, number>;
  const wanted = COUNCIL_FILTERS.find((f) => f.value === filter)?.choice ?? null;
  return { counts, rows: wanted === null ? [...voting] : voting.filter((entry) => entry.choice === wanted) };
}

/** A council's weight: its power as a percent of the total voting power. */
export function weightOf(power: number, totalVotes: number): string {
  return formatRatioPercent(power, totalVotes);
}

/**
 * The agenda as it is once the confirmed vote counts: the receipt's VoteCast is what the chain
 * counted, so the page shows it at once. `indexed` says the API already has it (the overlay can go).
 */
export function withConfirmedVote<T extends AgendaFigures & { voting: VotingEntry[] }>(agenda: T, vote: ConfirmedVote | null): { agenda: T; indexed: boolean } {
  if (!vote) return { agenda, indexed: false };
  const entry = agenda.voting.find((e) => e.council.id === vote.councilId);
  if (entry && entry.choice !== VoteChoice.NotVoted) return { agenda, indexed: true };
  const add = (choice: number) => (vote.choice === choice ? vote.power : 0);
  const voting = entry
    ? agenda.voting.map((e) => (e === entry ? { ...e, choice: vote.choice, power: vote.power, tx_hash: vote.txHash } : e))
    : [...agenda.voting, { council: { id: vote.councilId, name: `GC #${vote.councilId}`, thumbnail: '' }, choice: vote.choice, power: vote.power, tx_hash: vote.txHash }];
  return {
    agenda: {
      ...agenda,
      yesCount: agenda.yesCount + add(VoteChoice.Yes),
      noCount: agenda.noCount + add(VoteChoice.No),
      abstainCount: agenda.abstainCount + add(VoteChoice.Abstain),
      votersCount: agenda.votersCount + 1,
      voting,
    },
    indexed: false,
  };
}
