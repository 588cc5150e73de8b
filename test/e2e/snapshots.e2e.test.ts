import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { formatHeaderDateTime } from '@portal/core/format';
import { launchBrowser, newContext } from './support/browser';
import { apiAgenda, deployment, url } from './support/voting';

/**
 * Issue 28, snapshots on change: an agenda's and a council's detail pages arrive with their data
 * (rendered when it changed, served by the local origin), readable with JavaScript off, hydrated
 * without a mismatch or a second request, previewing themselves with their own Open Graph tags,
 * and showing a vote once the indexer has seen it.
 *
 * Agendas: 55 is read as it is (as canIVote does). The vote is on 53, which keyboard.e2e.test.ts
 * votes on as council 2 or 4: this file takes 4 while both are free (keyboard then takes 2), or the
 * one keyboard left.
 */
const READ = 55;
const VOTED = 53;
const COUNCIL = 2;

type Council = { id: number; name: string; summary: string; thumbnail: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const html = async (path: string) => (await fetch(url(path))).text();
const SNAPSHOT = /<meta name="portal-snapshot" content="[^"]+">/;
/** The page's snapshot HTML, once the local origin serves it (the first pass after the stack started, or after the last write). */
async function snapshotOf(path: string): Promise<string> {
  let page = '';
  await expect.poll(async () => SNAPSHOT.test((page = await html(path))), { timeout: 60_000 }).toBe(true);
  return page;
}
const metaOf = (page: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(page)?.[1] ?? null;
const dataOf = (page: string) => JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(page)![1]!) as Record<string, unknown>;
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const figure = async (page: Page, choice: 'Yes' | 'No' | 'Abstain') => Number((await page.getByTestId(`count-${choice}`).textContent())!.replace(/,/g, ''));

async function councilsOf(): Promise<Council[]> {
  return ((await (await fetch(url('/v1/councils?order=staking'))).json()) as { result: Council[] }).result;
}

describe('a page served from its snapshot', () => {
  it("shows the agenda's figures with JavaScript off", async () => {
    await snapshotOf(`/Proposal/Detail?id=${READ}`);
    const agenda = await apiAgenda(READ);
    const { context } = await newContext(browser, undefined, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(`/Proposal/Detail?id=${READ}`));
    expect(await page.locator('#agenda-title').innerText()).toBe(agenda.title);
    expect({ yes: await figure(page, 'Yes'), no: await figure(page, 'No'), abstain: await figure(page, 'Abstain') }).toEqual({
      yes: agenda.yesCount,
      no: agenda.noCount,
      abstain: agenda.abstainCount,
    });
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await context.close();
  });

  it("the GC page shows every council's card with JavaScript off", async () => {
    const snapshot = await snapshotOf('/GC');
    const councils = (await (await fetch(url('/v1/page/councils/main'))).json()) as { result: { councils: Council[] } };
    expect(Object.keys(dataOf(snapshot))).toEqual(['/v1/page/councils/main']);
    const { context } = await newContext(browser, undefined, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/GC'));
    const names = councils.result.councils.map((council) => council.name);
    expect(names.length).toBeGreaterThan(3);
    // The first screen's cards are in the HTML, in list order.
    const text = await page.locator('main').innerText();
    for (const name of names.slice(0, 3)) expect(text).toContain(name);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await context.close();
  });

  // Korean pages too: their times are core's patterns with our own 오전/오후, the same text in Node and Chromium.
  // A reader in Seoul: dates are UTC in the HTML and while hydrating, then in the reader's zone.
  const readers: { path: string; timezoneId?: string }[] = [
    { path: `/Proposal/Detail?id=${READ}` },
    { path: `/ko/Proposal/Detail?id=${READ}` },
    { path: `/Proposal/Detail?id=${READ}`, timezoneId: 'Asia/Seoul' },
    { path: `/GC/Detail?id=${COUNCIL}` },
    { path: `/ko/GC/Detail?id=${COUNCIL}` },
    { path: '/GC' },
    { path: '/ko/GC' },
  ];
  for (const { path, timezoneId } of readers) {
    it(`${path}${timezoneId ? ` in ${timezoneId}` : ''} hydrates without a warning, keeping the painted nodes and asking nothing it holds`, async () => {
      const snapshot = await snapshotOf(path);
      const held = Object.keys(dataOf(snapshot));
      const { context } = await newContext(browser, undefined, timezoneId ? { timezoneId } : {});
      await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.portalPaintedMain = document.querySelector('main'); });`);
      const page = await context.newPage();
      const seen: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/v1/')) asked.push(pathname + search);
      });
      await page.goto(url(path), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 30_000 })
        .toBe(true);
      const kept = await page.evaluate(() => (window as unknown as { portalPaintedMain: Element | null }).portalPaintedMain === document.querySelector('main'));
      expect({ path, kept, seen, askedAgain: asked.filter((p) => held.includes(p)) }).toEqual({ path, kept: true, seen: [], askedAgain: [] });
      if (timezoneId) {
        const end = (await apiAgenda(READ)).votingEndDate;
        const shown = page.locator(`time[datetime="${end}"]`).first();
        expect(snapshot).toContain(`${formatHeaderDateTime(end, { timeZone: 'UTC' })}</time>`);
        await expect.poll(() => shown.textContent()).toBe(formatHeaderDateTime(end, { timeZone: timezoneId }));
      }
      await context.close();
    });
  }
});

describe('a shared link previews its page', () => {
  it("an agenda: its number, title, status, Yes/No/Abstain and the end of voting, and the page's one URL", async () => {
    const page = await snapshotOf(`/Proposal/Detail?id=${READ}`);
    const agenda = await apiAgenda(READ);
    expect(decode(metaOf(page, 'og:title')!)).toBe(`Agenda #${READ}: ${agenda.title}`);
    const description = decode(metaOf(page, 'og:description')!);
    expect(description).toMatch(new RegExp(`^Ongoing\\. Yes ${agenda.yesCount}, No ${agenda.noCount}, Abstain ${agenda.abstainCount}; \\d+ of \\d+ councils voted\\. Voting end: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\.$`));
    expect(metaOf(page, 'description')).toBe(metaOf(page, 'og:description'));
    expect(metaOf(page, 'og:url')).toBe(url(`/Proposal/Detail?id=${READ}`));
    expect(page).toContain(`<link rel="canonical" href="${url(`/Proposal/Detail?id=${READ}`)}">`);
    expect(metaOf(page, 'twitter:card')).toBe('summary');
    expect(decode(metaOf(page, 'twitter:title')!)).toBe(`Agenda #${READ}: ${agenda.title}`);
    // The Korean page previews in Korean, at its own URL.
    const ko = await snapshotOf(`/ko/Proposal/Detail?id=${READ}`);
    expect(decode(metaOf(ko, 'og:title')!)).toBe(`안건 #${READ}: ${agenda.title}`);
    expect(metaOf(ko, 'og:locale')).toBe('ko_KR');
    expect(metaOf(ko, 'og:url')).toBe(url(`/ko/Proposal/Detail?id=${READ}`));
  });

  it('a council: its name, summary and thumbnail', async () => {
    const council = (await councilsOf()).find((c) => c.id === COUNCIL)!;
    const page = await snapshotOf(`/GC/Detail?id=${COUNCIL}`);
    expect(decode(metaOf(page, 'og:title')!)).toBe(`${council.name} | Governance Council Portal`);
    expect(decode(metaOf(page, 'og:description')!)).toBe(council.summary.replace(/\s+/g, ' ').trim().slice(0, 200));
    expect(metaOf(page, 'og:image')).toBe(new URL(council.thumbnail, url('/')).href);
    expect(metaOf(page, 'og:url')).toBe(url(`/GC/Detail?id=${COUNCIL}`));
    // The page's own title, not the site's.
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toContain(council.name);
  });

  it('the GC page, in each language: its own title, description and URL', async () => {
    for (const [path, title] of [['/GC', 'Governance Council | Governance Council Portal'], ['/ko/GC', '거버넌스 카운슬 | Governance Council Portal']] as const) {
      const page = await snapshotOf(path);
      expect({ path, title: decode(metaOf(page, 'og:title')!), url: metaOf(page, 'og:url') }).toEqual({ path, title, url: url(path) });
      expect(decode(metaOf(page, 'description')!).length).toBeGreaterThan(20);
    }
  });
});

