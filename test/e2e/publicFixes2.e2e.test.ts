import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';

/**
 * Issue 18, second part: an unknown council says so without a 404 in the console; the treasury's KGP
 * numbers link to their agendas and Download CSV gives feedback; addresses and hashes are cut 10+10
 * in tables and cards; the Privacy/Terms PDF zooms on a phone without the page scrolling sideways.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE_320 = { width: 320, height: 700 } as const;
/** Spec §9: over 20 characters, the first 10 and last 10 joined by "...". */
const CUT_10_10 = /^0x[0-9a-fA-F]{8}\.\.\.[0-9a-fA-F]{10}$/;
/** An AddressChip: its accessible name is the full address or hash and the explorer it opens. */
const CHIP = /^0x[0-9a-fA-F]+ on .+ \(opens in a new tab\)$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Console errors and failed answers of the context, as they come. */
function watchErrors(context: BrowserContext): { console: string[]; failed: string[] } {
  const seen = { console: [] as string[], failed: [] as string[] };
  context.on('console', (message) => {
    if (message.type() === 'error') seen.console.push(message.text());
  });
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/v1/')) seen.failed.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('GC detail of an unknown council', () => {
  it.each(['/GC/Detail?id=999', '/GC/Detail?addr=0x00000000000000000000000000000000000000ff'])('%s says it was not found, links to the GC list, logs no error', async (path) => {
    const { context } = await newContext(browser);
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(url(path));
    await page.getByText('This Governance Council was not found.').waitFor();
    expect(await page.getByText('There are no contents.').count()).toBe(0);
    const back = page.getByRole('link', { name: 'Go to the GC list' });
    expect(await back.getAttribute('href')).toBe('/GC');
    await back.click();
    await poll(() => new URL(page.url()).pathname).toBe('/GC');
    await page.getByTestId('council-item').first().waitFor();
    expect(errors).toEqual({ console: [], failed: [] });
    await context.close();
  });

  it('still shows a known council by id', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=1'));
    await page.getByRole('heading', { level: 2, name: 'Meridian Foundation', exact: true }).waitFor();
    expect(await page.getByText('This Governance Council was not found.').count()).toBe(0);
    await context.close();
  });
});

describe('Treasury', () => {
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
    const chips = await table.locator('tbody tr').first().getByRole('link', { name: CHIP }).allTextContents();
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
    const chip = cards.getByRole('listitem').first().getByRole('link', { name: CHIP });
    expect((await chip.textContent())!.trim()).toMatch(CUT_10_10);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('addresses in tables on a phone', () => {
  it('GC detail: the transaction hashes and the contract addresses are cut 10+10, and the page fits 320 px', async () => {
    const { context } = await newContext(browser, PHONE_320);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=2'));
    const row = page.getByTestId('tx-row').first();
    await row.waitFor();
    const hash = (await row.getAttribute('data-hash'))!;
    const shown = (await row.getByRole('link', { name: new RegExp(hash) }).textContent())!.trim();
    expect(shown).toBe(`${hash.slice(0, 10)}...${hash.slice(-10)}`);
    const addresses = await page.getByRole('main').getByRole('list').getByRole('link', { name: CHIP }).allTextContents();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.trim()).toMatch(CUT_10_10);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('activity rank on a phone', () => {
  it('shows the fee table\'s 10+10 addresses whole at 320 px: neither the page nor the table scrolls sideways', async () => {
    const { context } = await newContext(browser, PHONE_320);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    await page.getByRole('tab', { name: 'Rank' }).click();
    const row = page.getByTestId('fee-row').first();
    await row.waitFor();
    expect((await row.getByRole('link', { name: CHIP }).textContent())!.trim()).toMatch(CUT_10_10);
    const table = page.locator('table').filter({ has: row });
    expect(await table.evaluate((node) => node.parentElement!.scrollWidth <= node.parentElement!.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('Privacy on a phone', () => {
  it('opens fitted to the width and zooms in up to 3x inside its sheet, sharp, without the page scrolling sideways', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Privacy'));
    const canvas = page.getByTestId('pdf-canvas');
    await poll(() => canvas.getAttribute('data-rendered-page')).toBe('1');
    const measure = () =>
      canvas.evaluate((node: HTMLCanvasElement) => ({
        css: node.getBoundingClientRect().width,
        backing: node.width,
        sheet: node.parentElement!.clientWidth,
        scrolls: node.parentElement!.scrollWidth > node.parentElement!.clientWidth,
        dpr: window.devicePixelRatio,
      }));
    const fitted = await measure();
    expect(Math.abs(fitted.css - fitted.sheet)).toBeLessThanOrEqual(1);
    expect(fitted.scrolls).toBe(false);
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('Fit width');
    expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('200%');
    await poll(async () => (await measure()).backing).toBeGreaterThanOrEqual(Math.floor(fitted.backing * 2) - 1);
    const zoomed = await measure();
    expect(zoomed.css / zoomed.sheet).toBeCloseTo(2, 1);
    // Drawn at the screen's density: one backing pixel per device pixel, not a blurred enlargement.
    expect(Math.abs(zoomed.backing - zoomed.css * zoomed.dpr)).toBeLessThanOrEqual(2);
    expect(zoomed.scrolls).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    await zoomIn.click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('300%');
    expect(await zoomIn.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('200%');
    await context.close();
  });
});
