import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { Council } from '@portal/core/entities/council';
import { addressGroups } from '../../web/src/features/council/addressGroups';
import councilEn from '../../web/src/i18n/messages/en/council.json';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { localStack, operatorPage } from './support/session';

/**
 * What the admin council card and the drafts hold, shown as the public pages show it (issue 25 §5,
 * §8), with the demo operators' real keys: the card lists the council's node, reward and staking
 * addresses with their version chips and renders its description; a node address entered for a
 * council reaches its public detail; a draft's Context & Proposal is rendered markdown on the detail
 * and the preview.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const PHONE = { width: 390, height: 844 } as const;
const MARKDOWN = '## Why this matters\n\nThe **bold claim** and a [forum link](https://govforum.example.org/t/1).\n\n- first point\n- second point';

type Row = { label: string; address: string };

async function publicCouncil(id: number): Promise<Council> {
  const answer = (await (await fetch(url(`/v1/councils/${id}`))).json()) as { result: Council };
  return answer.result;
}

/** The rows of an Addresses panel: each row's label with its version chip, and its address. */
async function addressRows(panel: Locator): Promise<Row[]> {
  return panel.locator('li').evaluateAll((items) =>
    items.map((li) => ({ label: (li.firstElementChild?.textContent ?? '').trim(), address: (li.querySelector('a[title]')?.getAttribute('title') ?? '').toLowerCase() })),
  );
}

/** What the public detail shows for these contracts (staking rows carry their version chip). */
function expectedRows(council: Council): Row[] {
  return addressGroups(council.contracts).flatMap((g) =>
    g.rows.map((r) => {
      const group = councilEn[`addresses.${r.type}`];
      const name = r.number === null ? group : `${group} ${r.number}`;
      return { label: `${name}${r.type === 'staking' ? `V${r.version}` : ''}`, address: r.address.toLowerCase() };
    }),
  );
}

/** The markdown above, rendered: a heading, bold text, a link and a list, and none of its syntax. */
async function expectRendered(block: Locator): Promise<void> {
  await block.getByRole('heading', { name: 'Why this matters' }).waitFor();
  expect(await block.locator('strong').filter({ hasText: 'bold claim' }).count()).toBe(1);
  expect(await block.getByRole('link', { name: /forum link/ }).getAttribute('href')).toBe('https://govforum.example.org/t/1');
  expect(await block.getByRole('listitem').allTextContents()).toEqual(['first point', 'second point']);
  const text = await block.textContent();
  expect(text).not.toContain('**');
  expect(text).not.toContain('## ');
}

