import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Hex } from 'viem';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext } from './support/browser';
import { localStack, signInAs } from './support/session';
import { installInjectedWallet } from './support/wallet';
import { apiAgenda, connectWallet, deployment, url, watchPageErrors } from './support/voting';

/**
 * "Can I vote?" on an Ongoing agenda of the scenario, for three wallets: no council's voter, the
 * voter of a council without power on it, and a voter whose council already voted. Read-only.
 */
const AGENDA = 55;

describe('Can I vote?', () => {
  let browser: Browser;
  const { accounts, chainId } = deployment();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function reasonFor(privateKey: Hex): Promise<{ reason: string | null; text: string }> {
    const { context } = await newContext(browser);
    await installInjectedWallet(context, { privateKey, rpcUrl: inject('rpcUrl'), chainId, as: 'metaMask' });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(url(`/Proposal/Detail?id=${AGENDA}`));
    await page.getByRole('heading', { name: 'Votes' }).waitFor();
    await connectWallet(page, 'MetaMask');
    const line = page.getByTestId('can-i-vote');
    await expect.poll(() => line.getAttribute('data-reason'), { timeout: 15_000 }).not.toBe('checking');
    const answer = { reason: await line.getAttribute('data-reason'), text: await line.innerText() };
    expect(errors).toEqual([]);
    await context.close();
    return answer;
  }

  async function refusedSignIn(privateKey: Hex): Promise<void> {
    const { context } = await newContext(browser);
    await installInjectedWallet(context, { privateKey, rpcUrl: inject('rpcUrl'), chainId, as: 'metaMask' });
    const page = await context.newPage();
    await page.goto(url(`/Proposal/Detail?id=${AGENDA}`));
    await page.getByRole('heading', { name: 'Votes' }).waitFor();
    await connectWallet(page, 'MetaMask', { signIn: false });
    await page.getByText('Sorry, only authorized person can login to the site').first().waitFor();
    expect(await page.getByTestId('can-i-vote').count()).toBe(0);
    await context.close();
  }

  it('tells a non-voter, an ineligible council’s voter and a voter who already voted why they cannot vote', async () => {
    const agenda = await apiAgenda(AGENDA);
    expect(agenda.state).toBe(1);
    const powerOf = new Map(agenda.voting.map((v) => [v.council.id, v]));
    const voted = accounts.voters.find((v) => (powerOf.get(v.councilId)?.choice ?? -1) >= 0)!;
    const ineligible = accounts.voters.find((v) => !powerOf.has(v.councilId) || powerOf.get(v.councilId)!.power === 0)!;
    expect(voted, 'a voter whose council voted on the agenda').toBeDefined();
    expect(ineligible, 'a voter whose council has no power on the agenda').toBeDefined();

    // A non-voter may not sign in at all (admin §4.1): its wallet is let go with the refusal, so the
    // "Not a registered voter" reason is the pure rule's (voteEligibility.test.ts), not a page's.
    await refusedSignIn(accounts.nonVoter.privateKey);
    const notEligible = await reasonFor(ineligible.privateKey);
    expect(notEligible.reason).toBe('notEligible');
    expect(notEligible.text).toMatch(new RegExp(`^Not eligible to vote: your council \\(GC #${ineligible.councilId}\\) has no voting power on this agenda`));
    const already = await reasonFor(voted.privateKey);
    expect(already.reason).toBe('voted');
    expect(already.text).toMatch(/^Already voted: .+ voted (Yes|No|Abstain) with \d+ votes?\./);
  }, 120_000);

  it('tells a signed-in account that is no council’s voter (an operator) that it is not a registered voter, in the contract’s words', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The site admin may sign in (an operator) but votes for no council: voterToGCId answers 0.
    await signInAs(page, localStack(), devnetPrivateKey('site-admin'), { path: `/Proposal/Detail?id=${AGENDA}` });
    const line = page.getByTestId('can-i-vote');
    await expect.poll(() => line.getAttribute('data-reason'), { timeout: 15_000 }).toBe('notVoter');
    expect(await line.innerText()).toBe("Not a registered voter: this address is no council's voter account.");
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
