import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickWhenHydrated, launchBrowser, newContext, seriousAxeViolations } from './support/browser';

/**
 * Issue 18, third part: the council table on a phone, the Status charts' time axis, the Treasury
 * table's widths and the fund toggle, the sticky Rank panel, the filter bottom sheet, the settings
 * hint on a phone, the closed agenda's dimmed Votes panel, and every public route at 1440, 1024, 390
 * and 320 px without a sideways scroll or a clipped label.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const HINT_SEEN = 'portal:settingTooltipShown';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A context whose pages have seen the settings hint (it covers the header for 5 s on a first visit). */
async function open(path: string, viewport: { width: number; height: number }, { firstVisit = false } = {}) {
  const { context } = await newContext(browser, viewport);
  if (!firstVisit) await context.addInitScript((key) => localStorage.setItem(key, '1'), HINT_SEEN);
  const page = await context.newPage();
  await page.goto(url(path));
  return { context, page };
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The text of `selector`'s cells that runs onto a second line, as "column: text". */
function wrappedTexts(page: Page, tableTestId: string, columns: readonly string[]) {
  return page.getByTestId(tableTestId).evaluate((table, wanted) => {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const found: string[] = [];
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        if (!wanted.includes(heads[i]!)) return;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(`${heads[i]}: ${node.textContent!.trim()}`);
        }
      });
    }
    return found;
  }, columns);
}

