import { describe, expect, it } from 'vitest';
import { voteFailureAlert, voteInputAlert } from './voteOutcome';

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
    expect(voteFailureAlert({ status: 'done', txHash: TX, councilId: 3, choice: 1, power: 8 })).toBeNull();
    expect(voteFailureAlert({ status: 'wrongNetwork' })).toBeNull();
  });
});

describe('a vote refused before anything is sent', () => {
  it('needs a choice: "vote not selected"', () => {
    expect(voteInputAlert(52, null)).toEqual({ title: 'Transaction Failed', message: 'vote not selected' });
    expect(voteInputAlert(52, 3)).toMatchObject({ message: 'vote not selected' });
  });

  it('needs something to post: "Post data is empty" without the on-chain proposal number', () => {
    for (const proposalId of [0, -1, Number.NaN, 1.5]) {
      expect(voteInputAlert(proposalId, 1)).toEqual({ title: 'Transaction Failed', message: 'Sorry, there is something wrong. Please try again.', details: 'Post data is empty' });
    }
  });

  it('lets a chosen vote on a real proposal go', () => {
    for (const choice of [0, 1, 2]) expect(voteInputAlert(52, choice)).toBeNull();
  });
});
