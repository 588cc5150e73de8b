import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/siteManagers.json';

/** My Page's Site Manager tab. */
export const siteManagerMessages = defineMessages(en, () => import('../../i18n/messages/ko/siteManagers.json'));
