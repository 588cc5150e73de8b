import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { browserServicesOf, NO_INLINE_HASHES, securityHeaders, uploadsBehaviourOf, uploadsSecurityHeaders, webBuildInlineHashes } from '@portal/core/http/securityHeaders';
import { snapshotKey } from '@portal/core/http/snapshotPaths';
import { storedUploadPath } from '@portal/core/http/uploadPaths';
import type { ServerConfig } from '@portal/core/config';
import { failure } from '@portal/core/envelope';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import type { AppDeps } from '../deps';
import { createApp } from '../app';
import { clearOnTableWrites, ReadCache, readKey, type ReadyAnswer } from '../middleware/readCache';
import { uploadsBucketOf } from '../uploadsBucket';
import { compressedBody, localCdn } from './localCdn';

export type LocalServerOptions = {
  port: number;
  host?: string;
  deps: AppDeps;
  /** The built web (web/dist); served with an index.html fallback as the CDN does. Its inline scripts are hashed into the CSP at start: restart after a rebuild. */
  webDir?: string | undefined;
  /** Reads status.json from the status bucket, as the CDN's /status/* behaviour does. */
  readStatusFile: () => Promise<string>;
  /**
   * Pages rendered with their data (snapshots/): the folder their keys are under (the stack's own,
   * never the shared build's: two stacks of one build write different data), and whether the one at
   * `key` shows its data (no item it follows was written since it was last brought up to date): only
   * then is the page answered from it, else from its prerender.
   */
  snapshots?: { dir: string; fresh: (key: string) => boolean };
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker is a module script: browsers refuse it under any other type.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function extension(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot) : '';
}

/**
 * A public route's page prerendered by the web build (web/scripts/prerender.ts writes
 * prerendered/<route>.html), or null for a route rendered in the browser only.
 */
function prerenderedPage(webDir: string, path: string): string | null {
  if (!/^(\/[A-Za-z]+)+$/.test(path)) return null;
  const file = join(webDir, 'prerendered', `${path.slice(1)}.html`);
  return existsSync(file) ? file : null;
}

/** A page's snapshot (its HTML rendered with its data: snapshots/), when the URL is exactly its page's and it is fresh. */
function snapshotPage(snapshots: { dir: string; fresh: (key: string) => boolean }, path: string, search: string): string | null {
  const key = snapshotKey(path, search);
  if (key === null || !snapshots.fresh(key)) return null;
  const file = join(snapshots.dir, key);
  return existsSync(file) ? file : null;
}

/** Hashed build files: a name never gets new content (the CDN's ASSETS_CACHE_CONTROL). */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The security headers the CDN sends for the same configuration and build, over plain http. */
export function localSecurityHeaders(config: ServerConfig | undefined, webDir: string | undefined): Record<string, string> {
  if (!config) throw new Error('The local origin needs the deployment configuration: its CSP allows exactly the configured services.');
  const inline = webDir && existsSync(webDir) ? webBuildInlineHashes(webDir) : NO_INLINE_HASHES;
  return securityHeaders({ services: browserServicesOf(config), inline, scheme: 'http' });
}

/** Locally the uploads judge runs in process (on AWS it is a function of its own, see entry/uploadJudge.ts). */
function withLocalUploadJudge(deps: AppDeps): AppDeps {
  if (deps.uploadJudge || !deps.s3 || !deps.config) return deps;
  return { ...deps, uploadJudge: judgeInProcess(deps.s3, deps.config.UPLOADS_BUCKET) };
}

/**
 * The local stand-in for the CDN: one origin serving the API under /v1, status.json under /status,
 * and the web build with hashed assets cached long and index.html never; every answer carries the
 * CDN's security headers, text is compressed and reads answer 304 to a matching If-None-Match.
 */
