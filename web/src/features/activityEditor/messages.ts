import { ACTIVITY_MESSAGES } from '@portal/core/entities/activityForm';
import { defineMessages, type Translate } from '../../i18n/messages';
import en from '../../i18n/messages/en/activityEditor.json';

/** The council page's activities panel and the Add an Activity modal. */
export const activityEditorMessages = defineMessages(en, () => import('../../i18n/messages/ko/activityEditor.json'));
export type ActivityEditorKey = keyof typeof en & string;

const PROBLEM_KEYS = new Map(Object.entries(ACTIVITY_MESSAGES).map(([name, english]) => [english as string, `problem.${name}` as ActivityEditorKey]));
const CONTENT_LENGTH = new RegExp(`^${ACTIVITY_MESSAGES.contentLength.replace(/[.*+?^$()|[\]\\-]/g, '\\$&')} ([\\d,]+)/([\\d,]+)$`);

/**
 * One of the activity rules' messages (core's ACTIVITY_MESSAGES, which the form's checks and the
 * server's err_msg both use, in English) in the page's language; any other text as it came.
 */
export function problemText(t: Translate<ActivityEditorKey>, english: string): string {
  const key = PROBLEM_KEYS.get(english);
  if (key) return t(key);
  const length = CONTENT_LENGTH.exec(english);
  if (length) return t('problem.contentLengthCount', { count: Number(length[1]!.replace(/,/g, '')), max: Number(length[2]!.replace(/,/g, '')) });
  return english;
}
