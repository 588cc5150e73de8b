import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/agendaBoards.json';

/** The lazily loaded parts (DISCUSSION and LEADERBOARD tabs, the council table): their words load with them, not with the page. */
export const agendaBoardMessages = defineMessages(en, () => import('../../i18n/messages/ko/agendaBoards.json'));