export function createLocalOrigin(options: LocalServerOptions) {
  const origin = new Hono();
  origin.use('*', localCdn({ securityHeaders: localSecurityHeaders(options.deps.config, options.webDir), uploadsSecurityHeaders: localUploadsSecurityHeaders }));
  origin.route('/', createApp(withLocalUploadJudge(options.deps)));
  // The API's own 404 for a path under /v1 no route took, as on the CDN: never the web's index.html.
  origin.all('/v1/*', (c) => c.json(failure(404, `No route for ${c.req.method} ${c.req.path}`), 404));
  origin.get('/uploads/*', (c) => {
    const url = new URL(c.req.url);
    const uploadsOrigin = options.deps.config?.UPLOADS_ORIGIN;
    // With a separate uploads host, the portal's origin only points there, as the CDN does.
    if (uploadsOrigin && url.origin !== uploadsOrigin) return storedUploadPath(url.pathname) ? c.redirect(`${uploadsOrigin}${url.pathname}`, 301) : notFoundUpload();
    return serveUpload(options.deps, url.pathname);
  });
  origin.get('/status/status.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=30');
    return c.body(await options.readStatusFile(), 200, { 'Content-Type': 'application/json' });
  });
  const webDir = options.webDir;
  if (webDir) {
    origin.get('*', async (c) => {
      const requested = normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^(\.\.[/\\])+/, '');
      const ext = extension(requested);
      if (ext) {
        try {
          const body = await readFile(join(webDir, requested));
          const hashed = requested.startsWith('/assets/');
          c.header('Cache-Control', hashed ? ASSETS_CACHE_CONTROL : 'public, max-age=300');
          return c.body(body, 200, { 'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream' });
        } catch {
          return c.text('Not found', 404);
        }
      }
      c.header('Cache-Control', 'no-cache');
      const snapshot = options.snapshots ? snapshotPage(options.snapshots, requested, new URL(c.req.url).search) : null;
      // A snapshot removed between the look and the read (its council left the list) is the prerender's page.
      const html = snapshot ? await readFile(snapshot, 'utf8').catch(() => null) : null;
      return c.html(html ?? (await readFile(prerenderedPage(webDir, requested) ?? join(webDir, 'index.html'), 'utf8')));
    });
  }
  return origin;
}

/** The headers of the CDN's uploads behaviour that answers a path, over plain http; null outside /uploads/. */
export function localUploadsSecurityHeaders(path: string): Record<string, string> | null {
  const serving = uploadsBehaviourOf(path);
  return serving ? uploadsSecurityHeaders('http', serving) : null;
}

const notFoundUpload = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The CDN's /uploads/* behaviours: a stored upload from the uploads bucket, only at a path our code
 * writes (core/src/http/uploadPaths.ts) and only when the object was stored with exactly that path's
 * type, which is then the type it is served with. Anything else is a 404: the local S3 server lets a
 * presigned POST write any key with any type, so neither is taken from the bucket on trust.
 */
async function serveUpload(deps: AppDeps, path: string): Promise<Response> {
  const stored = storedUploadPath(path);
  if (!stored) return notFoundUpload();
  const { s3, bucket } = uploadsBucketOf(deps);
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: stored.key }));
    if (object.ContentType !== stored.contentType) {
      await object.Body?.transformToByteArray();
      return notFoundUpload();
    }
    const bytes = await object.Body!.transformToByteArray();
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { 'Content-Type': stored.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey' || (error as { name?: string }).name === 'NotFound') return notFoundUpload();
    throw error;
  }
}

/**
 * Sends a kept public read straight from its bytes, before Hono: the same headers the origin's
 * middleware would add (the CDN's security headers, ETag/304, Vary and the compressed form).
 * Answers false when the request is not one of them.
 */
function sendReady(cache: ReadCache, security: Record<string, string>, req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/v1/')) return false;
  const key = readKey(req.url);
  // Not kept, or due for a refresh: the app (through Hono) computes and stores it.
  const ready: ReadyAnswer | undefined = cache.peek(key);
  if (!ready) return false;
  const headers: Record<string, string> = { ...ready.headers, ...security };
  const sent = compressedBody(ready, req.headers['accept-encoding'], req.headers['if-none-match']);
  if (sent.vary) headers['vary'] = 'Accept-Encoding';
  if (sent.status === 304) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  if (sent.encoding) headers['content-encoding'] = sent.encoding;
  headers['content-length'] = String(sent.body.byteLength);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : sent.body);
  return true;
}

export function startLocalServer(options: LocalServerOptions): Promise<ServerType> {
  const readCache = options.deps.readCache ?? new ReadCache();
  clearOnTableWrites(options.deps.db, readCache);
  const origin = createLocalOrigin({ ...options, deps: { ...options.deps, readCache } });
  const security = localSecurityHeaders(options.deps.config, options.webDir);
  const listener = getRequestListener(origin.fetch);
  const server = createServer((req, res) => {
    if (!sendReady(readCache, security, req, res)) void listener(req, res);
  });
  return new Promise((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server)));
}
