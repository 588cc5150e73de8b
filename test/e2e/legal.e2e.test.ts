import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, pageScrollsSideways, seriousAxeViolations, VIEWPORTS } from './support/browser';

/** Privacy and Terms: multi-page PDF viewers without the header and footer. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
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

describe('Privacy on a phone', () => {
  it('opens fitted to the width and zooms in up to 3x inside its sheet, sharp, without the page scrolling sideways', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Privacy'));
    const canvas = page.getByTestId('pdf-canvas');
    await poll(() => canvas.getAttribute('data-rendered-page')).toBe('1');
    const measure = () =>
      canvas.evaluate((node: HTMLCanvasElement) => ({
        css: node.getBoundingClientRect().width,
        backing: node.width,
        sheet: node.parentElement!.clientWidth,
        scrolls: node.parentElement!.scrollWidth > node.parentElement!.clientWidth,
        dpr: window.devicePixelRatio,
      }));
    const fitted = await measure();
    expect(Math.abs(fitted.css - fitted.sheet)).toBeLessThanOrEqual(1);
    expect(fitted.scrolls).toBe(false);
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('Fit width');
    expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('200%');
    await poll(async () => (await measure()).backing).toBeGreaterThanOrEqual(Math.floor(fitted.backing * 2) - 1);
    const zoomed = await measure();
    expect(zoomed.css / zoomed.sheet).toBeCloseTo(2, 1);
    // Drawn at the screen's density: one backing pixel per device pixel, not a blurred enlargement.
    expect(Math.abs(zoomed.backing - zoomed.css * zoomed.dpr)).toBeLessThanOrEqual(2);
    expect(zoomed.scrolls).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    await zoomIn.click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('300%');
    expect(await zoomIn.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await page.getByTestId('pdf-zoom').textContent()).toBe('200%');
    await context.close();
  });
});
