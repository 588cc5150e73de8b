import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@portal/core/constants';
import type { Db } from '@portal/core/db/client';
import { putLatestTopics } from '@portal/core/db/repositories/forumTopics';
import { putNetworkStats } from '@portal/core/db/repositories/networkStats';
import type { NetworkStats } from '@portal/core/entities/networkStats';
import { freshTestDb } from '../../test/setup/services';
import { createApp } from './app';

const stats = (day: string, gcSize: number): NetworkStats => ({
  gc_size: gcSize,
  total_staking: '123456789.5',
  total_supply: '6000000000',
  circulating_supply: '5800000000.25',
  total_value: '715720000.03',
  price_usd: '0.1234',
  block_number: 100,
  updated_at: `${day}T12:00:00.000Z`,
});

describe('API skeleton', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db });
  });

  it('answers the version in the envelope with a CDN cache header', async () => {
    const response = await app.request('/v1/version');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, result: API_VERSION });
    expect(response.headers.get('Cache-Control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/);
  });

  it('serves Home with empty parts before the indexer has run', async () => {
    const response = await app.request('/v1/page/main');
    expect(await response.json()).toEqual({ code: 200, result: { councils: [], network: null, topics: [], proposals: [] } });
  });

  it('serves what the indexer wrote', async () => {
    await putNetworkStats(db, stats('2026-11-20', 30));
    await putNetworkStats(db, stats('2026-11-21', 31));
    await putLatestTopics(db, [
      { id: 1, category: 'Notice', topic_title: 'Hello', created_at: '2026-11-21T00:00:00.000Z', raw: 'hi', url: 'http://127.0.0.1/t/hello/1' },
    ]);
    const main = await (await app.request('/v1/page/main')).json();
    expect(main.result.network.gc_size).toBe(31);
    expect(main.result.topics).toHaveLength(1);

    const latest = await (await app.request('/v1/forum/topics/latest')).json();
    expect(latest.result[0].topic_title).toBe('Hello');

    const two = await (await app.request('/v1/network?n=2')).json();
    expect(two.result.map((s: NetworkStats) => s.gc_size)).toEqual([31, 30]);
    const one = await (await app.request('/v1/network')).json();
    expect(one.result).toHaveLength(1);
  });

  it.each([
    ['/v1/network?n=abc', /^Invalid query: n: /],
    ['/v1/network?n=0', /^Invalid query: n: Too small/],
    ['/v1/network?n=366', /^Invalid query: n: Too big/],
    ['/v1/network?n=1&extra=1', /^Invalid query: Unrecognized key: "extra"/],
    ['/v1/version?x=1', /^Invalid query: Unrecognized key: "x"/],
    ['/v1/page/main?councils=all', /^Invalid query: Unrecognized key: "councils"/],
    ['/v1/forum/topics/latest?page=2', /^Invalid query: Unrecognized key: "page"/],
  ])('refuses %s with a clear 400 envelope', async (path, message) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(400);
    expect(body.err_msg).toMatch(message);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await app.request('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, err_msg: 'No route for GET /v1/nothing-here', err_code: 'not_found' });
  });

  it('never leaks a stack trace when something breaks', async () => {
    const broken = createApp({ db: { ...db, tableName: 'no-such-table' } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (line: unknown) => errors.push(line);
    try {
      const response = await broken.request('/v1/page/main');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 500, err_msg: 'Internal server error', err_code: 'server_error' });
      expect(text).not.toMatch(/at .*\.ts|ResourceNotFound/);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