describe('after a vote', () => {
  it('the snapshot shows it once the indexer has seen it', async () => {
    const before = await apiAgenda(VOTED);
    const free = [4, 2].filter((id) => before.voting.some((entry) => entry.council.id === id && entry.choice === -1 && entry.power > 0));
    expect(free.length, 'a council of 2 and 4 still free to vote on 53').toBeGreaterThan(0);
    const councilId = free[0]!;
    const voter = deployment().accounts.voters.find((v) => v.councilId === councilId)!;
    const power = before.voting.find((entry) => entry.council.id === councilId)!.power;
    const abi = parseAbi(['function castVote(uint256 proposalId, uint8 choice)']);
    const agenda = (await (await fetch(url(`/v1/proposals/${VOTED}`))).json()) as { result: { proposal_id: number } };
    const client = createPublicClient({ transport: http(inject('rpcUrl')) });
    const wallet = createWalletClient({ account: privateKeyToAccount(voter.privateKey), transport: http(inject('rpcUrl')) });
    const hash = await wallet.writeContract({ address: deployment().contracts.voting, abi, functionName: 'castVote', args: [BigInt(agenda.result.proposal_id), 1], chain: null, gas: 4_000_000n });
    await client.waitForTransactionReceipt({ hash });
    const cast = performance.now();

    // The HTML itself, before any script: the embedded answer and the painted figure. Beside it, when the
    // API (the table) first had the vote: from there on the time is the snapshots', not the indexer's.
    let page = '';
    let inTableAt: number | null = null;
    const inTable = expect
      .poll(
        async () => {
          if ((await apiAgenda(VOTED)).voting.some((entry) => entry.council.id === councilId && entry.choice === 1)) inTableAt ??= performance.now();
          return inTableAt !== null;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    await expect
      .poll(
        async () => {
          page = await html(`/Proposal/Detail?id=${VOTED}`);
          if (!SNAPSHOT.test(page)) return null;
          const answer = dataOf(page)[`/v1/proposals/${VOTED}`] as { yesCount: number; voting: { council: { id: number }; choice: number }[] };
          return answer.voting.find((entry) => entry.council.id === councilId)?.choice ?? null;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(1);
    const seenAt = performance.now();
    await inTable;
    const { context } = await newContext(browser, undefined, { javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(url(`/Proposal/Detail?id=${VOTED}`));
    expect(await figure(noScript, 'Yes')).toBe(before.yesCount + power);
    await context.close();
    console.log(`snapshot showed the vote ${Math.round(seenAt - cast)} ms after its receipt, ${Math.round(seenAt - (inTableAt ?? seenAt))} ms after the API`);
    // Issue 28's target is one indexer interval + 2 s from the block: the interval (and the indexer's own
    // pass, seconds on a loaded machine) is the indexer's; the 2 s after the table has the vote are ours.
    expect(inTableAt, 'the API had the vote before the snapshot').not.toBeNull();
    expect(seenAt - inTableAt!, 'ms from the API answering the vote to the snapshot HTML showing it').toBeLessThan(2_000);
  });
});
