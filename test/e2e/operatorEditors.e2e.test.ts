import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import type { RankedContract } from '@portal/core/entities/stats';
import type { TreasuryTransaction } from '@portal/core/entities/treasury';
import { createS3 } from '@portal/core/storage/s3';
import { treasuryFundAbi } from '@portal/devnet/src/abis';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { pngImage } from '../fixtures/uploadFiles';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * The operators' editors (issue 14) on the whole local stack, signed in with the demo operators'
 * real keys: each edit shows on the public Treasury, Status → Ranking and Release Note answers at
 * once, invalid input shows the spec's message and saves nothing, and other roles are refused.
 */
const stack = () => localStack();
const url = (path: string) => `${stack().url}${path}`;
const SITE_ADMIN = devnetPrivateKey('site-admin');
const SITE_MANAGER = devnetPrivateKey('site-manager');
const GC_ADMIN = devnetPrivateKey('council-1/admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function publicRead<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  return ((await response.json()) as { result: T }).result;
}

/** The token each signed-in page holds in memory (no page script can read it from a cookie or storage). */
const liveTokens = new WeakMap<Page, string>();

async function signedInPage(key: Hex, path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const { context } = await newContext(browser, viewport);
  const page = await context.newPage();
  liveTokens.set(page, (await signInAs(page, stack(), key, { path })).token);
  return page;
}

