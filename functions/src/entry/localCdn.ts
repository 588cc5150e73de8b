import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

/**
 * What CloudFront does in front of the portal, done by the local origin so that `npm start` and the
 * browser tests see what users see: the security headers on every answer, brotli or gzip for text,
 * and a validator (ETag) with 304 answers for reads.
 */

/** CloudFront compresses objects from 1,000 bytes to 10,000,000 bytes, and only types it knows to be text. */
export const COMPRESS_MIN_BYTES = 1_000;
export const COMPRESS_MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)\b|image\/svg\+xml\b)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    quality.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A weak ETag of a body. Weak, because the same entity goes out as brotli, gzip or identity bytes
 * (CloudFront weakens the origin's ETag for the same reason when it compresses).
 */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Compressed bodies by ETag and encoding, so an unchanged answer is compressed once, not per request. */
class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly limit: number) {}
  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }
  set(key: string, body: Buffer): void {
    if (!this.entries.has(key) && this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, body);
  }
}

const compressionOptions = (encoding: Encoding, effort: 'max' | 'fast', size: number): BrotliOptions & ZlibOptions =>
  encoding === 'gzip'
    ? { level: effort === 'max' ? 9 : 6 }
    : { params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: size } };

function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, compressionOptions(encoding, 'fast', body.byteLength)) : brotliCompressSync(body, compressionOptions(encoding, 'fast', body.byteLength));
}

/** The strongest compression, off the event loop (brotli 11 takes a second for the entry chunk, three for pdf.js's worker). */
function compressHard(body: Buffer, encoding: Encoding, done: (compressed: Buffer) => void): void {
  const callback = (error: Error | null, compressed: Buffer) => {
    if (!error) done(compressed);
  };
  if (encoding === 'gzip') gzip(body, compressionOptions(encoding, 'max', body.byteLength), callback);
  else brotliCompress(body, compressionOptions(encoding, 'max', body.byteLength), callback);
}

function appendVary(headers: Headers, name: string) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', name);
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())) headers.set('Vary', `${vary}, ${name}`);
}

/** Headers a 304 keeps (RFC 9110 §15.4.5), plus the security headers. */
const NOT_MODIFIED_DROPS = ['content-type', 'content-length', 'content-encoding'];

/** A kept answer's bytes and the compressed forms made of them (functions/src/middleware/readCache.ts). */
export type KeptBody = { body: Buffer; etag: string; headers: Record<string, string>; encoded: Map<string, Buffer> };

/**
 * What the CDN sends for a kept answer: 304 to a matching If-None-Match, else the body in the
 * preferred encoding, compressed once per answer.
 */
export function compressedBody(kept: KeptBody, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): { status: 200 | 304; body: Buffer; encoding: Encoding | null; vary: boolean } {
  const compressible = COMPRESSIBLE.test(kept.headers['content-type'] ?? '') && kept.body.byteLength >= COMPRESS_MIN_BYTES && kept.body.byteLength <= COMPRESS_MAX_BYTES;
  if (matchesEtag(ifNoneMatch, kept.etag)) return { status: 304, body: kept.body, encoding: null, vary: compressible };
  const encoding = compressible ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) return { status: 200, body: kept.body, encoding: null, vary: compressible };
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = compressNow(kept.body, encoding);
    kept.encoded.set(encoding, body);
  }
  return { status: 200, body, encoding, vary: compressible };
}

export type LocalCdnOptions = {
  /** Sent on every answer, whatever its status. */
  securityHeaders: Record<string, string>;
  /** Sent instead on a path one of the CDN's uploads behaviours answers (null for any other path). */
  uploadsSecurityHeaders?: (path: string) => Record<string, string> | null;
};

/** The CDN's part of every answer; mount it first on the local origin. */
export function localCdn(options: LocalCdnOptions) {
  const cache = new CompressedCache(512);
  return createMiddleware(async (c, next) => {
    await next();
    // Hono merges the old answer's headers into one assigned over it; this answer replaces it whole.
    const replace = (response: Response) => {
      c.res = undefined;
      c.res = response;
    };
    const headers = new Headers(c.res.headers);
    const security = options.uploadsSecurityHeaders?.(c.req.path) ?? options.securityHeaders;
    for (const [name, value] of Object.entries(security)) headers.set(name, value);
    const readable = (c.req.method === 'GET' || c.req.method === 'HEAD') && c.res.status === 200;
    if (!readable || headers.has('Content-Encoding')) {
      replace(new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers }));
      return;
    }

    const body = Buffer.from(await c.res.arrayBuffer());
    const etag = headers.get('ETag') ?? etagOf(body);
    headers.set('ETag', etag);
    const compressible = COMPRESSIBLE.test(headers.get('Content-Type') ?? '') && body.byteLength >= COMPRESS_MIN_BYTES && body.byteLength <= COMPRESS_MAX_BYTES;
    if (compressible) appendVary(headers, 'Accept-Encoding');

    if (matchesEtag(c.req.header('If-None-Match'), etag)) {
      for (const name of NOT_MODIFIED_DROPS) headers.delete(name);
      replace(new Response(null, { status: 304, headers }));
      return;
    }

    const encoding = compressible ? preferredEncoding(c.req.header('Accept-Encoding')) : null;
    let sent: Buffer = body;
    if (encoding) {
      const key = `${etag} ${encoding}`;
      const cached = cache.get(key);
      if (cached) sent = cached;
      else {
        // A quick level now; hashed build files never change, so they are then squeezed as hard as
        // brotli goes, in the background, for every later request. API answers change with every
        // indexer run and keep the quick level.
        sent = compressNow(body, encoding);
        cache.set(key, sent);
        if (c.req.path.startsWith('/assets/')) compressHard(body, encoding, (hard) => cache.set(key, hard));
      }
    }
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.byteLength));
    // Node's Buffers are views of a plain ArrayBuffer here (not shared memory), which Response takes.
    replace(new Response(sent as Uint8Array<ArrayBuffer>, { status: 200, headers }));
  });
}
