import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPublicClient, type Hex, http, parseEther, toHex, type Address } from 'viem';

const root = resolve(import.meta.dirname, '../..');

type Started = { child: ChildProcess; url: string; rpcUrl: string };

/** Seven consecutive free ports for `--port-base` (web, rpc, dynamodb, s3, forum, price, app2app). */
async function freePortBase(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const probes = await Promise.all(
      Array.from(
        { length: 7 },
        (_, i) =>
          new Promise<boolean>((done) => {
            const server = createServer();
            server.once('error', () => done(false));
            server.listen(base + i, '127.0.0.1', () => server.close(() => done(true)));
          }),
      ),
    );
    if (probes.every(Boolean)) return base;
  }
}

/** `npm start` as a user runs it (minus the web build, which the test run already made). */
function startPortal(dataDir: string, base: number): Promise<Started> {
  const played = process.env.PORTAL_PLAYED_STACK ? ['--played', process.env.PORTAL_PLAYED_STACK] : [];
  const child = spawn('npx', ['tsx', 'scripts/start.ts', '--no-build', '--data', dataDir, '--port-base', String(base), ...played], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolveStarted, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start in time:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const ready = output.match(/Council portal ready in [\d.]+ s:\s+(http:\/\/\S+)\/Home/);
      if (ready) {
        clearTimeout(timer);
        resolveStarted({ child, url: ready[1]!, rpcUrl: `http://127.0.0.1:${base + 1}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}

/** A plain JSON-RPC call, for the node's unlocked-account methods. */
async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function mainPage(url: string) {
  const body = await (await fetch(`${url}/v1/page/main`)).json();
  return body.result as { network: { gc_size: number; total_staking: string; block_number: number } | null };
}

async function maintenance(dataDir: string, state: 'on' | 'off') {
  const child = spawn('npx', ['tsx', 'status/maintenance.ts', state], {
    cwd: root,
    env: { ...process.env, PORTAL_STACK_FILE: join(dataDir, 'stack.json') },
    stdio: 'ignore',
  });
  await exited(child);
  expect(child.exitCode).toBe(0);
}

describe('the local stack keeps everything across a stop and a crash', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  let running: Started | null = null;

  afterAll(async () => {
    if (running?.child.pid) process.kill(-running.child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes chain, table and status after Ctrl-C and after kill -9', async () => {
    const base = await freePortBase();
    running = await startPortal(dataDir, base);
    const first = await mainPage(running.url);
    expect(first.network?.gc_size).toBeGreaterThan(0);

    // Change all three stores: the chain (a transfer), the status bucket (maintenance on).
    const recipient = `0x${'5a'.repeat(20)}` as Address;
    const [from] = (await rpc(running.rpcUrl, 'eth_accounts', [])) as Address[];
    const hash = (await rpc(running.rpcUrl, 'eth_sendTransaction', [{ from, to: recipient, value: toHex(parseEther('1.5')) }])) as Hex;
    await createPublicClient({ transport: http(running.rpcUrl) }).waitForTransactionReceipt({ hash });
    await maintenance(dataDir, 'on');
    const client = () => createPublicClient({ transport: http(running!.rpcUrl), cacheTime: 0 });
    const head = await client().getBlock();

    const checkAfterRestart = async () => {
      const again = await client().getBlock({ blockNumber: head.number });
      expect(again.hash).toBe(head.hash);
      expect(await client().getBalance({ address: recipient })).toBe(parseEther('1.5'));
      const status = await (await fetch(`${running!.url}/status/status.json`)).json();
      expect(status.maintenance).toBe(true);
      const page = await mainPage(running!.url);
      expect(page.network?.gc_size).toBe(first.network?.gc_size);
      expect(page.network?.block_number).toBeGreaterThanOrEqual(first.network!.block_number);
    };

    // A clean stop (what Ctrl-C sends).
    process.kill(-running.child.pid!, 'SIGINT');
    await exited(running.child);
    running = await startPortal(dataDir, base);
    await checkAfterRestart();

    // A crash: every process of the stack killed at once.
    process.kill(-running.child.pid!, 'SIGKILL');
    await exited(running.child);
    running = await startPortal(dataDir, base);
    await checkAfterRestart();

    await maintenance(dataDir, 'off');
    expect((await (await fetch(`${running.url}/status/status.json`)).json()).maintenance).toBe(false);
  }, 900_000);
});
