import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Each role sees exactly what admin §6 gives it (issue 25 §7, §11), signed in with the demo operators'
 * real keys at 1440 px: a secretary's approver ("My Page" in the header, not "Admin") gets the Voting List alone and no release-note or
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
   * Each role's My Page at 1440 and at 390 px, as a table from admin §2.4 and §6: the tabs it is shown
   * and, on each screen, the actions offered (1) or not (0) at [1440, 390]. A phone is offered no
   * creating or editing action ("On desktop only"; "the mobile view hides the admin actions"). A
   * council account has no menu: My Page is its own council's page.
   */
  type Offered = readonly [desktop: 0 | 1, mobile: 0 | 1];
  type Screen = { path: string; heading: string | RegExp; actions: Record<string, Offered> };
  const NEVER: Offered = [0, 0];
  const DESKTOP: Offered = [1, 0];
  const tab = (value: string, heading: string, actions: Record<string, Offered>): Screen => ({ path: `/MyPage?tab=${value}`, heading, actions });
  const COUNCIL_PAGE = (id: number, actions: Record<string, Offered>): Screen => ({ path: `/MyPage/GC?id=${id}`, heading: 'Manager List', actions });
  const ROLE_TABLES: { role: string; label: string; entry: { label: string; href: string }; tabs: string[]; screens: Screen[] }[] = [
    {
      role: 'site admin',
      label: 'site-admin',
      entry: { label: 'Admin', href: '/MyPage' },
      tabs: SIX_TABS,
      screens: [
        tab('GC_LIST', 'Draft', { 'Add GC': DESKTOP, Approve: NEVER }),
        tab('VOTING_LIST', 'Voting List', { 'New Voting': DESKTOP }),
        tab('SITE_MANAGER', 'Site Manager', { 'Add a Site Manager': DESKTOP }),
        tab('TREASURY', 'Treasury', { 'Sync Data': DESKTOP }),
        tab('CONTRACT_LIST', 'Contract List', {}),
        tab('RELEASE_NOTE', 'Release Note', { New: DESKTOP }),
        COUNCIL_PAGE(1, { 'Edit Profile': DESKTOP, 'Edit Links': DESKTOP, 'Edit Description': DESKTOP, 'Edit by Site Operator': DESKTOP, 'Add an admin': DESKTOP, 'Add a manager': DESKTOP, 'Add an Activity': DESKTOP }),
      ],
    },
    {
      role: 'site manager',
      label: 'site-manager',
      entry: { label: 'Admin', href: '/MyPage' },
      tabs: SIX_TABS,
      screens: [
        tab('GC_LIST', 'Draft', { 'Add GC': NEVER, Publish: NEVER, Approve: NEVER }),
        tab('VOTING_LIST', 'Voting List', { 'New Voting': NEVER }),
        tab('SITE_MANAGER', 'Site Manager', { 'Add a Site Manager': NEVER }),
        tab('TREASURY', 'Treasury', { 'Sync Data': NEVER }),
        tab('CONTRACT_LIST', 'Contract List', {}),
        tab('RELEASE_NOTE', 'Release Note', { New: DESKTOP }),
        // A council's content is its own members' and the site admin's (COUNCIL_EDITORS); its members and activities any site operator's.
        COUNCIL_PAGE(1, { 'Edit Profile': NEVER, 'Edit by Site Operator': NEVER, 'Add an admin': DESKTOP, 'Add a manager': DESKTOP, 'Add an Activity': DESKTOP }),
      ],
    },
    {
      role: 'council admin',
      label: 'council-1/admin',
      entry: { label: 'My Page', href: '/MyPage/GC?id=1' },
      tabs: [],
      screens: [COUNCIL_PAGE(1, { 'Edit Profile': DESKTOP, 'Edit Links': DESKTOP, 'Edit Description': DESKTOP, 'Edit by Site Operator': NEVER, Publish: NEVER, 'Add an admin': NEVER, 'Add a manager': DESKTOP, 'Add an Activity': DESKTOP })],
    },
    {
      role: 'council manager',
      label: 'council-1/manager-1',
      entry: { label: 'My Page', href: '/MyPage/GC?id=1' },
      tabs: [],
      screens: [COUNCIL_PAGE(1, { 'Edit Profile': DESKTOP, 'Edit Links': DESKTOP, 'Edit Description': DESKTOP, 'Edit by Site Operator': NEVER, 'Add an admin': NEVER, 'Add a manager': NEVER, 'Add an Activity': DESKTOP })],
    },
    {
      role: 'secretary approver',
      label: 'secretary/approver-1',
      entry: { label: 'My Page', href: '/MyPage?tab=VOTING_LIST' },
      tabs: ['Voting List'],
      screens: [tab('VOTING_LIST', 'Voting List', { 'New Voting': NEVER })],
    },
  ];
  const WIDTHS = [
    { name: '1440', viewport: VIEWPORTS.desktop, column: 0 },
    { name: '390', viewport: { width: 390, height: 844 }, column: 1 },
  ] as const;

  // One sign-in and one load of each screen per role: each screen is read at 1440 px, then narrowed
  // to 390 px and read again (the layout follows the width as it changes, as on a turned tablet).
  for (const table of ROLE_TABLES) {
    it(`${table.role}'s My Page at 1440 and 390 px: ${table.tabs.length > 0 ? `tabs ${table.tabs.join(', ')}` : 'no tabs, its own council'}, and each screen's actions as admin §6 gives them`, async () => {
      const { context } = await newContext(browser, WIDTHS[0].viewport);
      const page = await context.newPage();
      await signInAs(page, stack, devnetPrivateKey(table.label), { path: '/MyPage' });
      const forbidden = refusals(page, 403);
      // The header's entry (admin §2.2): "Admin" for site operators only; at 390 px it is in the menu.
      const entry = page.getByTestId('account-entry');
      expect({ label: await entry.textContent(), href: await entry.getAttribute('href') }).toEqual(table.entry);
      const seen: Record<string, Record<string, number>> = {};
      const expected: Record<string, Record<string, number>> = {};
      const readActions = async (screen: (typeof table.screens)[number], width: (typeof WIDTHS)[number]) => {
        // Present actions may wait for the screen's data; once they are there, the absent ones are counted.
        const present = Object.entries(screen.actions).filter(([, offered]) => offered[width.column] === 1);
        for (const [action] of present) await page.getByRole('button', { name: action, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const key = `${screen.path} at ${width.name} px`;
        seen[key] = {};
        expected[key] = {};
        for (const [action, offered] of Object.entries(screen.actions)) {
          seen[key]![action] = Math.min(1, await page.getByRole('button', { name: action, exact: true }).count());
          expected[key]![action] = offered[width.column];
        }
      };
      /** The new width, once the page's media queries have answered it and React has drawn it (two frames). */
      const narrowTo = async (width: (typeof WIDTHS)[number]) => {
        await page.setViewportSize(width.viewport);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      };
      for (const width of WIDTHS) {
        await narrowTo(width);
        if (table.tabs.length > 0) {
          await page.getByRole('tablist', { name: 'Admin' }).waitFor();
          expect(await tabsOf(page), `${width.name} px`).toEqual(table.tabs);
        } else {
          await page.waitForURL(/\/MyPage\/GC\?id=\d+$/);
          await page.getByRole('heading', { name: 'Manager List' }).waitFor();
          expect(await page.getByRole('tablist', { name: 'Admin' }).count()).toBe(0);
        }
      }
      for (const screen of table.screens) {
        await page.setViewportSize(WIDTHS[0].viewport);
        await page.goto(url(screen.path));
        await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
        for (const width of WIDTHS) {
          await narrowTo(width);
          await readActions(screen, width);
        }
      }
      expect(seen).toEqual(expected);
      expect(forbidden).toEqual([]);
      await context.close();
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
