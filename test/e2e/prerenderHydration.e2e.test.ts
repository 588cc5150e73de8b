import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PRERENDERED_ROUTES } from '../../web/src/prerenderedRoutes';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';

/**
 * Issue 15, Done when: every prerendered page hydrates the HTML the build painted, without a
 * warning. A mismatch makes React log an error and render the page afresh, so the painted nodes
 * must still be the ones on screen once the page's data has arrived.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;

/** Marks the painted <main> before any script of the page runs, so a later replacement shows. */
const MARK_PAINTED = `document.addEventListener('DOMContentLoaded', () => { const main = document.querySelector('main'); if (main) main.dataset.painted = 'yes'; window.portalPaintedMain = main; });`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('prerendered pages', () => {
  for (const [name, viewport] of [
    ['phone', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`hydrate on a ${name} without a console warning or error, keeping the painted nodes`, async () => {
      const { context } = await newContext(browser, viewport);
      await context.addInitScript(MARK_PAINTED);
      const page = await context.newPage();
      const seen: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      for (const route of PRERENDERED_ROUTES) {
        const path = route.path + (route.query ?? '');
        await page.goto(url(path), { waitUntil: 'networkidle' });
        // Hydrated: React has bound the painted <main> to its tree.
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
          .toBe(true);
        const kept = await page.evaluate(() => (window as unknown as { portalPaintedMain: Element | null }).portalPaintedMain === document.querySelector('main'));
        expect({ path, kept, seen }).toEqual({ path, kept: true, seen: [] });
      }
      await context.close();
    });
  }
});
