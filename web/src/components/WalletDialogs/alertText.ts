import { VOTE_TEXT, WALLET_TEXT } from '../../shared/wallet/walletMessages';
import type { Translate } from '../../i18n/messages';
import type { VotingKey } from './votingMessages';

/**
 * The wallet runtime raises its alerts in the spec's English (walletMessages.ts, which its tests read);
 * the dialog shows each in the page's language by the text's name there. Text it does not know (a
 * wallet's own error detail) is shown as it came.
 */
const KEYS = new Map<string, VotingKey>([
  [VOTE_TEXT.modalTitle, 'vote.title'],
  [WALLET_TEXT.failedToConnect, 'alert.failedToConnect'],
  [WALLET_TEXT.failedToConnectWallet, 'alert.failedToConnectWallet'],
  [WALLET_TEXT.noConnectedWallet, 'alert.noConnectedWallet'],
  [WALLET_TEXT.wrongNetworkTitle, 'alert.wrongNetworkTitle'],
  [WALLET_TEXT.popupClosedToast, 'alert.popupClosedToast'],
  [WALLET_TEXT.mobileRejected, 'alert.mobileRejected'],
  [WALLET_TEXT.extensionRejected, 'alert.extensionRejected'],
  [WALLET_TEXT.connectTimeout, 'alert.connectTimeout'],
  [WALLET_TEXT.somethingWrong, 'alert.somethingWrong'],
  [WALLET_TEXT.unknownError, 'alert.unknownError'],
  [WALLET_TEXT.notAuthorized, 'alert.notAuthorized'],
  [WALLET_TEXT.failedAuthorization, 'alert.failedAuthorization'],
  [WALLET_TEXT.failedUserAccount, 'alert.failedUserAccount'],
  [WALLET_TEXT.tooManyAttempts, 'alert.tooManyAttempts'],
  [WALLET_TEXT.loginCanceled, 'alert.loginCanceled'],
  [WALLET_TEXT.loginAgain, 'alert.loginAgain'],
  [WALLET_TEXT.metaMaskSignRejected, 'alert.metaMaskSignRejected'],
  [WALLET_TEXT.signPopupClosed, 'alert.signPopupClosed'],
  [WALLET_TEXT.invalidActionTitle, 'alert.invalidActionTitle'],
  [WALLET_TEXT.invalidActionTimeout, 'alert.invalidActionTimeout'],
  [WALLET_TEXT.invalidActionClosed, 'alert.invalidActionClosed'],
  [VOTE_TEXT.failedTitle, 'alert.vote.failedTitle'],
  [VOTE_TEXT.failedMessage, 'alert.vote.failedMessage'],
  [VOTE_TEXT.canceled, 'alert.vote.canceled'],
  [VOTE_TEXT.walletError, 'alert.vote.walletError'],
  [VOTE_TEXT.timedOut, 'alert.vote.timedOut'],
  [VOTE_TEXT.windowClosed, 'alert.vote.windowClosed'],
  [VOTE_TEXT.notSelected, 'alert.vote.notSelected'],
  [VOTE_TEXT.emptyPost, 'alert.vote.emptyPost'],
  [VOTE_TEXT.notLoggedIn, 'alert.vote.notLoggedIn'],
]);

// The Wrong Network message names the network: split its template around a marker to read the name back.
const [networkBefore = '', networkAfter = ''] = WALLET_TEXT.wrongNetwork('\u0000').split('\u0000');

/** An alert's text in the page's language. */
export function alertText(t: Translate<VotingKey>, text: string): string {
  const key = KEYS.get(text);
  if (key) return t(key);
  if (text.startsWith(networkBefore) && text.endsWith(networkAfter) && text.length > networkBefore.length + networkAfter.length) {
    return t('alert.wrongNetwork', { network: text.slice(networkBefore.length, text.length - networkAfter.length) });
  }
  return text;
}