describe('Proposal detail: the Governance Council table on a phone', () => {
  it.each([390, 320])('shows Status, Name, Voting Power, Voting TX and Weight of every council at %i px, without a sideways scroll', async (width) => {
    const { context, page } = await open('/Proposal/Detail?id=52', { width, height: 800 });
    const table = page.getByRole('table', { name: 'Governance Council votes' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    const layout = await table.evaluate((node) => {
      const card = node.closest('section')!.getBoundingClientRect();
      const wrap = node.parentElement!;
      const cells = [...node.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((td) => {
          const label = getComputedStyle(td, '::before').content.replace(/^"|"$/g, '');
          const box = td.getBoundingClientRect();
          const content = [...td.children].map((child) => child.getBoundingClientRect());
          const inside = [box, ...content].every((r) => r.width > 0 && r.left >= card.left - 0.5 && r.right <= card.right + 0.5 && r.right <= window.innerWidth);
          return { label, inside, text: td.textContent!.trim() };
        }),
      );
      return { cells, wrapScrolls: wrap.scrollWidth > wrap.clientWidth };
    });
    expect(layout.wrapScrolls).toBe(false);
    for (const cells of layout.cells) {
      expect(cells.map((c) => c.label)).toEqual(['Status', 'Name', 'Voting Power', 'Voting TX', 'Weight']);
      expect(cells.filter((c) => !c.inside)).toEqual([]);
      expect(cells.every((c) => c.text.length > 0)).toBe(true);
    }
    // A voted row shows its 10+10 voting transaction whole.
    const voted = rows.filter({ has: page.getByRole('link', { name: /^0x[0-9a-f]{64} on / }) }).first();
    const tx = voted.getByRole('link', { name: /^0x[0-9a-f]{64} on / });
    expect((await tx.textContent())!.trim()).toMatch(/^0x[0-9a-f]{8}\.\.\.[0-9a-f]{10}$/);
    const box = (await tx.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await pageScrollsSideways(page)).toBe(false);
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
    const { context, page } = await open('/Status', { width, height: 900 });
    const chart = page.getByTestId('supply-chart');
    await chart.locator('.chart-axis-time .visx-axis-tick').first().waitFor({ timeout: 15_000 });
    for (const range of Object.keys(SUPPLY_QUERY)) {
      const answer = (await (await fetch(url(`/v1/klay/supply?${SUPPLY_QUERY[range]}&size=600`))).json()) as SupplyAnswer;
      const times = answer.result.klay_supply.map((p) => Date.parse(p.block_time));
      await page.getByRole('group', { name: 'Circulation Supply range' }).getByText(range, { exact: true }).click();
      // Drawn when the line has this range's points and its last tick is this range's last day.
      await poll(async () => (await drawnSupply(page)).points.length).toBe(times.length);
      await page.waitForTimeout(300);
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

describe('Treasury widths', () => {
  const ONE_LINE = ['Date', 'KGP', 'Recipient', 'Value (KLAY)', 'TX'];

  async function checkTable(page: Page, fund: 'KCF' | 'KFF') {
    if (fund === 'KFF') {
      // The prerendered toggle is on screen before the page has hydrated.
      await clickWhenHydrated(page.getByText('KFF (Foundation Fund)'));
      await page.getByRole('heading', { name: 'KFF Transactions' }).waitFor();
      await page.getByTestId('treasury-table').getByText('Liquidity Provision').first().waitFor();
    }
    const table = page.getByTestId('treasury-table');
    await table.locator('tbody tr').first().waitFor();
    expect({ fund, wrapped: await wrappedTexts(page, 'treasury-table', ONE_LINE) }).toEqual({ fund, wrapped: [] });
    const fit = await table.evaluate((node) => {
      const wrap = node.parentElement!;
      const edge = wrap.getBoundingClientRect().right;
      const chips = [...node.querySelectorAll('tbody tr td:last-child a')].map((a) => a.getBoundingClientRect().right);
      return { scrolls: wrap.scrollWidth > wrap.clientWidth, cut: chips.filter((right) => right > edge + 0.5).length, chips: chips.length };
    });
    expect({ fund, ...fit }).toEqual({ fund, scrolls: false, cut: 0, chips: fit.chips });
    expect(fit.chips).toBeGreaterThan(0);
  }

  it('fits all seven columns at 1024 px for both funds: no wrapped date, KGP number, value or hash, the TX column whole', async () => {
    const { context, page } = await open('/Treasury', { width: 1024, height: 800 });
    await checkTable(page, 'KCF');
    await checkTable(page, 'KFF');
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('shows the KFF table at 1440 px with no wrapped date or KGP number', async () => {
    const { context, page } = await open('/Treasury', { width: 1440, height: 900 });
    await checkTable(page, 'KFF');
    await context.close();
  });

  it.each([390, 320])('keeps each fund toggle label on one line inside its pill at %i px', async (width) => {
    const { context, page } = await open('/Treasury', { width, height: 800 });
    const toggle = page.getByRole('group', { name: 'Fund' });
    await toggle.waitFor();
    const labels = await toggle.locator('label').evaluateAll((nodes) =>
      nodes.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const pill = label.getBoundingClientRect();
        return { label: label.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, inside: text.left >= pill.left && text.right <= pill.right };
      }),
    );
    expect(labels).toEqual([
      { label: 'KCF (Community Fund)', lines: 1, inside: true },
      { label: 'KFF (Foundation Fund)', lines: 1, inside: true },
    ]);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('GC Activities: the Rank panel stays in view while the feed scrolls', () => {
  it.each([
    { height: 900, fits: false },
    { height: 1300, fits: true },
  ])('at 1440 × $height', async ({ height, fits }) => {
    const { context, page } = await open('/GC?tab=activities', { width: 1440, height });
    const rank = page.getByRole('region', { name: 'Rank' });
    await page.getByTestId('fee-row').first().waitFor();
    const feedItems = page.getByRole('article');
    await feedItems.last().waitFor();
    // Scroll to the end of the feed, past where the panel began.
    await feedItems.last().evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(300);
    const view = await page.evaluate(() => ({ scrollY: window.scrollY, innerHeight: window.innerHeight, header: document.querySelector('header')!.getBoundingClientRect().bottom }));
    expect(view.scrollY).toBeGreaterThan(900);
    const box = (await rank.boundingBox())!;
    if (fits) {
      // Whole, just below the sticky header.
      expect(box.y).toBeGreaterThanOrEqual(view.header);
      expect(box.y + box.height).toBeLessThanOrEqual(view.innerHeight);
    } else {
      // Taller than the window: its end stays in view at the window's bottom.
      expect(box.y + box.height).toBeLessThanOrEqual(view.innerHeight);
      expect(box.y + box.height).toBeGreaterThan(view.innerHeight - 60);
    }
    await context.close();
  });
});

describe('Status Ranking: the filter sheet on a phone', () => {
  it.each([390, 320])('opens as a bottom sheet the width of the screen at %i px', async (width) => {
    const { context, page } = await open('/Status?tab=ranking', { width, height: 800 });
    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    await page.waitForTimeout(400);
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

describe('The first-visit settings hint on a phone', () => {
  it.each([390, 320])('stays in the header and does not cover the page title at %i px', async (width) => {
    const { context, page } = await open('/GC', { width, height: 800 }, { firstVisit: true });
    for (const path of ['/GC', '/Status', '/Treasury', '/ReleaseNote', '/Proposal']) {
      if (path !== '/GC') {
        await page.evaluate((key) => localStorage.removeItem(key), HINT_SEEN);
        await page.goto(url(path));
      }
      const hint = page.getByRole('tooltip').filter({ hasText: 'You can set up the default explorer and color theme here' });
      await hint.waitFor();
      const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await title.waitFor();
      const [tip, heading, header] = [(await hint.boundingBox())!, (await title.boundingBox())!, (await page.locator('header').first().boundingBox())!];
      const overlaps = tip.x < heading.x + heading.width && heading.x < tip.x + tip.width && tip.y < heading.y + heading.height && heading.y < tip.y + tip.height;
      expect({ path, overlaps }).toEqual({ path, overlaps: false });
      expect({ path, inHeader: tip.y >= header.y - 1 && tip.y + tip.height <= header.y + header.height + 1 }).toEqual({ path, inHeader: true });
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});

describe('Proposal detail: a closed agenda\'s Votes panel is dimmed', () => {
  /** The panel's look: its graphics' strength and whether any text is faded by an opacity. */
  function panelLook(page: Page) {
    return page.locator('section[aria-labelledby="votes-title"]').evaluate((panel) => {
      const alpha = (color: string) => {
        const slash = /\/\s*([\d.]+)\s*\)$/.exec(color);
        if (slash) return Number(slash[1]);
        const rgba = /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(color);
        return rgba ? Number(rgba[1]) : 1;
      };
      const opacityOf = (node: Element | null) => {
        let product = 1;
        for (let el = node; el && el !== document.body; el = el.parentElement) product *= Number(getComputedStyle(el).opacity);
        return product;
      };
      const texts: number[] = [];
      const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.trim()) texts.push(opacityOf(node.parentElement));
      const badge = panel.querySelector('[data-testid="result-badge"]');
      return {
        bars: [...panel.querySelectorAll('[role="img"]')].map((bar) => opacityOf(bar)),
        icons: [...panel.querySelectorAll('svg')].map((icon) => opacityOf(icon)),
        statBorders: [...panel.querySelectorAll('[data-testid="participated-power"]')].map((value) => alpha(getComputedStyle(value.parentElement!).borderTopColor)),
        panelBorder: alpha(getComputedStyle(panel).borderTopColor),
        badgeWash: badge ? alpha(getComputedStyle(badge).backgroundColor) : null,
        fadedTexts: texts.filter((opacity) => opacity < 1).length,
      };
    });
  }

  it('closed (agenda 47): bars, badge wash, icons and borders at half strength, no text faded, and it passes axe in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const { context } = await newContext(browser);
      await context.addInitScript(([key, value]) => {
        localStorage.setItem(key!, '1');
        localStorage.setItem('portal:theme', value!);
      }, [HINT_SEEN, theme]);
      const page = await context.newPage();
      await page.goto(url('/Proposal/Detail?id=47'));
      await page.getByTestId('result-badge').waitFor();
      await page.waitForLoadState('networkidle');
      const look = await panelLook(page);
      expect(look.bars.length).toBe(5);
      expect(look.bars.every((opacity) => opacity === 0.5)).toBe(true);
      expect(look.icons.length).toBeGreaterThan(0);
      expect(look.icons.every((opacity) => opacity === 0.5)).toBe(true);
      expect(look.statBorders.every((a) => a <= 0.5)).toBe(true);
      expect(look.panelBorder).toBeLessThanOrEqual(0.5);
      expect(look.badgeWash).toBeCloseTo(0.08, 2);
      expect(look.fadedTexts).toBe(0);
      expect({ theme, violations: await seriousAxeViolations(page) }).toEqual({ theme, violations: [] });
      await context.close();
    }
  });

  it('open (agenda 55): nothing dimmed', async () => {
    const { context, page } = await open('/Proposal/Detail?id=55', { width: 1440, height: 900 });
    await page.getByRole('heading', { name: 'Votes' }).waitFor();
    await page.getByRole('list', { name: 'Notices' }).waitFor();
    const look = await panelLook(page);
    expect(look.bars.every((opacity) => opacity === 1)).toBe(true);
    expect(look.icons.every((opacity) => opacity === 1)).toBe(true);
    expect(look.statBorders.every((a) => a === 1)).toBe(true);
    expect(look.fadedTexts).toBe(0);
    await context.close();
  });
});

/**
 * Every public route, each with what says it has drawn its content. The boxes that scroll sideways
 * by design (the Home carousel's track, the council strip) are the only ones allowed to.
 */
const ROUTES: [path: string, ready: (page: Page) => Promise<unknown>][] = [
  ['/Home', (page) => page.getByRole('region', { name: 'Latest Discussion' }).getByRole('listitem').first().waitFor({ timeout: 15_000 })],
  ['/GC', (page) => page.getByTestId('council-item').first().waitFor()],
  ['/GC?tab=activities', (page) => page.getByRole('article').first().waitFor()],
  ['/GC?tab=history', (page) => page.getByRole('heading', { name: 'Newly Joined and Resigned' }).waitFor()],
  ['/GC/Detail?id=2', (page) => page.getByTestId('tx-row').first().waitFor()],
  ['/GC/ActivityDetail?id=1', (page) => page.getByRole('article').first().waitFor()],
  ['/Proposal', (page) => page.getByRole('heading', { name: 'Ongoing' }).waitFor()],
  ['/Proposal?tab=discussion', (page) => page.getByRole('heading', { name: 'Discussion' }).first().waitFor()],
  ['/Proposal?tab=leaderboard', (page) => page.getByRole('heading', { name: 'Vote Leader Board' }).waitFor()],
  ['/Proposal/List?type=on', (page) => page.getByRole('heading', { name: 'ONGOING VOTING AGENDA' }).first().waitFor()],
  ['/Proposal/List?type=up', (page) => page.getByRole('heading', { name: 'UPCOMING VOTING AGENDA' }).first().waitFor()],
  ['/Proposal/Detail?id=52', (page) => page.getByRole('table', { name: 'Governance Council votes' }).waitFor()],
  ['/Proposal/Detail?id=47', (page) => page.getByTestId('result-badge').waitFor()],
  ['/Status', (page) => page.getByTestId('supply-chart').locator('.chart-axis-time .visx-axis-tick').first().waitFor({ timeout: 15_000 })],
  ['/Status?tab=onchain', (page) => page.getByTestId('tx-count-chart').locator('.visx-axis-tick').first().waitFor({ timeout: 15_000 })],
  ['/Status?tab=staking', (page) => page.getByTestId('governance-policy').waitFor()],
  ['/Status?tab=ranking', (page) => page.getByRole('heading', { name: 'Project Ranking' }).waitFor()],
  ['/Treasury', (page) => page.getByTestId('treasury-chart').waitFor()],
  ['/Treasury?tab=report', (page) => page.getByTestId('treasury-reports').waitFor()],
  ['/ReleaseNote', (page) => page.getByRole('heading', { name: 'Release Note', level: 1 }).waitFor()],
  ['/Privacy', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
  ['/Terms', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
];

/** What the page shows cut or scrolling sideways: the page itself, boxes that scroll or clip text, text off the screen. */
const LAYOUT_PROBLEMS = () => {
  const problems: string[] = [];
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  const describeElement = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  // Visually hidden for screen readers (clipped to nothing, like a stacked table's head) is not shown.
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility === 'hidden') return false;
    for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).clip.startsWith('rect(0')) return false;
    return true;
  };
  // The boxes that scroll sideways by design, and the chart library's off-screen text measurer.
  const exempt = (el: Element) => el.closest('[aria-roledescription="carousel"] ul, ul[aria-label="GC Member"], body > svg') !== null;
  const textOf = (el: Node) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].filter((r) => r.width > 0);
  };
  for (const el of document.querySelectorAll('body *')) {
    if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1 || !shown(el) || exempt(el)) continue;
    const style = getComputedStyle(el);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') problems.push(`scrolls sideways: ${describeElement(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    else if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis') {
      const box = el.getBoundingClientRect();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || !shown(node.parentElement!)) continue;
        if (textOf(node).some((r) => r.left < box.left - 1 || r.right > box.right + 1)) {
          problems.push(`clips "${node.textContent!.trim().slice(0, 30)}" in ${describeElement(el)}`);
          break;
        }
      }
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent!.trim() || !parent || !shown(parent) || exempt(parent)) continue;
    if (textOf(node).some((r) => r.left < -1 || r.right > width + 1)) problems.push(`text off the screen: "${node.textContent!.trim().slice(0, 30)}"`);
  }
  return [...new Set(problems)];
};

describe('Every public route fits the screen', () => {
  it.each([1440, 1024, 390, 320])('at %i px: no sideways scroll, no clipped label', async (width) => {
    const { context } = await newContext(browser, { width, height: 900 });
    await context.addInitScript((key) => localStorage.setItem(key, '1'), HINT_SEEN);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const [path, ready] of ROUTES) {
      await page.goto(url(path));
      await ready(page);
      // Lazy sections and fonts settle.
      await page.waitForTimeout(600);
      const problems = await page.evaluate(LAYOUT_PROBLEMS);
      if (problems.length > 0) found[path] = problems;
    }
    expect(found).toEqual({});
    await context.close();
  }, 300_000);
});
