import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { MANIFEST_FILE, routeFirstLoad, type Manifest } from '../../web/scripts/bundleReport';
import { inlineStyles, stylesheetLinks } from '../../web/scripts/routeStylesheet';
import { PRERENDERED_ROUTES } from '../../web/src/prerenderedRoutes';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Issue 15: a prerendered page holds its styles inline (web/scripts/routeStylesheet.ts). Every rule
 * a route's chunks bring must be there, the client must not fetch those rules again, and a route
 * reached by navigating from it must still get its own.
 */

const dist = resolve(import.meta.dirname, '../../web/dist');
const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
const asset = (file: string) => readFileSync(join(dist, file), 'utf8');
const url = (path: string) => `${inject('stackUrl')}${path}`;

/** The stylesheets a route needs, as the manifest says: the entry's, and its chunk's static imports'. */
function neededCss(routeSrc: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  return [...new Set([...(entry.css ?? []), ...routeFirstLoad(manifest, routeSrc).css])];
}
const prerendered = (route: string) => asset(join('prerendered', `${route.slice(1)}.html`));

describe('the styles of a prerendered page', () => {
  for (const { path } of PRERENDERED_ROUTES) {
    it(`${path} holds every rule its chunks bring in one <style>, links no stylesheet, and names each part as loaded`, () => {
      const html = prerendered(path);
      const [styles, ...more] = inlineStyles(html);
      expect(more).toEqual([]);
      const links = stylesheetLinks(html);
      expect(links.filter((link) => !link.disabled)).toEqual([]);
      for (const file of neededCss(`src/routes${path}.tsx`)) {
        expect(styles?.includes(asset(file).trim()), `${path} lacks the rules of ${file}`).toBe(true);
        expect(links).toContainEqual({ href: `/${file}`, disabled: true });
      }
    });
  }
});

describe('navigating from a prerendered page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Every stylesheet the page fetched, with how often. */
  function watchStylesheets(page: Page): Map<string, number> {
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.css')) fetched.set(path, (fetched.get(path) ?? 0) + 1);
    });
    return fetched;
  }

  /** The parts whose rules the page has neither inline (from the page it landed on) nor loaded by a link. */
  function missingParts(page: Page, landedOn: string, needed: string[]): Promise<string[]> {
    const inline = inlineStyles(prerendered(landedOn))[0]!;
    const notInline = needed.filter((file) => !inline.includes(asset(file).trim())).map((file) => `/${file}`);
    return page.evaluate(
      (hrefs) => hrefs.filter((href) => ![...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => !link.disabled && link.sheet && new URL(link.href).pathname === href)),
      notInline,
    );
  }

  const hydrated = (page: Page) =>
    expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 }).toBe(true);

  it('fetches none of the landed page’s parts, and the parts of the routes it moves on to once each', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const fetched = watchStylesheets(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto(url('/GC'), { waitUntil: 'networkidle' });
    await hydrated(page);
    // Vite's loader met every part of /GC in a disabled link: nothing of it is fetched, not even on hydration.
    // (The offline dialog is fetched once the page is idle, with its Modal stylesheet, so that it can
    // show without a network: features/offline/OfflineModal.tsx. It is no part of /GC.)
    expect([...fetched.keys()].filter((file) => !/^\/assets\/Modal-[\w-]+\.css$/.test(file))).toEqual([]);

    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [label, route] of [
      ['Voting', '/Proposal'],
      ['Analytics', '/Status'],
      ['Treasury', '/Treasury'],
    ] as const) {
      await main.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(route);
      await expect.poll(() => missingParts(page, '/GC', neededCss(`src/routes${route}.tsx`)), { timeout: 15_000 }).toEqual([]);
    }
    const gcParts = new Set(neededCss('src/routes/GC.tsx').map((file) => `/${file}`));
    expect([...fetched].filter(([path, times]) => gcParts.has(path) || times > 1)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives a My Page route its styles when a signed-in user opens it from a prerendered page', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await signInAs(page, localStack(), devnetPrivateKey('council-1/admin'), { path: '/Proposal' });
    await hydrated(page);
    const fetched = watchStylesheets(page);

    await page.getByTestId('account-entry').click();
    // A council's admin: "My Page", their council's page.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/MyPage/GC');
    await expect.poll(() => missingParts(page, '/Proposal', neededCss('src/routes/MyPage/GC.tsx')), { timeout: 15_000 }).toEqual([]);
    const proposalParts = new Set(neededCss('src/routes/Proposal.tsx').map((file) => `/${file}`));
    expect([...fetched].filter(([path, times]) => proposalParts.has(path) || times > 1)).toEqual([]);
    await context.close();
  });
});
