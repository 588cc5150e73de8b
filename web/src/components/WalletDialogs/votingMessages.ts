import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/voting.json';

/** The vote modal, the wallet dialogs and the sign-in's Welcome dialog: loaded with them, never with a page. */
export const votingMessages = defineMessages(en, () => import('../../i18n/messages/ko/voting.json'));

export type VotingKey = keyof typeof en;
