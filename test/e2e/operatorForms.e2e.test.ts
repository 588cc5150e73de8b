import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { formatHeaderDateTime } from '@portal/core/format';
import { isResigned } from '@portal/core/rules/councils';
import { pngImage } from '../fixtures/uploadFiles';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { localStack, operatorPage, type SignedIn } from './support/session';

/**
 * The operators' forms, labels and formats (issue 25 §12–§14), with the demo operators' real keys:
 * each check is made at the role and width the point concerns.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string; kff: string } };
/** The seeded agendas the council table and the voting cards are read on (as exports.e2e has them). */
const ACTIVE_AGENDA = 52;

/** A disbursement draft of council 0 made over the API as `signed`, its id. */
async function createDraft(signed: SignedIn, title: string, amount: string): Promise<number> {
  const created = await fetch(url('/v1/proposals/drafts'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signed.token}` },
    body: JSON.stringify({
      title,
      subtitle: '',
      council_id: 0,
      category_id: 3,
      category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount, recipientAccount: privateKeyToAddress(devnetPrivateKey('test/grantee')), withdrawingAccount: contracts.kcf }),
      voting_delay: 86_400,
      voting_period: 7 * 86_400,
      contents: 'A draft the forms test reads.',
      forum_link: 'https://govforum.example.org/t/98',
      extra_link: JSON.stringify([]),
      tags: JSON.stringify([2]),
      kgp: '98',
    }),
  });
  expect(created.status).toBe(200);
  return ((await created.json()) as { result: { id: number } }).result.id;
}

describe('operator forms', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const as = (label: string, path: string, viewport?: { width: number; height: number }) => operatorPage(browser, stack, label, path, viewport);

  it('an activity thumbnail under 816x436 is refused in the form before upload, in the server’s words', async () => {
    const { page } = await as('council-1/admin', '/MyPage/GC/Activity');
    await page.getByRole('heading', { name: 'Activities', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill('Thumbnail size');
    await modal.getByRole('textbox', { name: 'Content' }).fill('A small thumbnail is refused.');
    const save = modal.getByRole('button', { name: 'Save', exact: true });
    const thumbnail = modal.locator('input[type=file][accept^=".png"]');
    await thumbnail.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngImage(400, 225) });
    await modal.getByRole('alert').filter({ hasText: 'Please upload an image of 816x436 or larger.' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await thumbnail.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(816, 436) });
    await modal.getByRole('alert').filter({ hasText: 'Please upload an image of 816x436 or larger.' }).waitFor({ state: 'detached' });
    expect(await save.isDisabled()).toBe(false);
    await page.context().close();
  });

  it('the admin Published cards read Upcoming and Ongoing, as the chips above them do', async () => {
    const { page } = await as('site-admin', '/MyPage?tab=VOTING_LIST');
    const cards = page.getByRole('list', { name: 'Published' }).getByRole('link');
    for (const group of ['Ongoing', 'Upcoming']) {
      await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: new RegExp(`^${group} \\(\\d+\\)$`) }).click();
      await expect.poll(async () => (await cards.allInnerTexts()).map((text) => text.split('\n')[0])).toSatisfy((firsts: string[]) => firsts.length > 0 && firsts.every((f) => f === group));
    }
    expect(await page.getByRole('list', { name: 'Published' }).getByText(/^(Pending|Active)$/).count()).toBe(0);
    await page.context().close();
  });

  it('the public council table’s chip says Absent, the word its rows say, on an open agenda', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await page.goto(url(`/Proposal/Detail?id=${ACTIVE_AGENDA}`));
    const chip = page.getByRole('button', { name: /^Absent \d+$/ });
    await chip.click();
    const rows = page.locator('tbody tr[data-council]');
    await rows.first().waitFor();
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/^Absent\b/);
    expect(await page.getByText(/Not voted yet/).count()).toBe(0);
    await context.close();
  });

  it('an afternoon reads 03:xx PM, not 15:xx PM, on the agenda header (a 12-hour clock)', async () => {
    const agenda = (await (await fetch(url(`/v1/proposals/${ACTIVE_AGENDA}`))).json()) as { result: { preparationEndDate: string } };
    const start = agenda.result.preparationEndDate;
    // A zone where this instant falls at 15:xx, so a 24-hour hour beside PM would show.
    let offset = (15 - new Date(start).getUTCHours() + 24) % 24;
    if (offset > 14) offset -= 24;
    const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: timeZone });
    await page.goto(url(`/Proposal/Detail?id=${ACTIVE_AGENDA}`));
    const shown = page.locator(`time[datetime="${start}"]`).first();
    await shown.waitFor();
    const text = await shown.innerText();
    expect(text).toBe(formatHeaderDateTime(start, { timeZone }));
    expect(text).toMatch(/ 03:\d{2} PM$/);
    await context.close();
  });

  it('a draft’s amount has thousands separators, as the site writes KLAY elsewhere', async () => {
    const { page, signed } = await as('site-admin', '/MyPage');
    const id = await createDraft(signed, `Separators ${Date.now().toString(36)}`, '1500');
    await page.goto(url(`/MyPage/ProposalDraftDetail?id=${id}`));
    await page.getByText('1,500 KLAY', { exact: true }).waitFor();
    expect(await page.getByText('1500 KLAY').count()).toBe(0);
    await fetch(url(`/v1/proposals/drafts/${id}`), { method: 'DELETE', headers: { Authorization: `Bearer ${signed.token}` } });
    await page.context().close();
  });

  it('the GC information dates are typed and shown as yyyy-MM-dd, not the browser’s mm/dd/yyyy picker', async () => {
    const { page } = await as('site-admin', '/MyPage/GC?id=2');
    // A published council's information dialog (the draft's "Edit GC Information" is the same form).
    await page.getByRole('button', { name: 'Edit by Site Operator' }).click();
    const info = page.getByRole('dialog', { name: 'Edit by Site Operator' });
    await info.getByRole('checkbox', { name: 'Joined date: none' }).uncheck();
    const joined = info.getByRole('textbox', { name: 'Joined date', exact: true });
    expect(await joined.getAttribute('type')).toBe('text');
    expect(await joined.getAttribute('placeholder')).toBe('yyyy-MM-dd');
    await joined.fill('2026-05-02');
    expect(await joined.inputValue()).toBe('2026-05-02');
    await joined.fill('05/02/2026');
    await info.getByText('Invalid Date', { exact: true }).waitFor();
    expect(await info.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('the withdrawing account is a choice of the two treasury funds, not free text', async () => {
    const { page } = await as('site-admin', '/MyPage/NewVoting');
    await page.getByRole('combobox', { name: /^Transaction type/ }).selectOption('3');
    const withdrawing = page.getByRole('combobox', { name: /^Withdrawing account/ });
    const offered = await withdrawing.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(offered.map((a) => a.toLowerCase()).sort()).toEqual([contracts.kcf, contracts.kff].map((a) => a.toLowerCase()).sort());
    await withdrawing.selectOption(contracts.kcf);
    expect(await page.getByRole('textbox', { name: /^Withdrawing account/ }).count()).toBe(0);
    await page.context().close();
  });

  it('the proposer list leaves out resigned councils', async () => {
    const councils = ((await (await fetch(url('/v1/councils?order=staking'))).json()) as { result: { id: number; name: string; resigned_at: string | null }[] }).result;
    const resigned = councils.filter((c) => isResigned(c));
    const serving = councils.filter((c) => !isResigned(c));
    expect(resigned.length).toBeGreaterThan(0);
    const { page } = await as('site-admin', '/MyPage/NewVoting');
    const proposer = page.getByRole('combobox', { name: /^Proposer/ });
    await proposer.locator(`option[value="${serving[0]!.id}"]`).waitFor({ state: 'attached' });
    const offered = await proposer.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const c of resigned) expect(offered).not.toContain(String(c.id));
    for (const c of serving) expect(offered).toContain(String(c.id));
    await page.context().close();
  });

  it('Sync Data says it is busy, and cannot be pressed again, until the sync answers', async () => {
    const { page } = await as('site-admin', '/MyPage?tab=TREASURY');
    await page.getByTestId('treasury-editor-table').waitFor();
    // The real sync, held at the browser until the busy state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/treasury/transactions', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sync Data' }).click();
    const busy = page.getByRole('button', { name: 'Syncing…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByText('Successfully synced.').waitFor({ timeout: 60_000 });
    const idle = page.getByRole('button', { name: 'Sync Data' });
    await idle.waitFor();
    expect(await idle.isDisabled()).toBe(false);
    await page.context().close();
  });

  it('the approver list marks the signed-in approver’s own row', async () => {
    const admin = await as('site-admin', '/MyPage');
    const id = await createDraft(admin.signed, `Whose row ${Date.now().toString(36)}`, '10');
    await admin.page.context().close();
    const { page } = await as('secretary/approver-2', `/MyPage/ProposalDraftDetail?id=${id}`);
    const approvers = page.getByRole('list', { name: 'Approvers' });
    await approvers.waitFor();
    const me = privateKeyToAddress(devnetPrivateKey('secretary/approver-2')).toLowerCase();
    const mine = approvers.locator('li[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.getAttribute('data-approver')).toBe(me);
    expect(await mine.getByText('You', { exact: true }).count()).toBe(1);
    expect(await approvers.getByText('You', { exact: true }).count()).toBe(1);
    await fetch(url(`/v1/proposals/drafts/${id}`), { method: 'DELETE', headers: { Authorization: `Bearer ${admin.signed.token}` } });
    await page.context().close();
  });

  it('the Edit GC Information dialog shows its resigned-date row without an inner scroll on a 1440×900 screen', async () => {
    const { page, signed } = await as('site-admin', '/MyPage', { width: 1440, height: 900 });
    const name = `Fits ${Date.now().toString(36).slice(-6)}`;
    const form = new FormData();
    form.set('metadata', JSON.stringify({ name, categories: [1], summary: 'A draft', description: 'A draft council', address: '0x00000000000000000000000000000000000000ef' }));
    const created = await fetch(url('/v1/councils'), { method: 'POST', body: form, headers: { Authorization: `Bearer ${signed.token}` } });
    expect(created.status).toBe(200);
    const councilId = ((await created.json()) as { result: { id: number } }).result.id;
    await page.goto(url(`/MyPage/GC?id=${councilId}`));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'Edit GC Information' });
    const resignedNone = info.getByRole('checkbox', { name: 'Resigned date: none' });
    await resignedNone.waitFor();
    const scrolls = await info.evaluate((dialog) => [...dialog.querySelectorAll('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible').length);
    expect(scrolls).toBe(0);
    const box = (await resignedNone.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await info.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    await info.getByRole('button', { name: 'Cancel' }).click();
    await info.waitFor({ state: 'hidden' });
    // The draft goes as an operator removes one (the page's session has moved on from the token above).
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to remove?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/MyPage$/);
    await page.context().close();
  });
});
