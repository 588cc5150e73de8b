import { defineMessages } from '../i18n/messages';
import en from '../i18n/messages/en/pages.json';

/** The routes' own words: document titles, page titles and leads, and the not-found page. */
export const pageMessages = defineMessages(en, () => import('../i18n/messages/ko/pages.json'));
