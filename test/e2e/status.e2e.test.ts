import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, formatEther, http } from 'viem';
import { launchBrowser, newContext, openAsReturning, seriousAxeViolations, VIEWPORTS, whenStill } from './support/browser';

/**
 * The Status page in a real browser against the local stack: every tab and range at desktop and
 * phone widths, a chart's tooltip on hover, the figures against the chain, and axe.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Charts and tables are drawn once their data came: wait for a chart, or for the empty text. */
async function drawn(page: Page, testId: string) {
  await page.getByTestId(testId).or(page.getByText('There are no data.')).first().waitFor({ timeout: 30_000 });
  return page.getByTestId(testId).count();
}

async function chooseRange(page: Page, group: string, label: string) {
  await page.getByRole('group', { name: group }).getByText(label, { exact: true }).click();
  expect(await page.getByRole('group', { name: group }).getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
}

describe('Status', () => {
  for (const [width, viewport] of [['desktop', VIEWPORTS.desktop], ['mobile', VIEWPORTS.mobile]] as const) {
    it(`walks every tab and range (${width})`, async () => {
      const { context, blocked } = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(url('/Status'));
      expect(await page.getByRole('tab', { name: 'Tokenomics' }).getAttribute('aria-selected')).toBe('true');

      // Tokenomics: 1 Month by default, every range draws, From Genesis explains itself.
      expect(await page.getByRole('radio', { name: '1 Month', exact: true }).isChecked()).toBe(true);
      expect(await drawn(page, 'supply-chart')).toBe(1);
      // 12 time ticks on a wide screen, 6 on a narrow one (spec §9); the value axis and its unit on the right.
      const supplyChart = page.getByTestId('supply-chart');
      await expect.poll(() => supplyChart.locator('.chart-axis-time .visx-axis-tick').count(), { timeout: 15_000 }).toBe(width === 'desktop' ? 12 : 6);
      const frame = (await supplyChart.boundingBox())!;
      const unit = (await supplyChart.getByTestId('chart-unit').boundingBox())!;
      expect(await supplyChart.getByTestId('chart-unit').textContent()).toBe('KLAY');
      expect(unit.x).toBeGreaterThan(frame.x + frame.width * 0.8);
      const valueAxis = (await supplyChart.locator('.chart-axis-value').boundingBox())!;
      expect(valueAxis.x).toBeGreaterThan(frame.x + frame.width * 0.75);
      await page.getByText(/^Last updated at \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} (AM|PM) Local$/).first().waitFor();
      for (const label of ['1 Day', '1 Week', '1 Year', 'From Burn', 'From Genesis']) {
        await chooseRange(page, 'Circulation Supply range', label);
        expect(await drawn(page, 'supply-chart')).toBe(1);
      }
      expect(await page.getByText('From Genesis shows the circulation from the initial reserve allocation, not from block 0.').isVisible()).toBe(true);
      for (const block of ['Circulating Supply Change', 'Current Supply', 'Burnt']) expect(await page.getByRole('region', { name: block }).isVisible()).toBe(true);

      // On-Chain Status: transactions (1 Month default) and accounts (1 Year default).
      await page.getByRole('tab', { name: 'On-Chain Status' }).click();
      await page.waitForURL(/tab=onchain/);
      expect(await page.getByRole('group', { name: 'Transaction range' }).getByRole('radio', { name: '1 Month' }).isChecked()).toBe(true);
      expect(await drawn(page, 'tx-count-chart')).toBe(1);
      for (const label of ['3 Months', '1 Year']) {
        await chooseRange(page, 'Transaction range', label);
        expect(await drawn(page, 'tx-fee-chart')).toBe(1);
      }
      expect(await page.getByRole('group', { name: 'Accounts range' }).getByRole('radio', { name: '1 Year' }).isChecked()).toBe(true);
      await chooseRange(page, 'Accounts range', '3 Years');
      expect(await drawn(page, 'total-accounts-chart')).toBe(1);
      expect(await drawn(page, 'active-accounts-chart')).toBe(1);

      // Staking: all councils, then one with its ratio bar; every range; the governance policy.
      await page.getByRole('tab', { name: 'Staking' }).click();
      expect(await drawn(page, 'apy-chart')).toBe(1);
      for (const label of ['3 Months', '1 Year', 'All']) {
        await chooseRange(page, 'Staking range', label);
        expect(await drawn(page, 'reward-chart')).toBe(1);
      }
      await page.getByRole('combobox', { name: 'Councils shown' }).selectOption('member');
      await page.getByRole('combobox', { name: 'GC Member' }).waitFor();
      await page.getByRole('meter', { name: 'Current Staking Ratio' }).waitFor();
      const policy = page.getByTestId('governance-policy');
      expect(await policy.textContent()).toMatch(/5,000,000 KLAY.*KLAY\/Block.*86,400 Blocks.*GC Reward50%.*Community Fund\d+%.*Foundation Fund\d+%/);

      // Ranking: the table on desktop, cards and a filter sheet on phones.
      await page.getByRole('tab', { name: 'Ranking' }).click();
      await page.getByRole('heading', { name: 'Project Ranking' }).waitFor();
      if (width === 'desktop') {
        const table = page.getByTestId('ranking-table');
        await table.waitFor();
        const headers = await table.getByRole('columnheader').allTextContents();
        expect(headers).toEqual(['No.', 'Service', 'Project', 'Category', 'Contract Address', 'Tx Count']);
        const rows = await table.getByRole('row').count();
        expect(rows - 1).toBeGreaterThan(5);
        expect(rows - 1).toBeLessThanOrEqual(30);
        for (const days of ['1', '7', '90']) {
          await page.getByRole('combobox', { name: 'Duration' }).selectOption(days);
          await page.getByTestId('ranking-table').or(page.getByText('There are no data.')).first().waitFor();
        }
        await page.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
        await page.getByRole('columnheader', { name: 'Tx Fee (KLAY)' }).waitFor();
        await page.getByRole('combobox', { name: 'Projects' }).selectOption('gc');
        await page.getByTestId('ranking-table').or(page.getByText('There are no data.')).first().waitFor();
      } else {
        await page.getByTestId('ranking-cards').waitFor();
        await page.getByRole('button', { name: 'Filter' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filter' });
        await sheet.getByRole('combobox', { name: 'Projects' }).selectOption('gc');
        await sheet.getByRole('combobox', { name: 'Duration' }).selectOption('7');
        await sheet.getByRole('button', { name: 'Reset' }).click();
        expect(await sheet.getByRole('combobox', { name: 'Projects' }).inputValue()).toBe('all');
        await sheet.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
        await sheet.getByRole('button', { name: 'Apply' }).click();
        await page.getByTestId('ranking-cards').getByText(/Tx Fee \(KLAY\)/).first().waitFor();
      }
      expect(blocked).toEqual([]);
      await context.close();
    });
  }

  it('shows a dashed line and a tooltip on hover, and the supply the chain holds', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Status'));
    const chart = page.getByTestId('supply-chart');
    await chart.waitFor();
    const box = (await chart.locator('svg').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}Circulating Supply[\d,]+ KLAY/);
    // The dashed vertical hover line (drawn with the tooltip, outside the chart's own svg).
    expect(await page.locator('line[stroke-dasharray="4 4"]').count()).toBeGreaterThan(0);

    // Total supply as the chain's own accounting says.
    const client = createPublicClient({ transport: http(inject('rpcUrl')), cacheTime: 0 });
    const supply = (await client.request({ method: 'kaia_getTotalSupply' as 'eth_chainId', params: ['latest'] as never })) as unknown as { totalSupply: string };
    const whole = formatEther(BigInt(supply.totalSupply)).split('.')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(await page.getByRole('region', { name: 'Current Supply' }).textContent()).toContain(`Total${whole}`);
    await context.close();
  });

  it('shows the tooltips of the staking charts as the spec writes them', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Status?tab=staking'));
    for (const [testId, pattern] of [
      ['apy-chart', /APY[\d.]+%$/],
      ['reward-chart', /Proposer Reward[\d,.]+ KLAY[\d,.]+$/],
      ['estimated-chart', /Estimated Annual Reward[\d,.]+ KLAY$/],
    ] as const) {
      const chart = page.getByTestId(testId);
      await chart.waitFor();
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.locator('svg').first().boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.6);
      const tooltip = page.getByTestId('chart-tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toMatch(pattern);
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('is used with the keyboard: tabs, range choices and the filter sheet', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Status'));
    await drawn(page, 'supply-chart');
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');

    // Tabs: arrows move and choose (wrapping), Home and End jump; the chosen tab has the focus.
    await page.getByRole('tab', { name: 'Tokenomics' }).focus();
    for (const [key, name, query] of [
      ['ArrowRight', 'On-Chain Status', 'onchain'],
      ['End', 'Ranking', 'ranking'],
      ['ArrowRight', 'Tokenomics', 'tokenomics'],
      ['ArrowLeft', 'Ranking', 'ranking'],
      ['Home', 'Tokenomics', 'tokenomics'],
    ] as const) {
      await page.keyboard.press(key);
      await page.waitForURL(new RegExp(`tab=${query}`));
      await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
      await expect.poll(focusedName, { timeout: 15_000 }).toBe(name);
    }

    // Range choices: one tab stop, arrows choose the next range and the chart follows.
    const ranges = page.getByRole('group', { name: 'Circulation Supply range' });
    await ranges.getByRole('radio', { name: '1 Month', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => ranges.getByRole('radio', { name: '1 Year', exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => ranges.getByRole('radio', { name: '1 Month', exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => ranges.getByRole('radio', { name: '1 Week', exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await drawn(page, 'supply-chart')).toBe(1);
    await page.keyboard.press('Tab');
    expect(await ranges.evaluate((group) => group.contains(document.activeElement))).toBe(false);
    await context.close();
  });

  it('opens, cancels and applies the filter sheet with the keyboard on a phone', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/Status?tab=ranking'));
    const cards = page.getByTestId('ranking-cards');
    await cards.waitFor();
    const filter = page.getByRole('button', { name: 'Filter' });
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    const filterFocused = () => filter.evaluate((node) => node === document.activeElement);

    // Escape closes the sheet without applying its choices, and focus returns to Filter.
    await filter.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await sheet.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(filterFocused, { timeout: 15_000 }).toBe(true);
    expect(await cards.getByText(/Tx Count/).count()).toBeGreaterThan(0);
    expect(await cards.getByText(/Tx Fee \(KLAY\)/).count()).toBe(0);

    // Apply, reached with Tab and pressed with Enter, applies them; focus returns to Filter again.
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    expect(await sheet.getByRole('combobox', { name: 'Rank by' }).inputValue()).toBe('txcount');
    await sheet.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
    await sheet.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    expect(await sheet.getByRole('button', { name: 'Apply' }).evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await cards.getByText(/Tx Fee \(KLAY\)/).first().waitFor();
    await expect.poll(filterFocused, { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  for (const [width, viewport] of [['desktop', VIEWPORTS.desktop], ['mobile', VIEWPORTS.mobile]] as const) {
    it(`says "There are no data." when the ranking has nothing or its call fails (${width})`, async () => {
      const { context } = await newContext(browser, viewport);
      const page = await context.newPage();
      // Nothing ranked by count; the fee ranking's call fails (spec §8: a failed list shows the empty state).
      await page.route(/\/v1\/status\/txcount_rank\?/, (route) => route.fulfill({ json: { code: 200, result: [] } }));
      await page.route(/\/v1\/status\/txfee_rank\?/, (route) => route.fulfill({ status: 500, json: { code: 500, err_msg: 'unavailable', err_code: 'server_error' } }));
      await page.goto(url('/Status?tab=ranking'));
      await page.getByRole('heading', { name: 'Project Ranking' }).waitFor();
      await page.getByText('There are no data.', { exact: true }).waitFor();
      expect(await page.getByTestId('ranking-table').count()).toBe(0);
      expect(await page.getByTestId('ranking-cards').count()).toBe(0);
      const failed = page.waitForResponse(/\/v1\/status\/txfee_rank\?/, { timeout: 15_000 });
      if (width === 'desktop') {
        await page.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
      } else {
        await page.getByRole('button', { name: 'Filter' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filter' });
        await sheet.getByRole('combobox', { name: 'Rank by' }).selectOption('txfee');
        await sheet.getByRole('button', { name: 'Apply' }).click();
        await sheet.waitFor({ state: 'detached' });
      }
      expect((await failed).status()).toBe(500);
      await expect.poll(() => page.getByText('There are no data.', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByTestId('ranking-table').count()).toBe(0);
      expect(await page.getByTestId('ranking-cards').count()).toBe(0);
      await context.close();
    });
  }

  it.each(['dark', 'light'] as const)('has no serious accessibility violations on any tab (%s)', async (theme) => {
    const { context } = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    for (const [tab, testId] of [['tokenomics', 'supply-chart'], ['onchain', 'tx-count-chart'], ['staking', 'apy-chart'], ['ranking', 'ranking-table']] as const) {
      await page.goto(url(`/Status?tab=${tab}`));
      await page.getByTestId(testId).waitFor();
      expect(await seriousAxeViolations(page), tab).toEqual([]);
    }
    await context.close();
  });
});

type SupplyAnswer = { result: { klay_supply: { block_time: string; circulating_supply: string }[] } };
const SUPPLY_QUERY: Record<string, string> = { '1 Week': 'days=7', '1 Month': 'days=30', '1 Year': 'days=365', 'From Burn': 'from=burn', 'From Genesis': 'from=genesis' };

/** The supply line's points (SVG x, y) and the time axis' ticks (label, SVG x), as drawn. */
function drawnSupply(page: Page) {
  return page.getByTestId('supply-chart').evaluate((chart) => {
    const d = chart.querySelector('svg path')!.getAttribute('d')!;
    const points = [...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const ticks = [...chart.querySelectorAll('.chart-axis-time .visx-axis-tick text')].map((text) => ({ label: text.textContent!, x: Number(text.getAttribute('x')) }));
    return { points, ticks };
  });
}

describe('Status: the Circulation Supply chart on a time scale', () => {
  it.each([
    { width: 1440, count: 12 },
    { width: 390, count: 6 },
  ])('draws every range by time, with distinct date ticks at their own dates ($width px)', async ({ width, count }) => {
    const { context, page } = await openAsReturning(browser, url('/Status'), { width, height: 900 });
    const chart = page.getByTestId('supply-chart');
    await chart.locator('.chart-axis-time .visx-axis-tick').first().waitFor({ timeout: 15_000 });
    for (const range of Object.keys(SUPPLY_QUERY)) {
      const answer = (await (await fetch(url(`/v1/klay/supply?${SUPPLY_QUERY[range]}&size=600`))).json()) as SupplyAnswer;
      const times = answer.result.klay_supply.map((p) => Date.parse(p.block_time));
      await page.getByRole('group', { name: 'Circulation Supply range' }).getByText(range, { exact: true }).click();
      // Drawn when the line has this range's points and its last tick is this range's last day.
      await poll(async () => (await drawnSupply(page)).points.length).toBe(times.length);
      await whenStill(page);
      const { points, ticks } = await drawnSupply(page);
      // A point's x is proportional to its time: the unevenly spaced samples sit where they belong.
      const x = (t: number) => points[0]!.x + ((t - times[0]!) / (times.at(-1)! - times[0]!)) * (points.at(-1)!.x - points[0]!.x);
      const worst = Math.max(...points.map((p, i) => Math.abs(p.x - x(times[i]!))));
      expect({ range, worst: worst < 1 }).toEqual({ range, worst: true });
      // Ticks: at most the spec's count, distinct, each at the instant its label names (in the reader's zone).
      expect(ticks.length, range).toBeGreaterThanOrEqual(Math.min(count, 5));
      expect(ticks.length, range).toBeLessThanOrEqual(count);
      expect(new Set(ticks.map((t) => t.label)).size, `${range}: ${ticks.map((t) => t.label).join(' ')}`).toBe(ticks.length);
      const instants = await page.evaluate(
        ({ labels, first, last }) =>
          labels.map((label) => {
            const years = [new Date(first).getFullYear(), new Date(last).getFullYear()];
            const month = /^(\d{4})\.(\d{2})$/.exec(label);
            if (month) return new Date(Number(month[1]), Number(month[2]) - 1, 1).getTime();
            const day = /^(?:(\d{4})\.)?(\d{2})\.(\d{2})$/.exec(label)!;
            const candidates = (day[1] ? [Number(day[1])] : years).map((year) => new Date(year, Number(day[2]) - 1, Number(day[3])).getTime());
            return candidates.find((t) => t >= first && t <= last) ?? Number.NaN;
          }),
        { labels: ticks.map((t) => t.label), first: times[0]!, last: times.at(-1)! },
      );
      ticks.forEach((tick, i) => expect({ range, tick: tick.label, off: Math.abs(tick.x - x(instants[i]!)) < 1 }).toEqual({ range, tick: tick.label, off: true }));
    }
    // From Genesis starts at the initial reserve allocation, as its note says: no spike at the start.
    expect(await page.getByText('From Genesis shows the circulation from the initial reserve allocation, not from block 0.').isVisible()).toBe(true);
    const { points } = await drawnSupply(page);
    const height = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(Math.abs(points[1]!.y - points[0]!.y)).toBeLessThan(Math.max(height * 0.1, 2));
    await context.close();
  });

  it('keeps From Genesis free of the samples before the reserve allocation (the API)', async () => {
    const genesis = ((await (await fetch(url('/v1/klay/supply?from=genesis&size=600'))).json()) as SupplyAnswer).result.klay_supply;
    const [first, second] = genesis.map((p) => Number(p.circulating_supply));
    expect(Math.abs(second! - first!) / second!).toBeLessThan(0.01);
  });
});

describe('Status Ranking: the filter sheet on a phone', () => {
  it.each([390, 320])('opens as a bottom sheet the width of the screen at %i px', async (width) => {
    const { context, page } = await openAsReturning(browser, url('/Status?tab=ranking'), { width, height: 800 });
    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    // The sheet slides up: measured once it has come to rest.
    await whenStill(page);
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(width);
    expect(Math.round(box.y + box.height)).toBe(800);
    expect(await sheet.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
    await sheet.getByRole('button', { name: 'Reset' }).click();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await poll(() => sheet.count()).toBe(0);
    await context.close();
  });
});
