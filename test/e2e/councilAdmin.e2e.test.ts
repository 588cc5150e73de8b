import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { formatKlay, pebToKlay } from '@portal/core/format';
import { kstDayEnd } from '@portal/core/rules/blockAtTime';
import { pngImage } from '../fixtures/uploadFiles';
import { downloadedText, launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';
import { watchPageErrors } from './support/voting';

/**
 * Council management in the browser with the demo operators' real keys (admin-area §2.4–§2.6): a site
 * admin adds a council with a thumbnail, edits each shape, publishes it and the public GC pages show
 * it; a council admin is refused on another council; the reward CSV's columns; the balance checker
 * against the chain; axe on each screen; the desktop-only controls absent on a phone.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(stack.rpcUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}
const blockTime = async (block: number) => Number(BigInt((await rpc<{ timestamp: string }>('eth_getBlockByNumber', [`0x${block.toString(16)}`, false])).timestamp));

async function closeNotice(page: Page, title: string) {
  const notice = page.getByRole('alertdialog', { name: title });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'hidden' });
}

async function expectNoSeriousAxe(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('Council management (MANAGE GOVERNANCE COUNCIL)', () => {
  let browser: Browser;
  const name = `Orbit ${Date.now().toString(36).slice(-6)}`;
  let councilId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a site admin adds a council with a thumbnail, edits each shape, publishes it, and the public GC pages show it', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=GC_LIST' });
    await page.getByRole('heading', { name: 'Draft', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Published', exact: true }).waitFor();
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Add GC' }).click();
    await page.waitForURL(/\/MyPage\/AddGC$/);
    const save = page.getByRole('button', { name: 'Save Draft' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^GC Name/ }).fill(name);
    await page.locator('input[type=file]').setInputFiles({ name: 'orbit.png', mimeType: 'image/png', buffer: pngImage(240, 240, { shade: 0x42 }) });
    await page.getByRole('checkbox', { name: 'Infra' }).check();
    await page.getByRole('textbox', { name: /^Short Introduction/ }).fill('Runs validators in orbit');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Orbit has run validators since 2024.');
    await page.getByRole('textbox', { name: /^Node Address/ }).fill('0x00000000000000000000000000000000000000ab');
    await page.getByRole('textbox', { name: /^Website 1/ }).fill('https://orbit.example.org');
    await expectNoSeriousAxe(page);
    await save.click();
    await closeNotice(page, 'Save complete');
    await page.waitForURL(/\/MyPage\/GC\?id=\d+$/);
    councilId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText('Draft', { exact: true }).first().waitFor();
    // The card is the public profile card, whose avatar is decorative (the name is beside it): found by its stored upload.
    const thumbnail = page.locator('img[src^="/uploads/councilThumbnail/"]').first();
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/uploads\/councilThumbnail\/[0-9a-f]{64}\.png$/);
    // The image may still be on its way when the element appears.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    await expectNoSeriousAxe(page);

    // (a) profile: the summary.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByRole('textbox', { name: /^Short Introduction/ }).fill('Validators and tooling');
    await expectNoSeriousAxe(page);
    await profile.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByText('Validators and tooling').waitFor();

    // (b) links: a second website, judged 400 ms after typing.
    await page.getByRole('button', { name: 'Edit Links' }).click();
    const links = page.getByRole('dialog', { name: 'Edit Links' });
    await links.getByRole('button', { name: 'Add website' }).click();
    await links.getByRole('textbox', { name: /^Website 2/ }).fill('docs.orbit.example.org');
    await links.getByText('URL must start with http:// or https://').waitFor();
    expect(await links.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await links.getByRole('textbox', { name: /^Website 2/ }).fill('https://docs.orbit.example.org');
    await links.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    // The card shows links as the public council detail does (by their host), so the link is found by its address.
    await page.locator('a[href="https://docs.orbit.example.org"]').first().waitFor();

    // (a) description.
    await page.getByRole('button', { name: 'Edit Description' }).click();
    const description = page.getByRole('dialog', { name: 'Edit Description' });
    await description.getByRole('textbox', { name: /^Description/ }).fill('Orbit now also builds tooling.');
    await description.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByText('Orbit now also builds tooling.').waitFor();

    // (c) GC information: the dates' order is checked before saving.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'Edit GC Information' });
    await info.getByRole('checkbox', { name: 'Joined date: none' }).uncheck();
    await info.getByRole('checkbox', { name: 'Resigned date: none' }).uncheck();
    await info.getByLabel('Joined date', { exact: true }).fill('2026-05-02');
    await info.getByLabel('Resigned date', { exact: true }).fill('2026-05-01');
    await info.getByText('Invalid Date: Joined date should be before resigned date').waitFor();
    expect(await info.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await info.getByRole('checkbox', { name: 'Joined date: none' }).check();
    await info.getByRole('checkbox', { name: 'Resigned date: none' }).check();
    await info.getByRole('textbox', { name: /^Node Address/ }).fill('0x00000000000000000000000000000000000000cd');
    await info.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    // Addresses are chips as on the public detail: shortened text, the whole address in the title.
    await page.getByTitle(/^0x00000000000000000000000000000000000000cd$/i).first().waitFor();

    // Publish: the joined date is set, the badge turns to Admin View.
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('button', { name: 'Publish' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByText('Admin View', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit by Site Operator' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await expectNoSeriousAxe(page);

    // The public pages follow at once.
    await page.goto(url('/GC'));
    await page.getByRole('list', { name: 'GC Members' }).getByRole('heading', { name, exact: true }).waitFor();
    await page.goto(url(`/GC/Detail?id=${councilId}`));
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    await page.getByText('Orbit now also builds tooling.').waitFor();
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two operators edit the council at once: the first save wins, the second gets the conflict message and keeps its text; nothing is lost', async () => {
    expect(councilId).toBeGreaterThan(0);
    const open = async () => {
      const { context } = await newContext(browser);
      const page = await context.newPage();
      await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: `/MyPage/GC?id=${councilId}` });
      await page.getByRole('button', { name: 'Edit Description' }).click();
      return { context, dialog: page.getByRole('dialog', { name: 'Edit Description' }), page };
    };
    // Both read the council at the same version before either saves.
    const first = await open();
    const second = await open();
    const firstText = `Edited by the first operator ${Date.now()}`;
    const secondText = `Edited by the second operator ${Date.now()}`;
    await first.dialog.getByRole('textbox', { name: /^Description/ }).fill(firstText);
    await second.dialog.getByRole('textbox', { name: /^Description/ }).fill(secondText);

    await first.dialog.getByRole('button', { name: 'Save' }).click();
    await closeNotice(first.page, 'Save complete');
    await second.dialog.getByRole('button', { name: 'Save' }).click();
    const refused = second.page.getByRole('alertdialog', { name: 'Save error' });
    await refused.getByText(`Council ${councilId} was changed by someone else since you opened it. Reload it and make your edit again.`).waitFor();
    await expectNoSeriousAxe(second.page);
    await closeNotice(second.page, 'Save error');
    // The loser's words are still in its dialog to save again after a reload; the winner's are saved.
    expect(await second.dialog.getByRole('textbox', { name: /^Description/ }).inputValue()).toBe(secondText);
    const detail = (await (await fetch(url(`/v1/councils/${councilId}`))).json()) as { result: { description: string } };
    expect(detail.result.description).toBe(firstText);
    await first.context.close();
    await second.context.close();
  });

  it('Publish on a draft card opens the council with its Publish dialog; Remove takes a draft away', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const signed = await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=GC_LIST' });
    const form = new FormData();
    const draftName = `Draft ${Date.now().toString(36).slice(-6)}`;
    form.set('metadata', JSON.stringify({ name: draftName, categories: [1], summary: 'A draft', description: 'A draft council', address: '0x00000000000000000000000000000000000000ef' }));
    const created = await fetch(url('/v1/councils'), { method: 'POST', body: form, headers: { Authorization: `Bearer ${signed.token}` } });
    expect(created.status).toBe(200);
    await page.reload();
    const card = page.getByTestId('gc-card').filter({ hasText: draftName });
    await card.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/publish=true/);
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.waitFor();
    await publish.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((u) => !u.search.includes('publish'));

    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to remove?' });
    await confirm.getByText("You can't undo this action.").waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await closeNotice(page, 'Remove complete');
    await page.waitForURL(/\/MyPage$/);
    await page.getByRole('heading', { name: 'Draft', exact: true }).waitFor();
    // The list shows its cached answer at once and the fresh one a moment later.
    await expect.poll(() => page.getByTestId('gc-card').filter({ hasText: draftName }).count()).toBe(0);
    await context.close();
  });

  it('a council admin is refused on another council', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const signed = await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/MyPage/GC?id=2' });
    // The page sends a council account to its own council (admin §2.4, §6); the API refuses the other.
    await page.waitForURL(/\/MyPage\/GC\?id=1$/);
    const form = new FormData();
    form.set('metadata', JSON.stringify({ categories: [1], summary: 'Taken over', description: 'x' }));
    const refused = await fetch(url('/v1/councils/2'), { method: 'PUT', body: form, headers: { Authorization: `Bearer ${signed.token}`, 'If-Match': '"0"' } });
    expect(refused.status).toBe(403);
    // Its own council opens with the member panel it manages.
    await page.goto(url('/MyPage/GC?id=1'));
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    await context.close();
  });

  it('the reward CSV opens with its columns, and the balance checker answers what the chain holds for a block and for a date', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage/GC?id=1' });
    await page.getByRole('heading', { name: 'Reward & Balance' }).waitFor();
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Download Reward Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Reward Data' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^reward_data_.+_\d{4}-\d{2}\.csv$/);
    const file = await downloadedText(download);
    // The byte order mark makes Excel read the file as UTF-8.
    expect(file.startsWith('\uFEFF')).toBe(true);
    const text = file.slice(1);
    expect(text.split('\r\n')[0]).toBe('Date,From (KST),To (KST),Proposer Reward (KLAY),Staking Reward (KLAY),Total Reward (KLAY),Total Staking (KLAY),APY (%)');
    await page.getByText('Successfully downloaded.').waitFor();

    await page.getByRole('button', { name: 'Balance Checker' }).click();
    const checker = page.getByRole('dialog', { name: 'Balance Checker' });
    const address = await checker.getByRole('textbox', { name: /^Address/ }).inputValue();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const latest = Number(BigInt(await rpc<string>('eth_blockNumber')));
    const block = Math.max(1, latest - 3);
    await checker.getByRole('radio', { name: 'Block' }).check();
    await checker.getByRole('textbox', { name: 'Block number' }).fill(String(block));
    await checker.getByRole('button', { name: 'Get Balance' }).click();
    const result = checker.getByTestId('balance-result');
    await result.waitFor();
    const atBlock = BigInt(await rpc<string>('eth_getBalance', [address, `0x${block.toString(16)}`]));
    expect(await result.locator('dd').allTextContents()).toEqual([formatKlay(pebToKlay(atBlock), { decimals: 18, symbol: 'KLAY' }), String(block), new Date((await blockTime(block)) * 1000).toISOString()]);

    // A date: the last block of that Korea day, found on the chain.
    const middle = Math.floor(latest / 2);
    const day = new Date((await blockTime(middle)) * 1000 + 9 * 3600 * 1000).toISOString().slice(0, 10);
    await checker.getByRole('radio', { name: 'Date' }).check();
    expect(await result.count()).toBe(0);
    await checker.getByRole('textbox', { name: /^Date/ }).fill(day);
    await checker.getByRole('button', { name: 'Get Balance' }).click();
    await result.waitFor();
    const [balanceText, blockText] = await result.locator('dd').allTextContents();
    const found = Number(blockText);
    const end = kstDayEnd(day!);
    expect(await blockTime(found)).toBeLessThan(end);
    if (found < latest) expect(await blockTime(found + 1)).toBeGreaterThanOrEqual(end);
    const atDay = BigInt(await rpc<string>('eth_getBalance', [address, `0x${found.toString(16)}`]));
    expect(balanceText).toBe(formatKlay(pebToKlay(atDay), { decimals: 18, symbol: 'KLAY' }));
    await expectNoSeriousAxe(page);
    await context.close();
  });

  it('a phone sees the mobile notice and none of the desktop-only controls', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage/GC?id=1' });
    await page.getByText('GC profiles cannot be edited on mobile. Please connect to the PC.').waitFor();
    for (const control of ['Edit Profile', 'Edit Links', 'Edit Description', 'Edit by Site Operator', 'Publish', 'Remove', 'Balance Checker', 'Download Reward Data']) {
      expect({ control, count: await page.getByRole('button', { name: control, exact: true }).count() }).toEqual({ control, count: 0 });
    }
    expect(await page.getByRole('button', { name: /^Add (an admin|a manager)$/ }).count()).toBe(0);
    await expectNoSeriousAxe(page);
    await page.goto(url('/MyPage?tab=GC_LIST'));
    await page.getByRole('heading', { name: 'Published', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add GC' }).count()).toBe(0);
    await context.close();
  });
});
