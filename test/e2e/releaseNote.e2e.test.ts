import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';

/** The release notes: 10 a page, "#" and a 3-digit id, yyyy.MM.dd, a note opens as markdown without images or headings. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Release Note', () => {
  it('lists 10 notes a page, newest first, and opens one', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/ReleaseNote'));
    await page.getByRole('heading', { name: 'Release Note', level: 1 }).waitFor();
    const list = page.getByTestId('release-notes');
    await list.waitFor();
    const rows = list.getByRole('button');
    expect(await rows.count()).toBe(10);
    // The 12th note (scripts/localStack/releaseNoteFixtures.ts) is dated 2026-11-02 00:00 UTC, shown as the browser's local day.
    const local = new Date(Date.UTC(2026, 5, 1) + 11 * 14 * 86_400_000);
    const day = `${local.getFullYear()}.${String(local.getMonth() + 1).padStart(2, '0')}.${String(local.getDate()).padStart(2, '0')}`;
    expect(await rows.first().textContent()).toBe(`#012v2.3.3 — Maintenance notice${day}`);
    expect(await rows.nth(9).textContent()).toMatch(/^#003v2\.1\.2 — /);

    await rows.first().click();
    expect(await rows.first().getAttribute('aria-expanded')).toBe('true');
    const body = page.getByTestId('release-note-body');
    await body.waitFor();
    expect(await body.textContent()).toContain('A maintenance page appears while the portal is being updated.');
    expect(await body.locator('img').count()).toBe(0);
    expect(await body.locator('h1, h2, h3, h4, h5, h6').count()).toBe(0);
    expect(await body.getByText('What changed').count()).toBe(1);

    await page.getByRole('button', { name: 'Page 2' }).click();
    expect(await list.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^#002/), expect.stringMatching(/^#001/)]);
    await context.close();
  });

  it('says "There are no release notes." when there are none, or the call fails', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.route(/\/v1\/release_note/, (route) => route.fulfill({ json: { code: 200, result: [] } }));
    await page.goto(url('/ReleaseNote'));
    await page.getByText('There are no release notes.', { exact: true }).waitFor();
    expect(await page.getByTestId('release-notes').count()).toBe(0);
    await page.unroute(/\/v1\/release_note/);
    await page.route(/\/v1\/release_note/, (route) => route.fulfill({ status: 500, json: { code: 500, err_msg: 'unavailable', err_code: 'server_error' } }));
    await page.reload();
    await page.getByText('There are no release notes.', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Release note pages' }).count()).toBe(0);
    await context.close();
  });

  it('fits a phone, and has no serious accessibility violations', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/ReleaseNote'));
    await page.getByTestId('release-notes').waitFor();
    await page.getByTestId('release-notes').getByRole('button').nth(1).click();
    await page.getByTestId('release-note-body').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
