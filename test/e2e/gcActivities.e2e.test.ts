import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADDRESS_CHIP, CUT_10_10, launchBrowser, newContext, openAsReturning, pageScrollsSideways, seriousAxeViolations, VIEWPORTS, whenStill } from './support/browser';

/** The GC page's Activities tab (Feed beside Rank; sub-tabs on phones) and History tab. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The machine may be busy: give the page time before an expectation fails. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE_320 = { width: 320, height: 700 } as const;
const query = (page: Page) => new URL(page.url()).searchParams;

type ApiPage = { items: { id: number; title: string; content: string }[]; total: number };

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(url(path))).json()) as { code: number; result: T };
  expect(body.code).toBe(200);
  return body.result;
}

const feedItems = (page: Page) => page.getByTestId('activity-item');
async function feedTitles(page: Page): Promise<string[]> {
  await feedItems(page).first().waitFor();
  return feedItems(page).locator('h3[id$="-title"]').allTextContents();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('GC page — Activities and History tabs', () => {

  it('shows the feed beside the rank on wide screens, 5 a page with the page in the URL', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    await page.getByRole('heading', { name: 'Feed', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Rank', exact: true }).isVisible()).toBe(true);
    const [feedBox, rankBox] = await Promise.all([
      page.locator('section[aria-labelledby="activity-feed-title"]').boundingBox(),
      page.locator('section[aria-labelledby="activity-rank-title"]').boundingBox(),
    ]);
    expect(feedBox!.width).toBeLessThanOrEqual(816);
    expect(rankBox!.width).toBeLessThanOrEqual(480);
    expect(rankBox!.x).toBeGreaterThan(feedBox!.x + feedBox!.width);

    const all = await api<ApiPage>('/v1/activities?page=1&size=50');
    expect(all.total).toBeGreaterThan(5);
    expect(await feedTitles(page)).toEqual(all.items.slice(0, 5).map((a) => a.title));
    const pager = page.getByRole('navigation', { name: 'Feed pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await poll(() => query(page).get('page')).toBe('2');
    await poll(() => feedTitles(page)).toEqual(all.items.slice(5, 10).map((a) => a.title));
    // The page is a route parameter: a reload keeps it.
    await page.reload();
    expect(await feedTitles(page)).toEqual(all.items.slice(5, 10).map((a) => a.title));
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('filters by council with the strip; paging only above 5; "There are no contents." for a council without any', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    const strip = page.getByRole('list', { name: 'GC Member' });
    await strip.getByRole('button', { name: 'All GC Members' }).waitFor();
    expect(await strip.getByRole('button', { name: 'All GC Members' }).getAttribute('aria-pressed')).toBe('true');

    // Northwind (gc 2) has 7 activities: two pages.
    await strip.getByRole('button', { name: 'Northwind Exchange' }).click();
    await poll(() => query(page).get('cid')).toBe('2');
    const northwind = await api<ApiPage>('/v1/councils/2/activities?page=1&size=50');
    expect(northwind.total).toBe(7);
    await poll(() => feedTitles(page)).toEqual(northwind.items.slice(0, 5).map((a) => a.title));
    expect(await page.getByRole('navigation', { name: 'Feed pages' }).isVisible()).toBe(true);

    // Blockforge (gc 3) has 2: no paging.
    await strip.getByRole('button', { name: 'Blockforge Labs' }).click();
    await poll(() => feedItems(page).count()).toBe(2);
    expect(await page.getByRole('navigation', { name: 'Feed pages' }).count()).toBe(0);

    // Kestrel Ventures (gc 5) has none.
    await strip.getByRole('button', { name: 'Kestrel Ventures' }).click();
    await page.getByText('There are no contents.').waitFor();
    expect(await feedItems(page).count()).toBe(0);
    expect(query(page).get('cid')).toBe('5');

    await strip.getByRole('button', { name: 'All GC Members' }).click();
    await poll(() => query(page).get('cid')).toBeNull();
    await context.close();
  });

  it('shows markdown with zero-width spaces as spaces, collapses long text, and labels untitled attachments', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    // Activity 3 (Northwind): long markdown with zero-width spaces, a titled PDF and two untitled links.
    await page.goto(url('/GC?tab=activities&cid=2&page=2'));
    const item = feedItems(page).filter({ hasText: 'Custodial staking: October report' });
    await item.waitFor();
    const source = await api<{ content: string }>('/v1/activities/3');
    expect(source.content).toContain('\u200B');
    const toggle = item.getByRole('button', { name: '... more' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const body = item.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const text = (await body.textContent())!;
    expect(text).not.toContain('\u200B');
    expect(text).toContain('node upgrade, week by week');
    // Replaced by a space (the text had one after it already), not dropped.
    expect(text).toContain('two of them  online');
    expect((await body.boundingBox())!.height).toBeLessThanOrEqual(101);
    await toggle.click();
    await item.getByRole('button', { name: 'collapse' }).waitFor();
    expect((await body.boundingBox())!.height).toBeGreaterThan(101);
    await item.getByRole('button', { name: 'collapse' }).click();
    await item.getByRole('button', { name: '... more' }).waitFor();

    const attachments = item.getByRole('list', { name: 'Attachments' }).getByRole('link');
    expect(await attachments.allTextContents()).toEqual(['October staking report', 'Link-2', 'Link-3']);
    expect(await attachments.first().getAttribute('href')).toBe('/fixtures/activity-report.pdf');
    expect(await attachments.first().getAttribute('target')).toBe('_blank');
    // A short post has no toggle.
    await page.goto(url('/GC?tab=activities&cid=2&page=1'));
    const short = feedItems(page).filter({ hasText: 'Year-end staking campaign' });
    await short.waitFor();
    expect(await short.getByRole('button', { name: '... more' }).count()).toBe(0);
    await context.close();
  });

  it('opens an activity’s detail, and goes back to the feed', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities&page=2'));
    const first = (await feedTitles(page))[0]!;
    await feedItems(page).first().getByRole('link', { name: first }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/GC/ActivityDetail');
    expect(query(page).get('id')).toMatch(/^\d+$/);
    expect(query(page).get('cid')).toMatch(/^\d+$/);
    await page.getByRole('heading', { level: 2, name: first }).waitFor();
    expect(await page.getByRole('heading', { name: 'ACTIVITY DETAIL' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => new URL(page.url()).search).toBe('?tab=activities&page=2');
    await context.close();
  });

  it('ranks by period: count chart with names cut at 30 characters, fee table with 2 decimals, the info tooltip', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/activities/tx_')) asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto(url('/GC?tab=activities'));
    const period = page.getByRole('combobox', { name: 'Period' });
    expect(await period.inputValue()).toBe('30');
    expect(await period.locator('option').allTextContents()).toEqual(['1 week', '1 month', '3 months', 'All']);
    await page.getByTestId('tx-count-chart').waitFor();
    expect(asked).toEqual(expect.arrayContaining(['/v1/activities/tx_count?days=30', '/v1/activities/tx_fee?days=30']));

    const count = await api<{ council: { name: string }; tx_count: number }[]>('/v1/activities/tx_count?days=30');
    const labels = await page.getByRole('list', { name: 'Transaction Count by GC Member' }).getByRole('listitem').allTextContents();
    expect(labels).toEqual(count.map((c) => `${c.council.name.length > 30 ? `${[...c.council.name].slice(0, 28).join('')}…` : c.council.name}: ${c.tx_count}`));
    const polaris = count.find((c) => c.council.name === 'Polaris University Blockchain Lab');
    expect(polaris).toBeDefined();
    expect(await page.getByTestId('tx-count-chart').locator('text').allTextContents()).toContain('Polaris University Blockchai…');

    const fee = await api<{ address: string; tx_fee: string }[]>('/v1/activities/tx_fee?days=30');
    const rows = page.getByTestId('fee-row');
    expect(await rows.count()).toBe(fee.length);
    expect(await page.locator('table').filter({ has: rows.first() }).locator('th').allTextContents()).toEqual(['Rank', 'Address', 'Total TX Fee']);
    for (const [i, row] of (await rows.all()).entries()) {
      const cells = await row.locator('td').allTextContents();
      expect(cells[0]).toBe(String(i + 1));
      expect(cells[2]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} KLAY$/);
      expect(await row.getByRole('link').getAttribute('title')).toBe(fee[i]!.address);
    }

    await period.selectOption('7');
    await poll(() => asked).toContain('/v1/activities/tx_count?days=7');
    await period.selectOption('all');
    await poll(() => asked).toContain('/v1/activities/tx_fee?days=all');

    await page.getByRole('button', { name: 'About the rankings' }).hover();
    const tip = page.getByRole('tooltip').filter({ hasText: 'Singapore' });
    await tip.waitFor();
    expect(await tip.textContent()).toContain('Data is up to 1 hour old.');
    expect(await tip.textContent()).toContain('Singapore time');
    expect(await tip.textContent()).toContain('registered for their activities');
    await context.close();
  });

  it('says "Coming soon...!" when a ranking is empty', async () => {
    const { context } = await newContext(browser);
    await context.route(/\/v1\/activities\/tx_(count|fee)\?/, (route) => route.fulfill({ json: { code: 200, result: [] } }));
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    await page.getByText('Coming soon...!').first().waitFor();
    await poll(() => page.getByText('Coming soon...!').count()).toBe(2);
    expect(await page.getByTestId('tx-count-chart').count()).toBe(0);
    await context.close();
  });

  it('uses Feed and Rank sub-tabs on a phone', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    const feedTab = page.getByRole('tab', { name: 'Feed' });
    await feedTab.waitFor();
    expect(await feedTab.getAttribute('aria-selected')).toBe('true');
    await poll(() => feedItems(page).count()).toBe(5);
    expect(await page.getByRole('combobox', { name: 'Period' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Rank' }).click();
    await page.getByRole('combobox', { name: 'Period' }).waitFor();
    await page.getByTestId('tx-count-chart').waitFor();
    expect(await feedItems(page).count()).toBe(0);
    await context.close();
  });

  it('History: dated Newly Joined and Resigned entries, 10 then Load more; resigned councils are not links', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=history'));
    await page.getByRole('heading', { name: 'Newly Joined and Resigned' }).waitFor();
    const entries = page.getByTestId('history-entry');
    await poll(() => entries.count()).toBe(10);
    const history = await api<Record<string, { joined: { name: string }[]; resigned: { name: string }[] }>>('/v1/councils/history');
    const total = Object.values(history).reduce((n, day) => n + (day.joined.length > 0 ? 1 : 0) + (day.resigned.length > 0 ? 1 : 0), 0);
    expect(total).toBeGreaterThan(10);

    const dates = await entries.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await entries.first().locator('time').textContent()).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);

    const coral = entries.filter({ hasText: 'Resigned' }).filter({ hasText: 'Coral Finance' });
    expect(await coral.getByRole('link').count()).toBe(0);
    const falcon = entries.filter({ hasText: 'Newly Joined' }).filter({ hasText: 'Falcon Exchange' });
    expect(await falcon.getByRole('link', { name: 'Falcon Exchange' }).getAttribute('href')).toBe('/GC/Detail?id=27');

    await page.getByRole('button', { name: 'Load more' }).click();
    await poll(() => entries.count()).toBe(Math.min(20, total));
    // Coral Finance joined on a day of its own; it has resigned since, so that entry has no link either.
    const coralJoined = entries.filter({ hasText: 'Newly Joined' }).filter({ hasText: 'Coral Finance' });
    if ((await coralJoined.count()) > 0) expect(await coralJoined.getByRole('link', { name: 'Coral Finance' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['activities', 'dark', VIEWPORTS.desktop],
    ['activities', 'light', VIEWPORTS.desktop],
    ['activities', 'dark', VIEWPORTS.mobile],
    ['activities', 'light', VIEWPORTS.mobile],
    ['history', 'dark', VIEWPORTS.desktop],
    ['history', 'light', VIEWPORTS.mobile],
  ] as const)('has no serious accessibility violations (%s tab, %s theme, %o)', async (tab, theme, viewport) => {
    const { context } = await newContext(browser, viewport);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    await page.goto(url(`/GC?tab=${tab}`));
    if (tab === 'activities') await feedItems(page).first().waitFor();
    else await page.getByTestId('history-entry').first().waitFor();
    if (tab === 'activities' && viewport === VIEWPORTS.desktop) await page.getByTestId('tx-count-chart').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (tab === 'activities' && viewport === VIEWPORTS.mobile) {
      await page.getByRole('tab', { name: 'Rank' }).click();
      await page.getByTestId('tx-count-chart').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
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
    expect((await row.getByRole('link', { name: ADDRESS_CHIP }).textContent())!.trim()).toMatch(CUT_10_10);
    const table = page.locator('table').filter({ has: row });
    expect(await table.evaluate((node) => node.parentElement!.scrollWidth <= node.parentElement!.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('GC Activities: the Rank panel stays in view while the feed scrolls', () => {
  it.each([
    { height: 900, fits: false },
    { height: 1300, fits: true },
  ])('at 1440 × $height', async ({ height, fits }) => {
    const { context, page } = await openAsReturning(browser, url('/GC?tab=activities'), { width: 1440, height });
    const rank = page.getByRole('region', { name: 'Rank' });
    await page.getByTestId('fee-row').first().waitFor();
    const articles = page.getByRole('article');
    await articles.last().waitFor();
    if (fits) {
      // A window the panel fits in, whatever the scenario's rankings make its height: header, gaps and 40 px to spare.
      const panel = (await rank.boundingBox())!;
      if (panel.height + 72 + 48 + 40 > height) await page.setViewportSize({ width: 1440, height: Math.ceil(panel.height + 72 + 48 + 40) });
      await whenStill(page);
    }
    // Scroll to the end of the feed, past where the panel began.
    await articles.last().evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await whenStill(page);
    const view = await page.evaluate(() => ({ scrollY: window.scrollY, innerHeight: window.innerHeight, header: document.querySelector('header')!.getBoundingClientRect().bottom }));
    expect(view.scrollY).toBeGreaterThan(900);
    const box = (await rank.boundingBox())!;
    if (fits) {
      // Whole, just below the sticky header.
      expect(box.y).toBeGreaterThanOrEqual(view.header);
      expect(box.y + box.height).toBeLessThanOrEqual(view.innerHeight);
    } else {
      // Taller than the window: its end stays in view at the window's bottom.
      expect(box.y + box.height).toBeLessThanOrEqual(view.innerHeight);
      expect(box.y + box.height).toBeGreaterThan(view.innerHeight - 60);
    }
    await context.close();
  });
});
