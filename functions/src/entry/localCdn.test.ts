import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, etagOf, localCdn, matchesEtag, preferredEncoding } from './localCdn';

const HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };
/** Text with some entropy, where brotli's top level beats its quick one. */
const entryJs = Array.from({ length: 3_000 }, (_, i) => `export const v${i} = ${(i * 7919) % 10007} + "${((i * 104729) % 99991).toString(36)}";`).join('\n');
const bigJson = JSON.stringify({ result: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Council ${i}` })) });

function origin() {
  const app = new Hono();
  app.use('*', localCdn({ securityHeaders: HEADERS }));
  app.get('/v1/big', (c) => c.json(JSON.parse(bigJson)));
  app.get('/v1/small', (c) => c.json({ ok: true }));
  app.get('/assets/logo.png', (c) => c.body(new Uint8Array(4_000), 200, { 'Content-Type': 'image/png' }));
  app.get('/assets/app.js', (c) => c.body('console.log("portal");\n'.repeat(200), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/assets/entry-abc.js', (c) => c.body(entryJs, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.post('/v1/big', (c) => c.json(JSON.parse(bigJson)));
  app.get('/v1/missing', (c) => c.json({ code: 404 }, 404));
  return app;
}

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('localCdn', () => {
  const app = origin();

  it('sends the security headers on every answer, errors and writes included', async () => {
    for (const [path, method] of [['/v1/big', 'GET'], ['/v1/missing', 'GET'], ['/v1/big', 'POST'], ['/assets/logo.png', 'GET']] as const) {
      const response = await app.request(path, { method });
      for (const [name, value] of Object.entries(HEADERS)) expect(response.headers.get(name), `${method} ${path} ${name}`).toBe(value);
    }
  });

  it('compresses text with brotli or gzip by Accept-Encoding, and says it varies on it', async () => {
    const br = await app.request('/v1/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigJson);
    expect(brBytes.byteLength).toBeLessThan(bigJson.length / 4);

    const gzip = await app.request('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('console.log("portal")');

    const plain = await app.request('/v1/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bigJson);
  });

  it('sends a hashed asset at a quick level at once, then brotli’s strongest level once it is ready in the background', async () => {
    const fetchBr = async () => Buffer.from(await (await app.request('/assets/entry-abc.js', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    const first = await fetchBr();
    expect(brotliDecompressSync(first).toString()).toBe(entryJs);
    await expect.poll(async () => (await fetchBr()).byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(await fetchBr()).toString()).toBe(entryJs);
  });

  it('leaves binary types and bodies under CloudFront’s 1,000 bytes as they are', async () => {
    const png = await app.request('/assets/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4_000);
    const small = await app.request('/v1/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_MIN_BYTES);
  });

  it('answers a read with a weak ETag of its content, and 304 without a body when If-None-Match names it', async () => {
    const first = await app.request('/v1/big', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag')!;
    expect(etag).toBe(etagOf(new TextEncoder().encode(bigJson)));
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    // The same entity uncompressed carries the same ETag.
    expect((await app.request('/v1/big')).headers.get('ETag')).toBe(etag);

    const again = await app.request('/v1/big', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(again.headers.get('Content-Security-Policy')).toBe(HEADERS['Content-Security-Policy']);

    const changed = await app.request('/v1/big', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(bigJson);
  });

  it('gives no ETag or 304 to writes and failures', async () => {
    const post = await app.request('/v1/big', { method: 'POST', headers: { 'If-None-Match': '*' } });
    expect(post.status).toBe(200);
    expect(post.headers.get('ETag')).toBeNull();
    const missing = await app.request('/v1/missing', { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
  });
});
