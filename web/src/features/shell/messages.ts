import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/shell.json';

/** The header, menus, settings, banner and footer: on every page. */
export const shellMessages = defineMessages(en, () => import('../../i18n/messages/ko/shell.json'));
