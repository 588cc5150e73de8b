import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { putLatestTopics } from '@portal/core/db/repositories/forumTopics';
import { putNetworkStats } from '@portal/core/db/repositories/networkStats';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { inject } from 'vitest';
import { browserServicesOf, inlineHashes, securityHeaders, uploadsSecurityHeaders } from '@portal/core/http/securityHeaders';
import { pendingUploadKey, storeUpload } from '@portal/core/storage/uploads';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { freshTestDb, testS3 } from '../../../test/setup/services';
import type { AddressInfo } from 'node:net';
import { ASSETS_CACHE_CONTROL, createLocalOrigin, startLocalServer } from './node';

/**
 * The local origin as `npm start` and the browser tests run it, with a real table: what the CDN does
 * in front of the portal (security headers, compression, caching of the build, ETag and 304 for reads).
 */
describe('the local origin behaves like the CDN', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'local-origin-'));
  const indexHtml = `<!doctype html><html><head><script>document.documentElement.dataset.theme='dark'</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
  const entryJs = `export const portal = ${JSON.stringify('x'.repeat(50))};\n`.repeat(300);
  const config = parseServerConfig({ RPC_URL: 'http://127.0.0.1:8545', APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k', S3_ENDPOINT: 'http://127.0.0.1:4569' });
  let origin: ReturnType<typeof createLocalOrigin>;

  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), indexHtml);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), entryJs);
    writeFileSync(join(webDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(3_000, 7));
    writeFileSync(join(webDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    const db = await freshTestDb();
    await putNetworkStats(db, {
      gc_size: 31,
      total_staking: '123456789.5',
      total_supply: '6000000000',
      circulating_supply: '5800000000.25',
      total_value: '715720000.03',
      price_usd: '0.1234',
      block_number: 100,
      updated_at: '2026-11-21T12:00:00.000Z',
    });
    // Enough of Home's answer to be over CloudFront's 1,000-byte threshold for compression.
    await putLatestTopics(
      db,
      Array.from({ length: 5 }, (_, i) => ({ id: i + 1, category: 'Notice', topic_title: `Topic ${i + 1}`, created_at: '2026-11-21T00:00:00.000Z', raw: 'A proposal to fund the grants. '.repeat(10), url: `http://127.0.0.1/t/${i + 1}` })),
    );
    origin = createLocalOrigin({ port: 0, deps: { db, config }, webDir, readStatusFile: async () => JSON.stringify({ maintenance: false }) });
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it("sends core's security headers for this configuration and build, over http, on pages, assets, API answers, errors and status.json", async () => {
    const expected = securityHeaders({ services: browserServicesOf(config), inline: inlineHashes(indexHtml), scheme: 'http' });
    expect(expected['Content-Security-Policy']).toContain("connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:4603 http://127.0.0.1:4569;");
    expect(expected['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    for (const path of ['/Home', '/index.html', '/assets/index-abc123.js', '/v1/page/main', '/v1/no-such-route', '/status/status.json', '/assets/missing.js']) {
      const response = await origin.request(path);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      expect(response.headers.get('Strict-Transport-Security'), path).toBeNull();
    }
  });

  it('caches hashed assets for a year, immutable, and index.html never without asking', async () => {
    const asset = await origin.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe(ASSETS_CACHE_CONTROL);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/Home', '/Proposal/Detail?id=53']) {
      const page = await origin.request(path);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await page.text()).toBe(indexHtml);
    }
  });

  it('compresses JavaScript, HTML, JSON and SVG by Accept-Encoding, never fonts', async () => {
    const js = await origin.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(js.headers.get('Content-Encoding')).toBe('br');
    const jsBytes = Buffer.from(await js.arrayBuffer());
    expect(brotliDecompressSync(jsBytes).toString()).toBe(entryJs);
    expect(jsBytes.byteLength).toBeLessThan(entryJs.length / 20);

    const html = await origin.request('/Home', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await html.arrayBuffer())).toString()).toBe(indexHtml);

    const svg = await origin.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(svg.headers.get('Content-Encoding')).toBe('br');

    const main = await origin.request('/v1/page/main', { headers: { 'Accept-Encoding': 'br' } });
    expect(main.status).toBe(200);
    const plain = await (await origin.request('/v1/page/main')).text();
    expect(JSON.parse(plain).result.network.gc_size).toBe(31);
    expect(plain.length).toBeGreaterThan(1_000);
    expect(main.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await main.arrayBuffer())).toString())).toEqual(JSON.parse(plain));

    const font = await origin.request('/assets/font-abc123.woff2', { headers: { 'Accept-Encoding': 'br' } });
    expect(font.headers.get('Content-Encoding')).toBeNull();
    expect((await font.arrayBuffer()).byteLength).toBe(3_000);
  });

  it('answers an API read with an ETag, and 304 with no body when the browser already has it', async () => {
    const first = await origin.request('/v1/page/main', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Cache-Control')).toMatch(/max-age=0/);

    const again = await origin.request('/v1/page/main', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));

    const config1 = await origin.request('/v1/network-config');
    const config2 = await origin.request('/v1/network-config', { headers: { 'If-None-Match': config1.headers.get('ETag')! } });
    expect(config2.status).toBe(304);
    const stale = await origin.request('/v1/network-config', { headers: { 'If-None-Match': 'W/"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect((await stale.json()).result.rpc_url).toBe('http://127.0.0.1:8545');
  });
});

/**
 * The local server as `npm start` runs it: public reads are kept as ready answers (sent before Hono
 * runs), a write to the table through the same client is seen at the next read, and public routes
 * are answered with their prerendered page.
 */
describe('the local server answers kept public reads and prerendered pages', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'local-server-'));
  const config = parseServerConfig({ RPC_URL: 'http://127.0.0.1:8545', APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k', S3_ENDPOINT: 'http://127.0.0.1:4569' });
  const stats = (gcSize: number) => ({
    gc_size: gcSize,
    total_staking: '123456789.5',
    total_supply: '6000000000',
    circulating_supply: '5800000000.25',
    total_value: '715720000.03',
    price_usd: '0.1234',
    block_number: 100,
    updated_at: '2026-11-21T12:00:00.000Z',
  });
  let db: Awaited<ReturnType<typeof freshTestDb>>;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let maintenance = false;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(webDir, 'prerendered', 'Proposal'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDir, 'prerendered', 'Home.html'), '<!doctype html><div id="root" data-prerendered="/Home">Home</div>');
    writeFileSync(join(webDir, 'prerendered', 'Proposal', 'Detail.html'), '<!doctype html><div id="root" data-prerendered="/Proposal/Detail">Detail</div>');
    db = await freshTestDb();
    await putNetworkStats(db, stats(31));
    await putLatestTopics(db, Array.from({ length: 5 }, (_, i) => ({ id: i + 1, category: 'Notice', topic_title: `Topic ${i + 1}`, created_at: '2026-11-21T00:00:00.000Z', raw: 'A proposal to fund the grants. '.repeat(10), url: `http://127.0.0.1/t/${i + 1}` })));
    server = await startLocalServer({ port: 0, deps: { db, config }, webDir, readStatusFile: async () => JSON.stringify({ maintenance }) });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a kept read with the same bytes, headers and validator as the first answer, and 304 to it', async () => {
    const first = await fetch(`${url}/v1/page/main`, { headers: { 'Accept-Encoding': 'br' } });
    const again = await fetch(`${url}/v1/page/main`, { headers: { 'Accept-Encoding': 'br' } });
    const expected = securityHeaders({ services: browserServicesOf(config), inline: inlineHashes('<!doctype html><div id="root"></div>'), scheme: 'http' });
    for (const response of [first, again]) {
      expect(response.status).toBe(200);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=30/);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    }
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(await again.text()).toBe(await first.text());
    const notModified = await fetch(`${url}/v1/page/main`, { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('Content-Security-Policy')).toBe(expected['Content-Security-Policy']);
  });

  it('shows a write to the table at the very next read', async () => {
    const read = async () => ((await (await fetch(`${url}/v1/page/main`)).json()) as { result: { network: { gc_size: number } } }).result.network.gc_size;
    expect(await read()).toBe(31);
    await putNetworkStats(db, stats(32));
    expect(await read()).toBe(32);
  });

  it('keeps only API reads: a flipped status file is seen at the very next read', async () => {
    const read = async () => ((await (await fetch(`${url}/status/status.json`)).json()) as { maintenance: boolean }).maintenance;
    expect(await read()).toBe(false);
    maintenance = true;
    expect(await read()).toBe(true);
    maintenance = false;
    expect(await read()).toBe(false);
  });

  it('answers a prerendered public route with its page, whatever its query, and any other route with index.html', async () => {
    expect(await (await fetch(`${url}/Home`)).text()).toContain('data-prerendered="/Home"');
    expect(await (await fetch(`${url}/Proposal/Detail?id=53`)).text()).toContain('data-prerendered="/Proposal/Detail"');
    for (const path of ['/MyPage', '/GC', '/Proposal/Nope', '/prerendered/Home']) {
      const page = await fetch(`${url}${path}`);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await page.text(), path).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

/**
 * Issue 28: a page with a snapshot (snapshots/) is answered from it only at its own URL and only
 * while the snapshots show the table's data; otherwise, and when it has none, from its prerender.
 */
describe('the local origin answers a page from its snapshot while fresh, else from its prerender', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'local-snapshots-'));
  const config = parseServerConfig({ RPC_URL: 'http://127.0.0.1:8545', APP2APP_URL: 'http://127.0.0.1:4603/api/v1/k', S3_ENDPOINT: 'http://127.0.0.1:4569' });
  let stale = new Set<string>();
  let origin: ReturnType<typeof createLocalOrigin>;
  const page = async (path: string) => (await origin.request(path)).text();

  beforeAll(async () => {
    mkdirSync(join(webDir, 'prerendered', 'ko', 'Proposal'), { recursive: true });
    mkdirSync(join(webDir, 'snapshots', 'ko', 'Proposal', 'Detail'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDir, 'prerendered', 'ko', 'Proposal', 'Detail.html'), '<div id="root" data-prerendered="/ko/Proposal/Detail?id=1">loading</div>');
    writeFileSync(join(webDir, 'snapshots', 'ko', 'Proposal', 'Detail', '53.html'), '<div id="root" data-prerendered="/ko/Proposal/Detail?id=53">Yes 3</div>');
    origin = createLocalOrigin({ port: 0, deps: { db: await freshTestDb(), config }, webDir, readStatusFile: async () => '{}', snapshots: { dir: webDir, fresh: (key) => !stale.has(key) } });
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('serves the snapshot at its page’s own URL', async () => {
    expect(await page('/ko/Proposal/Detail?id=53')).toContain('Yes 3');
  });

  it('serves the prerender for another query, an id without a snapshot, and while that page’s snapshot is older than its data', async () => {
    for (const path of ['/ko/Proposal/Detail?id=53&tab=votes', '/ko/Proposal/Detail?id=053', '/ko/Proposal/Detail?id=54']) expect(await page(path), path).toContain('loading');
    stale = new Set(['snapshots/ko/Proposal/Detail/53.html']);
    expect(await page('/ko/Proposal/Detail?id=53')).toContain('loading');
    // Another page being stale leaves this one served from its snapshot.
    stale = new Set(['snapshots/ko/Proposal/Detail/54.html']);
    expect(await page('/ko/Proposal/Detail?id=53')).toContain('Yes 3');
    stale = new Set();
  });
});

/**
 * The edges of the local origin: only the uploads our code writes, with their own headers; the API's
 * 404 and 400 envelopes for what no route takes or no path decodes; request bodies limited by route.
 */
describe('the local origin serves only what our code writes, and refuses what it cannot read', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'local-edges-'));
  const s3 = testS3();
  const bucket = `origin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let url: string;
  const stored: { svg: string; pdf: string; svgBytes: Uint8Array; pdfBytes: Uint8Array } = { svg: '', pdf: '', svgBytes: new Uint8Array(), pdfBytes: new Uint8Array() };
  const HASH = 'c0'.repeat(32);
  const HOSTILE_HTML = '<!doctype html><script>document.title = "ran"</script>';

  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const config = parseServerConfig({ RPC_URL: 'http://127.0.0.1:8545', S3_ENDPOINT: inject('s3Endpoint'), UPLOADS_BUCKET: bucket, AWS_REGION: 'us-east-1' });
    stored.svgBytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#0a0"/></svg>');
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Minutes of the council');
    stored.pdfBytes = await doc.save();
    const judge = judgeInProcess(s3, bucket);
    const svg = await storeUpload(s3, bucket, stored.svgBytes, 'contractLogo', await judge({ purpose: 'contractLogo', bytes: stored.svgBytes }));
    const pdf = await storeUpload(s3, bucket, stored.pdfBytes, 'attachment', await judge({ purpose: 'attachment', bytes: stored.pdfBytes }));
    if (!svg.ok || !pdf.ok) throw new Error('the fixtures must pass the upload check');
    stored.svg = svg.url;
    stored.pdf = pdf.url;
    // What anyone holding a presigned POST ticket can write on the local S3 server, which ignores its policy.
    const plant = (Key: string, ContentType: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, ContentType, Body }));
    await plant('uploads/attachment/page.html', 'text/html', HOSTILE_HTML);
    await plant(`uploads/attachment/${HASH}.pdf`, 'text/html', HOSTILE_HTML);
    await plant(`uploads/contractLogo/${HASH}.svg`, 'image/svg+xml; charset=utf-8', '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    await plant(`uploads/contractLogo/${HASH}.png`, 'text/html', HOSTILE_HTML);
    await plant(`uploads/attachment/${HASH}.svg`, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await plant(`uploads/evil/${HASH}.svg`, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await plant(pendingUploadKey(1), 'application/pdf', '%PDF-1.7');
    server = await startLocalServer({ port: 0, deps: { db: await freshTestDb(), config, s3 }, webDir, readStatusFile: async () => '{}' });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a stored image and a stored PDF with exactly their type and the uploads headers of core', async () => {
    for (const [path, bytes, type, serving] of [
      [stored.svg, stored.svgBytes, 'image/svg+xml', 'image'],
      [stored.pdf, stored.pdfBytes, 'application/pdf', 'pdf'],
    ] as const) {
      const response = await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toBe(type);
      for (const [name, value] of Object.entries(uploadsSecurityHeaders('http', serving))) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
    expect(stored.svg).toMatch(/^\/uploads\/contractLogo\/[0-9a-f]{64}\.svg$/);
    expect((await fetch(`${url}${stored.svg}`)).headers.get('Content-Security-Policy')).toContain('sandbox');
  });

  it('answers 404, never the stored type, for a key of another shape, a pending upload or a type other than its extension’s', async () => {
    for (const path of [
      '/uploads/attachment/page.html',
      `/uploads/attachment/${HASH}.pdf`,
      `/uploads/contractLogo/${HASH}.svg`,
      `/uploads/contractLogo/${HASH}.png`,
      `/uploads/attachment/${HASH}.svg`,
      `/uploads/evil/${HASH}.svg`,
      `/${pendingUploadKey(1)}`,
      `/uploads/contractLogo/${'d1'.repeat(32)}.svg`,
      `/uploads/contractLogo/..%2Fattachment%2F${HASH}.pdf`,
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).not.toContain('<script');
      expect(response.headers.get('Content-Security-Policy'), path).toMatch(/^default-src 'none'/);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('with a separate uploads host (UPLOADS_ORIGIN), points a stored path on the portal’s origin there and serves it only on that host', async () => {
    const port = (server.address() as AddressInfo).port;
    const uploadsOrigin = `http://localhost:${port}`;
    const config = parseServerConfig({ RPC_URL: 'http://127.0.0.1:8545', S3_ENDPOINT: inject('s3Endpoint'), UPLOADS_BUCKET: bucket, AWS_REGION: 'us-east-1', UPLOADS_ORIGIN: uploadsOrigin });
    const split = createLocalOrigin({ port: 0, deps: { db: await freshTestDb(), config, s3 }, webDir, readStatusFile: async () => '{}' });
    const onPortal = await split.request(`http://127.0.0.1:${port}${stored.svg}`);
    expect(onPortal.status).toBe(301);
    expect(onPortal.headers.get('Location')).toBe(`${uploadsOrigin}${stored.svg}`);
    expect((await split.request(`http://127.0.0.1:${port}/uploads/attachment/page.html`)).status).toBe(404);
    const onUploadsHost = await split.request(`${uploadsOrigin}${stored.svg}`);
    expect(onUploadsHost.status).toBe(200);
    expect(onUploadsHost.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(() => parseServerConfig({ UPLOADS_ORIGIN: 'https://uploads.example.org/path' })).toThrow(/origin only/);
  });

  it('answers an unknown /v1 path with the API’s 404 envelope, not the web’s page', async () => {
    for (const [method, path] of [['GET', '/v1/no-such-route'], ['GET', '/v1/proposals/1/nothing/here'], ['POST', '/v1/nowhere']] as const) {
      const response = await fetch(`${url}${path}`, { method });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ code: 404, err_msg: `No route for ${method} ${path}`, err_code: 'not_found' });
    }
  });

  it('answers 400 for a path whose percent-encoding does not decode, whatever it is under', async () => {
    for (const path of ['/assets/%E0%A4%A', '/%E0%A4%A', '/v1/proposals/%ZZ', '/uploads/attachment/%E0%A4%A.pdf', '/Home%']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ code: 400, err_msg: 'The path is not valid percent-encoded UTF-8.', err_code: 'invalid_request' });
    }
  });

  it('refuses a declared body over the route’s limit with 413 and the envelope, and lets a multipart route take more', async () => {
    const tooBig = await fetch(`${url}/v1/auth/nonce`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address: 'x'.repeat(300 * 1024) }) });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ code: 413, err_msg: 'The request body is larger than 256 KiB.', err_code: 'too_large' });
    // A council's form with a 1 MB thumbnail is under its limit: it reaches the route, which asks for a session.
    const form = new FormData();
    form.append('metadata', '{}');
    form.append('file_1', new Blob([new Uint8Array(1024 * 1024)]), 'thumb.png');
    const multipart = await fetch(`${url}/v1/councils/1`, { method: 'PUT', body: form });
    expect(multipart.status).toBe(401);
  });

  it('stops reading a streamed 20 MB body at the limit and answers 413 before the sender is done', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const total = 20 * 1024 * 1024;
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = httpRequest(`${url}/v1/auth/nonce`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (body += part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
      });
      // The server closes the connection after its answer; that is the point, not a failure.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      // A slow sender (chunked, no Content-Length): the answer comes back while most of the body is unsent.
      const send = () => {
        if (answered || request.destroyed) return;
        if (sent >= total) return void request.end();
        sent += chunk.byteLength;
        request.write(chunk, () => setTimeout(send, 2));
      };
      send();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, err_msg: 'The request body is larger than 256 KiB.', err_code: 'too_large' });
    expect(answer.sent).toBeLessThan(total / 4);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
