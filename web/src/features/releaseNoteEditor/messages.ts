import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/releaseNoteEditor.json';

/** My Page's Release Note tab and the new/edit release note screens. */
export const releaseNoteMessages = defineMessages(en, () => import('../../i18n/messages/ko/releaseNoteEditor.json'));
