import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/delegators.json';

/** The delegators page: the address form, the councils an address backs and how they voted. */
export const delegatorMessages = defineMessages(en, () => import('../../i18n/messages/ko/delegators.json'));
