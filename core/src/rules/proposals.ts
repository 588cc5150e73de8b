/**
 * How agendas are grouped, labelled and explained (public-area §4). Pure functions shared by the
 * API (filters) and the web (badges, notices), so both always agree.
 */

export const ProposalState = {
  Pending: 0,
  Active: 1,
  Canceled: 2,
  Failed: 3,
  Passed: 4,
  Queued: 5,
  Expired: 6,
  Executed: 7,
} as const;
export type ProposalState = (typeof ProposalState)[keyof typeof ProposalState];

export const VoteChoice = { NotVoted: -1, No: 0, Yes: 1, Abstain: 2 } as const;
export type VoteChoice = (typeof VoteChoice)[keyof typeof VoteChoice];

export const CHOICE_LABELS: Record<VoteChoice, string> = { [-1]: 'Absent', 0: 'No', 1: 'Yes', 2: 'Abstain' };

export const SPECIAL_AGENDA = { id: 33, resumedIn: 44, kgp: 25 } as const;

/** Anything past voting counts as closed. */
export function isClosed(state: ProposalState): boolean {
  return state > ProposalState.Active;
}

export type ProposalGroup = 'Upcoming' | 'Ongoing' | 'Closed';

/** The agendas still open to a vote: Ongoing ones, then Upcoming ones, each kept in the given order. */
export function openAgendas<T extends { state: number }>(agendas: readonly T[]): T[] {
  return [
    ...agendas.filter((a) => a.state === ProposalState.Active),
    ...agendas.filter((a) => a.state === ProposalState.Pending),
  ];
}

export function groupOf(state: ProposalState): ProposalGroup {
  if (state === ProposalState.Pending) return 'Upcoming';
  if (state === ProposalState.Active) return 'Ongoing';
  return 'Closed';
}

/**
 * The figures the quorum and result rules read. Amounts are vote counts (power), not KLAY: numbers
 * in the views and on the pages, bigints where the contract's own arithmetic is replayed (quorum.ts).
 */
export type ThresholdFigures<A extends number | bigint> = { yes: A; no: A; abstain: A; votersCount: A; quorumCount: A; quorumPower: A };
export type TallyFigures = ThresholdFigures<number>;

export function castPower<A extends number | bigint>(tally: ThresholdFigures<A>): A {
  // `+` adds numbers to numbers and bigints to bigints alike; A keeps one tally from mixing the two.
  return ((tally.yes as number) + (tally.no as number) + (tally.abstain as number)) as A;
}

/** The voting-power threshold: yes + no + abstain reaches quorumPower (the one quorum test, also the contract's). */
export function powerThresholdMet<A extends number | bigint>(tally: ThresholdFigures<A>): boolean {
  return castPower(tally) >= tally.quorumPower;
}

/** The GC threshold: the number of councils that voted reaches quorumCount. */
export function countThresholdMet<A extends number | bigint>(tally: ThresholdFigures<A>): boolean {
  return tally.votersCount >= tally.quorumCount;
}

/**
 * A canceled or failed agenda reads Rejected when a threshold was met and No does not exceed
 * Yes + Abstain; otherwise Undecided.
 */
export function unsuccessfulResult(tally: TallyFigures): 'Rejected' | 'Undecided' {
  const thresholdMet = countThresholdMet(tally) || powerThresholdMet(tally);
  return thresholdMet && tally.no <= tally.yes + tally.abstain ? 'Rejected' : 'Undecided';
}

/** The label lists show: Upcoming, Ongoing, Passed, Rejected or Undecided. */
export function listLabel(state: ProposalState, tally: TallyFigures): string {
  switch (state) {
    case ProposalState.Pending:
      return 'Upcoming';
    case ProposalState.Active:
      return 'Ongoing';
    case ProposalState.Canceled:
    case ProposalState.Failed:
      return unsuccessfulResult(tally);
    default:
      return 'Passed';
  }
}

/**
 * Text-only agendas have nothing to queue or execute on chain; operators move them along with a
 * site state instead: passed without one shows as queued, then executed.
 */
export function displayState(state: ProposalState, isTextOnly: boolean, siteState: ProposalState | null): ProposalState {
  if (!isTextOnly || state !== ProposalState.Passed) return state;
  return siteState === ProposalState.Executed ? ProposalState.Executed : ProposalState.Queued;
}

export const RESULT_BADGES: Partial<Record<ProposalState, string>> = {
  [ProposalState.Passed]: 'Ready',
  [ProposalState.Queued]: 'In Progress',
  [ProposalState.Expired]: 'Expired',
  [ProposalState.Executed]: 'Executed',
};

export const STATE_MESSAGES = {
  passed: 'This agenda has been passed. We are preparing to execute the contents.',
  executed: 'The voting for this agenda has been executed. Thank you for your participation.',
  expired: 'The voting for this agenda has expired due to an implementation failure.',
  rejected: 'This agenda has been rejected.',
  undecided: 'The agenda remains undecided.',
} as const;

/** The closing message of the votes panel, or null while voting is not over. */
export function stateMessage(state: ProposalState, tally: TallyFigures): string | null {
  switch (state) {
    case ProposalState.Passed:
    case ProposalState.Queued:
      return STATE_MESSAGES.passed;
    case ProposalState.Executed:
      return STATE_MESSAGES.executed;
    case ProposalState.Expired:
      return STATE_MESSAGES.expired;
    case ProposalState.Failed:
    case ProposalState.Canceled:
      return unsuccessfulResult(tally) === 'Rejected' ? STATE_MESSAGES.rejected : STATE_MESSAGES.undecided;
    default:
      return null;
  }
}

/** Which threshold notice the votes panel shows: the blue one when they disagree, the orange one when power is unmet. */
export function thresholdNotice(tally: TallyFigures): 'powerOnly' | 'countOnly' | 'powerUnmet' | null {
  const power = powerThresholdMet(tally);
  const count = countThresholdMet(tally);
  if (power && !count) return 'powerOnly';
  if (count && !power) return 'countOnly';
  if (!power) return 'powerUnmet';
  return null;
}

/** The Vote button: only on an active agenda the viewer has not voted on, for voters, never on agenda 33. */
export function canVote(input: { state: ProposalState; id: number; isVoter: boolean; viewerChoice: VoteChoice }): boolean {
  return (
    input.state === ProposalState.Active &&
    input.isVoter &&
    input.viewerChoice === VoteChoice.NotVoted &&
    input.id !== SPECIAL_AGENDA.id
  );
}

/**
 * The time left before a block, given one block a second: days and hours, hours and minutes, or
 * minutes. Only pending and active agendas have one; others read "closed".
 */
export function countdownText(state: ProposalState, secondsLeft: number): string {
  if (state !== ProposalState.Pending && state !== ProposalState.Active) return 'closed';
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  if (hours > 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
