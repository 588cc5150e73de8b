import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { forbiddenModulesIn, recordScripts, url, watchPageErrors } from './support/voting';

/**
 * "Verify on chain" against the real devnet: the browser reads the voting contract through the
 * RPC at the indexed block and finds the page's figures equal, on an agenda of each state; an
 * answer altered on its way to the browser is caught, difference by difference.
 */

/** One scenario agenda per on-chain state (as proposal.e2e.test.ts names them). */
const AGENDAS = [
  { state: 'Pending', id: 56 },
  { state: 'Active', id: 55 },
  { state: 'Canceled', id: 6 },
  { state: 'Failed', id: 4 },
  { state: 'Passed', id: 47 },
  { state: 'Queued', id: 45 },
  { state: 'Expired', id: 5 },
  { state: 'Executed', id: 2 },
] as const;

describe('Verify on chain', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('matches the voting contract on an agenda of each state, and loads its chain code only on the click', async () => {
    const { context, blocked } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const scripts = recordScripts(page);
    for (const [n, { state, id }] of AGENDAS.entries()) {
      await page.goto(url(`/Proposal/Detail?id=${id}`));
      const panel = page.getByTestId('verify-on-chain');
      await panel.waitFor();
      const indexed = await panel.getByTestId('indexed-block').innerText();
      expect(indexed, state).toMatch(/^Figures read at block [\d,]+\.$/);
      // How far behind the head, from one plain eth_blockNumber before any click.
      await panel.getByTestId('head-lag').waitFor();
      expect(await panel.getByTestId('head-lag').innerText()).toMatch(/^(Block [\d,]+ is the chain head\.|[\d,]+ blocks? behind the chain head \(block [\d,]+\)\.)$/);
      if (n === 0) expect(forbiddenModulesIn(scripts), 'first load').toEqual([]);
      await panel.getByRole('button', { name: 'Verify on chain' }).click();
      const verdict = panel.getByTestId('verify-matches').or(panel.getByTestId('verify-differs'));
      await verdict.waitFor({ timeout: 20_000 });
      const block = indexed.match(/block ([\d,]+)/)![1];
      expect(await verdict.innerText(), `${state} (agenda ${id}): ${await panel.innerText()}`).toBe(`Matches the voting contract at block ${block}`);
      expect(await panel.getByTestId('verify-lag').innerText()).toMatch(/^(Block [\d,]+ is the chain head\.|[\d,]+ blocks? behind the chain head \(block [\d,]+\)\.)$/);
    }
    // viem came with the first click.
    expect(forbiddenModulesIn(scripts).some((m) => /[\\/]viem[\\/]/.test(m.module))).toBe(true);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);

  it('lists each difference when the API answer is altered on its way to the browser', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const alter = (answer: { yesCount: number; eligibleNodes: number }) => {
      answer.yesCount += 3;
      answer.eligibleNodes += 1;
    };
    await page.route('**/v1/proposals/47', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { yesCount: number; eligibleNodes: number } };
      alter(body.result);
      await route.fulfill({ response, json: body });
    });
    // Served from its snapshot, the page carries the answer in its data block instead of asking for it:
    // that block is altered once the HTML is parsed, before the entry module reads it. (Fulfilling the
    // document from the test instead would make Chromium treat the page as public and refuse its
    // calls to the chain on this machine's loopback address.)
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const block = document.getElementById('page-data');
        if (document.readyState !== 'interactive' || !block?.textContent) return;
        const data = JSON.parse(block.textContent) as Record<string, { yesCount: number; eligibleNodes: number } | undefined>;
        const answer = data['/v1/proposals/47'];
        if (!answer) return;
        answer.yesCount += 3;
        answer.eligibleNodes += 1;
        block.textContent = JSON.stringify(data);
      });
    });
    await page.goto(url('/Proposal/Detail?id=47'));
    const panel = page.getByTestId('verify-on-chain');
    await panel.getByRole('button', { name: 'Verify on chain' }).click();
    await panel.getByTestId('verify-differs').waitFor({ timeout: 20_000 });
    const differences = await panel.getByTestId('verify-differences').getByRole('listitem').allInnerTexts();
    expect(differences).toEqual([
      expect.stringMatching(/^Yes: the portal shows (\d+), the contract answers \d+$/),
      expect.stringMatching(/^Eligible GC: the portal shows \d+, the contract answers \d+$/),
    ]);
    const [, shownYes, chainYes] = differences[0]!.match(/shows (\d+), the contract answers (\d+)/)!;
    expect(Number(shownYes)).toBe(Number(chainYes) + 3);
    await context.close();
  }, 60_000);
});
