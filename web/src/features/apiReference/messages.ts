import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/apiReference.json';

/** The API reference's own words; the operations' summaries are the API document's, as served. */
export const apiReferenceMessages = defineMessages(en, () => import('../../i18n/messages/ko/apiReference.json'));
