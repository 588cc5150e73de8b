import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundContractName, NETWORK_PROFILES, type NetworkProfile } from '@portal/core/networkProfile';
import { markdownExcerpt } from '../../web/src/shared/topicExcerpt';
import { heldAnswers, launchBrowser, newContext } from './support/browser';

/**
 * The `kaia` profile against the default (`klaytn`) one: the web built a second time with
 * VITE_NETWORK_PROFILE=kaia, served beside the shared stack (its API answers both), and each page
 * read in both builds. Every text the default build writes with a 2022 name (KLAY, KCF/KFF, their
 * long names, Cypress/Baobab) must come out under today's name in the kaia build, and no such name
 * may be left there, except in what the API answered (council descriptions, agenda texts, names
 * the indexer stored): that is content, the same in both builds.
 */

const web = resolve(import.meta.dirname, '../../web');
const KLAYTN = NETWORK_PROFILES.klaytn;
const KAIA = NETWORK_PROFILES.kaia;

/** A disbursement agenda of the devnet's scenario (as decodedActions.e2e.test.ts reads it). */
const DISBURSEMENT = 2;

const PAGES: { path: string; ready?: string }[] = [
  { path: '/Home', ready: 'circulating-supply' },
  { path: '/Status', ready: 'supply-chart' },
  { path: '/Status?tab=onchain' },
  { path: '/Status?tab=staking', ready: 'governance-policy' },
  { path: '/Treasury', ready: 'treasury-table' },
  { path: '/GC/Detail?id=1' },
  { path: `/Proposal/Detail?id=${DISBURSEMENT}`, ready: 'agenda-actions' },
];

