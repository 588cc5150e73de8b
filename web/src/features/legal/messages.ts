import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/legal.json';

/** The PDF viewer of the privacy policy and the terms. */
export const legalMessages = defineMessages(en, () => import('../../i18n/messages/ko/legal.json'));