describe('operator cards', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const as = (label: string, path: string, viewport?: { width: number; height: number }) => operatorPage(browser, stack, label, path, viewport);

  for (const [who, width, viewport] of [
    ['site-admin', '1440', VIEWPORTS.desktop],
    ['council-2/admin', '390', PHONE],
  ] as const) {
    it(`the council card lists council 2's nodes, reward and staking contracts with version chips, as the public detail does (${who}, ${width} px)`, async () => {
      const { page } = await as(who, '/MyPage/GC?id=2', viewport);
      const council = await publicCouncil(2);
      const counts = Object.fromEntries(addressGroups(council.contracts).map((g) => [g.type, g.rows.length]));
      // The devnet's council 2 (docs/local-stack.md): two nodes, one reward address, two staking contracts.
      expect(counts).toEqual({ node: 2, reward: 1, staking: 2 });
      const card = page.getByRole('region', { name: 'Council information' });
      const addresses = card.getByRole('region', { name: 'Addresses' });
      await addresses.getByRole('heading', { name: 'Staking' }).waitFor();
      expect(await addressRows(addresses)).toEqual(expectedRows(council));
      expect(await addresses.getByText(/^V\d$/).count()).toBe(2);
      await page.context().close();
    });
  }

  it('a node address entered for a council shows on its admin card and, once published, on its public detail; the description renders', async () => {
    // The site admin's token writes (its context is closed: a page load would rotate the token); a
    // site manager, who may view any council, reads the admin card.
    const { page: adminPage, signed } = await as('site-admin', '/MyPage');
    await adminPage.context().close();
    const { page } = await as('site-manager', '/MyPage');
    const auth = { Authorization: `Bearer ${signed.token}` };
    const suffix = Date.now().toString(36).slice(-6);
    const name = `Node trace ${suffix}`;
    const entered = `0x${'ad'.repeat(17)}${suffix.padStart(6, '0').replace(/[^0-9a-f]/g, 'e')}`;
    const edited = `0x${'be'.repeat(17)}${suffix.padStart(6, '0').replace(/[^0-9a-f]/g, 'f')}`;
    const form = new FormData();
    form.set('metadata', JSON.stringify({ name, categories: [1], summary: 'Where the node address goes', description: MARKDOWN, address: entered }));
    const created = await fetch(url('/v1/councils'), { method: 'POST', body: form, headers: auth });
    expect(created.status).toBe(200);
    const councilId = ((await created.json()) as { result: { id: number } }).result.id;
    let version = 1;
    // Admin §4.3: a date is yyyy-MM-ddT00:00:00Z, and "none" is this sentinel.
    const NONE = '9999-12-31T00:00:00Z';
    const info = async (joined: string, address: string) => {
      const body = new FormData();
      body.set('metadata', JSON.stringify({ name, site_conf: { status: '', isFoundation: false }, address, joined_at: joined, resigned_at: NONE }));
      const answer = await fetch(url(`/v1/councils/${councilId}`), { method: 'PUT', body, headers: { ...auth, 'If-Match': String(version) } });
      expect(answer.status).toBe(200);
      version = ((await answer.json()) as { result: { version: number } }).result.version;
    };
    try {
      // The draft: the admin card shows the address Add GC saved, and the description rendered.
      await page.goto(url(`/MyPage/GC?id=${councilId}`));
      const card = page.getByRole('region', { name: 'Council information' });
      await card.getByRole('heading', { name }).waitFor();
      expect(await addressRows(card.getByRole('region', { name: 'Addresses' }))).toEqual([{ label: 'Node', address: entered }]);
      await expectRendered(card.getByRole('region', { name: 'Description' }));

      // Edit GC Information publishes it with another node address: that one, and only it, is public.
      await info(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`, edited);
      expect(expectedRows(await publicCouncil(councilId))).toEqual([{ label: 'Node', address: edited }]);
      await page.goto(url(`/GC/Detail?id=${councilId}`));
      const addresses = page.getByRole('region', { name: 'Addresses' });
      await addresses.getByRole('heading', { name: 'Node' }).waitFor();
      expect(await addressRows(addresses)).toEqual([{ label: 'Node', address: edited }]);
      await expectRendered(page.getByRole('region', { name: 'Description' }));
    } finally {
      // Back to a draft and removed: the shared stack's public list is as it was.
      await info(NONE, edited);
      const removed = await fetch(url(`/v1/councils/${councilId}/draft`), { method: 'DELETE', headers: { ...auth, 'If-Match': String(version) } });
      expect(removed.status).toBe(200);
      await page.context().close();
    }
  });

  it('an approver reads a draft’s Context & Proposal rendered, on the draft detail and on the preview', async () => {
    // A site admin writes the draft (POST is site-admin only); the approver reads it.
    const { page: adminPage, signed } = await as('site-admin', '/MyPage');
    await adminPage.context().close();
    const { page } = await as('secretary/approver-1', '/MyPage');
    const title = `Rendered draft ${Date.now().toString(36)}`;
    const created = await fetch(url('/v1/proposals/drafts'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signed.token}` },
      body: JSON.stringify({
        title,
        subtitle: '',
        council_id: 0,
        category_id: 1,
        category_details: JSON.stringify({ txType: 'TEXT_ONLY' }),
        voting_delay: 86_400,
        voting_period: 7 * 86_400,
        contents: MARKDOWN,
        forum_link: 'https://govforum.example.org/t/98',
        extra_link: JSON.stringify([]),
        tags: JSON.stringify([2]),
        kgp: '98',
      }),
    });
    expect(created.status).toBe(200);
    const draftId = ((await created.json()) as { result: { id: number } }).result.id;
    try {
      await page.goto(url(`/MyPage/ProposalDraftDetail?id=${draftId}`));
      await expectRendered(page.getByRole('region', { name: 'Context & Proposal' }));

      // The preview shows what NEW VOTING AGENDA's Preview stored for it (DraftForm storePreview).
      await page.evaluate(
        ([key, contents]) =>
          sessionStorage.setItem(
            key!,
            JSON.stringify({
              councilName: 'Kaia Foundation',
              values: { title: 'Previewed', subtitle: '', kgp: '97', councilId: '0', categoryId: '1', amount: '', recipientAccount: '', withdrawingAccount: '', transactionCode: '', votingDelayDays: '1', votingPeriodDays: '7', contents, forumLink: 'https://govforum.example.org/t/97', extraLinks: [], tags: [2] },
            }),
          ),
        ['portal.proposalDraftPreview', MARKDOWN],
      );
      await page.goto(url('/MyPage/ProposalDraftDetailPreview'));
      await page.getByRole('heading', { name: 'Previewed' }).waitFor();
      await expectRendered(page.getByRole('region', { name: 'Context & Proposal' }));
    } finally {
      const removed = await fetch(url(`/v1/proposals/drafts/${draftId}`), { method: 'DELETE', headers: { Authorization: `Bearer ${signed.token}` } });
      expect(removed.status).toBe(200);
      await page.context().close();
    }
  });
});
