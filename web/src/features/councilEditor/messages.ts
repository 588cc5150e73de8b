import { COUNCIL_MESSAGES } from '@portal/core/entities/councilInput';
import { defineMessages, type Translate } from '../../i18n/messages';
import en from '../../i18n/messages/en/councilEditor.json';

/** My Page's GC List, Add GC, and a council's management page with its dialogs. */
export const councilEditorMessages = defineMessages(en, () => import('../../i18n/messages/ko/councilEditor.json'));
export type CouncilEditorKey = keyof typeof en & string;
export type CouncilEditorText = Translate<CouncilEditorKey>;

const PROBLEM_KEYS = new Map(Object.entries(COUNCIL_MESSAGES).map(([name, english]) => [english as string, `problem.${name}` as CouncilEditorKey]));

/**
 * One of the council rules' messages (core's COUNCIL_MESSAGES, which the form's checks with the
 * server's schema and the server's err_msg both give, in English) in the page's language; any other
 * text as it came.
 */
export function problemText(t: CouncilEditorText, english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const key = PROBLEM_KEYS.get(english);
  return key ? t(key) : english;
}
