import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Each role sees exactly what admin §6 gives it (issue 25 §7, §11), signed in with the demo operators'
 * real keys at 1440 px: a secretary's approver gets the Voting List alone and no release-note or
 * council writes (each would answer 403), a site manager the six tabs and release notes but no
 * agenda or council creation, and a screen it may not use says so instead of showing a dead form.
 * A release note or a path that does not exist says not found. Then each role's My Page as a table.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const SIX_TABS = ['GC List', 'Voting List', 'Site Manager', 'Treasury', 'Contract List', 'Release Note'];

describe('operator roles', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function as(label: string, path: string): Promise<Page> {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey(label), { path });
    return page;
  }

  /** Every API answer of a given status the page gets. */
  function refusals(page: Page, status: number) {
    const seen: string[] = [];
    page.on('response', (response) => {
      const at = new URL(response.url());
      if (at.pathname.startsWith('/v1/') && response.status() === status) seen.push(`${response.request().method()} ${at.pathname}`);
    });
    return seen;
  }

  const tabsOf = (page: Page) => page.getByRole('tablist', { name: 'Admin' }).getByRole('tab').allTextContents();

  it('a secretary’s approver sees only the Voting List, no release-note writes, no council-draft Approve, and a notice on New Voting', async () => {
    const page = await as('secretary/approver-2', '/MyPage');
    const forbidden = refusals(page, 403);
    await page.getByRole('heading', { name: 'Voting List' }).waitFor();
    expect(await tabsOf(page)).toEqual(['Voting List']);
    expect(await page.getByRole('button', { name: 'New Voting' }).count()).toBe(0);

    // The tabs it may not see open the Voting List instead, with none of their actions.
    for (const tab of ['GC_LIST', 'RELEASE_NOTE', 'SITE_MANAGER', 'TREASURY', 'CONTRACT_LIST']) {
      await page.goto(url(`/MyPage?tab=${tab}`));
      await page.getByRole('heading', { name: 'Voting List' }).waitFor();
      expect(await tabsOf(page)).toEqual(['Voting List']);
      for (const action of ['Approve', 'New', 'Edit', 'Delete', 'Add GC', 'Add a Site Manager', 'Sync Data']) {
        expect(await page.getByRole('button', { name: action, exact: true }).count(), `${action} on ?tab=${tab}`).toBe(0);
      }
    }

    await page.goto(url('/MyPage/NewVoting'));
    await page.getByRole('heading', { name: 'NEW VOTING AGENDA' }).waitFor();
    await page.getByText('Only a site admin may create a voting agenda.').waitFor();
    expect(await page.getByLabel(/^Title/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to the Voting List' }).getAttribute('href')).toBe('/MyPage?tab=VOTING_LIST');

    await page.goto(url('/MyPage/AddGC'));
    await page.getByText('Only a site admin may add a council.').waitFor();
    expect(await page.getByLabel(/^GC Name/).count()).toBe(0);

    for (const path of ['/MyPage/NewReleaseNote', '/MyPage/EditReleaseNote?id=1']) {
      await page.goto(url(path));
      await page.getByText('Only a site admin or a site manager may write release notes.').waitFor();
      expect(await page.getByRole('button', { name: /Publish/ }).count(), path).toBe(0);
      expect(await page.getByLabel(/^Title/).count(), path).toBe(0);
    }
    expect(forbidden).toEqual([]);
    await page.context().close();
  });

  it('a site manager sees the six tabs and writes release notes, but is told that only a site admin creates agendas and councils', async () => {
    const page = await as('site-manager', '/MyPage');
    const forbidden = refusals(page, 403);
    await page.getByRole('heading', { name: 'Draft', exact: true }).waitFor();
    expect(await tabsOf(page)).toEqual(SIX_TABS);
    expect(await page.getByRole('button', { name: 'Add GC' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await page.goto(url('/MyPage?tab=RELEASE_NOTE'));
    await page.getByRole('heading', { name: 'Release Note' }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).waitFor();

    await page.goto(url('/MyPage?tab=VOTING_LIST'));
    await page.getByRole('heading', { name: 'Voting List' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Voting' }).count()).toBe(0);
    await page.goto(url('/MyPage/NewVoting'));
    await page.getByText('Only a site admin may create a voting agenda.').waitFor();
    expect(await page.getByLabel(/^Title/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Draft' }).count()).toBe(0);

    await page.goto(url('/MyPage/AddGC'));
    await page.getByText('Only a site admin may add a council.').waitFor();
    expect(await page.getByLabel(/^GC Name/).count()).toBe(0);

    // What it may write it gets as a form.
    await page.goto(url('/MyPage/NewReleaseNote'));
    await page.getByLabel(/^Title/).waitFor();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    expect(forbidden).toEqual([]);
    await page.context().close();
  });

  it('a release note that does not exist says so on its edit page instead of a blank page', async () => {
    const page = await as('site-admin', '/MyPage/EditReleaseNote?id=9999');
    await page.getByRole('heading', { name: 'EDIT RELEASE NOTE' }).waitFor();
    await page.getByText('There is no release note with this number.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to the release notes' }).getAttribute('href')).toBe('/MyPage?tab=RELEASE_NOTE');
    expect(await page.getByLabel(/^Title/).count()).toBe(0);
    await page.context().close();
  });

  it('an unknown path says "Page not found" where it was asked, with a link home', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await page.goto(url('/NoSuchPage'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/NoSuchPage');
    expect(await page.title()).toMatch(/^Page not found \|/);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(/\/Home$/);
    await context.close();
  });

  /**
   * Each role's My Page at 1440 px, from admin §2.4 and §6: the tabs it is shown and, on each, the
   * tab's own actions (present 1, absent 0). A council account has no menu: its own council page.
   */
  const TAB_HEADINGS: Record<string, string> = { GC_LIST: 'Draft', VOTING_LIST: 'Voting List', SITE_MANAGER: 'Site Manager', TREASURY: 'Treasury', CONTRACT_LIST: 'Contract List', RELEASE_NOTE: 'Release Note' };
  const TAB_ACTIONS: Record<string, string[]> = { GC_LIST: ['Add GC', 'Publish', 'Approve'], VOTING_LIST: ['New Voting'], SITE_MANAGER: ['Add a Site Manager'], TREASURY: ['Sync Data'], CONTRACT_LIST: [], RELEASE_NOTE: ['New'] };
  const ROLE_TABLES: { label: string; tabs: string[]; actions: Record<string, number> }[] = [
    { label: 'site-admin', tabs: SIX_TABS, actions: { 'Add GC': 1, 'New Voting': 1, 'Add a Site Manager': 1, 'Sync Data': 1, New: 1, Approve: 0 } },
    { label: 'site-manager', tabs: SIX_TABS, actions: { 'Add GC': 0, Publish: 0, Approve: 0, 'New Voting': 0, 'Add a Site Manager': 0, 'Sync Data': 0, New: 1 } },
    { label: 'secretary/approver-1', tabs: ['Voting List'], actions: { 'New Voting': 0 } },
  ];

  for (const role of ROLE_TABLES) {
    it(`${role.label}'s My Page at 1440 px: tabs ${role.tabs.join(', ')}, and each tab's actions as admin §6 gives them`, async () => {
      const page = await as(role.label, '/MyPage');
      const forbidden = refusals(page, 403);
      await page.getByRole('tablist', { name: 'Admin' }).waitFor();
      expect(await tabsOf(page)).toEqual(role.tabs);
      for (const [tab, heading] of Object.entries(TAB_HEADINGS)) {
        const label = SIX_TABS[Object.keys(TAB_HEADINGS).indexOf(tab)]!;
        if (!role.tabs.includes(label)) continue;
        await page.goto(url(`/MyPage?tab=${tab}`));
        await page.getByRole('tabpanel').getByRole('heading', { name: heading, exact: true }).waitFor();
        for (const action of TAB_ACTIONS[tab]!) {
          const expected = role.actions[action];
          if (expected === undefined) continue;
          const button = page.getByRole('tabpanel').getByRole('button', { name: action, exact: true });
          // A present action waits for the tab's data (a draft card's Publish); an absent one is counted.
          if (expected > 0) await button.first().waitFor();
          expect(await button.count() > 0 ? 1 : 0, `${action} on ${tab}`).toBe(expected);
        }
      }
      expect(forbidden).toEqual([]);
      await page.context().close();
    });
  }

  it('a council admin has no admin menu: My Page is its own council page', async () => {
    const page = await as('council-1/admin', '/MyPage');
    await page.waitForURL(/\/MyPage\/GC\?id=1$/);
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Admin' }).count()).toBe(0);
    await page.context().close();
  });
});
