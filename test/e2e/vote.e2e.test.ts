import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { installInjectedWallet, type InjectedWalletOptions } from './support/wallet';
import { apiAgenda, connectWallet, deployment, receiptOnChain, shortAddress, url, watchPageErrors } from './support/voting';

/**
 * Voting from a browser wallet, against the local stack: an EIP-1193 provider in the page whose
 * transactions the test signs with a devnet voter's key. Agenda 52 is Ongoing in the scenario, and
 * the voters of councils 2, 3 and 4 (voters[0..2]) have not voted on it: council 3 votes Yes, council
 * 4 votes No, council 2 only fails to (rejected signature, wrong network, the keyboard test).
 * (The orange-to-blue notice case left this file when the scenario's tracker switch left no Ongoing
 * agenda where one test voter reaches the power threshold: to come back with such an agenda.) The tests
 * run in order.
 */
const AGENDA = 52;

describe('Voting with a browser wallet', () => {
  let browser: Browser;
  const { accounts, chainId } = deployment();
  const [gc2, gc3, gc4] = accounts.voters;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openAs(key: InjectedWalletOptions['privateKey'], options: Partial<InjectedWalletOptions> = {}, agenda = AGENDA) {
    const { context, blocked } = await newContext(browser);
    const wallet = await installInjectedWallet(context, { privateKey: key, rpcUrl: inject('rpcUrl'), chainId, as: 'metaMask', ...options });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(url(`/Proposal/Detail?id=${agenda}`));
    await page.getByRole('heading', { name: 'Votes' }).waitFor();
    // The votes panel loads with the agenda's data (its own chunk): its tally is there once it is.
    await page.getByTestId('count-Yes').waitFor();
    return { context, page, wallet, errors, blocked };
  }

  const voteButton = (page: Page) => page.getByRole('button', { name: 'Vote', exact: true });
  const count = async (page: Page, choice: 'Yes' | 'No' | 'Abstain') => Number((await page.getByTestId(`count-${choice}`).textContent())!.replace(/,/g, ''));
  const notices = (page: Page) => page.getByRole('list', { name: 'Notices' }).getByRole('listitem').allTextContents();

  it('lets a voter vote Yes on an Ongoing agenda: Voting Complete, then Voted and the new tally without a reload (and after one)', async () => {
    const before = await apiAgenda(AGENDA);
    expect(before.state).toBe(1);
    const power = before.voting.find((v) => v.council.id === gc3!.councilId)!.power;
    const { context, page, wallet, errors, blocked } = await openAs(gc3!.privateKey);

    await connectWallet(page, 'MetaMask');
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(wallet.address);
    expect(await page.getByTestId('wallet-button').innerText()).toBe(shortAddress(wallet.address));
    await voteButton(page).waitFor();

    await voteButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Voting' });
    // The modal is its own chunk, loaded when the voter reaches for Vote.
    await modal.waitFor();
    expect(await modal.getByText('Vote End').isVisible()).toBe(true);
    expect(await modal.getByRole('radio').count()).toBe(3);
    expect(await modal.getByText(String(power), { exact: true }).isVisible()).toBe(true);
    expect(await modal.getByText('Each GC can vote only once, and must sign in with its wallet to vote.').isVisible()).toBe(true);
    const confirm = modal.getByRole('button', { name: 'Vote', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await modal.getByRole('radio', { name: 'Yes' }).check();
    expect(await confirm.isEnabled()).toBe(true);
    // The page's receipt reads answer a second late, so the loader can be seen.
    await context.route('**/*', async (route) => {
      if (route.request().method() === 'POST' && route.request().postData()?.includes('eth_getTransactionReceipt')) await new Promise((done) => setTimeout(done, 1_000));
      await route.fallback();
    });
    await confirm.click();
    const loader = modal.getByRole('status');
    await loader.waitFor();
    expect(await loader.innerText()).toMatch(/Confirm the vote in your wallet\.\s+Waiting for the transaction to be included in a block\./);
    // No way out of the modal while the vote is under way.
    expect(await modal.getByRole('button', { name: 'Close' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Vote', exact: true }).count()).toBe(0);

    const complete = page.getByRole('dialog', { name: 'Voting Complete' });
    await complete.waitFor({ timeout: 30_000 });
    expect(wallet.sent).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await complete.getByRole('button', { name: 'OK' }).click();

    // The page counts the confirmed vote at once; no reload.
    await page.getByRole('button', { name: 'Voted', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Voted', exact: true }).isDisabled()).toBe(true);
    expect(await count(page, 'Yes')).toBe(before.yesCount + power);
    expect(await page.locator('[data-mine]').getAttribute('data-choice')).toBe('Yes');
    expect(await page.getByTestId('gc-participation').textContent()).toBe(`${before.votersCount + 1} / ${before.eligibleNodes}`);

    // The chain has it as cast, and the indexer picks it up within a few seconds (2 s runs here).
    expect(await receiptOnChain(AGENDA, gc3!.councilId)).toEqual({ hasVoted: true, choice: 1, votes: power });
    await expect.poll(async () => (await apiAgenda(AGENDA)).yesCount, { timeout: 20_000 }).toBe(before.yesCount + power);
    const row = page.locator(`tr[data-council="${gc3!.councilId}"]`);
    await expect.poll(() => row.locator('a[href*="/tx/"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain('Yes');

    // A reload gets the wallet back (once the page is idle) and the vote from the API.
    await page.reload();
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address'), { timeout: 15_000 }).toBe(wallet.address);
    await page.getByRole('button', { name: 'Voted', exact: true }).waitFor();
    expect(await count(page, 'Yes')).toBe(before.yesCount + power);

    // The cards say the same: Voted (disabled) on this agenda, Vote on an ongoing one not voted yet,
    // whose modal brings the voter's power on that agenda.
    await page.goto(url('/Proposal/List?type=on'));
    const card = (id: number) => page.locator(`article[data-agenda="${id}"]`);
    await expect.poll(() => card(AGENDA).getByRole('button', { name: 'Voted', exact: true }).isDisabled(), { timeout: 15_000 }).toBe(true);
    const other = await apiAgenda(53);
    expect(other.voting.find((v) => v.council.id === gc3!.councilId)!.choice).toBe(-1);
    await card(53).getByRole('button', { name: 'Vote', exact: true }).click();
    const cardModal = page.getByRole('dialog', { name: 'Voting' });
    await expect
      .poll(() => cardModal.getByText(String(other.voting.find((v) => v.council.id === gc3!.councilId)!.power), { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => cardModal.count()).toBe(0);
    expect(wallet.sent).toHaveLength(1);

    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("moves the bars and the notices with a second voter's No (Kaia Wallet extension)", async () => {
    const before = await apiAgenda(AGENDA);
    const power = before.voting.find((v) => v.council.id === gc4!.councilId)!.power;
    const cast = before.yesCount + before.noCount + before.abstainCount;
    // Enough councils voted, not enough power: the blue notice says which, the orange one warns.
    expect(before.votersCount).toBeGreaterThanOrEqual(before.quorumCount);
    expect(cast).toBeLessThan(before.quorumPower);
    expect(cast + power).toBeGreaterThanOrEqual(before.quorumPower);

    const { context, page, errors, blocked } = await openAs(gc4!.privateKey, { as: 'kaiaWallet' });
    expect(await notices(page)).toEqual([
      'The GC participation threshold has been met, but the voting power threshold has not.',
      'The voting power threshold has not been met yet, so the result is not valid yet.',
    ]);
    const rateBefore = await page.getByTestId('voting-rate').textContent();
    const widthBefore = await page.getByRole('img', { name: /^No: / }).locator('span').first().evaluate((el) => (el as HTMLElement).style.width);

    await connectWallet(page, 'Kaia Wallet');
    await voteButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Voting' });
    await modal.getByRole('radio', { name: 'No' }).check();
    await modal.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByRole('dialog', { name: 'Voting Complete' }).getByRole('button', { name: 'OK' }).click();

    expect(await count(page, 'No')).toBe(before.noCount + power);
    expect(await page.getByTestId('voting-rate').textContent()).not.toBe(rateBefore);
    const widthAfter = await page.getByRole('img', { name: /^No: / }).locator('span').first().evaluate((el) => (el as HTMLElement).style.width);
    expect(Number.parseFloat(widthAfter)).toBeGreaterThan(Number.parseFloat(widthBefore));
    // Both thresholds met now: no threshold notice is left.
    expect(await page.getByRole('list', { name: 'Notices' }).count()).toBe(0);
    expect(await receiptOnChain(AGENDA, gc4!.councilId)).toMatchObject({ hasVoted: true, choice: 0 });
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('works from the keyboard: the modal takes focus and keeps it, arrows pick a choice, Escape closes it and nothing is sent; axe finds nothing serious', async () => {
    const { context, page, wallet, errors, blocked } = await openAs(gc2!.privateKey);
    await connectWallet(page, 'MetaMask');
    await voteButton(page).waitFor();
    await voteButton(page).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Voting' });
    await modal.waitFor();
    const focusInModal = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    expect(await focusInModal()).toBe(true);
    // "Vote End" with its date like MMM dd, hh:mm a (public §9, on a 12-hour clock).
    expect(await modal.innerText()).toMatch(/Vote End\s*[A-Z][a-z]{2} \d{2}, (0[1-9]|1[0-2]):\d{2} (AM|PM)/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tab and Shift+Tab never reach the page behind the modal (the body is where the browser's own
    // controls take their turn; the native modal dialog makes everything else inert).
    const outside: string[] = [];
    for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('dialog[open]')) return null;
        return active.outerHTML.slice(0, 80);
      });
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);

    // The choices are one radio group: Tab reaches it, Space picks, the arrows move the pick.
    await modal.getByRole('radio', { name: 'Yes' }).focus();
    const confirm = modal.getByRole('button', { name: 'Vote', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await page.keyboard.press('Space');
    expect(await modal.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await confirm.isEnabled()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await modal.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await modal.getByRole('radio', { name: 'Abstain' }).isChecked()).toBe(true);
    expect(await modal.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(false);
    // Tab from the group goes on towards the Vote button, past the other choices.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vote');

    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vote');
    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await receiptOnChain(AGENDA, gc2!.councilId)).toMatchObject({ hasVoted: false });
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows no Vote button to an address that is no council’s voter: it may not sign in (admin §4.1)', async () => {
    const { context, page, errors, blocked } = await openAs(accounts.nonVoter.privateKey);
    await connectWallet(page, 'MetaMask', { signIn: false });
    const refused = page.getByRole('alertdialog', { name: 'Failed to Connect' });
    await refused.waitFor();
    expect(await refused.getByText('Sorry, only authorized person can login to the site').isVisible()).toBe(true);
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await voteButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Voted', exact: true }).count()).toBe(0);
    await page.goto(url('/Proposal'));
    await page.getByRole('heading', { name: 'Ongoing' }).waitFor();
    expect(await voteButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows Transaction Failed when the voter refuses to sign, and changes nothing', async () => {
    const before = await apiAgenda(AGENDA);
    const { context, page, wallet, errors, blocked } = await openAs(gc2!.privateKey);
    await connectWallet(page, 'MetaMask');
    await voteButton(page).click();
    wallet.rejectNextTransaction();
    const modal = page.getByRole('dialog', { name: 'Voting' });
    await modal.getByRole('radio', { name: 'Abstain' }).check();
    await modal.getByRole('button', { name: 'Vote', exact: true }).click();

    const alert = page.getByRole('alertdialog', { name: 'Transaction Failed' });
    await alert.waitFor();
    expect(await alert.getByText('Sorry, there is something wrong. Please try again.').isVisible()).toBe(true);
    await alert.getByText('view error code').click();
    expect(await alert.getByText(/rejected/i).isVisible()).toBe(true);
    expect(await modal.count()).toBe(0);
    await alert.getByRole('button', { name: 'OK' }).click();

    expect(wallet.sent).toEqual([]);
    expect(await receiptOnChain(AGENDA, gc2!.councilId)).toMatchObject({ hasVoted: false });
    expect(await count(page, 'Abstain')).toBe(before.abstainCount);
    // Back to ready: the voter can still vote.
    expect(await voteButton(page).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows Wrong Network when the wallet is on another network, disconnects on confirm, and changes nothing', async () => {
    const { context, page, wallet, errors, blocked } = await openAs(gc2!.privateKey, { chainId: 8217 });
    await connectWallet(page, 'MetaMask', { signIn: false });
    const alert = page.getByRole('alertdialog', { name: 'Wrong Network' });
    await alert.waitFor();
    expect(await alert.getByText(`Please check if your wallet is under the Devnet ${chainId} network.`).isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await voteButton(page).count()).toBe(0);
    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await receiptOnChain(AGENDA, gc2!.councilId)).toMatchObject({ hasVoted: false });
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('stops a voter whose wallet moves to another network with the Wrong Network alert, and changes nothing', async () => {
    const { context, page, wallet, errors, blocked } = await openAs(gc2!.privateKey);
    await connectWallet(page, 'MetaMask');
    await voteButton(page).click();
    await page.getByRole('dialog', { name: 'Voting' }).getByRole('radio', { name: 'Yes' }).check();
    await wallet.setChainId(1001);
    const alert = page.getByRole('alertdialog', { name: 'Wrong Network' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Voting' }).count()).toBe(0);
    expect(wallet.calls).not.toContain('eth_sendTransaction');
    expect(await receiptOnChain(AGENDA, gc2!.councilId)).toMatchObject({ hasVoted: false });
    expect(errors).toEqual([]);
    // No wallet service is configured here: nothing may leave for another host (no AppKit, no wallet SDK's analytics).
    expect(blocked).toEqual([]);
    await context.close();
  });
});
