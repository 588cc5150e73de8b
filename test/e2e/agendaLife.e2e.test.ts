import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseAbi, parseEther, type Address, type Hex } from 'viem';
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { startLocalStack, type LocalStack } from '../../scripts/localStack/stack';
import type { Deployment } from '@portal/devnet/src/deployment';
import { launchBrowser, newContext, seriousAxeViolations, VIEWPORTS } from './support/browser';
import { signInAs, type TestStack } from './support/session';

/**
 * Issue 13's "Done when" in the browser, on the devnet with real keys: a site admin writes a
 * disbursement draft out of KCF; the secretary's approvers (weights 2 and 1 of threshold 3) approve it
 * each with their own key (a non-approver and a second approval by the same key are refused); one
 * confirms; the public Proposal pages list it as Upcoming with the draft's words and its disbursement,
 * and say the on-chain content matches the approved draft. Time moves on, councils vote, it passes;
 * the secretary panel queues it, then executes it, and KCF pays exactly the amount. A text agenda goes
 * passed → In Progress → Executed by the site admin's control. Desktop-only controls are absent on a phone.
 *
 * This file runs its OWN local stack (same code, its own devnet, table and ports): moving the chain's
 * clock four days on would expire agendas 45–47 of the shared scenario, which other browser files read
 * as Queued and Passed. Nothing here touches the shared stack.
 */

type Envelope<T> = { code: number; result: T; err_msg?: string };
type AgendaAnswer = { id: number; proposal_id: number; title: string; state: number; site_state: number | null; startBlock: number; endBlock: number; eta: number; block: number | null };
type TypedData = { domain: never; types: never; primaryType: 'Execute'; message: { to: Hex; value: string; data: Hex; nonce: string } };

const votingAbi = parseAbi(['function castVote(uint256 proposalId, uint8 choice)', 'function state(uint256 proposalId) view returns (uint8)']);
const AMOUNT = '1500';
const TEXT_AGENDA = 51; // "Treasury reporting standard": text only, passed, no site state in the scenario.
const PENDING_AGENDA = 56;

