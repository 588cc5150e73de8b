import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openAsReturning, SETTINGS_HINT_SEEN, whenStill } from './support/browser';

/**
 * Every public page's layout: each route at 1440, 1024, 390 and 320 px without a sideways scroll or
 * a clipped label, and the header's first-visit settings hint on a phone.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('The first-visit settings hint on a phone', () => {
  it.each([390, 320])('stays in the header and does not cover the page title at %i px', async (width) => {
    const { context, page } = await openAsReturning(browser, url('/GC'), { width, height: 800 }, { firstVisit: true });
    for (const path of ['/GC', '/Status', '/Treasury', '/ReleaseNote', '/Proposal']) {
      if (path !== '/GC') {
        await page.evaluate((key) => localStorage.removeItem(key), SETTINGS_HINT_SEEN);
        await page.goto(url(path));
      }
      const hint = page.getByRole('tooltip').filter({ hasText: 'You can set up the default explorer and color theme here' });
      await hint.waitFor();
      const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await title.waitFor();
      const [tip, heading, header] = [(await hint.boundingBox())!, (await title.boundingBox())!, (await page.locator('header').first().boundingBox())!];
      const overlaps = tip.x < heading.x + heading.width && heading.x < tip.x + tip.width && tip.y < heading.y + heading.height && heading.y < tip.y + tip.height;
      expect({ path, overlaps }).toEqual({ path, overlaps: false });
      expect({ path, inHeader: tip.y >= header.y - 1 && tip.y + tip.height <= header.y + header.height + 1 }).toEqual({ path, inHeader: true });
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});

/**
 * Every public route, each with what says it has drawn its content. The boxes that scroll sideways
 * by design (the Home carousel's track, the council strip) are the only ones allowed to.
 */
const ROUTES: [path: string, ready: (page: Page) => Promise<unknown>][] = [
  ['/Home', (page) => page.getByRole('region', { name: 'Latest Discussion' }).getByRole('listitem').first().waitFor({ timeout: 15_000 })],
  ['/GC', (page) => page.getByTestId('council-item').first().waitFor()],
  ['/GC?tab=activities', (page) => page.getByRole('article').first().waitFor()],
  ['/GC?tab=history', (page) => page.getByRole('heading', { name: 'Newly Joined and Resigned' }).waitFor()],
  ['/GC/Detail?id=2', (page) => page.getByTestId('tx-row').first().waitFor()],
  ['/GC/ActivityDetail?id=1', (page) => page.getByRole('article').first().waitFor()],
  ['/Proposal', (page) => page.getByRole('heading', { name: 'Ongoing' }).waitFor()],
  ['/Proposal?tab=discussion', (page) => page.getByRole('heading', { name: 'Discussion' }).first().waitFor()],
  ['/Proposal?tab=leaderboard', (page) => page.getByRole('heading', { name: 'Vote Leader Board' }).waitFor()],
  ['/Proposal/List?type=on', (page) => page.getByRole('heading', { name: 'ONGOING VOTING AGENDA' }).first().waitFor()],
  ['/Proposal/List?type=up', (page) => page.getByRole('heading', { name: 'UPCOMING VOTING AGENDA' }).first().waitFor()],
  ['/Proposal/Detail?id=52', (page) => page.getByRole('table', { name: 'Governance Council votes' }).waitFor()],
  ['/Proposal/Detail?id=47', (page) => page.getByTestId('result-badge').waitFor()],
  ['/Status', (page) => page.getByTestId('supply-chart').locator('.chart-axis-time .visx-axis-tick').first().waitFor({ timeout: 15_000 })],
  ['/Status?tab=onchain', (page) => page.getByTestId('tx-count-chart').locator('.visx-axis-tick').first().waitFor({ timeout: 15_000 })],
  ['/Status?tab=staking', (page) => page.getByTestId('governance-policy').waitFor()],
  ['/Status?tab=ranking', (page) => page.getByRole('heading', { name: 'Project Ranking' }).waitFor()],
  ['/Treasury', (page) => page.getByTestId('treasury-chart').waitFor()],
  ['/Treasury?tab=report', (page) => page.getByTestId('treasury-reports').waitFor()],
  ['/ReleaseNote', (page) => page.getByRole('heading', { name: 'Release Note', level: 1 }).waitFor()],
  ['/Privacy', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
  ['/Terms', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
];

/** What the page shows cut or scrolling sideways: the page itself, boxes that scroll or clip text, text off the screen. */
const LAYOUT_PROBLEMS = () => {
  const problems: string[] = [];
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  const describeElement = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  // Visually hidden for screen readers (clipped to nothing, like a stacked table's head) is not shown.
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === 'hidden') return false;
    for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).clip.startsWith('rect(0')) return false;
    return true;
  };
  // The boxes that scroll sideways by design, and the chart library's off-screen text measurer.
  const exempt = (el: Element) => el.closest('[aria-roledescription="carousel"] ul, ul[aria-label="GC Member"], body > svg') !== null;
  const textOf = (el: Node) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].filter((r) => r.width > 0);
  };
  for (const el of document.querySelectorAll('body *')) {
    if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1 || !shown(el) || exempt(el)) continue;
    const style = getComputedStyle(el);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') problems.push(`scrolls sideways: ${describeElement(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    else if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis') {
      const box = el.getBoundingClientRect();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || !shown(node.parentElement!)) continue;
        if (textOf(node).some((r) => r.left < box.left - 1 || r.right > box.right + 1)) {
          problems.push(`clips "${node.textContent!.trim().slice(0, 30)}" in ${describeElement(el)}`);
          break;
        }
      }
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent!.trim() || !parent || !shown(parent) || exempt(parent)) continue;
    if (textOf(node).some((r) => r.left < -1 || r.right > width + 1)) problems.push(`text off the screen: "${node.textContent!.trim().slice(0, 30)}"`);
  }
  return [...new Set(problems)];
};

describe('Every public route fits the screen', () => {
  // Each route is loaded once, at the widest width, and narrowed step by step: the layout follows
  // the width through CSS and matchMedia listeners alike, and a page load per width made this file
  // four times as long. The phone widths are also loaded directly by the hint test above and by each
  // page's own file.
  const WIDTHS = [1440, 1024, 390, 320];
  const CHART_RESIZE_DEBOUNCE_MS = 300;
  it(`at ${WIDTHS.join(', ')} px: no sideways scroll, no clipped label`, async () => {
    const { context } = await newContext(browser, { width: WIDTHS[0]!, height: 900 });
    await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const [path, ready] of ROUTES) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(url(path));
      await ready(page);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 900 });
          // visx's charts measure their box 300 ms after it resized (ParentSize's debounce), which no
          // state of the page announces: the frames of whenStill alone end before it.
          await page.waitForTimeout(CHART_RESIZE_DEBOUNCE_MS + 100);
        }
        await whenStill(page);
        const problems = await page.evaluate(LAYOUT_PROBLEMS);
        if (problems.length > 0) found[`${path} at ${width} px`] = problems;
      }
    }
    expect(found).toEqual({});
    await context.close();
  }, 600_000);
});
