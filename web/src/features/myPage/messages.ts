import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/myPage.json';

/** My Page's frame: its title and tab menu. */
export const myPageMessages = defineMessages(en, () => import('../../i18n/messages/ko/myPage.json'));
