import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { pdfWithEscapedScript, svgWithPrefixedScript } from '../fixtures/uploadFiles';
import { launchBrowser, newContext } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Issue 23: nothing an operator uploads runs script on the portal. Hostile files are refused by the
 * real form and API; files an attacker plants straight in the uploads bucket (the local S3 server
 * ignores a presigned POST's policy, so a ticket writes any key and type) are never served as
 * themselves, opened directly or through a link in an activity's markdown.
 */

const stack = localStack();
const PWNED = 'pwned-by-upload';
const script = `document.title = '${PWNED}'; window.name = '${PWNED}'`;
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500"><script>${script}</script><rect width="900" height="500"/></svg>`;
const HOSTILE_HTML = `<!doctype html><title>upload</title><script>${script}</script>`;

/** Writes an object as the holder of a presigned POST ticket can on the local S3 server: any key, any type. */
async function plant(token: string, key: string, contentType: string, body: string): Promise<void> {
  const ticketAnswer = await fetch(`${stack.url}/v1/councils/1/activity/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(ticketAnswer.status).toBe(200);
  const ticket = ((await ticketAnswer.json()) as { result: { url: string; fields: Record<string, string> } }).result;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, key, 'Content-Type': contentType })) form.append(name, value);
  form.append('file', new Blob([body], { type: contentType }));
  const posted = await fetch(ticket.url, { method: 'POST', body: form });
  expect(posted.status, `planting ${key}`).toBeLessThan(300);
}

/** Opens a URL on its own; the answer must be a 404 or carry the uploads' sandbox, and no script of it ran. */
async function expectInert(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  const status = response?.status();
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(status === 404 || /\bsandbox\b/.test(csp), `${url}: ${status} ${csp}`).toBe(true);
  expect(response?.headers()['x-content-type-options'], url).toBe('nosniff');
  expect(response?.headers()['content-type'] ?? '', url).not.toMatch(/html/);
  await page.waitForTimeout(300);
  expect(await page.title(), url).not.toBe(PWNED);
  expect(await page.evaluate(() => window.name).catch(() => ''), url).not.toBe(PWNED);
}

describe('hostile uploads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('refuses a scripted SVG thumbnail and a PDF that runs JavaScript through the activity form, with the reason shown', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/MyPage/GC/Activity' });
    await page.getByRole('heading', { name: 'Activities', exact: true }).waitFor({ timeout: 20_000 });
    const title = `Hostile ${Date.now()}`;
    const before = (await (await fetch(`${stack.url}/v1/councils/1/activities?page=1&size=50`)).text()).length;

    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await modal.getByRole('textbox', { name: 'Content' }).fill('Minutes of the meeting.');
    const thumbnail = modal.locator('input[type=file][accept^=".png"]');
    // The payloads that got past the old regex checks: a script behind a namespace prefix, a PDF action spelled with name escapes.
    await thumbnail.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svgWithPrefixedScript() });
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await modal.getByRole('alert').filter({ hasText: 'The SVG file carries an element that can run script' }).waitFor({ timeout: 20_000 });

    await thumbnail.setInputFiles([]);
    await modal.getByTestId('attachment-1').getByRole('combobox', { name: /Type 1/ }).selectOption('file');
    await modal.getByTestId('attachment-1').getByRole('textbox', { name: 'Title 1' }).fill('Minutes');
    await modal.getByTestId('attachment-1').locator('input[type=file]').setInputFiles({ name: 'minutes.pdf', mimeType: 'application/pdf', buffer: pdfWithEscapedScript() });
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await modal.getByRole('alert').filter({ hasText: 'The PDF file contains scripts or embedded programs.' }).waitFor({ timeout: 20_000 });

    // Nothing was posted.
    const feed = await (await fetch(`${stack.url}/v1/councils/1/activities?page=1&size=50`)).text();
    expect(feed).not.toContain(title);
    expect(feed.length).toBe(before);
    expect(await page.title()).not.toBe(PWNED);
    await context.close();
  });

  it('never serves a planted object as itself, opened directly or through a relative link in an activity’s markdown', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const { token } = await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/MyPage/GC/Activity' });
    const hash = (Date.now().toString(16) + 'a'.repeat(64)).slice(0, 64);
    const planted = {
      html: 'uploads/attachment/page.html',
      svgUnderValidKey: `uploads/contractLogo/${hash}.svg`,
      wrongShape: `uploads/evil/${hash}.svg`,
      pdfAsHtml: `uploads/attachment/${hash}.pdf`,
      pngAsHtml: `uploads/councilThumbnail/${hash}.png`,
    };
    await plant(token, planted.html, 'text/html', HOSTILE_HTML);
    await plant(token, planted.svgUnderValidKey, 'image/svg+xml', HOSTILE_SVG);
    await plant(token, planted.wrongShape, 'image/svg+xml', HOSTILE_SVG);
    await plant(token, planted.pdfAsHtml, 'text/html', HOSTILE_HTML);
    await plant(token, planted.pngAsHtml, 'text/html', HOSTILE_HTML);

    for (const key of Object.values(planted)) await expectInert(page, `${stack.url}/${key}`);
    // The one object stored with its extension's type is served, but only inside the sandbox.
    const svg = await page.goto(`${stack.url}/${planted.svgUnderValidKey}`);
    expect(svg?.status()).toBe(200);
    expect(svg?.headers()['content-security-policy']).toMatch(/^default-src 'none'.*; sandbox$/);

    // A relative link in an activity's markdown, as a reader of the public feed meets it.
    const title = `Linked minutes ${Date.now()}`;
    await page.goto(`${stack.url}/MyPage/GC/Activity`);
    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await modal.getByRole('textbox', { name: 'Content' }).fill(`The [minutes](/${planted.svgUnderValidKey}) of the meeting.`);
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The activity is successfully posted.').waitFor({ timeout: 20_000 });

    await page.goto(`${stack.url}/GC?tab=activities&cid=1`);
    const item = page.getByRole('article').filter({ hasText: title });
    await item.waitFor({ timeout: 20_000 });
    const [opened] = await Promise.all([context.waitForEvent('page'), item.getByRole('link', { name: 'minutes', exact: true }).click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${stack.url}/${planted.svgUnderValidKey}`);
    await opened.waitForTimeout(300);
    expect(await opened.title()).not.toBe(PWNED);
    expect(await opened.evaluate(() => window.name).catch(() => '')).not.toBe(PWNED);
    // What the reader's tab was answered: the upload inside its sandbox.
    expect((await opened.reload())?.headers()['content-security-policy']).toMatch(/\bsandbox\b/);
    await context.close();
  });
});
