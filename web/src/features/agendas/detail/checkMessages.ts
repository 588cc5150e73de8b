import { defineMessages, type Translate } from '../../../i18n/messages';
import en from '../../../i18n/messages/en/agendaChecks.json';

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