describe('Treasury editor', () => {
  it('a site admin relabels a payment (the public list and CSV follow), and a KGP with letters is refused', async () => {
    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=TREASURY');
    const table = page.getByTestId('treasury-editor-table');
    await table.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await publicRead<TreasuryTransaction[]>('/v1/treasury/transactions/KCF');
    // The editor lists the fund newest first, as the public list does: its first row is before[0].
    const target = before[0]!;
    const label = target.label === 'Marketing Expenses' ? 'Token Swap' : 'Marketing Expenses';

    await table.getByRole('radio').first().check();
    expect(await page.getByLabel('KGP').inputValue()).toBe(target.kgp ?? '');
    const apply = page.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel('KGP').fill('12a');
    await page.getByText('Please enter digits only (0 through 9)').waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel('KGP').fill('314');
    await page.getByRole('radiogroup', { name: 'Label' }).getByRole('radio', { name: label, exact: true }).check();
    await apply.click();
    await page.getByText('Successfully changed.').waitFor();
    expect(await table.getByRole('radio', { checked: true }).count()).toBe(0);

    const after = (await publicRead<TreasuryTransaction[]>('/v1/treasury/transactions/KCF')).find((t) => t.id === target.id)!;
    expect(after).toMatchObject({ label, kgp: '314', value: target.value });
    const csv = await (await fetch(url('/v1/treasury/transactions/KCF/download'))).text();
    expect(csv).toContain(`${label},KGP-314,`);
    await page.context().close();
  });

  it('Sync Data picks up a disbursement made on the devnet a moment before', async () => {
    const deployment = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: Address }; accounts: { deployer: { privateKey: Hex } }; chainId: number };
    const chain = { id: deployment.chainId, name: 'devnet', nativeCurrency: { name: 'KLAY', symbol: 'KLAY', decimals: 18 }, rpcUrls: { default: { http: [inject('rpcUrl')] } } } as const;
    const wallet = createWalletClient({ account: privateKeyToAccount(deployment.accounts.deployer.privateKey), chain, transport: http(inject('rpcUrl')) });
    const hash = await wallet.writeContract({ address: deployment.contracts.kcf, abi: treasuryFundAbi, functionName: 'disburse', args: [privateKeyToAccount(devnetPrivateKey('sync-test')).address, parseEther('3'), 'KGP-8 | Token Swap | Synced by an operator'] });
    await createPublicClient({ chain, transport: http(inject('rpcUrl')) }).waitForTransactionReceipt({ hash });

    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=TREASURY');
    await page.getByTestId('treasury-editor-table').waitFor();
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await page.getByText('Successfully synced.').waitFor({ timeout: 60_000 });
    const listed = await publicRead<TreasuryTransaction[]>('/v1/treasury/transactions/KCF');
    expect(listed.find((t) => t.tx_hash === hash)).toMatchObject({ label: 'Token Swap', kgp: '8', title: 'Synced by an operator' });
    await page.getByTestId('treasury-editor-table').getByText('Synced by an operator').waitFor();
    await page.context().close();
  });

  it('a site manager sees the list without the editing controls, and the API refuses its edit', async () => {
    const page = await signedInPage(SITE_MANAGER, '/MyPage?tab=TREASURY');
    await page.getByTestId('treasury-editor-table').waitFor();
    expect(await page.getByRole('button', { name: 'Sync Data' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    const [first] = await publicRead<TreasuryTransaction[]>('/v1/treasury/transactions/KCF');
    const status = await page.evaluate(async ({ id, token }) => {
      const response = await fetch(`/v1/treasury/transactions/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });
      return response.status;
    }, { id: first!.id, token: liveTokens.get(page) });
    expect(status).toBe(403);
    await page.context().close();
  });
});

describe('Contract List editor', () => {
  it('a bulk category change is visible in the public project ranking', async () => {
    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=CONTRACT_LIST');
    const cards = page.getByTestId('contract-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const ranking = await publicRead<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=50');
    // The admin list is the same ranking, in the same order: its first card is ranking[0].
    const target = ranking[0]!;
    const category = target.sq_category === 'SECURITY' ? 'MEDIA' : 'SECURITY';
    await cards.first().getByRole('checkbox').check();
    await page.getByLabel('New category').selectOption(category);
    await page.getByTestId('bulk-category').getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Successfully changed.').waitFor();
    const shown = await publicRead<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=30');
    expect(shown.find((c) => c.id === target.id)?.sq_category).toBe(category);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.context().close();
  });

  it("edits a contract as a non-member with a logo; a too-long service name shows the spec's message and saves nothing", async () => {
    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=CONTRACT_LIST');
    const first = page.getByTestId('contract-card').first();
    await first.waitFor();
    const rank = Number(await first.getAttribute('data-rank'));
    const before = (await publicRead<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=50')).find((c) => c.rank === rank)!;
    await first.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contract' });
    await dialog.getByTestId('contract-edit-form').waitFor();
    await dialog.getByRole('radio', { name: 'Not GC members' }).check();
    await dialog.getByLabel('Project name').fill('Operator Labs');
    await dialog.getByLabel('Service name').fill('x'.repeat(31));
    await dialog.getByLabel(/^Category/).selectOption('GAME');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter less than 40 characters').waitFor();
    expect((await publicRead<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=50')).find((c) => c.id === before.id)).toEqual(before);

    await dialog.getByLabel('Service name').fill('Operator Swap');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(128, 128) });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully changed.').waitFor();
    const after = (await publicRead<RankedContract[]>('/v1/status/txcount_rank?days=30&limit=30')).find((c) => c.id === before.id)!;
    expect(after).toMatchObject({ council_id: -1, sq_company: 'Operator Labs', sq_service: 'Operator Swap', sq_category: 'GAME' });
    expect(after.sq_logo).toMatch(/^\/uploads\/contractLogo\/[0-9a-f]{64}\.png$/);
    // The logo is stored in the uploads bucket under its content hash, byte for byte.
    const { s3Endpoint, region } = JSON.parse(readFileSync(join(inject('stackDataDir'), 'stack.json'), 'utf8')) as { s3Endpoint: string; region: string };
    const stored = await createS3({ region, endpoint: s3Endpoint }).send(new GetObjectCommand({ Bucket: 'portal-uploads', Key: after.sq_logo!.slice(1) }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(pngImage(128, 128))).toBe(true);
    await page.context().close();
  });
});

/** Typed into a note and rendered on the public page: none of it may run. */
const XSS_CORPUS = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned = 1">',
  '[click](javascript:window.pwned=1)',
  '<a href="javascript:window.pwned=1">html link</a>',
  '```html\n<script>window.pwned = 1</script>\n```',
  '<svg onload="window.pwned = 1"></svg>',
  '<a href="JaVaScRiPt:window.pwned=1">mixed-case link</a>',
  '[data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cucHduZWQ9MTwvc2NyaXB0Pg==)',
  '![image](javascript:window.pwned=1)',
  '<iframe src="javascript:window.pwned=1"></iframe>',
  '<details open ontoggle="window.pwned=1"><summary>toggle</summary></details>',
  '<div style="background:url(javascript:window.pwned=1)" onclick="window.pwned=1">styled</div>',
  '<math><mi xlink:href="javascript:window.pwned=1">formula</mi></math>',
].join('\n\n');

/** A rendered note carries nothing that could run: no script-bearing element, handler or script URL, and nothing ran. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const bodies = [...document.querySelectorAll('[data-testid="release-note-body"]')];
    const elements = bodies.flatMap((body) => [...body.querySelectorAll('*')]);
    return {
      ran: (window as unknown as { pwned?: number }).pwned ?? null,
      elements: elements.filter((e) => ['script', 'svg', 'img', 'iframe', 'object', 'embed', 'style', 'math', 'details', 'form'].includes(e.localName)).map((e) => e.localName),
      handlers: elements.flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style').map((a) => `${e.localName}[${a.name}]`)),
      urls: elements.flatMap((e) => ['href', 'src', 'xlink:href'].map((name) => e.getAttribute(name) ?? '').filter((v) => /^\s*(javascript|data|vbscript):/i.test(v))),
    };
  });
  expect(found).toEqual({ ran: null, elements: [], handlers: [], urls: [] });
}

describe('Release notes', () => {
  it('a release note is published, edited and deleted, and the public page follows each step', async () => {
    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=RELEASE_NOTE');
    await page.getByTestId('release-note-editor').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'NEW RELEASE NOTE' }).waitFor();
    const publish = page.getByRole('button', { name: 'Publish' });
    await page.getByLabel(/^Title/).fill('Operators release');
    expect(await publish.isDisabled()).toBe(true);
    expect(await page.getByLabel('Context').getAttribute('placeholder')).toBe('Write a description');
    expect(await page.getByLabel('Context').getAttribute('rows')).toBe('30');
    await page.getByLabel('Context').fill(`Release body\n\n${XSS_CORPUS}`);
    await publish.click();
    await page.getByText('Successfully published.').waitFor();
    const published = (await publicRead<ReleaseNote[]>('/v1/release_note'))[0]!;
    expect(published.title).toBe('Operators release');

    // The public page renders the corpus and runs none of it.
    const { context } = await newContext(browser);
    const visitor = await context.newPage();
    await visitor.goto(url('/ReleaseNote'));
    await visitor.getByRole('button', { name: /Operators release/ }).click();
    await visitor.getByTestId('release-note-body').getByText('Release body').waitFor();
    await expectInert(visitor);
    // The same note, expanded in the operators' own list, is as inert.
    await page.getByRole('button', { name: /Operators release/ }).click();
    await page.getByTestId('release-note-body').getByText('Release body').waitFor();
    await expectInert(page);

    await page.getByRole('button', { name: `Edit release note #${String(published.id).padStart(3, '0')}` }).click();
    await page.getByRole('heading', { name: 'EDIT RELEASE NOTE' }).waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Operators release');
    await page.getByLabel(/^Title/).fill('Operators release, edited');
    await page.getByRole('button', { name: 'Edit and Publish' }).click();
    await page.getByText('Successfully edited.').waitFor();
    await visitor.reload();
    await visitor.getByRole('button', { name: /Operators release, edited/ }).waitFor();

    await page.getByRole('button', { name: `Delete release note #${String(published.id).padStart(3, '0')}` }).click();
    await page.getByText("Are you sure you want to delete? You can't undo this action.").waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Successfully deleted.').waitFor();
    expect((await publicRead<ReleaseNote[]>('/v1/release_note')).some((n) => n.id === published.id)).toBe(false);
    await visitor.reload();
    await visitor.getByTestId('release-notes').waitFor();
    expect(await visitor.getByRole('button', { name: /Operators release/ }).count()).toBe(0);
    await context.close();
    await page.context().close();
  });

  it('a GC admin is refused: the API answers 403 to its writes', async () => {
    const page = await signedInPage(GC_ADMIN, '/Home');
    const statuses = await page.evaluate(async (token) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const note = await fetch('/v1/release_note', { method: 'POST', headers, body: JSON.stringify({ title: 'x', context: 'y' }) });
      const category = await fetch('/v1/status/contract/category', { method: 'PUT', headers, body: JSON.stringify([{ id: 1, sq_category: 'NFT', version: 0 }]) });
      const sync = await fetch('/v1/treasury/transactions', { method: 'POST', headers });
      return [note.status, category.status, sync.status];
    }, liveTokens.get(page));
    expect(statuses).toEqual([403, 403, 403]);
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('the editors show no desktop-only controls', async () => {
    const page = await signedInPage(SITE_ADMIN, '/MyPage?tab=TREASURY', VIEWPORTS.mobile);
    await page.getByTestId('treasury-editor-table').waitFor();
    expect(await page.getByRole('button', { name: 'Sync Data' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.goto(url('/MyPage?tab=CONTRACT_LIST'));
    await page.getByTestId('contract-card').first().waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await page.goto(url('/MyPage?tab=RELEASE_NOTE'));
    await page.getByTestId('release-note-editor').waitFor();
    expect(await page.getByRole('button', { name: 'New', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) release note/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
