import type { Browser, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * Every admin page (each /MyPage/* route of web/src/App.tsx) and every My Page tab, signed in as the
 * demo site admin, in the dark theme (the default) and in the light one (the stored preference, admin
 * §2.2): each has its own document title, and axe finds no serious or critical violation on it
 * (issue 25). The pages are reached by the app's own navigation (one load, one session restore), as an
 * operator moves between them.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const SITE = 'Governance Council Portal';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Envelope<T> = { code: number; result: T; err_msg?: string };

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${envelope.err_msg}`);
  return envelope.result;
}

/** A client-side navigation (react-router follows popstate): no reload, so no second session restore. */
async function goTo(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(url(path));
  await page.waitForLoadState('networkidle');
}

describe('the admin pages', () => {
  it.each(['dark', 'light'] as const)('each has its own document title and passes axe in the %s theme', async (theme) => {
    const { context } = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('portal:theme', value), theme);
    const page = await context.newPage();
    const { token } = await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage' });
    const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string } };
    // A draft of this test's own, removed at the end, for the draft detail and edit pages.
    const draft = await call<{ id: number }>(token, 'POST', '/v1/proposals/drafts', {
      title: `Admin pages title check ${Date.now()}`,
      council_id: 0,
      category_id: 3,
      category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '1', recipientAccount: privateKeyToAddress(devnetPrivateKey('test/grantee')), withdrawingAccount: contracts.kcf }),
      voting_delay: 86_400,
      voting_period: 7 * 86_400,
      contents: 'Checked for its title.',
      forum_link: 'https://govforum.example.org/t/1',
      tags: JSON.stringify([2]),
    });
    const [note] = await call<ReleaseNote[]>(token, 'GET', '/v1/release_note');
    expect(note).toBeDefined();
    const { items: [agenda] } = await call<{ items: { id: number }[] }>(token, 'GET', '/v1/proposals?category=0&page=1&size=1');
    expect(agenda).toBeDefined();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);

    const pages: [path: string, title: string][] = [
      ['/MyPage?tab=GC_LIST', 'My Page'],
      ['/MyPage?tab=VOTING_LIST', 'My Page'],
      ['/MyPage?tab=SITE_MANAGER', 'My Page'],
      ['/MyPage?tab=TREASURY', 'My Page'],
      ['/MyPage?tab=CONTRACT_LIST', 'My Page'],
      ['/MyPage?tab=RELEASE_NOTE', 'My Page'],
      ['/MyPage/AddGC', 'Add Governance Council Member'],
      ['/MyPage/GC?id=1', 'Manage Governance Council'],
      ['/MyPage/GC/Activity?cid=1', 'Manage Activities'],
      ['/MyPage/GC/ActivityDraft', 'Draft Preview'],
      ['/MyPage/NewVoting', 'New Voting Agenda'],
      [`/MyPage/ProposalDetail?id=${agenda!.id}`, `Agenda No.${agenda!.id}`],
      [`/MyPage/ProposalDraftDetail?id=${draft.id}`, 'Voting Agenda Draft'],
      [`/MyPage/ProposalDraftDetail/Edit?id=${draft.id}`, 'Edit Voting Agenda'],
      ['/MyPage/ProposalDraftDetailPreview', 'Voting Agenda Preview'],
      ['/MyPage/ProposalDraftList', 'Voting Agenda Drafts'],
      ['/MyPage/ProposalPublishedList', 'Published Voting Agendas'],
      ['/MyPage/NewReleaseNote', 'New Release Note'],
      [`/MyPage/EditReleaseNote?id=${note!.id}`, 'Edit Release Note'],
    ];
    const found: { path: string; title: string; violations: unknown[] }[] = [];
    try {
      for (const [path, title] of pages) {
        await goTo(page, path);
        // The page before stays until the route's chunk has come: its title changes once this one renders.
        await page.waitForFunction((expected) => document.title === expected, `${title} | ${SITE}`, { timeout: 15_000 }).catch(() => undefined);
        await page.locator('h1').first().waitFor();
        found.push({ path, title: await page.title(), violations: await seriousAxeViolations(page) });
      }
    } finally {
      await call(token, 'DELETE', `/v1/proposals/drafts/${draft.id}`);
      await context.close();
    }
    expect(found).toEqual(pages.map(([path, title]) => ({ path, title: `${title} | ${SITE}`, violations: [] })));
  }, 240_000);
});
