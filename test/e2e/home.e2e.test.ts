import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatEther, parseEther } from 'viem';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS, whenStill } from './support/browser';
import { councilFiguresFromChain, openAgendasOnChain } from './support/chain';

const root = resolve(import.meta.dirname, '../..');

/** `npm run maintenance -- on|off` against the test's stack. */
function maintenance(state: 'on' | 'off'): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['tsx', 'status/maintenance.ts', state], {
      cwd: root,
      env: { ...process.env, PORTAL_STACK_FILE: join(inject('stackDataDir'), 'stack.json') },
      stdio: 'ignore',
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`maintenance ${state} exited ${code}`))));
  });
}

async function counterValue(page: Page, testId: string): Promise<string> {
  const counter = page.getByTestId(testId);
  await expect.poll(() => counter.getAttribute('data-state'), { timeout: 15_000 }).toBe('done');
  return (await counter.getAttribute('data-value'))!;
}

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Home', () => {

  it('counts the councils and the stake the chain holds', async () => {
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Home');
    await page.getByRole('heading', { name: 'The Place to Discuss and Decide the Future of the Network' }).waitFor({ timeout: 15_000 });

    const chain = await councilFiguresFromChain();
    expect(Number(await counterValue(page, 'gc-count'))).toBe(chain.gcCount);
    expect(formatEther(parseEther(await counterValue(page, 'staked-total')))).toBe(chain.stakedKlay);
    expect(await page.getByText('Latest Discussion').count()).toBeGreaterThan(0);
    // The devnet is no test network of the service: the header carries no BAOBAB label.
    expect(await page.getByRole('banner').getByText('BAOBAB', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /See More/ }).count()).toBeGreaterThan(0);
    expect(blocked.filter((href) => !href.startsWith('data:'))).toEqual([]);
    await context.close();
  });

  it('lists the agendas open on chain, Ongoing first, each opening its page', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    const open = await openAgendasOnChain();
    expect(open.active.length + open.pending.length).toBeGreaterThan(0);
    const main = (await (await fetch(url('/v1/page/main'))).json()) as { result: { proposals: { id: number; proposal_id: number; title: string }[] } };
    expect(main.result.proposals.map((p) => p.proposal_id)).toEqual([...open.active, ...open.pending]);

    // The section loads as it scrolls into view.
    const list = page.getByRole('list', { name: 'Open agendas' });
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return list.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const shown = main.result.proposals.slice(0, 3);
    expect(await list.getByRole('link').allInnerTexts()).toEqual(shown.map((p) => p.title));
    expect(await list.getByText(/^(Ongoing|Upcoming)$/).allInnerTexts()).toEqual(
      shown.map((p) => (open.active.includes(p.proposal_id) ? 'Ongoing' : 'Upcoming')),
    );
    await list.getByRole('link').first().click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(`/Proposal/Detail?id=${shown[0]!.id}`);
    await context.close();
  });

  it('keeps the chosen theme and explorer after a reload', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: /Scope/ }).check();
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');

    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('portal:explorer'))).toBe('scope');
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await page.getByRole('radio', { name: /Scope/ }).isChecked()).toBe(true);

    // Cancel discards.
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await context.close();
  });

  it('shows the Maintenance page while the switch is on', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    try {
      await maintenance('on');
      await page.goto(url('/Home'));
      await page.getByText('Please note that maintenance is currently underway.').waitFor();
      expect(await page.getByText('We expect it to take approximately one hour.').isVisible()).toBe(true);
      await page.goto(url('/GC'));
      await page.getByText('Please note that maintenance is currently underway.').waitFor();
    } finally {
      await maintenance('off');
    }
    await page.goto(url('/Home'));
    await page.getByTestId('gc-count').waitFor();
    expect(await page.getByText('Please note that maintenance is currently underway.').count()).toBe(0);
    await context.close();
  });

  it('tells the user when the network is gone', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    // The dialog is its own chunk, fetched once the page is idle: offline before that (a busy machine
    // hydrates late), nothing could load it. The test goes offline once it is in, as a reader would minutes later.
    const dialogChunk = page.waitForResponse((response) => /\/OfflineDialog[^/]*\.js$/.test(new URL(response.url()).pathname) && response.ok(), { timeout: 60_000 });
    await page.goto(url('/Home'));
    await page.getByTestId('gc-count').waitFor();
    await dialogChunk;
    await page.waitForLoadState('networkidle'); // and the chunks it imports
    await context.setOffline(true);
    const dialog = page.getByRole('alertdialog', { name: 'Network Error' });
    await dialog.waitFor();
    expect(await dialog.getByText('Please check your network').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it('fits a phone: hamburger menu and the short Connect label', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    expect(await page.getByRole('button', { name: 'Connect', exact: true }).isVisible()).toBe(true);
    const menu = page.getByRole('button', { name: /menu/i });
    await menu.click();
    expect(await page.getByRole('link', { name: 'Governance Council' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it.each(['dark', 'light'] as const)('has no serious accessibility violations in the %s theme', async (theme) => {
    const { context } = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    await counterValue(page, 'gc-count');
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('Home carousel', () => {
  it('disables the Home carousel Previous on the first slide and Next on the last', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    const carousel = page.getByRole('region', { name: 'Latest Discussion' });
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    await previous.waitFor();
    expect(await carousel.getByRole('listitem').count()).toBeGreaterThan(3);
    // Let scroll-snap settle the track on its first slide.
    await whenStill(page);
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await next.getAttribute('aria-disabled')).toBe('false');
    // Pressing the disabled Previous moves nothing.
    const track = carousel.getByRole('list');
    const start = await track.evaluate((el) => el.scrollLeft);
    await previous.click({ force: true });
    await whenStill(page);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(start);
    // Next until the last slide, each press read only once the smooth scroll has come to rest (on a
    // loaded machine a fixed pause read Next as enabled just before the last scroll disabled it).
    // Rest means three equal readings: under load a smooth scroll can pause for one frame gap.
    const settled = async () => {
      let last = -1;
      let still = 0;
      for (let sample = 0; sample < 80 && still < 2; sample++) {
        const now = await track.evaluate((el) => el.scrollLeft);
        still = now === last ? still + 1 : 0;
        last = now;
        await page.waitForTimeout(150);
      }
    };
    for (let i = 0; i < 12 && (await next.getAttribute('aria-disabled')) === 'false'; i++) {
      // Even at rest the last scroll can disable Next between the read above and the press; a press
      // refused for that reason ends the loop and the assertions below judge the outcome.
      const pressed = await next.click({ timeout: 5_000 }).then(() => true, () => false);
      if (!pressed && (await next.getAttribute('aria-disabled')) === 'true') break;
      await settled();
    }
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('aria-disabled')).toBe('false');
    await context.close();
  });
});
