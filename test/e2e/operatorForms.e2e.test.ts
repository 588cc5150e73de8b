import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { pngImage } from '../fixtures/uploadFiles';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, signInAs, type SignedIn } from './support/session';

/**
 * The operators' forms, labels and formats (issue 25 §12–§14), with the demo operators' real keys:
 * each check is made at the role and width the point concerns.
 */
const stack = localStack();

describe('operator forms', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function as(label: string, path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<{ page: Page; signed: SignedIn }> {
    const { context } = await newContext(browser, viewport);
    const page = await context.newPage();
    const signed = await signInAs(page, stack, devnetPrivateKey(label), { path });
    return { page, signed };
  }

  it('an activity thumbnail under 816x436 is refused in the form before upload, in the server’s words', async () => {
    const { page } = await as('council-1/admin', '/MyPage/GC/Activity');
    await page.getByRole('heading', { name: 'Activities', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill('Thumbnail size');
    await modal.getByRole('textbox', { name: 'Content' }).fill('A small thumbnail is refused.');
    const save = modal.getByRole('button', { name: 'Save', exact: true });
    const thumbnail = modal.locator('input[type=file][accept^=".png"]');
    await thumbnail.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngImage(400, 225) });
    await modal.getByRole('alert').filter({ hasText: 'Please upload an image of 816x436 or larger.' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await thumbnail.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(816, 436) });
    await modal.getByRole('alert').filter({ hasText: 'Please upload an image of 816x436 or larger.' }).waitFor({ state: 'detached' });
    expect(await save.isDisabled()).toBe(false);
    await page.context().close();
  });
});
