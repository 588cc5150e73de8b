import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { clickWhenHydrated, launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { councilStakesFromChain } from './support/gcChain';

/** The GC page's List tab: sections, category chips, name search, line/card toggle, all in the URL; phones. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The machine may be busy: give the page time before an expectation fails. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const query = (page: Page) => new URL(page.url()).searchParams;

async function memberNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'GC Members', exact: true });
  await list.waitFor();
  return list.locator(':scope > li h3').allTextContents();
}

/** What the list must show, from the chain's stakes and the seeded profiles: stake descending, resigned last by name. */
async function expectedOrder(): Promise<string[]> {
  const stakes = await councilStakesFromChain();
  const profiles = councilProfiles().filter((p) => p.joined_at !== null);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const sitting = profiles
    .filter((p) => !p.resigned_at)
    .map((p) => ({ name: p.name, staked: stakes.get(p.id)?.staked ?? 0n }))
    .sort((a, b) => (a.staked === b.staked ? byName(a, b) : a.staked > b.staked ? -1 : 1));
  const resigned = profiles.filter((p) => p.resigned_at).sort(byName);
  return [...sitting, ...resigned].map((c) => c.name);
}

describe('GC page — List tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists every council by its stake on chain, resigned after by name, under Newly Joined and Onboarding', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC'));
    await page.getByRole('heading', { level: 1, name: 'Governance Council' }).waitFor();
    expect(await page.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');

    // The council-management tests publish councils of their own on the shared stack: the seeded ones keep this order among them.
    const expected = await expectedOrder();
    expect((await memberNames(page)).filter((name) => expected.includes(name))).toEqual(expected);

    const newly = page.getByRole('list', { name: 'Newly Joined' });
    expect(await newly.locator(':scope > li h3').allTextContents()).toEqual(['Falcon Exchange', 'Mosaic Studio']);
    expect(await newly.getByText('New', { exact: true }).count()).toBe(2);
    const onboarding = page.getByRole('list', { name: 'Onboarding' });
    expect((await onboarding.locator(':scope > li h3').allTextContents()).filter((name) => expected.includes(name)).sort()).toEqual(['Beacon Gaming Guild', 'Terra Nova Energy']);
    // OnBoarding cards hide activity, staking and APY; others show them.
    expect(await onboarding.getByText('Total Staking').count()).toBe(0);
    expect(await onboarding.getByText('APY').count()).toBe(0);
    expect(await newly.getByText('Total Staking').count()).toBe(2);
    expect(await newly.getByText('Falcon joins the council').isVisible()).toBe(true);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('filters by category chip and by name (case-insensitive, not trimmed), keeps both in the URL, and Reset restores', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC'));
    const all = await memberNames(page);
    const chips = page.getByRole('list', { name: 'Category' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['All', 'Infra', 'Exchange', 'Web3', 'Enterprise', 'Community', 'etc']);

    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await poll(() => query(page).get('category')).toBe('2');
    expect(query(page).get('tab')).toBe('list');
    // The router renders a URL change in a transition: the page follows the URL a moment later.
    await poll(() => page.getByRole('button', { name: 'Exchange', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await poll(async () => (await memberNames(page)).sort()).toEqual(['Falcon Exchange', 'Harbor Exchange', 'Northwind Exchange']);

    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('NORTH');
    await poll(() => query(page).get('input')).toBe('NORTH');
    await poll(() => memberNames(page)).toEqual(['Northwind Exchange']);

    // Not trimmed: a leading space matches only names with a space before the text.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await search.fill(' exchange');
    await poll(() => query(page).get('input')).toBe(' exchange');
    await poll(async () => (await memberNames(page)).sort()).toEqual(['Falcon Exchange', 'Harbor Exchange', 'Northwind Exchange']);
    await search.fill('exchange ');
    await page.getByText('No results were found for your search').waitFor();
    expect(await page.getByRole('list', { name: 'GC Members', exact: true }).count()).toBe(0);

    // The state survives a reload: it lives in the URL.
    await page.getByRole('button', { name: 'Card view' }).click();
    await poll(() => query(page).get('display')).toBe('card');
    await page.reload();
    await page.getByText('No results were found for your search').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('exchange ');

    await page.getByRole('button', { name: 'Reset' }).click();
    await poll(() => query(page).toString()).toBe('tab=list&category=0&display=line');
    await poll(() => page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('');
    await poll(() => memberNames(page)).toEqual(all);
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');

    // Typed a key at a time, with no pause: no keystroke is lost while the URL follows.
    await search.pressSequentially('harbor exch');
    expect(await search.inputValue()).toBe('harbor exch');
    await poll(() => query(page).get('input')).toBe('harbor exch');
    await poll(() => memberNames(page)).toEqual(['Harbor Exchange']);
    await context.close();
  });

  it('switches between line and card display, cutting descriptions to 200 and 300 characters', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=list&category=0&display=line'));
    const members = page.getByRole('list', { name: 'GC Members', exact: true });
    await members.waitFor();
    expect(await members.getAttribute('data-layout')).toBe('line');
    const lineTexts = await members.locator(':scope > li p').allTextContents();
    expect(Math.max(...lineTexts.map((t) => t.length))).toBeLessThanOrEqual(203);
    expect(lineTexts.some((t) => t.endsWith('...'))).toBe(true);

    await page.getByRole('button', { name: 'Card view' }).click();
    await poll(() => members.getAttribute('data-layout')).toBe('card');
    const cardTexts = await members.locator(':scope > li p').allTextContents();
    expect(Math.max(...cardTexts.map((t) => t.length))).toBeLessThanOrEqual(303);
    // A New council's card is highlighted.
    const falcon = members.locator(':scope > li').filter({ hasText: 'Falcon Exchange' }).getByRole('link');
    const border = await falcon.evaluate((node) => getComputedStyle(node).borderTopColor);
    const plain = await members.locator(':scope > li').filter({ hasText: 'Granite Holdings' }).getByRole('link').evaluate((node) => getComputedStyle(node).borderTopColor);
    expect(border).not.toBe(plain);

    await falcon.click();
    await poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/GC/Detail?id=27');
    await context.close();
  });

  it('fits a phone: compact list, no display toggle', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/GC?display=card'));
    const members = page.getByRole('list', { name: 'GC Members', exact: true });
    await members.waitFor();
    expect(await members.getAttribute('data-layout')).toBe('compact');
    expect(await page.getByRole('button', { name: 'Card view' }).isVisible()).toBe(false);
    expect(await members.getByText('APY').count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search by name' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzz');
    await page.getByText('No results were found for your search').waitFor();
    await context.close();
  });

  it('switches tabs through the URL and scrolls to the top', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC?tab=list&category=2'));
    await memberNames(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await clickWhenHydrated(page.getByRole('tab', { name: 'History' }));
    await poll(() => new URL(page.url()).search).toBe('?tab=history');
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(url('/GC?activities'));
    // The prerendered page shows the default tab; the bare `?activities` form is read once React runs.
    await poll(() => page.getByRole('tab', { name: 'Activities' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it.each([
    ['dark', VIEWPORTS.desktop],
    ['light', VIEWPORTS.desktop],
    ['dark', VIEWPORTS.mobile],
    ['light', VIEWPORTS.mobile],
  ] as const)('has no serious accessibility violations (%s theme, %o)', async (theme, viewport) => {
    const { context } = await newContext(browser, viewport);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    await page.goto(url('/GC?display=card'));
    await memberNames(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
