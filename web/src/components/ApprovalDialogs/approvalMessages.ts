import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/approvals.json';

/** The secretary's approve → confirm path and the agenda's role controls: signed-in screens only. */
export const approvalMessages = defineMessages(en, () => import('../../i18n/messages/ko/approvals.json'));

export type ApprovalKey = keyof typeof en;
