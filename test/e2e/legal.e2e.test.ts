import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';

/** Privacy and Terms: multi-page PDF viewers without the header and footer. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['/Privacy', 'Privacy Policy'],
  ['/Terms', 'Terms of Service'],
] as const)('%s', (path, title) => {
  it('pages through the PDF, with no header or footer', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url(path));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const status = page.getByTestId('pdf-page-status');
    await status.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 30_000 });
    const pages = Number(/of (\d+)/.exec((await status.textContent())!)![1]);
    expect(pages).toBeGreaterThan(1);
    const canvas = page.getByTestId('pdf-canvas');
    await expect.poll(() => canvas.getAttribute('data-rendered-page')).toBe('1');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next page' }).click();
    await status.getByText(`Page 2 of ${pages}`).waitFor();
    await expect.poll(() => canvas.getAttribute('data-rendered-page')).toBe('2');
    // The page was drawn: the canvas holds more than one colour.
    const colours = await canvas.evaluate((node: HTMLCanvasElement) => {
      const data = node.getContext('2d')!.getImageData(0, 0, node.width, node.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length && seen.size < 3; i += 4 * 97) seen.add(data[i]!);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(1);

    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Connect/ }).count()).toBe(0);
    expect(blocked).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
