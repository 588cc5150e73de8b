import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedPublicReads, ReadCache, readKey } from './readCache';

function appWith(cache: ReadCache) {
  let computed = 0;
  const app = new Hono()
    .use('*', cachedPublicReads(cache))
    .get('/public', (c) => {
      computed++;
      c.header('Cache-Control', 'public, max-age=0, s-maxage=30');
      return c.json({ computed });
    })
    .get('/private', (c) => {
      computed++;
      c.header('Cache-Control', 'private, no-store');
      return c.json({ computed });
    })
    .get('/missing', (c) => {
      computed++;
      c.header('Cache-Control', 'public, max-age=0');
      return c.json({ computed }, 404);
    })
    .post('/edit', (c) => c.json({ ok: true }));
  return { app, computed: () => computed };
}

describe('ReadCache', () => {
  it('answers a public read from its kept bytes until it is FRESH_MS old, then computes it once more', async () => {
    let now = 0;
    const cache = new ReadCache(1_000, () => now);
    const { app, computed } = appWith(cache);
    const first = await app.request('/public');
    const etag = first.headers.get('ETag');
    expect(await first.json()).toEqual({ computed: 1 });
    now = 999;
    const second = await app.request('/public');
    expect(await second.json()).toEqual({ computed: 1 });
    expect(second.headers.get('ETag')).toBe(etag);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30');
    now = 1_001;
    expect(await (await app.request('/public')).json()).toEqual({ computed: 2 });
    expect(computed()).toBe(2);
  });

  it('sends the kept answer to other requests while one refreshes it', () => {
    let now = 0;
    const cache = new ReadCache(1_000, () => now);
    cache.store('/a', Buffer.from('old'), { 'content-type': 'text/plain' });
    now = 2_000;
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.lookup('/a')).toBeUndefined(); // this request refreshes
    expect(cache.lookup('/a')?.body.toString()).toBe('old'); // the others get the kept one meanwhile
    expect(cache.peek('/a')?.body.toString()).toBe('old');
    cache.store('/a', Buffer.from('new'), { 'content-type': 'text/plain' });
    expect(cache.lookup('/a')?.body.toString()).toBe('new');
  });

  it('never keeps a private answer or an error, and a write clears what it kept', async () => {
    const cache = new ReadCache(60_000);
    const { app, computed } = appWith(cache);
    await app.request('/private');
    await app.request('/private');
    await app.request('/missing');
    await app.request('/missing');
    expect(computed()).toBe(4);
    await app.request('/public');
    await app.request('/public');
    expect(computed()).toBe(5);
    await app.request('/edit', { method: 'POST' });
    expect(await (await app.request('/public')).json()).toEqual({ computed: 6 });
  });

  it('keys a request by its path and query', () => {
    expect(readKey('http://127.0.0.1:8787/v1/proposals?size=1')).toBe('/v1/proposals?size=1');
    expect(readKey('https://example.org/v1/councils')).toBe('/v1/councils');
    // Node's request target: the same key as Hono's absolute URL, so the local server finds what the app kept.
    expect(readKey('/v1/proposals?size=1')).toBe('/v1/proposals?size=1');
  });
});

describe('ReadCache and writes', () => {
  it('does not keep an answer computed while a write cleared the cache (it may hold the old data)', () => {
    const cache = new ReadCache(60_000);
    const before = cache.currentGeneration();
    cache.clear();
    cache.store('/a', Buffer.from('computed before the write'), {}, before);
    expect(cache.peek('/a')).toBeUndefined();
    cache.store('/a', Buffer.from('after'), {}, cache.currentGeneration());
    expect(cache.peek('/a')?.body.toString()).toBe('after');
  });
});
