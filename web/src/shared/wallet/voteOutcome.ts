import type { VoteOutcome } from './walletRuntime';
import { VOTE_TEXT } from './walletMessages';
import type { WalletAlert } from './walletUi';

/**
 * What is wrong with a vote before anything is sent (public §5): no choice ("vote not selected"), or
 * nothing to post — an agenda without its on-chain proposal number ("Post data is empty"). Null when
 * the vote can go.
 */
export function voteInputAlert(proposalId: number, choice: number | null): WalletAlert | null {
  if (choice !== 0 && choice !== 1 && choice !== 2) return { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.notSelected };
  if (!Number.isSafeInteger(proposalId) || proposalId <= 0) return { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: VOTE_TEXT.emptyPost };
  return null;
}

/**
 * The alert a vote that did not go through shows (public §8, admin §4.2 and §8); null when there is
 * nothing to say (done, or the Wrong Network alert the runtime already raised).
 */
export function voteFailureAlert(outcome: VoteOutcome): WalletAlert | null {
  switch (outcome.status) {
    case 'done':
    case 'wrongNetwork':
      return null;
    case 'notLoggedIn':
      return { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: VOTE_TEXT.notLoggedIn };
    case 'walletFailed':
      return { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: outcome.details };
    case 'reverted':
      return { title: VOTE_TEXT.failedTitle, message: VOTE_TEXT.failedMessage, details: `The transaction ${outcome.txHash} was reverted.` };
    case 'canceled':
      return { title: VOTE_TEXT.modalTitle, message: VOTE_TEXT.canceled };
    case 'error':
      return { title: VOTE_TEXT.modalTitle, message: VOTE_TEXT.walletError, ...(outcome.details ? { details: outcome.details } : {}) };
    case 'timeout':
      return { title: VOTE_TEXT.modalTitle, message: VOTE_TEXT.timedOut };
    case 'closed':
      return { title: VOTE_TEXT.modalTitle, message: VOTE_TEXT.windowClosed };
  }
}
