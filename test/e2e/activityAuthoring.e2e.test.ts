import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * A council's admin writes an activity (admin §2.6, §2.7, §7.3): a PDF posted straight to the uploads
 * bucket and contracts from a CSV, previewed, saved, one field edited (only it is sent), deleted —
 * and the public feed follows each step.
 */

const stack = localStack();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const pdf = readFileSync(resolve(import.meta.dirname, '../../web/public/fixtures/activity-report.pdf'));
const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

type FeedItem = { id: number; title: string; attachments: { type: string; url: string; filename?: string }[]; contracts: string[]; csv_filename: string | null };

async function councilFeed(): Promise<FeedItem[]> {
  const body = (await (await fetch(`${stack.url}/v1/councils/1/activities?page=1&size=50`)).json()) as { result: { items: FeedItem[] } };
  return body.result.items;
}

async function openPanel(page: Page) {
  await page.getByRole('heading', { name: 'Activities', exact: true }).waitFor({ timeout: 20_000 });
}

describe('activity authoring', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('posts with a PDF and a CSV of contracts, previews, saves, edits one field and deletes; the public feed follows', async () => {
    const { context, cspViolations } = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/MyPage/GC/Activity' });
    await openPanel(page);
    const title = `Workshop ${Date.now()}`;

    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    const save = modal.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await modal.getByRole('textbox', { name: 'Content' }).fill('We held a **developer workshop**.');
    await modal.getByTestId('attachment-1').getByRole('combobox', { name: /Type 1/ }).selectOption('file');
    await modal.getByTestId('attachment-1').getByRole('textbox', { name: 'Title 1' }).fill('Slides');
    await modal.getByTestId('attachment-1').locator('input[type=file]').setInputFiles({ name: 'slides.pdf', mimeType: 'application/pdf', buffer: pdf });
    await modal.getByRole('radio', { name: 'CSV' }).check();
    const csv = `${contract(0xa1)}, ,${contract(0xa2)},${contract(0xa3)}\n${contract(0xa4)}\n`;
    await modal.locator('input[type=file][accept^=".csv"]').setInputFiles({ name: 'contracts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await modal.getByText('contracts.csv: 3 addresses').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [preview] = await Promise.all([context.waitForEvent('page'), modal.getByRole('button', { name: 'Preview' }).click()]);
    await preview.getByText('Draft Preview').first().waitFor({ timeout: 20_000 });
    await preview.getByText(title).first().waitFor();
    await preview.close();

    await save.click();
    await page.getByText('The activity is successfully posted.').waitFor({ timeout: 20_000 });
    await poll(async () => (await councilFeed()).find((a) => a.title === title)?.csv_filename).toBe('contracts.csv');
    const posted = (await councilFeed()).find((a) => a.title === title)!;
    expect(posted.contracts).toEqual([contract(0xa1), contract(0xa2), contract(0xa3)]);
    expect(posted.attachments).toEqual([{ type: 'pdf', title: 'Slides', filename: 'slides.pdf', url: expect.stringMatching(/^\/uploads\/attachment\/[0-9a-f]{64}\.pdf$/) }]);
    // The PDF is served back from the site's own origin.
    const served = await fetch(`${stack.url}${posted.attachments[0]!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Activity' });
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`);
    const [put] = await Promise.all([page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/activity/')), edit.getByRole('button', { name: 'Save', exact: true }).click()]);
    const metadata = /name="metadata"\r\n\r\n(.*)\r\n/.exec(put.postData() ?? '')?.[1];
    expect(JSON.parse(metadata!)).toEqual({ title: `${title} (edited)` });
    await page.getByText('The activity is successfully edited.').waitFor({ timeout: 20_000 });
    await poll(async () => (await councilFeed()).find((a) => a.id === posted.id)?.title).toBe(`${title} (edited)`);

    await page.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await page.getByText("Are you sure you want to delete? You can't undo this action.").waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete complete').waitFor({ timeout: 20_000 });
    await poll(async () => (await councilFeed()).some((a) => a.id === posted.id)).toBe(false);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('has no Add, Edit or Delete on a phone', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/MyPage/GC/Activity' });
    await openPanel(page);
    await page.getByTestId('council-activity').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Add an Activity' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
