import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/status.json';

/** /Status: the page, its four tabs, their charts and the governance policy. */
export const statusMessages = defineMessages(en, () => import('../../i18n/messages/ko/status.json'));
