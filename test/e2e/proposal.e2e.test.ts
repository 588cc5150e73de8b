import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickWhenHydrated, launchBrowser, newContext, openAsReturning, pageScrollsSideways, seriousAxeViolations, SETTINGS_HINT_SEEN, VIEWPORTS, whenHydrated } from './support/browser';
import { installInjectedWallet } from './support/wallet';
import { apiAgenda, connectWallet, deployment, forbiddenModulesIn, recordScripts, url, watchPageErrors } from './support/voting';

/**
 * The voting screens against the local stack's scenario (59 agendas in every state, their metadata
 * seeded, the fake forum's proposal threads). Read-only: nothing here votes.
 */

const MESSAGES = {
  passed: 'This agenda has been passed. We are preparing to execute the contents.',
  executed: 'The voting for this agenda has been executed. Thank you for your participation.',
  expired: 'The voting for this agenda has expired due to an implementation failure.',
  undecided: 'The agenda remains undecided.',
  rejected: 'This agenda has been rejected.',
  powerUnmet: 'The voting power threshold has not been met yet, so the result is not valid yet.',
};

/** One agenda of the scenario per state (and per text-agenda site state), and how its page reads. */
const STATES = [
  { name: 'Pending', id: 56, state: 0, header: 'Upcoming', list: 'Upcoming', badge: null, countdown: /^\(starts in \d+ (days?|hours?|minutes?)/, notices: [] },
  { name: 'Active', id: 55, state: 1, header: 'Ongoing', list: 'Ongoing', badge: null, countdown: /^\(ends in \d+ (days?|hours?|minutes?)/, notices: [MESSAGES.powerUnmet] },
  { name: 'Canceled', id: 6, state: 2, header: 'Closed', list: 'Undecided', badge: null, countdown: /^\(closed\)$/, notices: [MESSAGES.undecided] },
  { name: 'Failed', id: 4, state: 3, header: 'Closed', list: 'Undecided', badge: null, countdown: /^\(closed\)$/, notices: [MESSAGES.undecided] },
  { name: 'Passed', id: 47, state: 4, header: 'Closed', list: 'Passed', badge: 'Ready', countdown: /^\(closed\)$/, notices: [MESSAGES.passed] },
  { name: 'Passed text agenda (no site state)', id: 20, state: 4, header: 'Closed', list: 'Passed', badge: 'In Progress', countdown: /^\(closed\)$/, notices: [MESSAGES.passed] },
  { name: 'Passed text agenda (site state Executed)', id: 1, state: 4, header: 'Closed', list: 'Passed', badge: 'Executed', countdown: /^\(closed\)$/, notices: [MESSAGES.executed] },
  { name: 'Queued', id: 45, state: 5, header: 'Closed', list: 'Passed', badge: 'In Progress', countdown: /^\(closed\)$/, notices: [MESSAGES.passed] },
  { name: 'Expired', id: 5, state: 6, header: 'Closed', list: 'Passed', badge: 'Expired', countdown: /^\(closed\)$/, notices: [MESSAGES.expired] },
  { name: 'Executed', id: 2, state: 7, header: 'Closed', list: 'Passed', badge: 'Executed', countdown: /^\(closed\)$/, notices: [MESSAGES.executed] },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Voting screens', () => {

  async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const { context, blocked } = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(url(path));
    return { context, page, errors, blocked };
  }

  /** The history's rows (not the category tags listed inside each). */
  const rowsOf = (page: Page) => page.locator('ul[aria-label="Voting history"] > li');

  describe('/Proposal', () => {
    it('VOTING: Ongoing and Upcoming show their first 3 with the KGP-25 banner; See more opens the list', async () => {
      const { context, page, errors, blocked } = await open('/Proposal');
      const banner = page.getByRole('complementary', { name: 'Notice' });
      expect(await banner.innerText()).toContain('Voting on agenda KGP-25 was resumed as agenda No.44.');
      expect(await banner.getByRole('link', { name: 'Go to agenda No.44' }).getAttribute('href')).toBe('/Proposal/Detail?id=44');
      expect(await page.getByRole('tab', { name: 'VOTING' }).getAttribute('aria-selected')).toBe('true');

      const ongoing = page.getByRole('list', { name: 'Ongoing' });
      await ongoing.waitFor();
      expect(await ongoing.getByRole('article').count()).toBe(3);
      await expect.poll(() => page.getByRole('list', { name: 'Upcoming' }).getByRole('article').count()).toBe(3);
      const firstCard = ongoing.getByRole('article').first();
      expect(await firstCard.innerText()).toMatch(/Ongoing[\s\S]*Voting in progress until block [\d,]+[\s\S]*left/);
      const upcomingCard = page.getByRole('list', { name: 'Upcoming' }).getByRole('article').first();
      expect(await upcomingCard.innerText()).toMatch(/Upcoming[\s\S]*Voting will start at block [\d,]+[\s\S]*Estimated\s+\d{4}-\d{2}-\d{2}/);
      // A visitor gets no Vote button.
      expect(await page.getByRole('button', { name: 'Vote', exact: true }).count()).toBe(0);

      await page.getByRole('link', { name: 'See more ongoing voting' }).click();
      await page.getByRole('heading', { name: 'ONGOING VOTING AGENDA' }).waitFor();
      expect(new URL(page.url()).search).toBe('?type=on');
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    });

    it('Voting History by all members: chips with counts, Closed includes the ongoing, 10 a page, title search, Reset', async () => {
      const { context, page, errors } = await open('/Proposal');
      const chips = page.getByRole('list', { name: 'Voting status' });
      await chips.getByRole('button', { name: /^All \d+$/ }).waitFor();
      const all = await (await fetch(url('/v1/proposals?history=1'))).json();
      const counts = all.result.counts as { all: number; upcoming: number; ongoing: number; closed: number };
      expect(await chips.getByRole('button').allInnerTexts()).toEqual([`All ${counts.all}`, `Upcoming ${counts.upcoming}`, `Ongoing ${counts.ongoing}`, `Closed ${counts.closed}`]);
      expect(counts.closed).toBe(counts.all - counts.upcoming);
      await expect.poll(() => rowsOf(page).count()).toBe(10);

      await chips.getByRole('button', { name: /^Closed/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('3');
      await expect.poll(async () => (await rowsOf(page).first().innerText()).includes('Ongoing')).toBe(true);

      await page.getByRole('navigation', { name: 'Voting history pages' }).getByRole('button', { name: 'Page 2' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect.poll(async () => (await rowsOf(page).first().innerText()).includes('No.')).toBe(true);

      const search = page.getByRole('textbox', { name: 'Search by title' });
      await search.fill('council');
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('input')).toBe('council');
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await expect.poll(async () => (await rowsOf(page).allInnerTexts()).every((text) => text.toLowerCase().includes('council'))).toBe(true);

      await search.fill('no agenda has this title');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('No results were found for your search').waitFor();
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => rowsOf(page).count()).toBe(10);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Voting History by one member: the member picker sets councilId and each row shows their choice', async () => {
      const { context, page, errors } = await open('/Proposal');
      await (await whenHydrated(page.getByRole('combobox', { name: 'Voting History by' }))).selectOption({ label: 'GC Member' });
      await expect.poll(() => new URL(page.url()).searchParams.get('gcId')).not.toBeNull();
      const member = page.getByRole('combobox', { name: 'GC Member' });
      const strip = (await (await fetch(url('/v1/councils?order=vote'))).json()).result as { id: number; name: string }[];
      expect(strip.some((c) => c.id === 0)).toBe(false);
      const second = strip[1]!;
      await member.selectOption({ label: second.name });
      await expect.poll(() => new URL(page.url()).searchParams.get('gcId')).toBe(String(second.id));
      const votes = (await (await fetch(url(`/v1/proposals/councils/${second.id}?history=1`))).json()).result;
      await expect.poll(async () => (await rowsOf(page).first().getAttribute('data-agenda')) === String(votes.items[0].id)).toBe(true);
      const firstRow = await rowsOf(page).first().innerText();
      // Before voting starts nobody has voted: such a row reads Not started, never Absent.
      const firstChoice = votes.items[0].state === 0 && votes.items[0].choice === -1 ? 'Not started' : { [-1]: 'Absent', 0: 'No', 1: 'Yes', 2: 'Abstain' }[votes.items[0].choice as -1 | 0 | 1 | 2];
      expect(firstRow).toContain(firstChoice);

      await page.goto(url(`/Proposal?gcId=${second.id}&category=3`));
      await expect.poll(() => page.getByRole('combobox', { name: 'GC Member' }).inputValue()).toBe(String(second.id));
      expect(await page.getByRole('list', { name: 'Voting status' }).getByRole('button', { name: /^Closed/ }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('DISCUSSION: the forum’s proposal threads, 10 a page, each opening its topic', async () => {
      const { context, page, errors } = await open('/Proposal');
      await clickWhenHydrated(page.getByRole('tab', { name: 'DISCUSSION' }));
      await expect.poll(() => new URL(page.url()).search).toBe('?tab=discussion');
      const topics = page.getByRole('list', { name: 'Forum topics' }).getByRole('listitem');
      await topics.first().waitFor();
      const api = (await (await fetch(url('/v1/forum/topics/proposal'))).json()).result;
      expect(api.total).toBeGreaterThan(10);
      expect(await topics.count()).toBe(10);
      const link = topics.first().getByRole('link');
      expect(await link.getAttribute('href')).toBe(api.items[0].url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await topics.first().innerText()).not.toContain('![');
      await page.getByRole('navigation', { name: 'Discussion pages' }).getByRole('button', { name: 'Page 2' }).click();
      await expect.poll(() => topics.count()).toBe(api.total - 10);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('LEADERBOARD: participation and voting power (a tie goes to the larger stake), with the data-age note', async () => {
      const { context, page, errors } = await open('/Proposal?tab=leaderboard');
      await page.getByRole('heading', { name: 'Vote Leader Board' }).waitFor();
      expect(await page.getByText('Data may be up to 1 day old and is collected on Singapore time (UTC+8).').isVisible()).toBe(true);
      const stats = (await (await fetch(url('/v1/proposals/status'))).json()).result;
      const power = page.getByRole('region', { name: 'Voting Power' }).getByRole('listitem');
      await power.first().waitFor();
      expect(await power.count()).toBe(stats.voting_powers.length);
      const names = await power.locator('a').allInnerTexts();
      expect(names).toEqual(stats.voting_powers.map((p: { council: { name: string } }) => p.council.name));
      for (let i = 1; i < stats.voting_powers.length; i++) {
        const [a, b] = [stats.voting_powers[i - 1], stats.voting_powers[i]];
        expect(a.votes > b.votes || (a.votes === b.votes && Number(a.staked) >= Number(b.staked))).toBe(true);
      }
      const participation = page.getByRole('region', { name: 'Participation' }).getByRole('listitem');
      const topCount: number = stats.participations[0].cnt;
      expect(await participation.first().innerText()).toContain(`${topCount} ${topCount === 1 ? 'time' : 'times'}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('/Proposal/List', () => {
    it('lists the upcoming agendas 9 a page with the category chips, a search applied by Enter or the button, a clear button and Reset', async () => {
      const { context, page, errors } = await open('/Proposal/List?type=up');
      await page.getByRole('heading', { name: 'UPCOMING VOTING AGENDA' }).waitFor();
      const cards = page.getByRole('list', { name: 'UPCOMING VOTING AGENDA' }).getByRole('article');
      await cards.first().waitFor();
      const upcoming = (await (await fetch(url('/v1/proposals?category=1&size=9'))).json()).result;
      expect(await cards.count()).toBe(Math.min(9, upcoming.total));

      const search = page.getByRole('textbox', { name: 'Search by title' });
      expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
      const word = (upcoming.items[0].title as string).split(' ')[0]!.toLowerCase();
      await search.fill(word);
      expect(await page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(true);
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('input')).toBe(word);
      await expect.poll(async () => (await cards.locator('h3').allInnerTexts()).every((title) => title.toLowerCase().includes(word))).toBe(true);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('input')).toBeNull();

      await page.getByRole('list', { name: 'Category' }).getByRole('button', { name: 'Technology' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('4');
      await search.fill('nothing like this');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('No results were found for your search').waitFor();
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?type=up');
      await expect.poll(() => cards.count()).toBe(Math.min(9, upcoming.total));

      await page.getByRole('button', { name: 'Back to Voting' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/Proposal');
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('/Proposal/Detail: every state reads its own badge and notice', () => {
    it.each(STATES)('$name (agenda $id)', async (expected) => {
      const agenda = await apiAgenda(expected.id);
      expect(agenda.state).toBe(expected.state);
      const { context, page, errors } = await open(`/Proposal/Detail?id=${expected.id}`);
      await page.getByRole('heading', { name: 'Votes' }).waitFor();
      expect(await page.getByRole('heading', { name: 'VOTING AGENDA DETAIL' }).isVisible()).toBe(true);
      const header = page.getByRole('region', { name: (await page.locator('#agenda-title').innerText()).trim() });
      expect(await header.locator('[data-status]').first().innerText()).toBe(expected.header);
      expect(await page.getByTestId('countdown').innerText()).toMatch(expected.countdown);
      const badge = page.getByTestId('result-badge');
      if (expected.badge) expect(await badge.innerText()).toBe(expected.badge);
      else expect(await badge.count()).toBe(0);
      const notices = page.getByRole('list', { name: 'Notices' }).getByRole('listitem');
      expect(await notices.allInnerTexts()).toEqual(expected.notices);
      // The figures and both minimum markers, from the API's tally.
      const cast = agenda.yesCount + agenda.noCount + agenda.abstainCount;
      expect(Number((await page.getByTestId('participated-power').innerText()).replace(/,/g, ''))).toBe(cast);
      expect(await page.getByTestId('gc-participation').innerText()).toBe(`${agenda.votersCount} / ${agenda.eligibleNodes}`);
      const markers = await page.getByTestId('minimum-marker').evaluateAll((els) => els.map((el) => Number.parseFloat((el as HTMLElement).style.left)));
      expect(markers).toHaveLength(2);
      const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) * 100 : 0);
      expect(markers[0]).toBeCloseTo(share(agenda.quorumPower, agenda.totalVotes), 3);
      expect(markers[1]).toBeCloseTo(share(agenda.quorumCount, agenda.eligibleNodes), 3);
      // Closed agendas are dimmed; open ones are not.
      const closed = expected.state > 1;
      expect(await page.locator('[data-closed]').getAttribute('data-closed')).toBe(String(closed));
      const opacity = await page.getByRole('img', { name: /^Voting rate/ }).evaluate((el) => getComputedStyle(el.parentElement!).opacity);
      expect(opacity).toBe(closed ? '0.5' : '1');
      // A visitor never gets the Vote button.
      expect(await page.getByRole('button', { name: 'Vote', exact: true }).count()).toBe(0);

      // The history list labels it too.
      await page.goto(url(`/Proposal?input=${encodeURIComponent(agenda.title)}`));
      const row = page.locator(`[data-agenda="${expected.id}"]`).first();
      await row.waitFor();
      expect(await row.locator('[data-status]').innerText()).toBe(expected.list);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Failed, read as Rejected (agenda 42: quorum met, Yes short, No no heavier than Yes + Abstain)', async () => {
      const agenda = await apiAgenda(42);
      expect(agenda.state).toBe(3);
      // The API's figures are the contract's; the reading follows from them as the spec says.
      expect(agenda.votersCount >= agenda.quorumCount || agenda.yesCount + agenda.noCount + agenda.abstainCount >= agenda.quorumPower).toBe(true);
      expect(agenda.yesCount).toBeLessThan(agenda.noCount + agenda.abstainCount + 1);
      expect(agenda.noCount).toBeLessThanOrEqual(agenda.yesCount + agenda.abstainCount);

      const { context, blocked } = await newContext(browser);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(url('/Proposal/Detail?id=42'));
      await page.getByRole('heading', { name: 'Votes' }).waitFor();
      expect(Number((await page.getByTestId('count-Abstain').innerText()).replace(/,/g, ''))).toBe(agenda.abstainCount);
      expect(await page.locator('[data-status]').first().innerText()).toBe('Closed');
      expect(await page.getByTestId('result-badge').count()).toBe(0);
      await expect
        .poll(() => page.getByRole('list', { name: 'Notices' }).getByRole('listitem').allInnerTexts(), { timeout: 15_000 })
        .toEqual([MESSAGES.rejected]);
      expect(await page.locator('[data-closed]').getAttribute('data-closed')).toBe('true');

      await page.goto(url(`/Proposal?input=${encodeURIComponent(agenda.title)}`));
      const row = page.locator('[data-agenda="42"]').first();
      await row.waitFor();
      expect(await row.locator('[data-status]').innerText()).toBe('Rejected');
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    });

    it('agenda 33 reads "Resumed in No.44" and offers no Vote button, not even to a voter', async () => {
      const { context, blocked } = await newContext(browser);
      const voter = deployment().accounts.voters[0]!;
      await installInjectedWallet(context, { privateKey: voter.privateKey, rpcUrl: inject('rpcUrl'), chainId: deployment().chainId, as: 'metaMask' });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(url('/Proposal/Detail?id=33'));
      await page.getByRole('heading', { name: 'Votes' }).waitFor();
      expect(await page.locator('#agenda-title').innerText()).toBe('Tokenomics overhaul');
      expect(await page.locator('[data-status]').first().innerText()).toBe('Resumed in No.44');
      await connectWallet(page, 'MetaMask');
      await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(voter.address);
      await page.waitForTimeout(500);
      expect(await page.getByRole('button', { name: /^Vote(d)?$/ }).count()).toBe(0);
      await page.goto(url('/Proposal?input=Tokenomics%20overhaul'));
      expect(await page.locator('[data-agenda="33"] [data-status]').innerText()).toBe('Resumed in No.44');
      expect(errors).toEqual([]);
      expect(blocked.filter((href) => !/web3modal|walletconnect|reown/.test(href))).toEqual([]);
      await context.close();
    });

    it('header: numbers, links menu, voting period, foundation proposer, titled then "Link N" links, transaction details', async () => {
      const { context, page, errors } = await open('/Proposal/Detail?id=20');
      await page.locator('#agenda-title').waitFor();
      const header = page.getByRole('region', { name: 'Technical roadmap 2027' });
      expect(await header.innerText()).toMatch(/No\.20 · KGP-\d+/);
      await header.getByRole('button', { name: 'Agenda links' }).click();
      const menu = page.getByRole('dialog', { name: 'Agenda links' });
      expect(await menu.getByRole('link', { name: 'View on Governance Forum' }).getAttribute('href')).toBe('https://forum.example/t/technical-roadmap-2027/120');
      expect(await menu.getByRole('link', { name: 'View Proposal TX detail' }).getAttribute('href')).toMatch(/\/tx\/0x[0-9a-f]{64}$/);
      await page.keyboard.press('Escape');
      const text = await header.innerText();
      expect(text).toMatch(/Voting Period\s+Block [\d,]+ – [\d,]+\s+\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} (AM|PM) ~ \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} (AM|PM)/);
      expect(text).toMatch(/Proposer\s+Meridian Foundation\s+Foundation/);
      expect(await header.getByRole('link', { name: /Roadmap|Link \d/ }).allInnerTexts()).toEqual(['Roadmap', 'Link 1']);
      expect(text).toContain('Text Only');

      // The pinned KGP-25 banner, the tabs (voting selected) and the back arrow lead to the Proposal page.
      expect(await page.getByRole('complementary', { name: 'Notice' }).innerText()).toContain('Voting on agenda KGP-25 was resumed as agenda No.44.');
      expect(await page.getByRole('tab', { name: 'VOTING' }).getAttribute('aria-selected')).toBe('true');
      await clickWhenHydrated(page.getByRole('tab', { name: 'LEADERBOARD' }));
      await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/Proposal?tab=leaderboard');
      await page.goBack();
      await page.getByRole('button', { name: 'Back to Voting' }).click();
      await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/Proposal');

      await page.goto(url('/Proposal/Detail?id=2'));
      const disbursement = page.getByRole('region', { name: 'Q4 ecosystem grants round' });
      await disbursement.waitFor();
      expect(await disbursement.innerText()).toMatch(/Disbursement[\s\S]*Withdrawing account[\s\S]*Recipient account[\s\S]*Amount\s+2,000,000 KLAY/);

      // A custom transaction lists each call: target, value and its calldata (two on agenda 27).
      const custom = (await (await fetch(url('/v1/proposals/27'))).json()).result as {
        title: string;
        categoryDetails: { txType: string; transactionCode: { target: string; value: string; calldata: string }[] };
      };
      expect(custom.categoryDetails.txType).toBe('CUSTOM_TRANSACTION');
      await page.goto(url('/Proposal/Detail?id=27'));
      const customHeader = page.getByRole('region', { name: custom.title });
      await customHeader.waitFor();
      expect(await customHeader.innerText()).toContain('Custom Transaction');
      const calls = customHeader.locator('details');
      expect(await calls.count()).toBe(2);
      for (const [i, call] of custom.categoryDetails.transactionCode.entries()) {
        await calls.nth(i).locator('summary').click();
        expect(await calls.nth(i).innerText()).toContain(call.calldata);
      }
      expect(await customHeader.innerText()).toMatch(/Target[\s\S]*Value\s+0 KLAY[\s\S]*Calldata/);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('council table: chips with counts, the filter, voting TX links, weights, the tooltip; no foundation', async () => {
      const { context, page, errors } = await open('/Proposal/Detail?id=12');
      const table = page.getByRole('region', { name: 'Governance Council', exact: true });
      await table.waitFor();
      const agenda = await apiAgenda(12);
      const chips = table.getByRole('list', { name: 'Filter by choice' }).getByRole('button');
      const count = (choice: number) => agenda.voting.filter((v) => v.choice === choice).length;
      expect(await chips.allInnerTexts()).toEqual([`All ${agenda.voting.length}`, `Yes ${count(1)}`, `No ${count(0)}`, `Abstain ${count(2)}`, `Absent ${count(-1)}`]);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(agenda.voting.length);
      expect(agenda.voting.some((v) => v.council.id === 0)).toBe(false);
      await chips.filter({ hasText: /^No/ }).click();
      expect(await rows.count()).toBe(count(0));
      for (const text of await rows.allInnerTexts()) expect(text).toMatch(/^No\b/);
      expect(await rows.first().getByRole('link', { name: /on Kaia (Finder|Scope)/ }).getAttribute('href')).toMatch(/\/tx\/0x[0-9a-f]{64}$/);
      expect(await rows.first().innerText()).toMatch(/\d+\.\d{2}%$/);
      await table.getByRole('button', { name: 'About this list' }).hover();
      expect(await page.getByRole('tooltip', { name: /^The list reflects/ }).innerText()).toBe(
        'The list reflects the time the preparation period began. Voting power may change during the preparation period and is confirmed when voting starts.',
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it('fits a phone: VOTING DETAIL, the votes right after the header, Context & Proposal collapsed with its toggle', async () => {
      const { context, page, errors } = await open('/Proposal/Detail?id=1', VIEWPORTS.mobile);
      await page.getByRole('heading', { name: 'Votes' }).waitFor();
      expect(await page.getByText('VOTING DETAIL', { exact: true }).isVisible()).toBe(true);
      const toggle = page.getByRole('button', { name: '... more' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await page.getByRole('button', { name: 'collapse' }).getAttribute('aria-expanded')).toBe('true');
      const [headerTop, votesTop, contextTop] = await Promise.all(
        ['#agenda-title', '#votes-title', '#context-title'].map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top)),
      );
      expect(headerTop).toBeLessThan(votesTop!);
      expect(votesTop).toBeLessThan(contextTop!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('first load and accessibility', () => {
    it.each(['/Proposal', '/Proposal/Detail?id=55'])('%s loads no wallet SDK until Connect is clicked', async (path) => {
      const { context } = await newContext(browser);
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(url(path));
      await page.getByRole('heading', { name: path === '/Proposal' ? 'Ongoing' : 'Votes' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(forbiddenModulesIn(scripts)).toEqual([]);

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await expect.poll(() => forbiddenModulesIn(scripts).some((m) => m.kind === 'wallet SDK'), { timeout: 15_000 }).toBe(true);
      await context.close();
    });

    it.each(['dark', 'light'] as const)('has no serious accessibility violations in the %s theme', async (theme) => {
      const { context } = await newContext(browser);
      await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
      const page = await context.newPage();
      const pages: [string, string][] = [
        ['/Proposal', 'Ongoing'],
        ['/Proposal?tab=discussion', 'Discussion'],
        ['/Proposal?tab=leaderboard', 'Vote Leader Board'],
        ['/Proposal/List?type=on', 'ONGOING VOTING AGENDA'],
        ['/Proposal/Detail?id=52', 'Votes'],
        ['/Proposal/Detail?id=44', 'Votes'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(url(path));
        await page.getByRole('heading', { name: heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
      }
      // The wallet chooser and the vote modal's look alike: check the chooser.
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  });
});

describe('Voting tabs on a phone', () => {
  /** Each tab's label and the tab list itself: content wider than the box means a cut label. */
  async function clippedTabs(page: Page) {
    const tablist = page.getByRole('tablist', { name: 'Voting' });
    await tablist.waitFor();
    return tablist.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const clipped: string[] = [];
      if (list.scrollWidth > list.clientWidth) clipped.push(`tab list ${list.scrollWidth} > ${list.clientWidth}`);
      for (const tab of Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))) {
        const rect = tab.getBoundingClientRect();
        if (tab.scrollWidth > tab.clientWidth) clipped.push(`${tab.textContent} ${tab.scrollWidth} > ${tab.clientWidth}`);
        if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) clipped.push(`${tab.textContent} outside the list`);
      }
      return clipped;
    });
  }

  it.each([390, 320])('shows VOTING, DISCUSSION and LEADERBOARD whole at %i px on /Proposal and on the detail', async (width) => {
    const { context, cspViolations } = await newContext(browser, { width, height: 800 });
    const page = await context.newPage();
    for (const path of ['/Proposal', '/Proposal?tab=leaderboard', '/Proposal/Detail?id=52']) {
      await page.goto(url(path));
      await page.getByRole('tablist', { name: 'Voting' }).waitFor();
      // The detail of another id than the prerendered one is rendered anew over the served HTML.
      await expect.poll(() => page.getByRole('tab').allInnerTexts()).toEqual(['VOTING', 'DISCUSSION', 'LEADERBOARD']);
      expect({ path, clipped: await clippedTabs(page) }).toEqual({ path, clipped: [] });
      // Nor does the page scroll sideways because of them.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});

describe('Proposal detail: the Governance Council table on a phone', () => {
  it.each([390, 320])('shows Status, Name, Voting Power, Voting TX and Weight of every council at %i px, without a sideways scroll', async (width) => {
    const { context, page } = await openAsReturning(browser, url('/Proposal/Detail?id=52'), { width, height: 800 });
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
      }, [SETTINGS_HINT_SEEN, theme]);
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
    const { context, page } = await openAsReturning(browser, url('/Proposal/Detail?id=55'), { width: 1440, height: 900 });
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
