import { formatNumber } from '@portal/core/format';
import { CHOICE_LABELS, SPECIAL_AGENDA, type VoteChoice } from '@portal/core/rules/proposals';
import type { Eligibility, EligibilityInput } from '../voteEligibility';
import type { AgendaCheckText } from './checkMessages';

/**
 * The answer in the page's language. voteEligibility gives the reason (and its English text, the
 * contract's revert reasons first); the figures are read again from the same input.
 */
export function eligibilityText(t: AgendaCheckText, answer: Eligibility, { agenda, network, councilId }: EligibilityInput): string {
  const entry = agenda.voting.find((e) => e.council.id === councilId);
  const power = entry?.power ?? 0;
  switch (answer.reason) {
    case 'wrongNetwork':
      return t('canVote.wrongNetwork', { network: network?.name ?? '' });
    case 'resumed':
      return t('canVote.resumed', { id: SPECIAL_AGENDA.resumedIn });
    case 'notStarted':
      return t('canVote.notStarted', { block: formatNumber(agenda.startBlock) });
    case 'ended':
      return t('canVote.ended', { block: formatNumber(agenda.endBlock) });
    case 'checking':
      return t('canVote.checking');
    case 'notVoter':
      return t('canVote.notVoter');
    case 'voted':
      return t('canVote.voted', { council: entry?.council.name ?? '', choice: (CHOICE_LABELS[(entry?.choice ?? 2) as VoteChoice] ?? 'Abstain').toLowerCase(), power, count: formatNumber(power) });
    case 'notEligible':
      return t('canVote.notEligible', { id: councilId ?? 0 });
    case 'canVote':
      return t('canVote.can', { council: entry?.council.name ?? '', power, count: formatNumber(power) });
  }
}
