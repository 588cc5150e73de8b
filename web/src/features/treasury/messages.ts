import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/treasury.json';

/** /Treasury (History and Report) and My Page's treasury editor. */
export const treasuryMessages = defineMessages(en, () => import('../../i18n/messages/ko/treasury.json'));
