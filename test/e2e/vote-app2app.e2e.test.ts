import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BlockedRequests } from './support/browser';
import { createWalletClient, encodeFunctionData, http, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { apiAgenda, connectWallet, deployment, receiptOnChain, shortAddress, signInWelcome, url, watchPageErrors } from './support/voting';

/**
 * The Kaia Wallet mobile app through its app2app API, against the local fake of that API: the page
 * prepares a request and shows its QR code; the test plays the phone's app (it reads the request,
 * sends the transaction with the devnet voter's key, and answers completed, canceled or error), or
 * lets the minute run out on the page's clock. Council 2 (voters[0]) votes on agenda 54.
 */
const AGENDA = 54;

type FakeRequest = { request_key: string; status: string; body: { type: string; chain_id: string; sign?: { message: string }; transaction?: { to: string; value: string; abi: string; params: string; from?: string; gas?: string } } };

async function wallet(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${inject('app2appUrl')}/_wallet${path}`, {
    method: body === undefined && path === '/requests' ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined && path === '/requests' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

describe('Voting with the Kaia Wallet mobile app (app2app)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let blocked: BlockedRequests;
  const { accounts, chainId, contracts } = deployment();
  const voter = accounts.voters[0]!;

  /** The request the open dialog shows (its key is on the QR block), as the fake service holds it. */
  async function pendingRequest(): Promise<FakeRequest> {
    const dialog = page.getByRole('dialog', { name: 'Kaia Wallet Mobile' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Open the Kaia Wallet app' }).getAttribute('href')).toMatch(/^kaiawallet:\/\/wallet\/api\?request_key=/);
    const key = (await dialog.locator('[data-request-key]').getAttribute('data-request-key'))!;
    const requests = (await wallet('/requests')) as FakeRequest[];
    const request = requests.find((r) => r.request_key === key);
    expect(request).toBeDefined();
    await wallet(`/${key}/open`);
    return request!;
  }

  async function startVote(choice: 'Yes' | 'No' | 'Abstain'): Promise<FakeRequest> {
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Voting' });
    await modal.getByRole('radio', { name: choice }).check();
    await modal.getByRole('button', { name: 'Vote', exact: true }).click();
    const request = await pendingRequest();
    expect(request.body).toMatchObject({
      type: 'execute_contract',
      chain_id: String(chainId),
      transaction: { to: contracts.voting, value: '0', params: JSON.stringify([String(AGENDA), String({ Yes: 1, No: 0, Abstain: 2 }[choice])]), from: voter.address },
    });
    expect(JSON.parse(request.body.transaction!.abi)).toMatchObject({ type: 'function', name: 'castVote' });
    return request;
  }

  async function expectAlert(message: string) {
    const alert = page.getByRole('alertdialog', { name: 'Voting' });
    await alert.waitFor();
    expect(await alert.getByText(message, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Kaia Wallet Mobile' }).count()).toBe(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    // Nothing changed: no vote on chain, and the voter can try again.
    expect(await receiptOnChain(AGENDA, voter.councilId)).toMatchObject({ hasVoted: false });
    expect(await page.getByRole('button', { name: 'Vote', exact: true }).isEnabled()).toBe(true);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, blocked } = await newContext(browser));
    // The page's clock runs as usual until a test jumps it forward (the one-minute limit).
    await context.clock.install();
    page = await context.newPage();
    errors = watchPageErrors(page);
    await page.goto(url(`/Proposal/Detail?id=${AGENDA}`));
    await page.getByRole('heading', { name: 'Votes' }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('connects the app: auth request, QR code and deep link, the account it answers', async () => {
    await connectWallet(page, 'Kaia Wallet Mobile');
    const request = await pendingRequest();
    // The QR dialog is as accessible as the rest of the page.
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(request.body).toEqual({ type: 'auth', bapp: { name: 'Governance Council Portal' }, chain_id: String(chainId) });
    await wallet(`/${request.request_key}/complete`, { klaytn_address: voter.address });
    // Then the sign-in (admin §4.1): Welcome, and the app signs the server's message under KIP-97.
    await signInWelcome(page);
    const sign = await pendingRequest();
    expect(sign.body.type).toBe('sign');
    const signer = privateKeyToAccount(voter.privateKey);
    await wallet(`/${sign.request_key}/complete`, { signed_data: await signer.sign({ hash: signedMessageHash(sign.body.sign!.message, 'kip97') }), klaytn_address: voter.address });
    await expect.poll(() => page.getByTestId('wallet-button').getAttribute('data-address')).toBe(voter.address);
    expect(await page.getByTestId('wallet-button').innerText()).toBe(shortAddress(voter.address));
    await page.getByRole('button', { name: 'Vote', exact: true }).waitFor();
  });

  it('says "Voting has been canceled." when the app cancels', async () => {
    const request = await startVote('Yes');
    await wallet(`/${request.request_key}/cancel`);
    await expectAlert('Voting has been canceled.');
  });

  it('says "Something went wrong. Please try voting again." when the app answers an error', async () => {
    const request = await startVote('No');
    await wallet(`/${request.request_key}/error`);
    await expectAlert('Something went wrong. Please try voting again.');
  });

  it('times out after a minute without an answer', async () => {
    await startVote('Abstain');
    const dialog = page.getByRole('dialog', { name: 'Kaia Wallet Mobile' });
    expect(await dialog.getByRole('timer').textContent()).toMatch(/Waiting for the wallet… (60|59) s/);
    await page.clock.fastForward('01:01');
    await expectAlert('You have been timed out due to inactivity. Please try logging in again.');
  });

  it('stops when the user closes the window', async () => {
    await startVote('Yes');
    await page.getByRole('dialog', { name: 'Kaia Wallet Mobile' }).getByRole('button', { name: 'Close' }).click();
    await expectAlert('The wallet connection has been canceled due to the window being closed.');
  });

  it('completes: the app sends castVote, the page shows Voting Complete, Voted and the new tally', async () => {
    const before = await apiAgenda(AGENDA);
    const power = before.voting.find((v) => v.council.id === voter.councilId)!.power;
    const request = await startVote('Yes');

    // The phone's app: it sends what the request describes, from the voter's account.
    const params = JSON.parse(request.body.transaction!.params) as string[];
    const abi = parseAbi(['function castVote(uint256 proposalId, uint8 choice)']);
    const account = privateKeyToAccount(voter.privateKey);
    const sender = createWalletClient({ account, transport: http(inject('rpcUrl')) });
    const txHash: Hex = await sender.sendTransaction({
      chain: null,
      to: request.body.transaction!.to as Hex,
      data: encodeFunctionData({ abi, functionName: 'castVote', args: [BigInt(params[0]!), Number(params[1])] }),
      gas: BigInt(request.body.transaction!.gas!),
    });
    await wallet(`/${request.request_key}/complete`, { tx_hash: txHash });

    const complete = page.getByRole('dialog', { name: 'Voting Complete' });
    await complete.waitFor({ timeout: 30_000 });
    await complete.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Voted', exact: true }).waitFor();
    expect(Number((await page.getByTestId('count-Yes').textContent())!.replace(/,/g, ''))).toBe(before.yesCount + power);
    expect(await receiptOnChain(AGENDA, voter.councilId)).toEqual({ hasVoted: true, choice: 1, votes: power });
    await expect.poll(async () => (await apiAgenda(AGENDA)).yesCount, { timeout: 20_000 }).toBe(before.yesCount + power);
    expect(errors).toEqual([]);
    // Only the configured app2app host, the RPC and the portal itself: no request left for another host.
    expect(blocked).toEqual([]);
  });
});
