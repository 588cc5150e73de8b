import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/releaseNotes.json';

/** The public release notes list. */
export const releaseNoteMessages = defineMessages(en, () => import('../../i18n/messages/ko/releaseNotes.json'));
