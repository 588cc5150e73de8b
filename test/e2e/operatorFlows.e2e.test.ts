import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { formatKlay, formatPercent } from '@portal/core/format';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { localStack, operatorPage } from './support/session';

/**
 * Four operator flows that must end cleanly (issue 25 §1, §3, §4, §6), with the demo operators' real
 * keys: the Reward & Balance card shows the council's newest staking figures, asked once; removing a
 * voting draft or a draft council lands on the list with "Remove complete" and never asks for the
 * removed item again; a council admin on another council's page is sent to its own; a phone is
 * offered none of the creating actions a desktop has.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const PHONE = { width: 390, height: 844 } as const;
const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string } };

type StakingPoint = { estimated_reward: string; proposer_reward: string; staking_reward: string; apy: string };

describe('operator flows', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const as = (label: string, path: string, viewport?: { width: number; height: number }) => operatorPage(browser, stack, label, path, viewport);

  /** Every answer a page gets for `path` (pathname only), by status. */
  function watchAnswers(page: Page, path: (pathname: string) => boolean) {
    const seen: { method: string; status: number; url: string }[] = [];
    page.on('response', (response) => {
      const at = new URL(response.url());
      if (path(at.pathname)) seen.push({ method: response.request().method(), status: response.status(), url: `${at.pathname}${at.search}` });
    });
    return seen;
  }

  it('the Reward & Balance card shows the council’s newest staking figures, asked once, not again on focus', async () => {
    const { page } = await as('site-admin', '/MyPage');
    const asked = watchAnswers(page, (p) => p === '/v1/status/staking');
    await page.goto(url('/MyPage/GC?id=2'));
    const answer = (await (await fetch(url('/v1/status/staking?cid=2&days=30'))).json()) as { result: StakingPoint[] };
    const latest = answer.result[0]!;
    expect(latest).toBeDefined();
    const card = page.getByRole('region', { name: 'Reward & Balance' });
    const expected = [formatKlay(latest.estimated_reward, { symbol: 'KLAY' }), formatKlay(latest.proposer_reward, { symbol: 'KLAY' }), formatKlay(latest.staking_reward, { symbol: 'KLAY' }), formatPercent(latest.apy)];
    await card.getByText(expected[3]!, { exact: true }).waitFor();
    expect(await card.locator('dd').allTextContents()).toEqual(expected);
    expect(expected).not.toContain('-');
    // SWR asks again on focus unless told not to; the figures change once a day.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('button', { name: 'Balance Checker' }).click();
    const checker = page.getByRole('dialog', { name: 'Balance Checker' });
    await checker.waitFor();
    await page.keyboard.press('Escape');
    await checker.waitFor({ state: 'hidden' });
    expect(asked).toEqual([{ method: 'GET', status: 200, url: '/v1/status/staking?cid=2&days=30' }]);
    await page.context().close();
  });

  it('deleting a voting draft ends on the voting list with "Remove complete", the draft never asked for again', async () => {
    const { page, signed } = await as('site-admin', '/MyPage');
    const title = `Draft to remove ${Date.now().toString(36)}`;
    const created = await fetch(url('/v1/proposals/drafts'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signed.token}` },
      body: JSON.stringify({
        title,
        subtitle: '',
        council_id: 0,
        category_id: 3,
        category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '10', recipientAccount: privateKeyToAddress(devnetPrivateKey('test/grantee')), withdrawingAccount: contracts.kcf }),
        voting_delay: 86_400,
        voting_period: 7 * 86_400,
        contents: 'Removed before anyone approves it.',
        forum_link: 'https://govforum.example.org/t/99',
        extra_link: JSON.stringify([]),
        tags: JSON.stringify([2]),
        kgp: '99',
      }),
    });
    expect(created.status).toBe(200);
    const draftId = ((await created.json()) as { result: { id: number } }).result.id;
    const answers = watchAnswers(page, (p) => p === `/v1/proposals/drafts/${draftId}`);
    await page.goto(url(`/MyPage/ProposalDraftDetail?id=${draftId}`));
    await page.getByRole('list', { name: 'Approvers' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/MyPage\?tab=VOTING_LIST$/);
    const notice = page.getByRole('alertdialog', { name: 'Remove complete' });
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Voting List' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Draft' }).getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    expect(await page.getByText('Sorry, there is something wrong.').count()).toBe(0);
    expect(answers.map((a) => `${a.method} ${a.status}`)).toEqual(['GET 200', 'DELETE 200']);
    await page.context().close();
  });

  it('removing a draft council ends on the GC list with "Remove complete", the council never asked for again', async () => {
    const { page, signed } = await as('site-admin', '/MyPage');
    const name = `Gone ${Date.now().toString(36).slice(-6)}`;
    const form = new FormData();
    form.set('metadata', JSON.stringify({ name, categories: [1], summary: 'A draft', description: 'A draft council', address: '0x00000000000000000000000000000000000000ee' }));
    const created = await fetch(url('/v1/councils'), { method: 'POST', body: form, headers: { Authorization: `Bearer ${signed.token}` } });
    expect(created.status).toBe(200);
    const councilId = ((await created.json()) as { result: { id: number } }).result.id;
    const answers = watchAnswers(page, (p) => p.startsWith(`/v1/councils/${councilId}/`) || p === `/v1/councils/${councilId}`);
    await page.goto(url(`/MyPage/GC?id=${councilId}`));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to remove?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/MyPage$/);
    const notice = page.getByRole('alertdialog', { name: 'Remove complete' });
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Draft', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('gc-card').filter({ hasText: name }).count()).toBe(0);
    expect(answers.filter((a) => a.status === 404)).toEqual([]);
    expect(answers.filter((a) => a.method === 'DELETE').map((a) => a.status)).toEqual([200]);
    await page.context().close();
  });

  it('a council admin sent to another council’s page lands on its own, with no refusal shown', async () => {
    const { page } = await as('council-1/admin', '/MyPage/GC?id=2');
    await page.waitForURL(/\/MyPage\/GC\?id=1$/);
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    expect(await page.getByText('Your account may act only on its own council').count()).toBe(0);
    await page.context().close();
  });

  for (const [width, viewport, shown] of [
    ['1440', VIEWPORTS.desktop, 1],
    ['390', PHONE, 0],
  ] as const) {
    it(`creating actions at ${width} px: New Voting, Preview, Save Draft (agenda and council), Publish ${shown ? 'offered' : 'absent'}`, async () => {
      const { page } = await as('site-admin', '/MyPage?tab=VOTING_LIST', viewport);
      await page.getByRole('heading', { name: 'Voting List' }).waitFor();
      expect(await page.getByRole('button', { name: 'New Voting' }).count()).toBe(shown);

      await page.goto(url('/MyPage/NewVoting'));
      await page.getByRole('heading', { name: 'NEW VOTING AGENDA' }).waitFor();
      await page.getByLabel(/^Title/).waitFor();
      expect(await page.getByRole('button', { name: 'Preview' }).count()).toBe(shown);
      expect(await page.getByRole('button', { name: 'Save Draft' }).count()).toBe(shown);

      await page.goto(url('/MyPage/AddGC'));
      await page.getByLabel(/^GC Name/).waitFor();
      expect(await page.getByRole('button', { name: 'Save Draft' }).count()).toBe(shown);

      await page.goto(url('/MyPage/NewReleaseNote'));
      await page.getByRole('heading', { name: 'NEW RELEASE NOTE' }).waitFor();
      await page.getByLabel(/^Title/).waitFor();
      expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(shown);
      await page.context().close();
    });
  }
});
