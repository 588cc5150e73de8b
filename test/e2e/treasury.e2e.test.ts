import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createPublicClient, http, parseAbiItem, parseEther, type Address } from 'viem';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';

/** The Treasury page: the usage chart and fund toggle, the payments paged and downloaded, the reports. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function disbursements(fund: 'kcf' | 'kff'): Promise<number> {
  const deployment = JSON.parse(inject('deploymentJson')) as { contracts: Record<string, Address> };
  const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
  const logs = await client.getLogs({ address: deployment.contracts[fund], event: parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)'), fromBlock: 0n });
  return logs.length;
}

describe('Treasury', () => {
  it('charts a fund\'s usage, toggles the fund and downloads its payments as CSV', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    expect(await page.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('treasury-chart').waitFor();
    expect(await page.getByRole('radio', { name: 'KCF (Community Fund)' }).isChecked()).toBe(true);
    const table = page.getByTestId('treasury-table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Date', 'Category', 'KGP', 'Project', 'Recipient', 'Value (KLAY)', 'TX']);
    const kcfRows = (await table.getByRole('row').count()) - 1;
    expect(kcfRows).toBe(Math.min(20, await disbursements('kcf')));
    expect(await table.getByText('Uncategorized').count()).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^KCF_transaction_list_\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readFileSync((await download.path())!, 'utf8');
    // The byte order mark makes Excel read the file as UTF-8.
    expect(file.startsWith('\uFEFF')).toBe(true);
    const csv = file.slice(1).trim().split('\r\n');
    expect(csv[0]).toBe('No.,Date (UTC),Category,KGP,Project,Recipient,Value (KLAY),Transaction Hash');
    expect(csv.length - 1).toBe(await disbursements('kcf'));
    expect(csv.some((line) => line.includes('Personnel Expenses'))).toBe(true);

    await page.getByText('KFF (Foundation Fund)').click();
    await page.getByRole('heading', { name: 'KFF Transactions' }).waitFor();
    await page.getByTestId('treasury-table').getByText('Liquidity Provision').first().waitFor();
    await context.close();
  });

  it('downloads the financial statement as CSV, each month\'s outflow the payments the chain holds', async () => {
    const response = await fetch(url('/v1/financial/download'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="financial_statement.csv"');
    const [header, ...rows] = (await response.text()).trim().split('\r\n').map((line) => line.split(','));
    expect(header).toEqual(['Month', 'Fund', 'Opening Balance (KLAY)', 'Inflow (KLAY)', 'Outflow (KLAY)', 'Closing Balance (KLAY)']);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['KCF', 'KFF']));

    const deployment = JSON.parse(inject('deploymentJson')) as { contracts: Record<string, Address> };
    const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
    for (const fund of ['KCF', 'KFF'] as const) {
      const logs = await client.getLogs({ address: deployment.contracts[fund.toLowerCase()], event: parseAbiItem('event Disbursement(address indexed recipient, uint256 value, string memo)'), fromBlock: 0n });
      const paidByMonth = new Map<string, bigint>();
      for (const log of logs) {
        const block = await client.getBlock({ blockNumber: log.blockNumber });
        const month = new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 7);
        paidByMonth.set(month, (paidByMonth.get(month) ?? 0n) + log.args.value!);
      }
      const months = rows.filter((r) => r[1] === fund);
      expect(months.length).toBeGreaterThan(0);
      for (const [month, , opening, inflow, outflow, closing] of months) {
        expect(parseEther(outflow!), `${fund} ${month}`).toBe(paidByMonth.get(month!) ?? 0n);
        expect(parseEther(opening!) + parseEther(inflow!) - parseEther(outflow!)).toBe(parseEther(closing!));
      }
      expect(months.reduce((sum, r) => sum + parseEther(r[4]!), 0n)).toBeGreaterThan(0n);
    }
  });

  it('pages the payments 10 at a time on a phone', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    const cards = page.getByTestId('treasury-cards');
    await cards.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(10);
    const first = await cards.getByRole('listitem').first().textContent();
    await page.getByRole('navigation', { name: 'KCF transactions pages' }).getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(Math.min(10, (await disbursements('kcf')) - 10));
    expect(await cards.getByRole('listitem').first().textContent()).not.toBe(first);
    await context.close();
  });

  it('pages the payments 20 at a time on a desktop', async () => {
    const total = await disbursements('kcf');
    expect(total).toBeGreaterThan(20);
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    const rows = page.getByTestId('treasury-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
    const first = await rows.first().textContent();
    await page.getByRole('navigation', { name: 'KCF transactions pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(20, total - 20));
    expect(await rows.first().textContent()).not.toBe(first);
    await context.close();
  });

  it('shows the five reports, each opening its link', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Treasury?tab=report'));
    const reports = page.getByTestId('treasury-reports');
    await reports.waitFor();
    expect(await reports.getByRole('link').count()).toBe(5);
    const [popup] = await Promise.all([context.waitForEvent('page'), reports.getByRole('link').first().click()]);
    await popup.waitForEvent('close', { timeout: 2_000 }).catch(() => undefined);
    expect(blocked.some((href) => href.startsWith('https://govforum.kaia.io/t/treasury-report-2026-q3'))).toBe(true);
    await context.close();
  });

  it('walks both tabs on a phone: History to Report by the keyboard, the five reports in one page', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    await page.getByTestId('treasury-cards').waitFor();
    await page.getByRole('tab', { name: 'History' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=report/);
    const reports = page.getByTestId('treasury-reports');
    await reports.waitFor();
    expect(await reports.getByRole('link').count()).toBe(5);
    expect(await page.getByRole('navigation', { name: /pages/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it.each(['dark', 'light'] as const)('has no serious accessibility violations (%s)', async (theme) => {
    const { context } = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    await page.getByTestId('treasury-table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(url('/Treasury?tab=report'));
    await page.getByTestId('treasury-reports').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
