import { defineMessages } from '../i18n/messages';
import en from '../i18n/messages/en/components.json';

/**
 * The shared components' own texts (pagination, carousel controls, file fields, the ranking filters,
 * charts' placeholders): they load with the components, never with the app's entry.
 */
export const componentMessages = defineMessages(en, () => import('../i18n/messages/ko/components.json'));
