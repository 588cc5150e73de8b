import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/agendas.json';

/** The voting screens: the Proposal page and its tabs, the lists, the agenda detail. */
export const agendaMessages = defineMessages(en, () => import('../../i18n/messages/ko/agendas.json'));

export type AgendaKey = keyof typeof en;