/** Every name of a profile, the longer first so that "KCF (Community Fund)" is replaced before "KCF". */
function names(profile: NetworkProfile): string[] {
  const { KCF, KFF } = profile.funds;
  return [KCF.long, KFF.long, fundContractName(KCF), fundContractName(KFF), KCF.phrase, KFF.phrase, KCF.name, KFF.name, KCF.short, KFF.short, profile.token, profile.networks.main, profile.networks.test, profile.networks.test.toUpperCase()];
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Not \b: a name may end in a parenthesis ("KCF (community fund)").
const whole = (pattern: string) => `(?<!\\w)(?:${pattern})(?!\\w)`;
const OLD_NAMES = new RegExp(whole(names(KLAYTN).map(escape).join('|')));

/** A default build's text as the kaia build should write it. */
function toKaia(text: string): string {
  const from = names(KLAYTN);
  const to = names(KAIA);
  return from.reduce((out, name, i) => out.replace(new RegExp(whole(escape(name)), 'g'), to[i]!), text);
}
/** Figures move with the chain between two visits; the names around them are what is compared. */
const shape = (text: string) => text.replace(/\d[\d,.]*/g, '#');

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: web, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}): ${errors}`))));
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/** The kaia build as the local origin serves web/dist (a route's prerendered page, else index.html), the API's paths passed to the shared stack. */
function serveBuild(dir: string, api: string): Promise<{ server: Server; url: string }> {
  const apiUrl = new URL(api);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (/^\/(v1|status|uploads)\//.test(path)) {
      const upstream = request({ host: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: apiUrl.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    const file = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
    const ext = /\.[a-z0-9]+$/.exec(file)?.[0];
    if (ext) {
      const full = join(dir, file);
      if (!existsSync(full)) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }).end(readFileSync(full));
      return;
    }
    const prerendered = join(dir, 'prerendered', `${file.slice(1)}.html`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(readFileSync(/^(\/[A-Za-z]+)+$/.test(file) && existsSync(prerendered) ? prerendered : join(dir, 'index.html')));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

type PageText = { texts: string[]; content: string[] };

/** Every string value of a JSON answer: what the page shows of them is the API's content, not the build's. */
function strings(value: unknown, into: string[]): void {
  // Forum posts are shown as an excerpt of their markdown (Home's Latest Discussion).
  if (typeof value === 'string') into.push(value, markdownExcerpt(value, Number.MAX_SAFE_INTEGER));
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
}

/** The page's readable text once it has settled: its text nodes, the texts of its labels and titles, and the document title. */
async function readPage(page: Page, origin: string, path: string, ready: string | undefined): Promise<PageText> {
  const answers: Promise<void>[] = [];
  const content: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/') && (response.headers()['content-type'] ?? '').includes('json')) {
      answers.push(response.json().then((body: unknown) => strings(body, content), () => undefined));
    }
  });
  await page.goto(`${origin}${path}`);
  // A page served from its snapshot holds the API's answers in its data block instead of asking for them.
  strings(await heldAnswers(page), content);
  if (ready) await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Charts and sections further down load when they come into view.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  // Home's lazy sections render once their chunk is in, which a loaded machine can finish after the
  // network is idle: wait until each holds its content (a CI run read the kaia page before one had).
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-lazy-section]')].every((s) => s.getAttribute('data-loaded') === 'true' && s.childElementCount > 0)))
    .toBe(true);
  // Lazy charts say "Loading …" until their code and data are in.
  await expect.poll(() => page.evaluate(() => document.querySelector('[aria-label^="Loading"], [aria-busy="true"]') !== null)).toBe(false);
  await Promise.all(answers);
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('script, style')) out.push(text);
    }
    for (const element of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
      for (const attribute of ['title', 'aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return { texts, content };
}

/**
 * Content is a text the API answered as it is, with words of its own besides the names: "KLAY" alone
 * (a unit beside a figure) is the build's, even though council descriptions contain it too.
 */
function isContent(text: string, content: readonly string[]): boolean {
  const ownWords = text.replace(new RegExp(OLD_NAMES.source, 'g'), ' ').split(/[^A-Za-z]+/).filter((word) => word.length > 1);
  return ownWords.length >= 2 && content.some((c) => c.includes(text));
}

/** The texts the build itself wrote with a 2022 name (not the API's content). */
const buildsOldNames = ({ texts, content }: PageText) => texts.filter((text) => OLD_NAMES.test(text) && !isContent(text, content));

let browser: Browser;
let kaiaDir: string;
let kaia: { server: Server; url: string };

beforeAll(async () => {
  browser = await launchBrowser();
  kaiaDir = mkdtempSync(join(tmpdir(), 'portal-web-kaia-'));
  const env = { VITE_NETWORK_PROFILE: 'kaia' };
  await run('npx', ['vite', 'build', '--outDir', kaiaDir, '--emptyOutDir', '--logLevel', 'error'], env);
  await run('npx', ['tsx', 'scripts/prerender.ts'], { ...env, PORTAL_WEB_OUT_DIR: kaiaDir });
  kaia = await serveBuild(kaiaDir, inject('stackUrl'));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (kaia ? kaia.server.close(done) : done(undefined)));
  if (kaiaDir) rmSync(kaiaDir, { recursive: true, force: true });
});

describe('the kaia network profile', () => {
  it('is written into the prerendered pages of its build', () => {
    const home = readFileSync(join(kaiaDir, 'prerendered', 'Home.html'), 'utf8');
    expect(home).toContain(KAIA.token);
    expect(home).not.toMatch(/\bKLAY\b/);
  });

  for (const { path, ready } of PAGES) {
    it(`shows ${path} with today's names wherever the default build shows the spec's`, async () => {
      const { context } = await newContext(browser);
      try {
        const spec = await readPage(await context.newPage(), inject('stackUrl'), path, ready);
        const today = await readPage(await context.newPage(), kaia.url, path, ready);

        const written = buildsOldNames(spec);
        // The page does show the spec's names, or there would be nothing to compare.
        expect(written.length).toBeGreaterThan(0);
        // None is left in the kaia build...
        expect(buildsOldNames(today)).toEqual([]);
        // ...and each one the default build writes is there under today's name, as many times.
        const shown = new Map<string, number>();
        for (const text of today.texts) shown.set(shape(text), (shown.get(shape(text)) ?? 0) + 1);
        const missing = written.map((text) => shape(toKaia(text))).filter((text) => {
          const left = shown.get(text) ?? 0;
          shown.set(text, left - 1);
          return left <= 0;
        });
        expect(missing).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
