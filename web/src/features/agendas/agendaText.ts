import { PROPOSAL_TAGS } from '@portal/core/constants';
import { formatNumber } from '@portal/core/format';
import { ProposalState, RESULT_BADGES, SPECIAL_AGENDA, STATE_MESSAGES } from '@portal/core/rules/proposals';
import type { Translate } from '../../i18n/messages';
import type { AgendaFigures, BadgeTone, ChoiceTone, Notice } from './agendaModel';
import { NOTICE_TEXT } from './agendaModel';
import type { AgendaKey } from './messages';

/**
 * The agenda model's words in the page's language. The model (and core's rules) keep the spec's
 * English, which their tests and the feeds read; each text here is chosen by what the model decided
 * (a tone, a state, which notice), never rebuilt from pieces of English.
 */
type T = Translate<AgendaKey>;

export const statusText = (t: T, tone: BadgeTone) => t('status', { tone, resumedIn: SPECIAL_AGENDA.resumedIn });

export const choiceText = (t: T, tone: ChoiceTone) => t('choice', { tone });

const TAG_NAMES: Record<keyof typeof PROPOSAL_TAGS, string> = { 1: 'governance', 2: 'treasury', 3: 'tokenomics', 4: 'technology', 5: 'etc' };

export const tagText = (t: T, id: number) => t('tag', { tag: TAG_NAMES[id as keyof typeof PROPOSAL_TAGS] ?? 'other', id });

export const agendaNumberText = (t: T, agenda: { id: number; kgp: string | null }) => (agenda.kgp ? t('number.kgp', { id: agenda.id, kgp: agenda.kgp }) : t('number', { id: agenda.id }));

/** core's countdownText: days and hours, hours and minutes, or minutes (one block a second). */
export function spanText(t: T, secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return t('span', { unit: days > 0 ? 'days' : hours > 0 ? 'hours' : 'minutes', days, hours, minutes });
}

/** agendaModel's countdownLabel. */
export function countdownText(t: T, agenda: AgendaFigures, headBlock: number | null): string | null {
  if (agenda.state !== ProposalState.Pending && agenda.state !== ProposalState.Active) return t('countdown.closed');
  if (headBlock === null) return null;
  if (agenda.state === ProposalState.Pending) return t('countdown.starts', { span: spanText(t, agenda.startBlock - headBlock) });
  return t('countdown.ends', { span: spanText(t, agenda.endBlock - headBlock) });
}

/** agendaModel's timeLeft. */
export function timeLeftText(t: T, agenda: AgendaFigures, headBlock: number | null): string | null {
  if (agenda.state !== ProposalState.Active || headBlock === null) return null;
  return t('card.left', { span: spanText(t, agenda.endBlock - headBlock) });
}

/** agendaModel's blockLine. */
export function blockLineText(t: T, agenda: AgendaFigures): string {
  if (agenda.state === ProposalState.Pending) return t('card.block', { phase: 'pending', block: formatNumber(agenda.startBlock) });
  if (agenda.state === ProposalState.Active) return t('card.block', { phase: 'active', block: formatNumber(agenda.endBlock) });
  return t('card.block', { phase: 'closed', block: formatNumber(agenda.endBlock) });
}

const NOTICE_KEYS = new Map<string, AgendaKey>(Object.entries(NOTICE_TEXT).map(([name, text]) => [text, `notice.${name}` as AgendaKey]));
const CLOSING_KEYS = new Map<string, AgendaKey>(Object.entries(STATE_MESSAGES).map(([name, text]) => [text, `closing.${name}` as AgendaKey]));

export const noticeText = (t: T, notice: Notice) => t(NOTICE_KEYS.get(notice.text)!);
export const closingText = (t: T, message: string) => t(CLOSING_KEYS.get(message)!);

const RESULT_NAMES: Record<string, string> = { [RESULT_BADGES[ProposalState.Passed]!]: 'ready', [RESULT_BADGES[ProposalState.Queued]!]: 'inProgress', [RESULT_BADGES[ProposalState.Expired]!]: 'expired', [RESULT_BADGES[ProposalState.Executed]!]: 'executed' };

export const resultText = (t: T, badge: string) => t('panel.result', { badge: RESULT_NAMES[badge] ?? 'executed' });
