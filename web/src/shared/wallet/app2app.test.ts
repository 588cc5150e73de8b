import { describe, expect, it } from 'vitest';
import { APP2APP_BASE_PATH, createFakeApp2App, type FakeApp2AppRequest } from '../../../../scripts/localStack/fakes/app2app';
import {
  App2AppServiceError,
  authRequest,
  castVoteRequest,
  fetchApp2AppResult,
  kaiaWalletDeepLink,
  kaiaWalletQrLink,
  pollApp2AppResult,
  prepareApp2App,
  signRequest,
} from './app2app';
import { SITE_NAME } from '../../config';

const BASE = `http://wallet.test${APP2APP_BASE_PATH}`;
const VOTING = '0xbf4bBb29b64BdCD59596b87c40D1D539070CB9C6';
const TX = `0x${'ab'.repeat(32)}`;

function fakeService() {
  const app = createFakeApp2App();
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof fetch;
  const wallet = async (path: string, body?: unknown) =>
    (await app.request(`/_wallet${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })).json();
  const requests = async () => (await (await app.request('/_wallet/requests')).json()) as FakeApp2AppRequest[];
  return { fetchFn, wallet, requests };
}

/** A clock the poller reads and sleeps on, so a minute passes at once. */
function fakeClock(onTick?: (elapsed: number) => Promise<void> | void) {
  let elapsed = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => elapsed,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      elapsed += ms;
      await onTick?.(elapsed);
    },
  };
}

describe('app2app requests', () => {
  it('prepares castVote with the cast-vote interface, value 0, the voting contract and the parameters as strings', async () => {
    const { fetchFn, requests } = fakeService();
    const key = await prepareApp2App(BASE, castVoteRequest({ chainId: 31337, voting: VOTING, proposalId: 52, choice: 1, from: VOTING }), fetchFn);
    const [request] = await requests();
    expect(request!.request_key).toBe(key);
    expect(request!.body).toMatchObject({
      type: 'execute_contract',
      bapp: { name: 'Governance Council Portal' },
      chain_id: '31337',
      transaction: { to: VOTING, value: '0', params: '["52","1"]', gas: '4000000' },
    });
    const abi = JSON.parse((request!.body as { transaction: { abi: string } }).transaction.abi);
    expect(abi).toMatchObject({ type: 'function', name: 'castVote', inputs: [{ type: 'uint256' }, { type: 'uint8' }] });
  });

  it('prepares auth for connecting', async () => {
    const { fetchFn, requests } = fakeService();
    await prepareApp2App(BASE, authRequest(1001), fetchFn);
    expect((await requests())[0]!.body).toEqual({ type: 'auth', bapp: { name: 'Governance Council Portal' }, chain_id: '1001' });
  });

  it('links the wallet app by deep link and by QR', () => {
    expect(kaiaWalletDeepLink('a b')).toBe('kaiawallet://wallet/api?request_key=a%20b');
    expect(kaiaWalletQrLink('k1')).toBe('https://app.kaiawallet.io/a/k1');
  });

  it('names a service that answers badly', async () => {
    const { fetchFn } = fakeService();
    await expect(fetchApp2AppResult(BASE, 'unknown', fetchFn)).rejects.toBeInstanceOf(App2AppServiceError);
    await expect(prepareApp2App('http://127.0.0.1:1/none', authRequest(1), () => Promise.reject(new TypeError('offline')))).rejects.toThrow('did not answer');
  });
});

describe('polling the result every second for up to a minute', () => {
  async function prepared() {
    const service = fakeService();
    const key = await prepareApp2App(BASE, castVoteRequest({ chainId: 31337, voting: VOTING, proposalId: 52, choice: 0 }), service.fetchFn);
    return { ...service, key };
  }

  it('ends completed with the transaction hash once the app sent it', async () => {
    const { fetchFn, wallet, key } = await prepared();
    const clock = fakeClock(async (elapsed) => {
      if (elapsed === 2000) await wallet(`/${key}/open`);
      if (elapsed === 5000) await wallet(`/${key}/complete`, { tx_hash: TX });
    });
    expect(await pollApp2AppResult(BASE, key, { fetch: fetchFn, ...clock })).toEqual({ status: 'completed', result: { tx_hash: TX } });
    expect(clock.sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it.each([
    ['cancel', { status: 'canceled' }],
    ['error', { status: 'error', detail: 'The wallet could not send the transaction' }],
  ] as const)('ends %s as the app answered', async (action, outcome) => {
    const { fetchFn, wallet, key } = await prepared();
    const clock = fakeClock(async (elapsed) => {
      if (elapsed === 3000) await wallet(`/${key}/${action}`);
    });
    expect(await pollApp2AppResult(BASE, key, { fetch: fetchFn, ...clock })).toEqual(outcome);
  });

  it('times out after 60 s of no answer, having asked 61 times', async () => {
    const { fetchFn, requests, key } = await prepared();
    const clock = fakeClock();
    expect(await pollApp2AppResult(BASE, key, { fetch: fetchFn, ...clock })).toEqual({ status: 'timeout' });
    expect(clock.now()).toBe(60_000);
    expect((await requests())[0]!.polls).toBe(61);
  });

  it('keeps polling through a failed poll', async () => {
    const { fetchFn, wallet, key } = await prepared();
    let calls = 0;
    const flaky = ((input: RequestInfo | URL, init?: RequestInit) => (++calls === 2 ? Promise.reject(new TypeError('dropped')) : fetchFn(input, init))) as typeof fetch;
    const clock = fakeClock(async (elapsed) => {
      if (elapsed === 3000) await wallet(`/${key}/complete`, { tx_hash: TX });
    });
    expect((await pollApp2AppResult(BASE, key, { fetch: flaky, ...clock })).status).toBe('completed');
  });

  it('stops as closed when the user closes the window', async () => {
    const { fetchFn, key } = await prepared();
    const controller = new AbortController();
    const clock = fakeClock((elapsed) => {
      if (elapsed === 4000) controller.abort();
    });
    expect(await pollApp2AppResult(BASE, key, { fetch: fetchFn, signal: controller.signal, ...clock })).toEqual({ status: 'closed' });
  });
});

describe('the sign-in request', () => {
  it('asks the app to sign the exact message for the service chain', () => {
    expect(signRequest(31337, 'portal wants you to sign in')).toEqual({ type: 'sign', bapp: { name: SITE_NAME }, chain_id: '31337', sign: { message: 'portal wants you to sign in' } });
  });

  it('is a request the service accepts', async () => {
    const { fetchFn, requests } = fakeService();
    const key = await prepareApp2App(BASE, signRequest(1001, 'message'), fetchFn);
    expect((await requests()).find((r) => r.request_key === key)?.body).toMatchObject({ type: 'sign', sign: { message: 'message' } });
  });
});
