import { describe, expect, it } from 'vitest';
import { voteFailureAlert } from './voteOutcome';

const TX = `0x${'ab'.repeat(32)}` as const;

describe('what a vote that did not go through says', () => {
  it.each([
    [{ status: 'canceled' } as const, 'Voting', 'Voting has been canceled.'],
    [{ status: 'error', details: 'boom' } as const, 'Voting', 'Something went wrong. Please try voting again.'],
    [{ status: 'timeout' } as const, 'Voting', 'You have been timed out due to inactivity. Please try logging in again.'],
    [{ status: 'closed' } as const, 'Voting', 'The wallet connection has been canceled due to the window being closed.'],
    [{ status: 'walletFailed', details: 'User rejected the request.' } as const, 'Transaction Failed', 'Sorry, there is something wrong. Please try again.'],
    [{ status: 'reverted', txHash: TX } as const, 'Transaction Failed', 'Sorry, there is something wrong. Please try again.'],
    [{ status: 'notLoggedIn' } as const, 'Transaction Failed', 'Sorry, there is something wrong. Please try again.'],
  ])('%o → %s: %s', (outcome, title, message) => {
    expect(voteFailureAlert(outcome)).toMatchObject({ title, message });
  });

  it('keeps the wallet’s own words as the details', () => {
    expect(voteFailureAlert({ status: 'walletFailed', details: 'User rejected the request.' })?.details).toBe('User rejected the request.');
    expect(voteFailureAlert({ status: 'error', details: 'The wallet could not send the transaction' })?.details).toBe('The wallet could not send the transaction');
    expect(voteFailureAlert({ status: 'notLoggedIn' })?.details).toBe('Not logged in');
  });

  it('says nothing more after a vote that went through, or after the Wrong Network alert', () => {
    expect(voteFailureAlert({ status: 'done', txHash: TX, gcId: 3, choice: 1, power: 8 })).toBeNull();
    expect(voteFailureAlert({ status: 'wrongNetwork' })).toBeNull();
  });
});
