import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';

/** The API reference: reached from the footer, one card per documented read, readable on a phone. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('API Reference', () => {
  it('opens from the footer and shows every read of /v1/openapi.json with a request to paste', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/ReleaseNote'));
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(/\/Docs\/API$/);
    await page.getByRole('heading', { name: 'API Reference', level: 1 }).waitFor();
    await page.getByTestId('api-operation').first().waitFor();

    const document = (await (await page.request.get(url('/v1/openapi.json'))).json()) as { paths: Record<string, unknown> };
    const shown = await page.getByTestId('api-operation').locator('h3 code').allTextContents();
    // One section per operation: a path served by several methods shows once for each.
    expect(shown.sort()).toEqual(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item as object).map(() => path)).sort());

    const council = page.getByRole('article', { name: 'GET /v1/councils/{cid}', exact: true });
    expect(await council.getByText('path · required · integer · at least 0').count()).toBe(1);
    expect(await council.locator('pre').textContent()).toBe(`curl '${inject('stackUrl')}/v1/councils/2'`);
    const proposals = page.getByRole('article', { name: 'GET /v1/proposals', exact: true });
    expect(await proposals.getByText('query · optional · integer · 1 to 100 · default 10').count()).toBe(1);

    await page.getByRole('navigation', { name: 'API sections' }).getByRole('link', { name: 'Treasury' }).click();
    await page.waitForURL(/#treasury$/);
    await context.close();
  });

  it('says so when the document cannot be loaded', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.route(/\/v1\/openapi\.json$/, (route) => route.fulfill({ status: 503, json: { code: 503, err_msg: 'unavailable', err_code: 'not_configured' } }));
    await page.goto(url('/Docs/API'));
    await page.getByText('The API reference could not be loaded.', { exact: true }).waitFor();
    await context.close();
  });

  it('fits a phone, and has no serious accessibility violations', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Docs/API'));
    await page.getByTestId('api-operation').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
