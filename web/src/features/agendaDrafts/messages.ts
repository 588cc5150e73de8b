import { DRAFT_MESSAGES } from '@portal/core/entities/proposalDraft';
import { defineMessages, type Translate } from '../../i18n/messages';
import en from '../../i18n/messages/en/agendaDrafts.json';

/** My Page's Voting List tab and the voting-agenda screens (new, edit, detail, preview, lists). */
export const draftMessages = defineMessages(en, () => import('../../i18n/messages/ko/agendaDrafts.json'));
export type DraftKey = keyof typeof en & string;
export type DraftText = Translate<DraftKey>;

/** The schema's messages besides DRAFT_MESSAGES: core's primitives (an address, a decimal, calldata). */
const PRIMITIVE_PROBLEMS: Record<string, DraftKey> = {
  'Invalid address': 'problem.address',
  'must be a non-negative decimal string': 'problem.decimal',
  'Invalid calldata': 'problem.calldata',
};

const PROBLEM_KEYS = new Map<string, DraftKey>([
  ...Object.entries(DRAFT_MESSAGES).map(([name, english]) => [english as string, `problem.${name}` as DraftKey] as const),
  ...Object.entries(PRIMITIVE_PROBLEMS),
]);

/**
 * A form rule's message (core's schema gives it in English, as the server's err_msg does) in the
 * page's language; any other text as it came.
 */
export function problemText(t: DraftText, english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const key = PROBLEM_KEYS.get(english);
  return key ? t(key) : english;
}
