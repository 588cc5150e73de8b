import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';

/** Issue 18, proposal and home pages: what only a laid-out page shows. */
describe('Public pages as a new user saw them (issue 18)', () => {
  let browser: Browser;
  const url = (path: string) => `${inject('stackUrl')}${path}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Each tab's label and the tab list itself: content wider than the box means a cut label. */
  async function clippedTabs(page: Page) {
    const tablist = page.getByRole('tablist', { name: 'Voting' });
    await tablist.waitFor();
    return tablist.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const clipped: string[] = [];
      if (list.scrollWidth > list.clientWidth) clipped.push(`tab list ${list.scrollWidth} > ${list.clientWidth}`);
      for (const tab of Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))) {
        const rect = tab.getBoundingClientRect();
        if (tab.scrollWidth > tab.clientWidth) clipped.push(`${tab.textContent} ${tab.scrollWidth} > ${tab.clientWidth}`);
        if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) clipped.push(`${tab.textContent} outside the list`);
      }
      return clipped;
    });
  }

  it.each([390, 320])('shows VOTING, DISCUSSION and LEADERBOARD whole at %i px on /Proposal and on the detail', async (width) => {
    const { context, cspViolations } = await newContext(browser, { width, height: 800 });
    const page = await context.newPage();
    for (const path of ['/Proposal', '/Proposal?tab=leaderboard', '/Proposal/Detail?id=52']) {
      await page.goto(url(path));
      await page.getByRole('tablist', { name: 'Voting' }).waitFor();
      // The detail of another id than the prerendered one is rendered anew over the served HTML.
      await expect.poll(() => page.getByRole('tab').allInnerTexts()).toEqual(['VOTING', 'DISCUSSION', 'LEADERBOARD']);
      expect({ path, clipped: await clippedTabs(page) }).toEqual({ path, clipped: [] });
      // Nor does the page scroll sideways because of them.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('disables the Home carousel Previous on the first slide and Next on the last', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    const carousel = page.getByRole('region', { name: 'Latest Discussion' });
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    await previous.waitFor();
    expect(await carousel.getByRole('listitem').count()).toBeGreaterThan(3);
    // Let scroll-snap settle the track on its first slide.
    await page.waitForTimeout(500);
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await next.getAttribute('aria-disabled')).toBe('false');
    // Pressing the disabled Previous moves nothing.
    const track = carousel.getByRole('list');
    const start = await track.evaluate((el) => el.scrollLeft);
    await previous.click({ force: true });
    await page.waitForTimeout(500);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(start);
    // Next until the last slide, each press read only once the smooth scroll has come to rest (on a
    // loaded machine a fixed pause read Next as enabled just before the last scroll disabled it).
    const settled = async () => {
      let last = -1;
      for (let sample = 0; sample < 60; sample++) {
        const now = await track.evaluate((el) => el.scrollLeft);
        if (now === last) return;
        last = now;
        await page.waitForTimeout(150);
      }
    };
    for (let i = 0; i < 12 && (await next.getAttribute('aria-disabled')) === 'false'; i++) {
      await next.click();
      await settled();
    }
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('aria-disabled')).toBe('false');
    await context.close();
  });
});
