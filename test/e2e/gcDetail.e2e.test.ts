import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatKlay, formatPercent } from '@portal/core/format';
import { ADDRESS_CHIP, CUT_10_10, launchBrowser, newContext, pageScrollsSideways, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { contractTransactionsFromChain, councilStakesFromChain } from './support/gcChain';

/** GC detail (by id and by address), its contracts and their transactions compared with the chain; activity detail and draft preview. */

const url = (path: string) => `${inject('stackUrl')}${path}`;
/** The machine may be busy: give the page time before an expectation fails. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE_320 = { width: 320, height: 700 } as const;

async function txRows(page: Page) {
  const rows = page.getByTestId('tx-row');
  return rows.evaluateAll((nodes) => nodes.map((n) => ({ hash: n.getAttribute('data-hash')!, status: n.getAttribute('data-status')!, cells: [...n.querySelectorAll('td')].map((td) => td.textContent!.trim()) })));
}

/** The page's rows equal the chain's newest transactions of `address` (all of them after `loadAll`). */
async function expectTransactionsOf(page: Page, address: `0x${string}`, loadAll = false) {
  const chain = await contractTransactionsFromChain(address);
  expect(chain.length).toBeGreaterThan(0);
  await poll(async () => (await txRows(page)).map((r) => r.hash)).toEqual(chain.slice(0, 10).map((t) => t.hash));
  const loadMore = page.getByRole('button', { name: 'Load more' });
  expect(await loadMore.count()).toBe(chain.length > 10 ? 1 : 0);
  if (loadAll) {
    for (let shown = 10; shown < chain.length; shown += 10) {
      await loadMore.click();
      await poll(async () => (await txRows(page)).length).toBe(Math.min(shown + 10, chain.length));
    }
    expect(await loadMore.count()).toBe(0);
  }
  const rows = await txRows(page);
  for (const [i, row] of rows.entries()) {
    expect(row.status).toBe(chain[i]!.status === 'success' ? 'success' : 'failed');
    expect(row.cells[0]).toBe(chain[i]!.status === 'success' ? 'Success' : 'Failed');
    expect(row.cells[2]).toBe(formatKlay(chain[i]!.value, { symbol: 'KLAY' }));
    expect(row.cells[3]).toMatch(/^\d+\.\d{2} KLAY$/);
    expect(row.cells[4]).not.toMatch(/^TxType/);
    expect(row.cells[5]).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} (AM|PM)$/);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('GC detail and activity pages', () => {

  it('shows a council’s card, grouped addresses and the chosen contract’s transactions as the chain holds them', async () => {
    const stakes = await councilStakesFromChain();
    const northwind = stakes.get(2)!;
    expect(northwind.contracts).toHaveLength(2);
    const { context, blocked } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC'));
    await page.goto(url('/GC/Detail?id=2'));
    await page.getByRole('heading', { level: 1, name: 'GOVERNANCE COUNCIL DETAIL' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Northwind Exchange', exact: true }).waitFor();
    // The description's own headings sit under its section's (its markdown renderer is a chunk of its own: waited for).
    await page.getByRole('heading', { level: 3, name: 'About Northwind Exchange' }).waitFor();
    expect(await page.getByText('A spot and derivatives exchange serving four million traders in Asia.').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Categories' }).first().textContent()).toBe('Exchange');
    const links = page.getByRole('list', { name: 'Community and website links' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['X', 'Telegram', 'Website', 'docs.northwind.example']);
    expect(await page.getByRole('heading', { level: 2, name: 'Description' }).isVisible()).toBe(true);
    expect(await page.getByText('Custodial staking for retail users').isVisible()).toBe(true);
    expect(await page.getByRole('note').count()).toBe(0);

    // Node, Reward, Staking; the two staking contracts numbered, with their version.
    expect(await page.locator('h3').filter({ hasText: /^(Node|Reward|Staking)$/ }).allTextContents()).toEqual(['Node', 'Reward', 'Staking']);
    const staking1 = page.getByRole('button', { name: 'Staking 1 V2: show its transactions' });
    const staking2 = page.getByRole('button', { name: 'Staking 2 V2: show its transactions' });
    expect(await staking1.getAttribute('aria-pressed')).toBe('true');
    const addresses = page.locator('section[aria-labelledby="gc-addresses"]');
    const chip = addresses.getByRole('link', { name: `${northwind.contracts[0]} on Kaia Finder (opens in a new tab)` });
    expect(await chip.getAttribute('href')).toBe(`https://kaiascan.io/address/${northwind.contracts[0]}`);
    expect(await chip.getAttribute('target')).toBe('_blank');
    expect(await addresses.getByRole('link', { name: `${northwind.nodes[0]} on Kaia Finder (opens in a new tab)` }).count()).toBe(1);

    await expectTransactionsOf(page, northwind.contracts[0]!);
    // Its reverted deposit of nothing is there, as failed.
    expect((await txRows(page)).some((row) => row.status === 'failed' && row.cells[0] === 'Failed')).toBe(true);
    await staking2.click();
    expect(await staking2.getAttribute('aria-pressed')).toBe('true');
    await expectTransactionsOf(page, northwind.contracts[1]!);

    // A node account logs nothing: the network cannot list its transactions.
    await page.getByRole('button', { name: 'Node 1: show its transactions' }).click();
    await page.getByText('There are no contents.').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/GC');
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows the APY of the council’s latest staking day, as the Staking statistics have it', async () => {
    // Today's staking figures move with every block the devnet makes, so each comparison reads both
    // sides at one moment and tries again until they agree, instead of chasing a value read earlier.
    const stakingApy = async () => {
      const response = await fetch(url('/v1/status/staking?cid=4&days=30'));
      return ((await response.json()) as { result: { apy: string }[] }).result[0]?.apy;
    };
    const councilApy = async () => {
      const council = (await (await fetch(url('/v1/councils/4'))).json()) as { result: { staking: { apy: string }[] } };
      return council.result.staking.at(-1)?.apy;
    };
    // The council list takes the day on the indexer's next pass after the staking job has it.
    let agreed: string | undefined;
    await poll(async () => {
      const [staking, council] = await Promise.all([stakingApy(), councilApy()]);
      agreed = staking;
      return staking !== undefined && staking === council;
    }).toBe(true);
    expect(Number(agreed)).toBeGreaterThan(0);
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const figure = page.locator('dt', { hasText: /^APY$/ }).locator('xpath=following-sibling::dd[1]');
    await poll(async () => {
      await page.goto(url('/GC/Detail?id=4'));
      const [shown, council] = await Promise.all([figure.first().innerText(), councilApy()]);
      return shown === formatPercent(council!);
    }).toBe(true);
    await context.close();
  });

  it('finds a council by any of its contract addresses and selects that contract; uses the chosen explorer', async () => {
    const stakes = await councilStakesFromChain();
    const cobalt = stakes.get(8)!;
    const { context } = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('portal:explorer', 'scope'));
    const page = await context.newPage();
    await page.goto(url(`/GC/Detail?addr=${cobalt.contracts[1]!.toLowerCase()}`));
    await page.getByRole('heading', { level: 2, name: 'Cobalt Cloud', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Staking 2 V2: show its transactions' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Staking 3 V2: show its transactions' }).isVisible()).toBe(true);
    await expectTransactionsOf(page, cobalt.contracts[1]!);
    const chip = page.locator('section[aria-labelledby="gc-addresses"]').getByRole('link', { name: `${cobalt.contracts[1]} on Kaia Scope (opens in a new tab)` });
    expect(await chip.getAttribute('href')).toBe(`https://kaiascope.com/account/${cobalt.contracts[1]}`);
    const txChip = page.getByTestId('tx-row').first().getByRole('link');
    expect(await txChip.getAttribute('href')).toMatch(/^https:\/\/kaiascope\.com\/tx\/0x[0-9a-f]{64}$/);

    // Opened first (a shared link), Back goes to the GC page.
    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/GC');
    await context.close();
  });

  it('loads 10 more transactions at a time, and shows a reward account’s transfer', async () => {
    const helios = (await councilStakesFromChain()).get(4)!;
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=4'));
    await page.getByRole('heading', { level: 2, name: 'Helios Digital', exact: true }).waitFor();
    await expectTransactionsOf(page, helios.contracts[0]!, true);
    const rows = await txRows(page);
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(2);
    expect(new Set(rows.map((row) => row.cells[4]))).toEqual(new Set(['EthereumDynamicFee']));

    await page.getByRole('button', { name: 'Reward: show its transactions' }).click();
    await poll(async () => (await txRows(page)).some((row) => row.cells[2] === '1 KLAY')).toBe(true);
    await context.close();
  });

  it('tells that the foundation has no voting rights, and shortens the title on a phone', async () => {
    const { context } = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=1'));
    await page.getByRole('heading', { level: 2, name: 'Meridian Foundation', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('GC DETAIL');
    const note = page.getByRole('note');
    expect(await note.textContent()).toMatch(/no voting rights and is not counted in the quorum/);
    await page.getByTestId('tx-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto(url('/GC/Detail?id=9999'));
    await page.getByText('This Governance Council was not found.').waitFor();
    await context.close();
  });

  it('shows an activity in full with its contracts and the rankings', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/ActivityDetail?id=10&cid=18'));
    await page.getByRole('heading', { level: 2, name: 'Consensus latency research: first results' }).waitFor();
    expect(await page.getByRole('link', { name: 'Polaris University Blockchain Lab' }).getAttribute('href')).toBe('/GC/Detail?id=18');
    expect(await page.getByRole('list', { name: 'Attachments' }).getByRole('link').allTextContents()).toEqual(['Paper draft', 'File-2']);
    expect(await page.getByText('Monthly Transactions').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '... more' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('30');
    await context.close();
  });

  it('previews a draft from session storage: red "Draft Preview", 30-day rankings, nothing operable', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/ActivityDraft'));
    await page.getByText('There are no contents.').waitFor();
    await page.evaluate(() =>
      sessionStorage.setItem(
        'portal:activityDraft',
        JSON.stringify({
          title: 'Winter node maintenance',
          content: 'We will upgrade\u200Bthe nodes.',
          council: { id: 2, name: 'Northwind Exchange', thumbnail: '' },
          attachments: [{ type: 'url', url: 'https://northwind.example/plan', title: '' }],
          contracts: [],
        }),
      ),
    );
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/v1/activities/tx_') && asked.push(new URL(request.url()).search));
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Winter node maintenance' }).waitFor();
    const label = page.getByText('Draft Preview', { exact: true });
    expect(await label.isVisible()).toBe(true);
    const [color, danger] = await label.evaluate((node) => [getComputedStyle(node).color, getComputedStyle(node).borderTopColor]);
    expect(color).toBe(danger);
    const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    expect(await page.getByText('We will upgrade the nodes.').isVisible()).toBe(true);
    expect(await page.getByText('Link-1').isVisible()).toBe(true);
    await poll(() => asked).toEqual(expect.arrayContaining(['?days=30']));
    expect(await page.getByRole('combobox', { name: 'Period' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('draft-preview').evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    await page.getByText('Link-1').click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/GC/ActivityDraft');
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it.each([
    ['/GC/Detail?id=2', 'dark', VIEWPORTS.desktop],
    ['/GC/Detail?id=1', 'light', VIEWPORTS.desktop],
    ['/GC/Detail?id=8', 'dark', VIEWPORTS.mobile],
    ['/GC/Detail?id=2', 'light', VIEWPORTS.mobile],
    ['/GC/ActivityDetail?id=3&cid=2', 'dark', VIEWPORTS.desktop],
    ['/GC/ActivityDetail?id=3&cid=2', 'light', VIEWPORTS.mobile],
  ] as const)('has no serious accessibility violations (%s, %s theme, %o)', async (path, theme, viewport) => {
    const { context } = await newContext(browser, viewport);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    await page.goto(url(path));
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    if (path.startsWith('/GC/Detail')) await page.getByTestId('tx-row').first().waitFor();
    if (path.includes('Activity')) await page.getByTestId('tx-count-chart').or(page.getByText('Coming soon...!')).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** Console errors and failed answers of the context, as they come. */
function watchErrors(context: BrowserContext): { console: string[]; failed: string[] } {
  const seen = { console: [] as string[], failed: [] as string[] };
  context.on('console', (message) => {
    if (message.type() === 'error') seen.console.push(message.text());
  });
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/v1/')) seen.failed.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

describe('GC detail of an unknown council', () => {
  it.each(['/GC/Detail?id=999', '/GC/Detail?addr=0x00000000000000000000000000000000000000ff'])('%s says it was not found, links to the GC list, logs no error', async (path) => {
    const { context } = await newContext(browser);
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(url(path));
    await page.getByText('This Governance Council was not found.').waitFor();
    expect(await page.getByText('There are no contents.').count()).toBe(0);
    const back = page.getByRole('link', { name: 'Go to the GC list' });
    expect(await back.getAttribute('href')).toBe('/GC');
    await back.click();
    await poll(() => new URL(page.url()).pathname).toBe('/GC');
    await page.getByTestId('council-item').first().waitFor();
    expect(errors).toEqual({ console: [], failed: [] });
    await context.close();
  });

  it('still shows a known council by id', async () => {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=1'));
    await page.getByRole('heading', { level: 2, name: 'Meridian Foundation', exact: true }).waitFor();
    expect(await page.getByText('This Governance Council was not found.').count()).toBe(0);
    await context.close();
  });
});

describe('addresses in tables on a phone', () => {
  it('GC detail: the transaction hashes and the contract addresses are cut 10+10, and the page fits 320 px', async () => {
    const { context } = await newContext(browser, PHONE_320);
    const page = await context.newPage();
    await page.goto(url('/GC/Detail?id=2'));
    const row = page.getByTestId('tx-row').first();
    await row.waitFor();
    const hash = (await row.getAttribute('data-hash'))!;
    const shown = (await row.getByRole('link', { name: new RegExp(hash) }).textContent())!.trim();
    expect(shown).toBe(`${hash.slice(0, 10)}...${hash.slice(-10)}`);
    const addresses = await page.getByRole('main').getByRole('list').getByRole('link', { name: ADDRESS_CHIP }).allTextContents();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.trim()).toMatch(CUT_10_10);
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});
