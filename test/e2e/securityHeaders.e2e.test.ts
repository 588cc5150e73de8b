import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { securityHeaders, webBuildInlineHashes } from '@portal/core/http/securityHeaders';
import { drainCspViolations, launchBrowser, newContext } from './support/browser';
import { url } from './support/voting';

/**
 * The portal under its own Content-Security-Policy: the local origin sends the headers core defines
 * for this stack's services (as the CDN does for a deployment), and no public page, nor the wallet
 * dialog without a WalletConnect project, logs an error, trips the CSP or reaches another host.
 */
const webDist = resolve(import.meta.dirname, '../../web/dist');

/** The headers core's definition gives for what this stack configured, served over http. */
async function expectedHeaders(): Promise<Record<string, string>> {
  const network = NetworkConfigSchema.parse(((await (await fetch(url('/v1/network-config'))).json()) as { result: unknown }).result);
  const stackFile = JSON.parse(readFileSync(join(inject('stackDataDir'), 'stack.json'), 'utf8')) as { s3Endpoint: string };
  return securityHeaders({
    services: { rpcUrl: network.rpc_url, app2appUrl: network.app2app_url, walletConnectProjectId: network.walletconnect_project_id, uploadsOrigin: new URL(stackFile.s3Endpoint).origin },
    inline: webBuildInlineHashes(webDist),
    scheme: 'http',
  });
}

/** The bytes the origin sends for a path with an Accept-Encoding (Node's fetch would decode them). */
function transfer(path: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((done, fail) => {
    get(url(path), { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('end', () => done({ bytes, encoding: response.headers['content-encoding'] }));
    }).on('error', fail);
  });
}

/** Every console error and uncaught exception of a page. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The public routes of the spec, each with what says it has drawn its content. */
const ROUTES: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/Home', (page) => page.getByRole('heading', { name: 'The Place to Discuss and Decide the Future of the Network' }).waitFor({ timeout: 15_000 })],
  ['/GC', (page) => page.getByRole('heading', { level: 1, name: 'Governance Council' }).waitFor()],
  ['/Proposal', (page) => page.getByRole('heading', { name: 'Ongoing' }).waitFor()],
  ['/Proposal/Detail?id=53', (page) => page.getByRole('heading', { name: 'Votes' }).waitFor()],
  ['/Status', (page) => page.getByTestId('supply-chart').locator('.chart-axis-time .visx-axis-tick').first().waitFor({ timeout: 15_000 })],
  ['/Treasury', (page) => page.getByTestId('treasury-chart').waitFor()],
  ['/ReleaseNote', (page) => page.getByRole('heading', { name: 'Release Note', level: 1 }).waitFor()],
  ['/Privacy', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
  ['/Terms', (page) => page.getByTestId('pdf-canvas').and(page.locator('[data-rendered-page="1"]')).waitFor({ timeout: 30_000 })],
];

