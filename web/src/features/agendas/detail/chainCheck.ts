import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { CHOICE_LABELS, type VoteChoice } from '@portal/core/rules/proposals';
import { translator } from '../../../i18n/messages';
import { agendaCheckMessages } from './checkMessages';
import { type BadgeTone, closingMessage, listStatus, resultBadge, votesPanel } from '../agendaModel';

/**
 * "Verify on chain", the comparison half: what the voting contract's getters answered at the
 * indexed block, turned into the page's figures by the same pure rules the page uses (thresholds,
 * result label, badge, closing message), then compared with what the API served. Pure, so it is
 * tested without a chain; the reads are in readChainFigures.ts, loaded only on click.
 */

/** The getters' answers at one block (state, getProposalTally, getTrackerSummary, getReceipt). */
export type ChainFigures = {
  block: number;
  state: number;
  tally: { yes: bigint; no: bigint; abstain: bigint; quorumCount: bigint; quorumPower: bigint; voters: readonly bigint[] };
  tracker: { totalVotes: bigint; numEligible: bigint };
  /** The selected council's receipt; null when no council was selected. */
  receipt: { councilId: number; hasVoted: boolean; choice: number; votes: bigint } | null;
};

/** A figure or reading as one side gives it, so each language can word it (english() is the page's English). */
export type Reading =
  | { kind: 'number'; value: number }
  | { kind: 'state'; state: number }
  | { kind: 'met'; met: boolean }
  | { kind: 'status'; tone: BadgeTone; label: string }
  | { kind: 'badge'; badge: string | null }
  | { kind: 'closing'; message: string | null }
  | { kind: 'vote'; choice: number | null; power: number };

export type DifferenceField =
  | 'state'
  | 'yes'
  | 'no'
  | 'abstain'
  | 'totalPower'
  | 'votedGc'
  | 'eligibleGc'
  | 'quorumPower'
  | 'quorumCount'
  | 'powerThreshold'
  | 'countThreshold'
  | 'result'
  | 'resultBadge'
  | 'closingMessage'
  | 'vote';

/** One difference: in English (label, portal, chain) and by field and readings, for the page's language. */
export type Difference = { label: string; portal: string; chain: string; field: DifferenceField; council?: string; readings: { portal: Reading; chain: Reading } };

/** The agenda as the chain's figures make it: the API's answer with every figure replaced. */
export function agendaFromChain(agenda: ProposalDetailAnswer, chain: ChainFigures): ProposalDetailAnswer {
  return {
    ...agenda,
    state: chain.state,
    yesCount: Number(chain.tally.yes),
    noCount: Number(chain.tally.no),
    abstainCount: Number(chain.tally.abstain),
    votersCount: chain.tally.voters.length,
    quorumCount: Number(chain.tally.quorumCount),
    quorumPower: Number(chain.tally.quorumPower),
    totalVotes: Number(chain.tracker.totalVotes),
    eligibleNodes: Number(chain.tracker.numEligible),
  };
}

export const STATE_NAMES = ['Pending', 'Active', 'Canceled', 'Failed', 'Passed', 'Queued', 'Expired', 'Executed'] as const;
const stateName = (state: number) => STATE_NAMES[state] ?? `state ${state}`;
const text = (value: string | null) => value ?? '(none)';

/** A reading as the page writes it in English (the comparison is on these, as the page shows them). */
export function english(reading: Reading): string {
  switch (reading.kind) {
    case 'number':
      return formatNumber(reading.value);
    case 'state':
      return stateName(reading.state);
    case 'met':
      return reading.met ? 'met' : 'not met';
    case 'status':
      return reading.label;
    case 'badge':
      return text(reading.badge);
    case 'closing':
      return text(reading.message);
    case 'vote':
      // A council's part as the page shows it, or as its receipt says.
      return reading.choice === null ? 'not voted' : `${CHOICE_LABELS[reading.choice as VoteChoice] ?? `choice ${reading.choice}`}, ${formatNumber(reading.power)} votes`;
  }
}

// The English form of a difference, as tests and logs read it: the catalogue's English, one source.
const inEnglish = translator(agendaCheckMessages.en, 'en');
const englishLabel = (field: DifferenceField, council = '') => inEnglish('diff.field', { field, council });

/** Every figure and reading of the page that differs from the chain's; empty when all match. */
export function compareWithChain(agenda: ProposalDetailAnswer, chain: ChainFigures): Difference[] {
  const fromChain = agendaFromChain(agenda, chain);
  const shown = votesPanel(agenda, -1);
  const expected = votesPanel(fromChain, -1);
  const number = (value: number): Reading => ({ kind: 'number', value });
  const status = (figures: ProposalDetailAnswer): Reading => ({ kind: 'status', ...listStatus(figures) });
  const rows: [DifferenceField, Reading, Reading][] = [
    ['state', { kind: 'state', state: agenda.state }, { kind: 'state', state: fromChain.state }],
    ['yes', number(agenda.yesCount), number(fromChain.yesCount)],
    ['no', number(agenda.noCount), number(fromChain.noCount)],
    ['abstain', number(agenda.abstainCount), number(fromChain.abstainCount)],
    ['totalPower', number(agenda.totalVotes), number(fromChain.totalVotes)],
    ['votedGc', number(agenda.votersCount), number(fromChain.votersCount)],
    ['eligibleGc', number(agenda.eligibleNodes), number(fromChain.eligibleNodes)],
    ['quorumPower', number(agenda.quorumPower), number(fromChain.quorumPower)],
    ['quorumCount', number(agenda.quorumCount), number(fromChain.quorumCount)],
    ['powerThreshold', { kind: 'met', met: shown.powerMet }, { kind: 'met', met: expected.powerMet }],
    ['countThreshold', { kind: 'met', met: shown.countMet }, { kind: 'met', met: expected.countMet }],
    ['result', status(agenda), status(fromChain)],
    ['resultBadge', { kind: 'badge', badge: resultBadge(agenda) }, { kind: 'badge', badge: resultBadge(fromChain) }],
    ['closingMessage', { kind: 'closing', message: closingMessage(agenda) }, { kind: 'closing', message: closingMessage(fromChain) }],
  ];
  const differences: Difference[] = rows.map(([field, portal, onChain]) => ({ label: englishLabel(field), portal: english(portal), chain: english(onChain), field, readings: { portal, chain: onChain } }));
  if (chain.receipt) {
    const { councilId, hasVoted, choice, votes } = chain.receipt;
    const entry = agenda.voting.find((e) => e.council.id === councilId);
    const name = entry?.council.name ?? `GC #${councilId}`;
    // The page lists an absent council with its tracked power; its receipt carries no votes then.
    const portal: Reading = entry && entry.choice >= 0 ? { kind: 'vote', choice: entry.choice, power: entry.power } : { kind: 'vote', choice: null, power: 0 };
    const onChain: Reading = hasVoted ? { kind: 'vote', choice, power: Number(votes) } : { kind: 'vote', choice: null, power: 0 };
    differences.push({ label: englishLabel('vote', name), portal: english(portal), chain: english(onChain), field: 'vote', council: name, readings: { portal, chain: onChain } });
  }
  return differences.filter((d) => d.portal !== d.chain);
}
