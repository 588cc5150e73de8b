import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/contracts.json';

/** My Page's Contract List tab and its edit modal. */
export const contractMessages = defineMessages(en, () => import('../../i18n/messages/ko/contracts.json'));
export type ContractMessageKey = keyof typeof en & string;
