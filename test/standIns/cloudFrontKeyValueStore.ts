import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the CloudFront KeyValueStore API, which has no local emulator: the part of its
 * contract the snapshot writer uses (DescribeKeyValueStore, ListKeys, PutKey, DeleteKey), over
 * HTTP as the SDK speaks it (REST-JSON, ARN and key in the path, the ETag in a header, a change
 * refused with 409 ConflictException unless its If-Match names the store's current ETag). It
 * checks that requests are signed with SigV4A and keeps the hosts they were sent to.
 */
export type KeyValueStoreStandIn = {
  /** What a client's `endpoint` is set to: the SDK puts the account in front of the host. */
  endpoint: string;
  /** A new store's ARN, in this account. */
  create(): string;
  keys(arn: string): Map<string, string>;
  /** Another writer's change: the store's ETag moves on. */
  touch(arn: string): void;
  /** Every request: method, path (decoded ARN and key) and Host. */
  requests: { method: string; arn: string; key: string | null; host: string }[];
  close(): Promise<void>;
};

export const STAND_IN_ACCOUNT = '123456789012';

export async function startKeyValueStoreStandIn(): Promise<KeyValueStoreStandIn> {
  const stores = new Map<string, { etag: number; keys: Map<string, string>; created: number }>();
  const requests: KeyValueStoreStandIn['requests'] = [];

  const send = (response: ServerResponse, status: number, body: unknown, etag?: number) => {
    response.writeHead(status, { 'content-type': 'application/json', ...(etag !== undefined ? { etag: `E${etag}` } : {}) });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, type: string, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
    response.end(JSON.stringify({ Message: message }));
  };
  const sizeOf = (keys: Map<string, string>) => [...keys].reduce((sum, [k, v]) => sum + k.length + v.length, 0);

  async function answer(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    // /key-value-stores/{KvsARN}[/keys[/{Key}]], each segment encoded.
    const [root, arnText, keysSegment, keyText, ...rest] = url.pathname.split('/').slice(1);
    const arn = decodeURIComponent(arnText ?? '');
    const key = keyText === undefined ? null : decodeURIComponent(keyText);
    requests.push({ method: request.method ?? '', arn, key, host: request.headers.host ?? '' });
    if (!/^AWS4-ECDSA-P256-SHA256 /.test(request.headers.authorization ?? '')) return fail(response, 403, 'AccessDeniedException', 'not signed with SigV4A');
    const store = stores.get(arn);
    if (root !== 'key-value-stores' || rest.length > 0 || (keysSegment !== undefined && keysSegment !== 'keys')) return fail(response, 404, 'ResourceNotFoundException', 'no such operation');
    if (!store) return fail(response, 404, 'ResourceNotFoundException', `no store ${arn}`);
    const counts = () => ({ ItemCount: store.keys.size, TotalSizeInBytes: sizeOf(store.keys) });

    if (request.method === 'GET' && keysSegment === undefined) {
      return send(response, 200, { ...counts(), KvsARN: arn, Created: store.created, LastModified: store.created, Status: 'READY' }, store.etag);
    }
    if (request.method === 'GET' && key === null) {
      const all = [...store.keys].sort(([a], [b]) => a.localeCompare(b));
      const start = Number(url.searchParams.get('NextToken') ?? '0');
      const max = Number(url.searchParams.get('MaxResults') ?? '50');
      const page = all.slice(start, start + max).map(([Key, Value]) => ({ Key, Value }));
      return send(response, 200, { Items: page, ...(start + max < all.length ? { NextToken: String(start + max) } : {}) });
    }
    if ((request.method === 'PUT' || request.method === 'DELETE') && key !== null) {
      if (request.headers['if-match'] !== `E${store.etag}`) return fail(response, 409, 'ConflictException', 'the store changed since the ETag named');
      if (request.method === 'PUT') {
        const value = (JSON.parse(body) as { Value?: unknown }).Value;
        if (typeof value !== 'string' || value.length === 0) return fail(response, 400, 'ValidationException', 'a value is required');
        store.keys.set(key, value);
      } else {
        if (!store.keys.has(key)) return fail(response, 404, 'ResourceNotFoundException', `no key ${key}`);
        store.keys.delete(key);
      }
      store.etag++;
      return send(response, 200, counts(), store.etag);
    }
    return fail(response, 400, 'ValidationException', `${request.method} ${url.pathname} is not part of this stand-in`);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => fail(response, 500, 'InternalServerException', (error as Error).message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://localhost:${port}`,
    create() {
      const arn = `arn:aws:cloudfront::${STAND_IN_ACCOUNT}:key-value-store/${randomUUID()}`;
      stores.set(arn, { etag: 1, keys: new Map(), created: Math.floor(Date.now() / 1000) });
      return arn;
    },
    keys: (arn) => stores.get(arn)!.keys,
    touch: (arn) => void stores.get(arn)!.etag++,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