describe('an agenda’s whole life from the portal: draft, approvals, propose, vote, queue, execute; a text agenda’s site state', () => {
  let life: LocalStack & { deployment: Deployment };
  let stack: TestStack;
  let browser: Browser;
  let dataDir = '';
  const title = `Node operator grant ${Date.now()}`;
  const recipient = privateKeyToAddress(devnetPrivateKey('test/grantee'));
  let draftId = 0;
  let agenda: AgendaAnswer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-agenda-life-'));
    [life, browser] = await Promise.all([
      startLocalStack({
        dataDir,
        ports: 'free',
        webDir: resolve(import.meta.dirname, '../../web/dist'),
        indexerIntervalMs: 2_000,
        // Under `npm test`, a copy of the scenario played and indexed once (scripts/localStack/playedStack.ts).
        playedStack: process.env.PORTAL_PLAYED_STACK,
        authRateLimitPerMinute: 1_000,
        log: (line) => {
          if (process.env.PORTAL_TEST_VERBOSE) console.log(`[life] ${line}`);
        },
      }),
      launchBrowser(),
    ]);
    stack = { url: life.url, rpcUrl: life.config.RPC_URL, chainId: life.deployment.chainId };
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await life?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const chain = () => createPublicClient({ transport: http(stack.rpcUrl), cacheTime: 0 });
  const mine = async (blocks: number) => {
    if (blocks > 0) await chain().request({ method: 'hardhat_mine' as never, params: [`0x${blocks.toString(16)}`, '0x1'] as never });
  };
  const read = async <T>(path: string, token?: string): Promise<{ status: number; body: Envelope<T> }> => {
    const response = await fetch(`${life.url}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  const agendaNow = async (id: number) => (await read<AgendaAnswer>(`/v1/proposals/${id}`)).body.result;
  /** Waits for the indexer: the API's agenda once `done` holds. */
  async function indexed(id: number, done: (a: AgendaAnswer) => boolean): Promise<AgendaAnswer> {
    await expect.poll(async () => done(await agendaNow(id)), { timeout: 90_000, interval: 1_000 }).toBe(true);
    return agendaNow(id);
  }

  /** A session of the API's own for a key (independent of the browser's, which rotates its token). */
  async function apiToken(label: string): Promise<string> {
    const signer = privateKeyToAccount(devnetPrivateKey(label));
    const post = async <T>(path: string, body: unknown) =>
      ((await (await fetch(`${life.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json()) as Envelope<T>).result;
    const { message } = await post<{ message: string }>('/v1/auth/nonce', { address: signer.address });
    const signature = await signer.sign({ hash: signedMessageHash(message, 'eip191') });
    return (await post<{ token: string }>('/v1/auth', { wallet: 'metamask', address: signer.address, message, signature })).token;
  }

  /** What MetaMask does with GET …/tx's typed data, then PUT …/approve, as the key's own session. */
  async function approveByApi(label: string, path: string) {
    const token = await apiToken(label);
    const tx = (await read<{ signing: { typedData: TypedData } }>(`${path}/tx`, token)).body.result;
    const { typedData } = tx.signing;
    const signature = await privateKeyToAccount(devnetPrivateKey(label)).signTypedData({
      ...typedData,
      message: { ...typedData.message, value: BigInt(typedData.message.value), nonce: BigInt(typedData.message.nonce) },
    } as never);
    const split = { R: `0x${signature.slice(2, 66)}`, S: `0x${signature.slice(66, 130)}`, V: `0x${signature.slice(130, 132)}` };
    const response = await fetch(`${life.url}${path}/approve`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ signature: split }) });
    return { status: response.status, body: (await response.json()) as Envelope<unknown> };
  }

  async function as(label: string, path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
    const { context } = await newContext(browser, viewport);
    const page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey(label), { path });
    return page;
  }

  async function approveIn(page: Page, panel = page.locator('body')) {
    await panel.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog', { name: 'Approve complete' }).getByRole('button', { name: 'OK' }).click();
  }

  async function confirmIn(page: Page, panel = page.locator('body')) {
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Are you sure you want to confirm?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('alertdialog', { name: 'Confirm complete' });
    await done.waitFor({ timeout: 60_000 });
    await done.getByRole('button', { name: 'OK' }).click();
  }

  it('desktop-only controls: a secretary sees the Cancel panel on a pending agenda and a site admin the status control on a passed text agenda, on a desktop only', async () => {
    const secretary = await as('secretary/approver-1', `/Proposal/Detail?id=${PENDING_AGENDA}`);
    await secretary.getByRole('heading', { name: 'Secretary: Cancel' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => secretary.getByRole('list', { name: 'Approvers' }).getByRole('listitem').count()).toBe(3);
    expect(await seriousAxeViolations(secretary)).toEqual([]);
    await secretary.context().close();
    const phone = await as('secretary/approver-1', `/Proposal/Detail?id=${PENDING_AGENDA}`, VIEWPORTS.mobile);
    await phone.getByRole('heading', { name: 'Votes' }).waitFor();
    expect(await phone.getByRole('heading', { name: /^Secretary/ }).count()).toBe(0);
    await phone.context().close();

    const admin = await as('site-admin', `/Proposal/Detail?id=${TEXT_AGENDA}`);
    await admin.getByRole('heading', { name: 'Agenda status' }).waitFor({ timeout: 30_000 });
    // A site admin is no approver: no secretary panel (and agenda 51 has nothing to queue anyway).
    expect(await admin.getByRole('heading', { name: /^Secretary/ }).count()).toBe(0);
    await admin.context().close();
    const adminPhone = await as('site-admin', `/Proposal/Detail?id=${TEXT_AGENDA}`, VIEWPORTS.mobile);
    await adminPhone.getByRole('heading', { name: 'Votes' }).waitFor();
    expect(await adminPhone.getByRole('heading', { name: 'Agenda status' }).count()).toBe(0);
    expect(await adminPhone.getByRole('button', { name: /^Change to/ }).count()).toBe(0);
    await adminPhone.context().close();

    // The public's first load never fetches the controls' code.
    const { context } = await newContext(browser);
    const visitor = await context.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visitor.goto(`${life.url}/Proposal/Detail?id=${TEXT_AGENDA}`);
    await visitor.getByRole('heading', { name: 'Votes' }).waitFor();
    expect(scripts.filter((s) => /AgendaControls|useApprovalFlow/.test(s))).toEqual([]);
    await context.close();
  }, 180_000);

  it('a text agenda goes passed → In Progress → Executed by the site admin’s control (My Page’s agenda detail); the public sees the badge', async () => {
    // My Page's Published list opens /MyPage/ProposalDetail: the same agenda, back to the Voting List tab.
    const admin = await as('site-admin', '/MyPage?tab=VOTING_LIST');
    await admin.getByLabel('Search by title').fill('Treasury reporting standard');
    await admin.getByLabel('Search by title').press('Enter');
    await admin.locator(`[data-proposal="${TEXT_AGENDA}"]`).click();
    await admin.waitForURL(new RegExp(`/MyPage/ProposalDetail\\?id=${TEXT_AGENDA}$`));
    await admin.getByRole('heading', { name: 'VOTING AGENDA DETAIL' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Back to Voting List' }).count()).toBe(1);
    // Public §4: a passed text agenda without a site state already reads In Progress; the admin's first
    // step records it (site_state 5), the second makes it Executed.
    const badge = admin.getByTestId('result-badge');
    expect(await badge.innerText()).toBe('In Progress');
    await admin.getByRole('button', { name: 'Change to In Progress' }).click();
    await admin.getByText('Mark this agenda In Progress?').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('alertdialog', { name: 'Successfully changed.' }).getByRole('button', { name: 'OK' }).click();
    await admin.getByRole('button', { name: 'Change to Executed' }).waitFor();
    expect((await agendaNow(TEXT_AGENDA)).site_state).toBe(5);
    expect(await badge.innerText()).toBe('In Progress');

    await admin.getByRole('button', { name: 'Change to Executed' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('alertdialog', { name: 'Successfully changed.' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => badge.innerText()).toBe('Executed');
    // Executed is the last step: the control leaves.
    await expect.poll(() => admin.getByRole('heading', { name: 'Agenda status' }).count()).toBe(0);
    await admin.context().close();

    const { context } = await newContext(browser);
    const visitor = await context.newPage();
    await visitor.goto(`${life.url}/Proposal/Detail?id=${TEXT_AGENDA}`);
    expect(await visitor.getByTestId('result-badge').innerText()).toBe('Executed');
    await visitor.getByText('The voting for this agenda has been executed. Thank you for your participation.').waitFor();
    await context.close();
  }, 180_000);

  it('a site admin writes a disbursement draft out of KCF', async () => {
    const page = await as('site-admin', '/MyPage/NewVoting');
    await page.getByRole('heading', { name: 'NEW VOTING AGENDA' }).waitFor();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^KGP/).fill('77');
    await page.getByLabel(/^Proposer/).selectOption({ label: 'Foundation' });
    await page.getByLabel(/^Transaction type/).selectOption({ label: 'Disbursement' });
    await page.getByLabel(/^Amount/).fill(AMOUNT);
    await page.getByLabel(/^Recipient account/).fill(recipient);
    await page.getByLabel(/^Withdrawing account/).selectOption(life.deployment.contracts.kcf);
    await page.getByLabel(/^Preparation period/).selectOption({ label: '1 day (86,400 blocks)' });
    await page.getByLabel(/^Voting period/).selectOption({ label: '1 day (86,400 blocks)' });
    await page.getByLabel(/^Context and proposal/).fill('Two more archive nodes for the operators.');
    await page.getByLabel(/^Forum link/).fill('https://govforum.example.org/t/77');
    await page.getByLabel('Link 1 title').fill('Budget');
    await page.getByLabel('Link 1 URL').fill('https://example.org/budget');
    await page.getByRole('checkbox', { name: 'Treasury' }).check();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('alertdialog', { name: 'Save complete' }).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyPage\?tab=VOTING_LIST/);
    const card = page.getByRole('list', { name: 'Draft' }).getByRole('link', { name: new RegExp(title) });
    draftId = Number(new URL((await card.getAttribute('href'))!, life.url).searchParams.get('id'));
    expect(draftId).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('approvers approve it to the threshold each with their own key; a non-approver and a second approval are refused; one confirms', async () => {
    const draftPath = `/v1/proposals/drafts/${draftId}`;
    // A site admin holds no weight in the secretary: refused.
    expect((await approveByApi('site-admin', draftPath)).status).toBe(403);

    const first = await as('secretary/approver-1', `/MyPage/ProposalDraftDetail?id=${draftId}`);
    await approveIn(first);
    const signer1 = privateKeyToAddress(devnetPrivateKey('secretary/approver-1')).toLowerCase();
    await first.locator(`[data-approver="${signer1}"]`).getByText('Signed', { exact: true }).waitFor();
    expect(await first.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await first.context().close();
    // The same key again, straight at the API: refused, and the weight stays 2.
    const again = await approveByApi('secretary/approver-1', draftPath);
    expect(again.status).toBe(409);
    expect(again.body.err_msg).toBe('You have already approved this transaction');

    const second = await as('secretary/approver-2', `/MyPage/ProposalDraftDetail?id=${draftId}`);
    await second.getByText('Threshold: 2 / 3').waitFor();
    await approveIn(second);
    await second.getByText('Threshold: 3 / 3').waitFor();
    await confirmIn(second);
    await second.waitForURL(/\/MyPage\?tab=VOTING_LIST/);
    await second.context().close();
  }, 180_000);

  it('after indexing the public Proposal pages list it as Upcoming with the draft’s words, links and disbursement, matching the approved draft', async () => {
    await expect
      .poll(async () => (await read<{ items: { id: number; title: string }[] }>(`/v1/proposals?input=${encodeURIComponent(title)}`)).body.result.items.length, { timeout: 90_000 })
      .toBe(1);
    const { id } = (await read<{ items: { id: number }[] }>(`/v1/proposals?input=${encodeURIComponent(title)}`)).body.result.items[0]!;
    agenda = await agendaNow(id);
    expect(agenda.state).toBe(0);

    const { context } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${life.url}/Proposal/List?type=up`);
    const card = page.getByRole('list', { name: 'UPCOMING VOTING AGENDA' }).locator(`[data-agenda="${id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain(title);
    expect(await card.innerText()).toContain('Upcoming');

    await page.goto(`${life.url}/Proposal/Detail?id=${id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    const header = page.locator('section[aria-labelledby="agenda-title"]');
    expect(await header.getByText('Upcoming', { exact: true }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Budget' }).getAttribute('href')).toBe('https://example.org/budget');
    // The disbursement, read: the fund it comes out of, who gets it, how much.
    const details = await header.innerText();
    expect(details).toContain('Disbursement');
    expect(details).toContain('Withdrawing account');
    expect(details).toContain('Recipient account');
    expect(details).toMatch(/1,500(\.0+)? KLAY/);
    const facts = header.locator('dl dl');
    expect((await facts.locator('dd a').evaluateAll((links) => links.map((a) => a.getAttribute('title')?.toLowerCase()))).sort()).toEqual(
      [life.deployment.contracts.kcf.toLowerCase(), recipient.toLowerCase()].sort(),
    );
    await page.getByTestId('approved-draft').getByText('On-chain content matches the approved draft.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('time moves on, councils vote, it passes; the secretary panel queues it, then executes it, and KCF pays exactly the amount', async () => {
    const client = chain();
    // Into the voting period, and every council's voter votes Yes.
    await mine(agenda.startBlock - Number(await client.getBlockNumber()));
    for (const voter of life.deployment.accounts.voters) {
      const wallet = createWalletClient({ account: privateKeyToAccount(voter.privateKey), transport: http(stack.rpcUrl) });
      // A council without votes in this agenda is refused (the node answers the revert); the others count.
      await wallet
        .writeContract({ address: life.deployment.contracts.voting, abi: votingAbi, functionName: 'castVote', args: [BigInt(agenda.proposal_id), 1], gas: 4_000_000n, chain: null })
        .then((hash) => client.waitForTransactionReceipt({ hash }))
        .catch(() => undefined);
    }
    await mine(agenda.endBlock - Number(await client.getBlockNumber()) + 1);
    expect(await client.readContract({ address: life.deployment.contracts.voting, abi: votingAbi, functionName: 'state', args: [BigInt(agenda.proposal_id)] })).toBe(4);
    await indexed(agenda.id, (a) => a.state === 4);

    // Queue: approver 1 (weight 2), then approver 2 (weight 1) approves and confirms.
    const first = await as('secretary/approver-1', `/Proposal/Detail?id=${agenda.id}`);
    expect(await first.getByTestId('result-badge').innerText()).toBe('Ready');
    const queuePanel = first.locator('[data-secretary-action="queue"]');
    await queuePanel.getByRole('heading', { name: 'Secretary: Queue' }).waitFor({ timeout: 30_000 });
    await approveIn(first, queuePanel);
    await queuePanel.getByText('Threshold: 2 / 3').waitFor();
    await first.context().close();
    const second = await as('secretary/approver-2', `/Proposal/Detail?id=${agenda.id}`);
    const queueAgain = second.locator('[data-secretary-action="queue"]');
    await approveIn(second, queueAgain);
    await queueAgain.getByText('Threshold: 3 / 3').waitFor();
    expect(await seriousAxeViolations(second)).toEqual([]);
    await confirmIn(second, queueAgain);
    // The page follows the indexer: Queued reads In Progress, and the panel gives way until the ETA.
    await expect.poll(() => second.getByTestId('result-badge').innerText(), { timeout: 60_000 }).toBe('In Progress');
    expect(await second.locator('[data-secretary-action]').count()).toBe(0);
    await second.context().close();
    agenda = await indexed(agenda.id, (a) => a.state === 5);

    // Past the execution delay: Execute, by the same approvals.
    await mine(agenda.eta - Number(await client.getBlockNumber()) + 1);
    // The devnet credits the funds' minting on each day's first block: keep the execute out of one, so
    // KCF's balance moves by the disbursement alone in that block.
    if ((Number(await client.getBlockNumber()) + 1) % 86_400 === 0) await mine(1);
    agenda = await indexed(agenda.id, (a) => a.block !== null && a.block >= a.eta);
    const executor1 = await as('secretary/approver-1', `/Proposal/Detail?id=${agenda.id}`);
    const executePanel = executor1.locator('[data-secretary-action="execute"]');
    await executePanel.getByRole('heading', { name: 'Secretary: Execute' }).waitFor({ timeout: 30_000 });
    await approveIn(executor1, executePanel);
    await executor1.context().close();
    const executor2 = await as('secretary/approver-2', `/Proposal/Detail?id=${agenda.id}`);
    const executeAgain = executor2.locator('[data-secretary-action="execute"]');
    await approveIn(executor2, executeAgain);
    await confirmIn(executor2, executeAgain);
    await expect.poll(() => executor2.getByTestId('result-badge').innerText(), { timeout: 60_000 }).toBe('Executed');
    await executor2.context().close();

    // The fund paid the amount in the execute transaction's block, and the grantee got it.
    const token = await apiToken('secretary/approver-1');
    const hash = (await read<{ confirm_tx_hash: Hex }>(`/v1/proposals/${agenda.proposal_id}/secretary/execute`, token)).body.result.confirm_tx_hash;
    const { blockNumber, status } = await client.getTransactionReceipt({ hash });
    expect(status).toBe('success');
    const kcf: Address = life.deployment.contracts.kcf;
    const balance = (address: Address, block: bigint) => client.getBalance({ address, blockNumber: block });
    expect((await balance(kcf, blockNumber - 1n)) - (await balance(kcf, blockNumber))).toBe(parseEther(AMOUNT));
    expect((await balance(recipient, blockNumber)) - (await balance(recipient, blockNumber - 1n))).toBe(parseEther(AMOUNT));
    expect((await agendaNow(agenda.id)).state).toBe(7);
  }, 420_000);
});
