import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Issue 13 in the browser: a site admin writes a disbursement draft on NEW VOTING AGENDA; the
 * secretary's approvers (weights 2 and 1 of threshold 3) each approve it with their own MetaMask-type
 * wallet signing the multisig's typed data; the second confirms, and the draft leaves the list.
 */
describe('voting agenda drafts: write, approve to the threshold, confirm', () => {
  const stack = localStack();
  const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string } };
  const title = `Grant for the node operators ${Date.now()}`;
  let browser: Browser;
  let draftId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function as(label: string, path: string): Promise<Page> {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey(label), { path });
    return page;
  }

  it('a site admin saves a draft only once the form is valid', async () => {
    const page = await as('site-admin', '/MyPage?tab=VOTING_LIST');
    await page.getByRole('button', { name: 'New Voting' }).click();
    await page.getByRole('heading', { name: 'NEW VOTING AGENDA' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Draft' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^KGP/).fill('KGP');
    await page.getByText('Please enter digits only (0 through 9)').waitFor();
    await page.getByLabel(/^KGP/).fill('31');
    await page.getByLabel(/^Proposer/).selectOption({ label: 'Foundation' });
    await page.getByLabel(/^Transaction type/).selectOption({ label: 'Disbursement' });
    await page.getByLabel(/^Amount/).fill('1500');
    await page.getByLabel(/^Recipient account/).fill(privateKeyToAddress(devnetPrivateKey('test/grantee')));
    await page.getByLabel(/^Withdrawing account/).selectOption(contracts.kcf);
    await page.getByLabel(/^Preparation period/).selectOption({ label: '1 day (86,400 blocks)' });
    await page.getByLabel(/^Voting period/).selectOption({ label: '7 days (604,800 blocks)' });
    await page.getByLabel(/^Context and proposal/).fill('Why and how.');
    await page.getByLabel(/^Forum link/).fill('https://govforum.example.org/t/42');
    await page.getByLabel('Link 1 title').fill('Plan');
    await page.getByLabel('Link 1 URL').fill('https://example.org/plan');
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Treasury' }).check();
    expect(await save.isDisabled()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await save.click();
    const saved = page.getByRole('alertdialog', { name: 'Save complete' });
    await saved.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyPage\?tab=VOTING_LIST/);
    // Newest first: the tab's Draft section shows it among its three.
    const card = page.getByRole('list', { name: 'Draft' }).getByRole('link', { name: new RegExp(title) });
    draftId = Number(new URL((await card.getAttribute('href'))!, stack.url).searchParams.get('id'));
    expect(draftId).toBeGreaterThan(0);
    await card.click();
    await page.getByRole('list', { name: 'Approvers' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('approvers sign it to the threshold with their own keys; the last confirms', async () => {
    const first = await as('secretary/approver-1', `/MyPage/ProposalDraftDetail?id=${draftId}`);
    await first.getByRole('button', { name: 'Approve' }).click();
    await first.getByRole('alertdialog', { name: 'Approve complete' }).getByRole('button', { name: 'OK' }).click();
    const signer1 = privateKeyToAddress(devnetPrivateKey('secretary/approver-1')).toLowerCase();
    await first.locator(`[data-approver="${signer1}"]`).getByText('Signed', { exact: true }).waitFor();
    expect(await first.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await first.context().close();

    const second = await as('secretary/approver-2', `/MyPage/ProposalDraftDetail?id=${draftId}`);
    await second.getByRole('button', { name: 'Approve' }).click();
    await second.getByRole('alertdialog', { name: 'Approve complete' }).getByRole('button', { name: 'OK' }).click();
    await second.getByText('Threshold: 3 / 3').waitFor();
    await second.getByRole('button', { name: 'Confirm' }).click();
    await second.getByText('Are you sure you want to confirm?').waitFor();
    expect(await seriousAxeViolations(second)).toEqual([]);
    await second.getByRole('button', { name: 'Confirm' }).last().click();
    const done = second.getByRole('alertdialog', { name: 'Confirm complete' });
    await done.waitFor({ timeout: 60_000 });
    await done.getByRole('button', { name: 'OK' }).click();
    await second.waitForURL(/\/MyPage\?tab=VOTING_LIST/);
    await second.getByRole('heading', { name: 'Published' }).waitFor();
    // No longer a draft; it may already be among the published agendas once the indexer has joined it.
    const drafts = second.locator('section[aria-labelledby="voting-drafts"]');
    await expect.poll(() => drafts.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await second.context().close();
  }, 180_000);
});
