import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { createApp } from '../app';

export type LocalServerOptions = {
  port: number;
  host?: string;
  deps: AppDeps;
  /** The built web (web/dist); served with an index.html fallback as the CDN does. */
  webDir?: string | undefined;
  /** Reads status.json from the status bucket, as the CDN's /status/* behaviour does. */
  readStatusFile: () => Promise<string>;
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
 * The local stand-in for the CDN: one origin serving the API under /v1, status.json under /status,
 * and the web build with hashed assets cached long and index.html never.
 */
export function createLocalOrigin(options: LocalServerOptions) {
  const origin = new Hono();
  origin.route('/', createApp(options.deps));
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
          c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
          return c.body(body, 200, { 'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream' });
        } catch {
          return c.text('Not found', 404);
        }
      }
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(join(webDir, 'index.html'), 'utf8'));
    });
  }
  return origin;
}

export function startLocalServer(options: LocalServerOptions): Promise<ServerType> {
  const origin = createLocalOrigin(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: origin.fetch, port: options.port, hostname: options.host ?? '127.0.0.1' }, () =>
      resolve(server),
    );
  });
}
