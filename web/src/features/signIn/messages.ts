import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/signIn.json';

/** The My Page guard's one text: it is in the entry (App.tsx), so it carries nothing else. */
export const signInMessages = defineMessages(en, () => import('../../i18n/messages/ko/signIn.json'));
