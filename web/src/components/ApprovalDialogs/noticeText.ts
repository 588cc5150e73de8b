import { APPROVAL_TEXT } from '../../shared/secretary/approvalText';
import type { Translate } from '../../i18n/messages';
import type { ApprovalKey } from './approvalMessages';

/**
 * The approval flow raises its notices in the spec's English (approvalText.ts, which its tests read);
 * the alert shows each in the page's language by its name there. Other text (a screen's own notice
 * already in the page's language, a wallet's or server's detail) is shown as it came.
 */
const KEYS = new Map<string, ApprovalKey>([
  [APPROVAL_TEXT.approveComplete, 'notice.approveComplete'],
  [APPROVAL_TEXT.approveError, 'notice.approveError'],
  [APPROVAL_TEXT.approveFailed, 'notice.approveFailed'],
  [APPROVAL_TEXT.approveFailedMessage, 'notice.approveFailedMessage'],
  [APPROVAL_TEXT.confirmComplete, 'notice.confirmComplete'],
  [APPROVAL_TEXT.confirmError, 'notice.confirmError'],
  [APPROVAL_TEXT.somethingWrong, 'notice.somethingWrong'],
  [APPROVAL_TEXT.klaytnAccountKey, 'notice.klaytnAccountKey'],
]);

export function noticeText(t: Translate<ApprovalKey>, text: string): string {
  const key = KEYS.get(text);
  return key ? t(key) : text;
}
