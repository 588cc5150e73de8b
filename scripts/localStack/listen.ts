import { createServer } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** A free TCP port on 127.0.0.1, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type RunningServer = { url: string; port: number; close(): Promise<void> };

export function listen(app: Hono, port: number): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
