import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/absence.json';

/** The absence flag's two texts: beside a council's name on public pages, so kept apart from any bigger area. */
export const absenceMessages = defineMessages(en, () => import('../../i18n/messages/ko/absence.json'));
