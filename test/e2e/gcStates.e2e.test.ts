import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { forbiddenModulesIn, recordScripts } from './support/voting';

/**
 * The council screens' empty states (each read answering nothing, or failing), the keyboard (tabs,
 * chips, the strip, paging, Load more, address chips), the History tab on a phone, and what /GC
 * downloads first (no wallet SDK, no chart until the Rank panel shows).
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The machine may be busy: give the page time before an expectation fails. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const query = (page: Page) => new URL(page.url()).searchParams;

const empty = (result: unknown) => ({ json: { code: 200, result } });
const failure = { status: 500, json: { code: 500, err_msg: 'Internal error', err_code: 'server_error' } };

/** Answers the API reads whose path (and query) match `pattern` with `response`, instead of the stack. */
async function answer(context: BrowserContext, pattern: RegExp, response: { status?: number; json: unknown }) {
  await context.route(pattern, (route) => route.fulfill(response));
}

/** Presses Tab until `target` has the focus (at most `max` times): the element is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 250) {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab in ${max} presses: ${target}`);
}

/** The focused element shows a focus ring. */
const focusRing = (page: Page) => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);

describe('GC screens — empty states, keyboard, first load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('List: no councils gives the no-results text and its Reset, and no sections', async () => {
    const { context } = await newContext(browser);
    await answer(context, /\/v1\/page\/councils\/main$/, empty({ councils: [], categories: [] }));
    const page = await context.newPage();
    await page.goto(url('/GC?tab=list&input=north'));
    await page.getByText('No results were found for your search').waitFor();
    expect(await page.getByRole('list', { name: 'GC Members', exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /^Newly Joined/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /^Onboarding/ }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Category' }).getByRole('button').allTextContents()).toEqual(['All']);
    await page.getByRole('button', { name: 'Reset' }).click();
    await poll(() => query(page).toString()).toBe('tab=list&category=0&display=line');
    await context.close();
  });

  it.each([
    ['an empty', empty({})],
    ['a failed', failure],
  ] as const)('History: %s history says "There are no contents." and offers no Load more', async (_, response) => {
    const { context } = await newContext(browser);
    await answer(context, /\/v1\/councils\/history$/, response);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=history'));
    await page.getByRole('heading', { name: 'Newly Joined and Resigned' }).waitFor();
    await page.getByText('There are no contents.').waitFor();
    expect(await page.getByTestId('history-entry').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  });

  it.each([
    ['an empty', empty({ items: [], total: 0, page: 1, size: 5 }), empty([])],
    ['a failed', failure, failure],
  ] as const)('Activities: %s feed says "There are no contents." without paging, beside "Coming soon...!"', async (_, feed, rank) => {
    const { context } = await newContext(browser);
    await answer(context, /\/v1\/activities\?/, feed);
    await answer(context, /\/v1\/activities\/tx_(count|fee)\?/, rank);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    await page.getByText('There are no contents.').waitFor();
    expect(await page.getByTestId('activity-item').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Feed pages' }).count()).toBe(0);
    // The strip still offers every council (its read did not fail).
    expect(await page.getByRole('list', { name: 'GC Member' }).getByRole('button', { name: 'All GC Members' }).getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.getByText('Coming soon...!').count()).toBe(2);
    await context.close();
  });

  it('Detail: an unknown council says it was not found; a failed transaction list and an unknown activity show "There are no contents."', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?addr=0x00000000000000000000000000000000000000aa'));
    await page.getByText('This Governance Council was not found.').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'GOVERNANCE COUNCIL DETAIL' }).isVisible()).toBe(true);
    expect(await page.locator('#gc-name').count()).toBe(0);

    await answer(context, /\/v1\/transactions\//, failure);
    await page.goto(url('/GC/Detail?id=2'));
    await page.getByRole('heading', { level: 2, name: 'Northwind Exchange', exact: true }).waitFor();
    const history = page.locator('section[aria-labelledby="gc-transactions"]');
    await history.getByText('There are no contents.').waitFor();
    expect(await page.getByTestId('tx-row').count()).toBe(0);
    expect(await history.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await page.goto(url('/GC/ActivityDetail?id=9999&cid=2'));
    await page.getByRole('heading', { name: 'ACTIVITY DETAIL' }).waitFor();
    await page.getByText('There are no contents.').waitFor();
    // The rankings stay beside it.
    expect(await page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('30');
    await context.close();
  });

  it('History on a phone: 10 entries, Load more adds 10, nothing overflows', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=history'));
    const entries = page.getByTestId('history-entry');
    await poll(() => entries.count()).toBe(10);
    const first = await entries.first().boundingBox();
    expect(first!.x + first!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.getByRole('button', { name: 'Load more' }).click();
    await poll(async () => (await entries.count()) > 10).toBe(true);
    expect(await entries.count()).toBeLessThanOrEqual(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('a tablet (1024 px) is narrow: compact list without the toggle, Feed and Rank sub-tabs, "GC DETAIL"', async () => {
    const { context } = await newContext(browser, VIEWPORTS.tablet);
    const page = await context.newPage();
    await page.goto(url('/GC?display=card'));
    const members = page.getByRole('list', { name: 'GC Members', exact: true });
    await members.waitFor();
    expect(await members.getAttribute('data-layout')).toBe('compact');
    expect(await page.getByRole('button', { name: 'Card view' }).isVisible()).toBe(false);

    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByRole('tab', { name: 'Feed' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Rank' }).getAttribute('aria-selected')).toBe('false');
    await poll(() => page.getByTestId('activity-item').count()).toBe(5);

    await page.goto(url('/GC/Detail?id=2'));
    await page.getByRole('heading', { level: 2, name: 'Northwind Exchange', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('GC DETAIL');
    await context.close();
  });

  it('keyboard: the GC tabs by arrows, Home and End; chips, search and display by Tab, Enter and Space', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC'));
    await page.getByRole('list', { name: 'GC Members', exact: true }).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    await tabTo(page, tab('List'));
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await poll(() => query(page).get('tab')).toBe('activities');
    // The router renders a URL change in a transition: the tab follows the URL a moment later.
    await poll(() => tab('Activities').getAttribute('aria-selected')).toBe('true');
    await poll(() => tab('Activities').evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await poll(() => query(page).get('tab')).toBe('history');
    await page.getByTestId('history-entry').first().waitFor();
    await page.keyboard.press('Home');
    await poll(() => query(page).get('tab')).toBe('list');
    // Only the chosen tab is a Tab stop; the next one is its panel.
    await poll(() => tab('History').getAttribute('tabindex')).toBe('-1');
    await poll(() => tab('List').evaluate((node) => node === document.activeElement)).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'Exchange', exact: true }));
    await page.keyboard.press('Enter');
    await poll(() => query(page).get('category')).toBe('2');
    await tabTo(page, page.getByRole('button', { name: 'All', exact: true }));
    await page.keyboard.press('Space');
    await poll(() => query(page).get('category')).toBe('0');

    await tabTo(page, page.getByRole('searchbox', { name: 'Search by name' }));
    await page.keyboard.type('zzz');
    await poll(() => query(page).get('input')).toBe('zzz');
    await page.getByText('No results were found for your search').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Reset' }));
    await page.keyboard.press('Enter');
    await poll(() => query(page).get('input')).toBeNull();

    await tabTo(page, page.getByRole('button', { name: 'Card view' }));
    await page.keyboard.press('Space');
    await poll(() => query(page).get('display')).toBe('card');
    // The list follows the URL in the router's transition, a moment after it.
    await poll(() => page.getByRole('list', { name: 'GC Members', exact: true }).getAttribute('data-layout')).toBe('card');

    // A council card opens its detail with Enter.
    const card = page.getByRole('list', { name: 'GC Members', exact: true }).getByRole('link').first();
    const href = await card.getAttribute('href');
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    await context.close();
  });

  it('keyboard: the feed’s strip, pages, a link under the fold, "... more"/"collapse", the rankings’ note and period, an activity’s link; History’s Load more', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=activities'));
    const strip = page.getByRole('list', { name: 'GC Member' });

    await tabTo(page, strip.getByRole('button', { name: 'Northwind Exchange' }));
    await page.keyboard.press('Enter');
    await poll(() => query(page).get('cid')).toBe('2');
    await tabTo(page, page.getByRole('navigation', { name: 'Feed pages' }).getByRole('button', { name: 'Page 2' }));
    await page.keyboard.press('Enter');
    await poll(() => query(page).get('page')).toBe('2');

    const item = page.getByTestId('activity-item').filter({ hasText: 'Custodial staking: October report' });
    const toggle = item.locator('button[aria-controls]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // A link under the fold opens the text when the keyboard reaches it, so the focus is never out of sight.
    const forum = item.getByRole('link', { name: 'governance forum' });
    await tabTo(page, forum);
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const body = item.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const [link, box] = [(await forum.boundingBox())!, (await body.boundingBox())!];
    expect(link.y + link.height).toBeLessThanOrEqual(box.y + box.height);
    // The toggle by Enter: collapse, then "... more".
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await poll(() => toggle.textContent()).toBe('... more');
    await page.keyboard.press('Enter');
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('collapse');
    // The rankings' note shows on focus too, and Escape hides it.
    const info = page.getByRole('button', { name: 'About the rankings' });
    await tabTo(page, info);
    const tip = page.getByRole('tooltip').filter({ hasText: 'Singapore' });
    await tip.waitFor();
    expect(await info.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await poll(() => tip.count()).toBe(0);
    // The period is a native select: arrows change it.
    const period = page.getByRole('combobox', { name: 'Period' });
    await tabTo(page, period);
    await page.keyboard.press('ArrowDown');
    await poll(() => period.inputValue()).toBe('90');

    await tabTo(page, item.getByRole('link', { name: 'Custodial staking: October report' }));
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).pathname).toBe('/GC/ActivityDetail');

    await page.goto(url('/GC?tab=history'));
    const entries = page.getByTestId('history-entry');
    await poll(() => entries.count()).toBe(10);
    await tabTo(page, page.getByRole('button', { name: 'Load more' }));
    // Enter until the button goes: the last press moves the focus to the first entry it added,
    // not to the top of the page.
    let before = 10;
    while ((await page.getByRole('button', { name: 'Load more' }).count()) > 0) {
      before = await entries.count();
      await page.getByRole('button', { name: 'Load more' }).focus();
      await page.keyboard.press('Enter');
      await poll(() => entries.count()).toBeGreaterThan(before);
    }
    expect(before).toBeGreaterThanOrEqual(10);
    await poll(() => page.evaluate((index) => document.activeElement === document.querySelectorAll('[data-testid="history-entry"]')[index], before)).toBe(true);
    await context.close();
  });

  it('keyboard: the detail’s contract buttons, its address chips (a new tab) and the transactions’ Load more', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=4'));
    await page.getByRole('heading', { level: 2, name: 'Helios Digital', exact: true }).waitFor();
    await page.getByTestId('tx-row').first().waitFor();

    const chip = page.locator('section[aria-labelledby="gc-addresses"]').getByRole('link', { name: /on Kaia Finder \(opens in a new tab\)$/ }).first();
    await tabTo(page, chip);
    expect(await focusRing(page)).not.toBe('none');
    expect(await chip.getAttribute('target')).toBe('_blank');
    expect(await chip.getAttribute('href')).toMatch(/^https:\/\/kaiascan\.io\/address\/0x[0-9a-fA-F]{40}$/);
    // Enter opens the explorer in a new tab (blocked here: no request leaves the machine), this page stays.
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/GC/Detail');
    await popup.close();

    await tabTo(page, page.getByRole('button', { name: 'Load more' }));
    await page.keyboard.press('Enter');
    await poll(async () => (await page.getByTestId('tx-row').count()) > 10).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'Reward: show its transactions' }));
    await page.keyboard.press('Space');
    await poll(() => page.getByRole('button', { name: 'Reward: show its transactions' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it.each([
    ['finder', 'Kaia Finder', 'https://kairos.kaiascan.io/address/', /^https:\/\/kairos\.kaiascan\.io\/tx\/0x[0-9a-f]{64}$/],
    ['scope', 'Kaia Scope', 'https://kairos.kaiascope.com/account/', /^https:\/\/kairos\.kaiascope\.com\/tx\/0x[0-9a-f]{64}$/],
  ] as const)('off the main network (the deployment says chain 1001), address chips open %s’s test network', async (explorer, label, accountUrl, txUrl) => {
    const { context } = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('portal:explorer', value), explorer);
    const network = { chain_id: 1001, chain_name: 'Baobab', rpc_url: 'http://127.0.0.1:9/', voting_address: null, app2app_url: 'http://127.0.0.1:9/', walletconnect_project_id: null };
    await answer(context, /\/v1\/network-config$/, empty(network));
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=2'));
    // The header names the test network too, from the same answer.
    await poll(() => page.getByRole('banner').getByText('BAOBAB', { exact: true }).count()).toBe(1);
    const chips = page.locator('section[aria-labelledby="gc-addresses"]').getByRole('link', { name: new RegExp(`on ${label} \\(opens in a new tab\\)$`) });
    await chips.first().waitFor();
    await poll(() => chips.first().getAttribute('href')).toMatch(new RegExp(`^${accountUrl.replaceAll('.', '\\.')}0x[0-9a-fA-F]{40}$`));
    for (const href of await chips.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')!))) expect(href.startsWith(accountUrl)).toBe(true);
    await page.getByTestId('tx-row').first().waitFor();
    expect(await page.getByTestId('tx-row').first().getByRole('link').getAttribute('href')).toMatch(txUrl);

    await page.goto(url('/GC?tab=activities'));
    const fee = page.getByTestId('fee-row').first().getByRole('link');
    await fee.waitFor();
    await poll(() => fee.getAttribute('href')).toMatch(new RegExp(`^${accountUrl.replaceAll('.', '\\.')}`));
    await context.close();
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.mobile],
  ] as const)('/GC first loads no wallet SDK and no chart; the chart comes with the Rank panel (%s)', async (kind, viewport) => {
    const { context } = await newContext(browser, viewport);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(url('/GC'));
    await page.getByRole('list', { name: 'GC Members', exact: true }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(forbiddenModulesIn(scripts)).toEqual([]);

    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByTestId('activity-item').first().waitFor();
    if (kind === 'phone') {
      // The feed alone: still no chart.
      expect(forbiddenModulesIn(scripts)).toEqual([]);
      await page.getByRole('tab', { name: 'Rank' }).click();
    }
    await page.getByTestId('tx-count-chart').waitFor();
    const kinds = new Set(forbiddenModulesIn(scripts).map((found) => found.kind));
    expect([...kinds]).toEqual(['chart']);
    await context.close();
  });

  const draft = {
    title: 'Winter node maintenance',
    content: '## Plan\n\nWe will upgrade\u200Bthe nodes, one a night.',
    council: { id: 2, name: 'Northwind Exchange', thumbnail: '' },
    attachments: [{ type: 'url', url: 'https://northwind.example/plan', title: '' }],
    contracts: [],
  };

  it.each([
    ['the draft preview', '/GC/ActivityDraft', 'dark', VIEWPORTS.desktop],
    ['the draft preview', '/GC/ActivityDraft', 'light', VIEWPORTS.mobile],
    ['no results', '/GC?tab=list&input=zzz', 'light', VIEWPORTS.desktop],
    ['no results', '/GC?tab=list&input=zzz', 'dark', VIEWPORTS.mobile],
    ['an empty history', '/GC?tab=history', 'light', VIEWPORTS.desktop],
    ['an empty feed', '/GC?tab=activities', 'dark', VIEWPORTS.desktop],
  ] as const)('has no serious accessibility violations: %s (%s, %s theme, %o)', async (_, path, theme, viewport) => {
    const { context } = await newContext(browser, viewport);
    await context.addInitScript(
      ([value, stored]) => {
        localStorage.setItem('portal:theme', value);
        sessionStorage.setItem('portal:activityDraft', stored);
      },
      [theme, JSON.stringify(draft)] as const,
    );
    await answer(context, /\/v1\/councils\/history$/, empty({}));
    await answer(context, /\/v1\/activities\?/, empty({ items: [], total: 0, page: 1, size: 5 }));
    const page = await context.newPage();
    await page.goto(url(path));
    if (path === '/GC/ActivityDraft') {
      await page.getByRole('heading', { level: 2, name: draft.title }).waitFor();
      await page.getByTestId('tx-count-chart').or(page.getByText('Coming soon...!')).first().waitFor();
    } else if (path.includes('zzz')) await page.getByText('No results were found for your search').waitFor();
    else await page.getByText('There are no contents.').waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
