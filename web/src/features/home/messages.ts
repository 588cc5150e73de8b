import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/home.json';

/** Home: the hero, the network figures, Latest Discussion and the three lazy sections. */
export const homeMessages = defineMessages(en, () => import('../../i18n/messages/ko/home.json'));
