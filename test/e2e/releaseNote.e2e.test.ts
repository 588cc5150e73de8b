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
    expect(await rows.first().textContent()).toMatch(/^#012v2\.3\.3 — Maintenance notice\d{4}\.\d{2}\.\d{2}$/);

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
