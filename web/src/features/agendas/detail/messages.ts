import { defineMessages } from '../../../i18n/messages';
import en from '../../../i18n/messages/en/agendaDetail.json';

/** The agenda page's header details and votes panel: only that page carries them. */
export const agendaDetailMessages = defineMessages(en, () => import('../../../i18n/messages/ko/agendaDetail.json'));
export type AgendaDetailKey = keyof typeof en;
