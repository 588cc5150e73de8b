import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { markdownExcerpt } from '../../web/src/shared/topicExcerpt';
import { CUT_10_10, launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, operatorPage, type SignedIn } from './support/session';
import { installInjectedWallet } from './support/wallet';

/**
 * The council management page read as the public pages (issue 25 §9, §10 and "Looks"), with the demo
 * operators' real keys: Edit Links says what a community lacks and lays its URLs out the dialog's width,
 * the activities' page lives in the route, the phone page does not scroll sideways, the activity rows
 * read as the public list, the buttons match, the sections are spaced, and the Welcome dialog keeps the
 * address on one line.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const PHONE = { width: 390, height: 844 } as const;

type Box = { x: number; y: number; width: number; height: number };
type ActivityRow = { id: number; title: string; content: string; created_at: string };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on screen');
  return found;
}

/** The lines the element's text is laid out on (one per distinct line top). */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** The computed look that tells an outlined button from a text-only one. */
function buttonLook(locator: Locator): Promise<{ border: string; background: string; color: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, background: style.backgroundColor, color: style.color };
  });
}

describe('operator looks', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const as = (label: string, path: string, viewport?: { width: number; height: number }) => operatorPage(browser, stack, label, path, viewport);

  async function activityPage(signed: SignedIn, councilId: number, page: number): Promise<{ items: ActivityRow[]; total: number }> {
    const answer = await fetch(url(`/v1/councils/${councilId}/activity?page=${page}&size=3`), { headers: { Authorization: `Bearer ${signed.token}` } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { items: ActivityRow[]; total: number } }).result;
  }

  const shownTitles = (page: Page) => page.getByTestId('council-activity').getByRole('heading', { level: 3 }).allInnerTexts();

  it('Edit Links: Save names a community left on the SNS placeholder and focuses it; URLs span the dialog with Remove beside each (site admin, 1440 px)', async () => {
    const { page } = await as('site-admin', '/MyPage/GC?id=2');
    await page.getByRole('button', { name: 'Edit Links' }).click();
    const links = page.getByRole('dialog', { name: 'Edit Links' });
    await links.waitFor();

    const addWebsite = links.getByRole('button', { name: 'Add website' });
    if ((await addWebsite.count()) > 0) await addWebsite.click();
    const websites = links.getByRole('textbox', { name: /^Website \d+/ });
    const count = await websites.count();
    expect(count).toBeGreaterThan(0);
    const dialog = await box(links);
    for (let index = 0; index < count; index += 1) {
      const field = await box(websites.nth(index));
      const remove = await box(links.getByRole('button', { name: `Remove website ${index + 1}`, exact: true }));
      // The URL takes the dialog's width but for its button: at least 80% of the dialog.
      expect(field.width).toBeGreaterThan(dialog.width * 0.8);
      // Beside its own field: on the field's line, just right of it.
      expect(remove.y + remove.height / 2).toBeGreaterThan(field.y);
      expect(remove.y + remove.height / 2).toBeLessThan(field.y + field.height);
      expect(remove.x).toBeGreaterThanOrEqual(field.x + field.width);
      expect(remove.x - (field.x + field.width)).toBeLessThanOrEqual(16);
    }

    await links.getByRole('button', { name: 'Add community' }).click();
    const type = links.getByRole('combobox', { name: /^Community \d+ type/ }).last();
    const communityUrl = links.getByRole('textbox', { name: /^Community \d+ URL/ }).last();
    await communityUrl.fill('https://t.me/northwind_looks');
    expect(await box(communityUrl).then((field) => field.width)).toBeGreaterThan(dialog.width * 0.7);
    const save = links.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await links.getByText('Choose an SNS type', { exact: true }).waitFor();
    expect(await type.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await type.getAttribute('aria-invalid')).toBe('true');
    // Nothing was sent: the dialog is still open, no notice came.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await links.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('the activities page is kept in the route: page 2 survives a reload and Back from an activity, whose row opens it (site admin, 1440 px)', async () => {
    const { page, signed } = await as('site-admin', '/MyPage/GC?id=2');
    const second = await activityPage(signed, 2, 2);
    expect(second.total).toBeGreaterThan(3);
    const expected = second.items.map((a) => a.title);
    await page.getByRole('navigation', { name: 'Activities pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await expect.poll(() => shownTitles(page), { timeout: 20_000 }).toEqual(expected);

    await page.reload();
    await page.getByRole('heading', { name: 'Activities', exact: true }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => shownTitles(page), { timeout: 20_000 }).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    // The row is the activity's link: a click on its text (not the title) opens the public detail.
    const first = second.items[0]!;
    const text = page.getByTestId('council-activity').first().locator('p');
    await text.scrollIntoViewIfNeeded();
    const excerpt = await box(text);
    await page.mouse.click(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
    await page.waitForURL((u) => u.pathname === '/GC/ActivityDetail' && u.searchParams.get('id') === String(first.id) && u.searchParams.get('cid') === '2');
    await page.goBack();
    await page.waitForURL(/\/MyPage\/GC\?id=2&page=2$/);
    await expect.poll(() => shownTitles(page), { timeout: 20_000 }).toEqual(expected);
    await page.context().close();
  });

  it('the activity rows read as the public list (thumbnail, title, date, excerpt), Edit/Delete are outlined like the others, and Add an Activity stands apart from the Reward card (site admin, 1440 px)', async () => {
    const { page, signed } = await as('site-admin', '/MyPage/GC?id=2');
    const { items } = await activityPage(signed, 2, 1);
    const rows = page.getByTestId('council-activity');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(items.length);
    for (const [index, activity] of items.entries()) {
      const row = rows.nth(index);
      const thumbnail = await box(row.locator('img, [aria-hidden="true"]').first());
      const title = await box(row.getByRole('link', { name: activity.title, exact: true }));
      // The thumbnail is a real picture size, on the left of the text.
      expect(thumbnail.width).toBeGreaterThanOrEqual(200);
      expect(thumbnail.x + thumbnail.width).toBeLessThanOrEqual(title.x);
      expect(await row.locator('time').getAttribute('datetime')).toBe(activity.created_at);
      const excerpt = (await row.locator('p').innerText()).trim();
      const start = markdownExcerpt(activity.content, 40).replace(/…$/, '');
      expect(start.length).toBeGreaterThan(0);
      expect(excerpt.startsWith(start)).toBe(true);
    }

    const outlined = await buttonLook(page.getByRole('button', { name: 'Edit Links' }));
    expect(outlined.border).not.toMatch(/^0px/);
    expect(await buttonLook(page.getByRole('button', { name: `Edit ${items[0]!.title}`, exact: true }))).toEqual(outlined);
    expect(await buttonLook(page.getByRole('button', { name: `Delete ${items[0]!.title}`, exact: true }))).toEqual(outlined);
    const members = page.getByRole('region', { name: 'Manager List' });
    await members.getByRole('link').first().waitFor();
    expect(await buttonLook(members.getByRole('button', { name: 'Edit', exact: true }).first())).toEqual(outlined);
    expect(await buttonLook(members.getByRole('button', { name: 'Remove', exact: true }).first())).toEqual(outlined);

    const reward = await box(page.getByRole('region', { name: 'Reward & Balance' }));
    const add = await box(page.getByRole('button', { name: 'Add an Activity' }));
    expect(add.y - (reward.y + reward.height)).toBeGreaterThanOrEqual(32);
    await page.context().close();
  });

  it('the phone council page does not scroll sideways: members are 10+10 chips with the whole address in their title (council 2 admin, 390 px)', async () => {
    const { page, signed } = await as('council-2/admin', '/MyPage/GC?id=2', PHONE);
    const members = page.getByRole('region', { name: 'Manager List' });
    const own = members.getByTitle(new RegExp(`^${signed.account.address}$`, 'i'));
    await own.waitFor({ timeout: 20_000 });
    expect(await own.innerText()).toMatch(CUT_10_10);
    await page.getByTestId('council-activity').first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  for (const [width, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['390', PHONE],
  ] as const) {
    it(`the Welcome dialog keeps the address on one line, whole in its title (${width} px)`, async () => {
      const key = devnetPrivateKey('site-admin');
      const address = privateKeyToAddress(key);
      const { context } = await newContext(browser, viewport);
      await installInjectedWallet(context, { privateKey: key, rpcUrl: stack.rpcUrl, chainId: stack.chainId, as: 'metaMask' });
      const page = await context.newPage();
      await page.goto(url('/Home'));
      // "Connect Wallet" reads "Connect" on a phone.
      await page.getByRole('button', { name: viewport.width > 600 ? 'Connect Wallet' : 'Connect', exact: true }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'MetaMask', exact: true }).click();
      const welcome = page.getByRole('dialog', { name: 'Welcome' });
      const shown = welcome.getByTitle(new RegExp(`^${address}$`, 'i'));
      await shown.waitFor();
      expect(await textLines(shown)).toBe(1);
      if (viewport.width > 600) {
        // Room for the whole address: nothing cut, and the dialog wider than the 320 px one.
        expect((await shown.innerText()).toLowerCase()).toBe(address.toLowerCase());
        expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        expect((await box(welcome)).width).toBeGreaterThan(500);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await welcome.getByRole('button', { name: 'Close' }).click();
      await context.close();
    });
  }
});
