import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseAbiItem, parseEther, type Address } from 'viem';
import { ADDRESS_CHIP, clickWhenHydrated, CUT_10_10, downloadedText, launchBrowser, newContext, openAsReturning, pageScrollsSideways, seriousAxeViolations, VIEWPORTS } from './support/browser';

/** The Treasury page: the usage chart and fund toggle, the payments paged and downloaded, the reports. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE_320 = { width: 320, height: 700 } as const;
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
    const file = await downloadedText(download);
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

/** The text of `selector`'s cells that runs onto a second line, as "column: text". */
function wrappedTexts(page: Page, tableTestId: string, columns: readonly string[]) {
  return page.getByTestId(tableTestId).evaluate((table, wanted) => {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const found: string[] = [];
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        if (!wanted.includes(heads[i]!)) return;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(`${heads[i]}: ${node.textContent!.trim()}`);
        }
      });
    }
    return found;
  }, columns);
}

describe('Treasury: KGP links, downloads and 10+10 addresses', () => {
  it('links each KGP number to the agenda that carries it, and cuts recipients and hashes 10+10', async () => {
    const agendas = (await (await fetch(url('/v1/proposals?size=100'))).json()) as { result: { items: { id: number; kgp: string | null }[] } };
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    const table = page.getByTestId('treasury-table');
    await table.waitFor();
    const links = table.getByRole('link', { name: /^KGP-\d+$/ });
    await poll(() => links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const kgp = (await link.textContent())!.replace('KGP-', '');
      const id = Number(/^\/Proposal\/Detail\?id=(\d+)$/.exec((await link.getAttribute('href'))!)![1]);
      expect(agendas.result.items.find((agenda) => agenda.id === id)?.kgp, `KGP-${kgp}`).toBe(kgp);
    }
    const chips = await table.locator('tbody tr').first().getByRole('link', { name: ADDRESS_CHIP }).allTextContents();
    expect(chips).toHaveLength(2);
    for (const chip of chips) expect(chip.trim()).toMatch(CUT_10_10);

    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(href);
    await context.close();
  });

  it('says "Successfully downloaded." after Download CSV, and the spec\'s error when the download fails', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    await page.getByTestId('treasury-table').waitFor();
    const toasts = page.getByRole('status').filter({ hasText: /downloaded|error/ });
    const button = page.getByRole('button', { name: 'Download CSV' });
    await Promise.all([page.waitForEvent('download'), button.click()]);
    await toasts.getByText('Successfully downloaded.').waitFor();

    await page.route('**/v1/treasury/transactions/*/download', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"err_msg":"down"}' }));
    await poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await toasts.getByText(/^Sorry, an error has occured.\s*Please try again.$/).waitFor();
    await context.close();
  });

  it('fits its cards on a 320 px phone with 10+10 recipients', async () => {
    const { context } = await newContext(browser, PHONE_320);
    const page = await context.newPage();
    await page.goto(url('/Treasury'));
    const cards = page.getByTestId('treasury-cards');
    await cards.waitFor();
    const chip = cards.getByRole('listitem').first().getByRole('link', { name: ADDRESS_CHIP });
    expect((await chip.textContent())!.trim()).toMatch(CUT_10_10);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('Treasury widths', () => {
  const ONE_LINE = ['Date', 'KGP', 'Recipient', 'Value (KLAY)', 'TX'];

  async function checkTable(page: Page, fund: 'KCF' | 'KFF') {
    if (fund === 'KFF') {
      // The prerendered toggle is on screen before the page has hydrated.
      await clickWhenHydrated(page.getByText('KFF (Foundation Fund)'));
      await page.getByRole('heading', { name: 'KFF Transactions' }).waitFor();
      await page.getByTestId('treasury-table').getByText('Liquidity Provision').first().waitFor();
    }
    const table = page.getByTestId('treasury-table');
    await table.locator('tbody tr').first().waitFor();
    expect({ fund, wrapped: await wrappedTexts(page, 'treasury-table', ONE_LINE) }).toEqual({ fund, wrapped: [] });
    const fit = await table.evaluate((node) => {
      const wrap = node.parentElement!;
      const edge = wrap.getBoundingClientRect().right;
      const chips = [...node.querySelectorAll('tbody tr td:last-child a')].map((a) => a.getBoundingClientRect().right);
      return { scrolls: wrap.scrollWidth > wrap.clientWidth, cut: chips.filter((right) => right > edge + 0.5).length, chips: chips.length };
    });
    expect({ fund, ...fit }).toEqual({ fund, scrolls: false, cut: 0, chips: fit.chips });
    expect(fit.chips).toBeGreaterThan(0);
  }

  it('fits all seven columns at 1024 px for both funds: no wrapped date, KGP number, value or hash, the TX column whole', async () => {
    const { context, page } = await openAsReturning(browser, url('/Treasury'), { width: 1024, height: 800 });
    await checkTable(page, 'KCF');
    await checkTable(page, 'KFF');
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('shows the KFF table at 1440 px with no wrapped date or KGP number', async () => {
    const { context, page } = await openAsReturning(browser, url('/Treasury'), { width: 1440, height: 900 });
    await checkTable(page, 'KFF');
    await context.close();
  });

  it.each([390, 320])('keeps each fund toggle label on one line inside its pill at %i px', async (width) => {
    const { context, page } = await openAsReturning(browser, url('/Treasury'), { width, height: 800 });
    const toggle = page.getByRole('group', { name: 'Fund' });
    await toggle.waitFor();
    const labels = await toggle.locator('label').evaluateAll((nodes) =>
      nodes.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const pill = label.getBoundingClientRect();
        return { label: label.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, inside: text.left >= pill.left && text.right <= pill.right };
      }),
    );
    expect(labels).toEqual([
      { label: 'KCF (Community Fund)', lines: 1, inside: true },
      { label: 'KFF (Foundation Fund)', lines: 1, inside: true },
    ]);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});
