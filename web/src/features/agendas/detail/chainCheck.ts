import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { CHOICE_LABELS, type VoteChoice } from '@portal/core/rules/proposals';
import { closingMessage, listStatus, resultBadge, votesPanel } from '../agendaModel';

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

export type Difference = { label: string; portal: string; chain: string };

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

const STATE_NAMES = ['Pending', 'Active', 'Canceled', 'Failed', 'Passed', 'Queued', 'Expired', 'Executed'] as const;
const stateName = (state: number) => STATE_NAMES[state] ?? `state ${state}`;
const yesNo = (met: boolean) => (met ? 'met' : 'not met');
const text = (value: string | null) => value ?? '(none)';

/** A council's part as the page shows it, or as its receipt says. */
function choiceText(choice: number, power: number): string {
  return `${CHOICE_LABELS[choice as VoteChoice] ?? `choice ${choice}`}, ${formatNumber(power)} votes`;
}

/** Every figure and reading of the page that differs from the chain's; empty when all match. */
export function compareWithChain(agenda: ProposalDetailAnswer, chain: ChainFigures): Difference[] {
  const fromChain = agendaFromChain(agenda, chain);
  const shown = votesPanel(agenda, -1);
  const expected = votesPanel(fromChain, -1);
  const rows: [string, string, string][] = [
    ['State', stateName(agenda.state), stateName(fromChain.state)],
    ['Yes', formatNumber(agenda.yesCount), formatNumber(fromChain.yesCount)],
    ['No', formatNumber(agenda.noCount), formatNumber(fromChain.noCount)],
    ['Abstain', formatNumber(agenda.abstainCount), formatNumber(fromChain.abstainCount)],
    ['Total Voting Power', formatNumber(agenda.totalVotes), formatNumber(fromChain.totalVotes)],
    ['Voted GC', formatNumber(agenda.votersCount), formatNumber(fromChain.votersCount)],
    ['Eligible GC', formatNumber(agenda.eligibleNodes), formatNumber(fromChain.eligibleNodes)],
    ['Voting power needed (quorum)', formatNumber(agenda.quorumPower), formatNumber(fromChain.quorumPower)],
    ['GCs needed (quorum)', formatNumber(agenda.quorumCount), formatNumber(fromChain.quorumCount)],
    ['Voting power threshold', yesNo(shown.powerMet), yesNo(expected.powerMet)],
    ['GC participation threshold', yesNo(shown.countMet), yesNo(expected.countMet)],
    ['Result', listStatus(agenda).label, listStatus(fromChain).label],
    ['Result badge', text(resultBadge(agenda)), text(resultBadge(fromChain))],
    ['Closing message', text(closingMessage(agenda)), text(closingMessage(fromChain))],
  ];
  if (chain.receipt) {
    const { councilId, hasVoted, choice, votes } = chain.receipt;
    const entry = agenda.voting.find((e) => e.council.id === councilId);
    const name = entry?.council.name ?? `GC #${councilId}`;
    // The page lists an absent council with its tracked power; its receipt carries no votes then.
    const portal = entry && entry.choice >= 0 ? choiceText(entry.choice, entry.power) : 'not voted';
    const onChain = hasVoted ? choiceText(choice, Number(votes)) : 'not voted';
    rows.push([`Vote of ${name}`, portal, onChain]);
  }
  return rows.filter(([, portal, onChain]) => portal !== onChain).map(([label, portal, onChain]) => ({ label, portal, chain: onChain }));
}

