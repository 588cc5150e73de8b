import { formatNumber } from '@portal/core/format';
import { defineMessages, type Translate } from '../../../i18n/messages';
import en from '../../../i18n/messages/en/agendaChecks.json';
import { closingText, resultText, statusText } from '../agendaText';
import type { AgendaKey } from '../messages';
import type { Difference, Reading } from './chainCheck';

/**
 * The agenda page's lazily loaded checks (on-chain actions and Simulate, Verify on chain, Can I
 * vote?): their words travel with them, not in the page's first load.
 */
export const agendaCheckMessages = defineMessages(en, () => import('../../../i18n/messages/ko/agendaChecks.json'));
export type AgendaCheckKey = keyof typeof en & string;
export type AgendaCheckText = Translate<AgendaCheckKey>;

/** "12 blocks behind the chain head (block 262)." or "Block 250 is the chain head." */
export function lagText(t: AgendaCheckText, block: number, head: number, format: (n: number) => string): string {
  const behind = Math.max(0, head - block);
  if (behind === 0) return t('lag.head', { block: format(block) });
  return t('lag.behind', { behind, count: format(behind), head: format(head) });
}

const STATE_KEYS = ['pending', 'active', 'canceled', 'failed', 'passed', 'queued', 'expired', 'executed'] as const;
const CHOICE_KEYS: Record<number, string> = { 0: 'no', 1: 'yes', 2: 'abstain' };

/** A reading of Verify on chain in the page's language; the agenda's own words (status, badge, closing) from its area. */
export function readingText(t: AgendaCheckText, agendaText: Translate<AgendaKey>, reading: Reading): string {
  switch (reading.kind) {
    case 'number':
      return formatNumber(reading.value);
    case 'state':
      return t('diff.state', { state: STATE_KEYS[reading.state] ?? 'other', n: reading.state });
    case 'met':
      return t('diff.met', { met: reading.met ? 'yes' : 'no' });
    case 'status':
      return statusText(agendaText, reading.tone);
    case 'badge':
      return reading.badge === null ? t('diff.none') : resultText(agendaText, reading.badge);
    case 'closing':
      return reading.message === null ? t('diff.none') : closingText(agendaText, reading.message);
    case 'vote':
      return reading.choice === null ? t('diff.notVoted') : t('diff.vote', { choice: CHOICE_KEYS[reading.choice] ?? 'other', n: reading.choice, count: formatNumber(reading.power) });
  }
}

/** "Eligible GC: the portal shows 7, the contract answers 8", in the page's language. */
export function differenceText(t: AgendaCheckText, agendaText: Translate<AgendaKey>, difference: Difference): string {
  return t('verify.difference', {
    label: t('diff.field', { field: difference.field, council: difference.council ?? '' }),
    portal: readingText(t, agendaText, difference.readings.portal),
    chain: readingText(t, agendaText, difference.readings.chain),
  });
}
