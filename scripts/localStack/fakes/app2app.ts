import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import * as z from 'zod';
import { listen } from '../listen';

/**
 * A local stand-in for the Kaia Wallet app2app API, speaking its HTTP contract:
 *
 * - `POST {base}/prepare` with `{ type, bapp: { name }, chain_id, transaction? }` answers
 *   `{ chain_id, request_key, status: 'prepared', expiration_time }`;
 * - `GET {base}/result/{request_key}` answers the request's `status` (prepared, requested,
 *   completed, canceled, error) and, once completed, its `result` (`tx_hash` for a transaction,
 *   `klaytn_address` for auth, `signed_data` and `klaytn_address` for sign).
 *
 * The browser calls it cross-origin, as it calls the real API, hence CORS. What the phone's wallet
 * app would do is driven by tests through `/_wallet/*`: list the prepared requests, then open,
 * complete, cancel or fail one.
 */

export const APP2APP_BASE_PATH = '/api/v1/k';

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const ExecuteContract = z.strictObject({
  from: Address.optional(),
  to: Address,
  value: z.string().regex(/^\d+$/),
  /** The called function's ABI entry, as JSON text. */
  abi: z.string().refine((text) => {
    try {
      const entry = JSON.parse(text) as { type?: unknown; name?: unknown };
      return entry.type === 'function' && typeof entry.name === 'string';
    } catch {
      return false;
    }
  }, 'must be one ABI function entry as JSON'),
  /** The call's arguments, as a JSON array of strings. */
  params: z.string().refine((text) => {
    try {
      const params = JSON.parse(text) as unknown;
      return Array.isArray(params) && params.every((p) => typeof p === 'string');
    } catch {
      return false;
    }
  }, 'must be a JSON array of strings'),
  gas: z.string().regex(/^\d+$/).optional(),
});

const PrepareBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), bapp: z.strictObject({ name: z.string().min(1) }), chain_id: z.string().regex(/^\d+$/).optional() }),
  // sign: the app signs `sign.message` with its account (KIP-97 prefix) and answers `signed_data`.
  z.strictObject({
    type: z.literal('sign'),
    bapp: z.strictObject({ name: z.string().min(1) }),
    chain_id: z.string().regex(/^\d+$/).optional(),
    sign: z.strictObject({ message: z.string().min(1) }),
  }),
  z.strictObject({
    type: z.literal('execute_contract'),
    bapp: z.strictObject({ name: z.string().min(1) }),
    chain_id: z.string().regex(/^\d+$/).optional(),
    transaction: ExecuteContract,
  }),
]);
export type PrepareRequestBody = z.infer<typeof PrepareBody>;

export type App2AppStatus = 'prepared' | 'requested' | 'completed' | 'canceled' | 'error';

export type FakeApp2AppRequest = {
  request_key: string;
  body: PrepareRequestBody;
  status: App2AppStatus;
  result: Record<string, string> | null;
  /** How many times the result was asked for (the browser polls once a second). */
  polls: number;
  prepared_at: string;
};

const CompleteBody = z.union([
  z.strictObject({ tx_hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }),
  z.strictObject({ klaytn_address: Address }),
  z.strictObject({ signed_data: z.string().regex(/^0x[0-9a-fA-F]{130}$/), klaytn_address: Address }),
]);

export function createFakeApp2App() {
  const requests = new Map<string, FakeApp2AppRequest>();
  const find = (key: string) => requests.get(key);
  const expiration = () => Math.floor(Date.now() / 1000) + 600;

  const settle = (status: 'requested' | 'canceled' | 'error') => (key: string) => {
    const request = find(key);
    if (!request) return null;
    if (request.status === 'completed' || request.status === 'canceled' || request.status === 'error') return request;
    request.status = status;
    return request;
  };

  const api = new Hono()
    .post('/prepare', async (c) => {
      const parsed = PrepareBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ err: 'invalid request', detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400);
      const request: FakeApp2AppRequest = { request_key: randomUUID(), body: parsed.data, status: 'prepared', result: null, polls: 0, prepared_at: new Date().toISOString() };
      requests.set(request.request_key, request);
      return c.json({ chain_id: parsed.data.chain_id ?? '8217', request_key: request.request_key, status: 'prepared', expiration_time: expiration() });
    })
    .get('/result/:key', (c) => {
      const request = find(c.req.param('key'));
      if (!request) return c.json({ err: 'request not found' }, 404);
      request.polls++;
      return c.json({
        request_key: request.request_key,
        expiration_time: expiration(),
        status: request.status,
        type: request.body.type,
        chain_id: request.body.chain_id ?? '8217',
        ...(request.result ? { result: request.result } : {}),
        ...(request.status === 'error' ? { err: 'The wallet could not send the transaction' } : {}),
      });
    });

  const wallet = new Hono()
    .get('/requests', (c) => c.json([...requests.values()]))
    .post('/:key/open', (c) => {
      const request = settle('requested')(c.req.param('key'));
      return request ? c.json(request) : c.json({ err: 'request not found' }, 404);
    })
    .post('/:key/cancel', (c) => {
      const request = settle('canceled')(c.req.param('key'));
      return request ? c.json(request) : c.json({ err: 'request not found' }, 404);
    })
    .post('/:key/error', (c) => {
      const request = settle('error')(c.req.param('key'));
      return request ? c.json(request) : c.json({ err: 'request not found' }, 404);
    })
    .post('/:key/complete', async (c) => {
      const request = find(c.req.param('key'));
      if (!request) return c.json({ err: 'request not found' }, 404);
      const parsed = CompleteBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ err: 'give tx_hash, klaytn_address, or signed_data and klaytn_address' }, 400);
      request.status = 'completed';
      request.result = parsed.data;
      return c.json(request);
    });

  return new Hono()
    .use(`${APP2APP_BASE_PATH}/*`, cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'] }))
    .route(APP2APP_BASE_PATH, api)
    .route('/_wallet', wallet);
}

export async function startFakeApp2App(port: number) {
  const server = await listen(createFakeApp2App(), port);
  return { ...server, baseUrl: `${server.url}${APP2APP_BASE_PATH}` };
}