describe('Security headers and the CSP in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("serves pages, scripts, API answers and status.json with core's headers for this stack's services", async () => {
    const expected = await expectedHeaders();
    expect(expected['Content-Security-Policy']).toContain(`connect-src 'self' ${new URL(inject('rpcUrl')).origin} ${new URL(inject('app2appUrl')).origin}`);
    expect(expected['Content-Security-Policy']).not.toMatch(/walletconnect|reown|web3modal|coinbase/);
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const responses = new Map<string, Record<string, string>>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!responses.has(path)) responses.set(path, response.headers());
    });
    const document = await page.goto(url('/Home'));
    await ROUTES[0]![1](page);
    await page.waitForLoadState('networkidle');
    const script = [...responses.keys()].find((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    const api = [...responses.keys()].find((path) => path.startsWith('/v1/'));
    expect(script).toBeDefined();
    expect(api).toBeDefined();
    for (const [what, headers] of [['page', document!.headers()], ['script', responses.get(script!)!], ['API', responses.get(api!)!]] as const) {
      for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${what} ${name}`).toBe(value);
    }
    const status = await fetch(url('/status/status.json'));
    for (const [name, value] of Object.entries(expected)) expect(status.headers.get(name), `status.json ${name}`).toBe(value);
    // The browser tests would not notice a CSP they never get: it is really enforced.
    const refused = await page.evaluate(async () => {
      try {
        await fetch('https://tracker.example.org/collect');
        return 'sent';
      } catch {
        return 'refused';
      }
    });
    expect(refused).toBe('refused');
    await context.close();
    // That refusal was this test's own doing: it takes it off the list the afterEach fails tests by.
    expect(drainCspViolations().map((v) => v.directive)).toContain('connect-src');
  });

  it('sends the entry chunk and Home\'s API answer compressed, as the CDN does (sizes printed for the record)', async () => {
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
    for (const path of [entry, '/v1/page/main']) {
      const [identity, gzip, br] = await Promise.all([transfer(path, 'identity'), transfer(path, 'gzip'), transfer(path, 'gzip, deflate, br')]);
      expect(identity.encoding).toBeUndefined();
      expect(gzip.encoding).toBe('gzip');
      expect(br.encoding).toBe('br');
      expect(br.bytes).toBeLessThan(gzip.bytes);
      expect(gzip.bytes).toBeLessThan(identity.bytes / 2);
      console.log(`[transfer] ${path}: ${identity.bytes} B uncompressed, ${gzip.bytes} B gzip, ${br.bytes} B brotli`);
    }
  });

  it('reports a violation when the page breaks the CSP, and charges it to the test that caused it', async () => {
    const { context, cspViolations } = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/Home'));
    await ROUTES[0]![1](page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
    // This test broke the CSP on purpose: it takes its violations off the list the afterEach fails tests by.
    expect(drainCspViolations().map((v) => v.directive)).toContain('script-src-elem');
  });

  for (const [path, ready] of ROUTES) {
    it(`${path}: no console error, no CSP report, no request to another host`, async () => {
      const { context, blocked, cspViolations } = await newContext(browser);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(url(path));
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(cspViolations).toEqual([]);
      expect(errors).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    });
  }

  it('opens the wallet dialog without a WalletConnect project: install links for the missing browser wallets, the mobile app through the configured app2app host, and no request to any other host', async () => {
    const { context, blocked, cspViolations } = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto(url('/Proposal/Detail?id=53'));
    await ROUTES[3]![1](page);

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const chooser = page.getByRole('dialog', { name: 'Connect Wallet' });
    await chooser.waitFor();
    // No project id here, so no "Other wallets" (WalletConnect).
    expect(await chooser.getByRole('button', { name: 'Other wallets' }).count()).toBe(0);
    // Neither browser wallet is in this browser: each is its install link, the Kaia Wallet's the spec's Chrome link.
    const kaia = chooser.getByRole('link', { name: 'Install Kaia Wallet' });
    expect(await kaia.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/kaia-wallet/jblndlipeogpafnldhgmapagcccfchpi');
    expect(await kaia.getAttribute('target')).toBe('_blank');
    expect(await chooser.getByRole('link', { name: 'Install MetaMask' }).getAttribute('href')).toBe('https://metamask.io/download');
    expect(await chooser.getByRole('button', { name: 'Kaia Wallet', exact: true }).count()).toBe(0);

    // The mobile app: the wallet code loads, prepares the request at the configured app2app host and shows its QR code.
    await chooser.getByRole('button', { name: 'Kaia Wallet Mobile', exact: true }).click();
    const mobile = page.getByRole('dialog', { name: 'Kaia Wallet Mobile' });
    await mobile.getByRole('img', { name: /QR code/ }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await mobile.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await page.waitForTimeout(1_000);

    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    const allowed = new Set([new URL(url('/')).host, new URL(inject('app2appUrl')).host, new URL(inject('rpcUrl')).host]);
    expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);
    await context.close();
  });
});
