import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Download, type Locator, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { chromiumOptions } from './chromium';

/**
 * The browser of a test file. With the shared stack, one chromium serves every file
 * (test/setup/localStack.global.ts launches it): a file connects, and its contexts are its own, as
 * isolated as in a browser of its own; closing it closes them and disconnects. Starting chromium for
 * each of 40 files cost about a minute of the lane.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = inject('browserWsEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch(chromiumOptions());
}

/** A download's text. Read as a stream: with the shared browser (a remote connection) a download has no local path. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 800 },
  mobile: { width: 375, height: 760 },
} as const;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Requests that left this machine in a test (and were blocked). */
export type BlockedRequests = string[];

/** One thing the page's Content-Security-Policy refused, as the browser reported it. */
export type CspViolation = { page: string; directive: string; blocked: string; source: string };

/** Violations not yet charged to a test: the afterEach below fails the test during which they came. */
const uncharged: CspViolation[] = [];

/**
 * Every browser test runs under the portal's CSP (the local origin sends the CDN's headers), and a
 * test during which the browser refused anything fails, whatever the test itself asserts.
 */
afterEach(() => {
  const found = drainCspViolations();
  if (found.length > 0) throw new Error(`The Content-Security-Policy refused ${found.length} thing(s) during this test:\n${found.map((v) => `  ${v.directive} ${v.blocked} (${v.source}, on ${v.page})`).join('\n')}`);
});

/** Takes the violations not yet charged to a test off the list (a test that breaks the CSP on purpose calls it). */
export function drainCspViolations(): CspViolation[] {
  return uncharged.splice(0);
}

/** Reports the page's CSP violations to the test (an init script, so it runs before the portal's code). */
const REPORT_CSP_VIOLATIONS = () => {
  const report = (window as unknown as { portalReportCspViolation: (v: unknown) => void }).portalReportCspViolation;
  document.addEventListener('securitypolicyviolation', (event) => {
    report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}${event.sample ? ` ${event.sample}` : ''}` });
  });
};

/**
 * The CSP violations of a context, from the pages' `securitypolicyviolation` events and from the
 * console (which also carries what workers were refused).
 */
async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  const add = (violation: CspViolation) => {
    violations.push(violation);
    uncharged.push(violation);
  };
  await context.exposeBinding('portalReportCspViolation', ({ page }, v: Omit<CspViolation, 'page'>) => add({ ...v, page: page.url() }));
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) add({ page: message.page()?.url() ?? '(worker)', directive: 'console', blocked: message.text(), source: message.location().url });
  });
  return violations;
}

/**
 * A new browser context whose every request to a non-local host is blocked and recorded, so a test
 * can neither reach the internet nor pass because of it. Whatever the portal's CSP refuses in it
 * fails the running test (see afterEach above); `cspViolations` lists them too.
 */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  {
    locale,
    javaScriptEnabled = true,
    timezoneId,
  }: {
    /** The browser's language (navigator.languages), e.g. 'ko-KR'; Chromium's own otherwise. */ locale?: string;
    /** false: what a crawler or a link preview sees, the HTML alone. */
    javaScriptEnabled?: boolean;
    /** The reader's zone, e.g. 'Asia/Seoul'; the machine's otherwise. */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; blocked: BlockedRequests; cspViolations: CspViolation[] }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, ...(locale ? { locale } : {}), ...(timezoneId ? { timezoneId } : {}) });
  const cspViolations = await watchCsp(context);
  const blocked: BlockedRequests = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
    blocked.push(url.href);
    return route.abort('blockedbyclient');
  });
  return { context, blocked, cspViolations };
}

/**
 * The API answers a page served from its snapshot holds in its data block (snapshots/) instead of
 * asking for them, or null for a page without one.
 */
export async function heldAnswers(page: Page): Promise<unknown> {
  return JSON.parse(await page.evaluate(() => document.getElementById('page-data')?.textContent ?? 'null')) as unknown;
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  // Only violations are read: axe then skips the details of what passed, which is most of its time on a long page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * Clicks once React owns the element. A prerendered page is on screen before its script has run
 * (and, on a busy machine, seconds before it hydrates): a click on the server's HTML does nothing.
 * React marks each element it has rendered or hydrated with a `__reactFiber$…` key.
 */
export async function clickWhenHydrated(target: Locator): Promise<void> {
  await whenHydrated(target);
  await target.click();
}

/** Waits until React owns the element (see clickWhenHydrated): before that, a choice or a keystroke on it is lost. */
export async function whenHydrated(target: Locator): Promise<Locator> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 30_000 })
    .toBe(true);
  return target;
}

/** Whether the page itself scrolls sideways (wider than the window). */
export function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Set once the first-visit settings hint has been shown (it covers the header for 5 s). */
export const SETTINGS_HINT_SEEN = 'portal:settingTooltipShown';

/**
 * `href` in a new context (see newContext) at `viewport`, as a visitor who has seen the settings
 * hint, unless `firstVisit`.
 */
export async function openAsReturning(
  browser: Browser,
  href: string,
  viewport: { width: number; height: number },
  { firstVisit = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context } = await newContext(browser, viewport);
  if (!firstVisit) await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
  const page = await context.newPage();
  await page.goto(href);
  return { context, page };
}

/** Spec §9: an address or hash over 20 characters shows its first 10 and last 10 joined by "...". */
export const CUT_10_10 = /^0x[0-9a-fA-F]{8}\.\.\.[0-9a-fA-F]{10}$/;
/** An AddressChip: its accessible name is the full address or hash and the explorer it opens. */
export const ADDRESS_CHIP = /^0x[0-9a-fA-F]+ on .+ \(opens in a new tab\)$/;

/**
 * Waits until the page has stopped moving: its fonts loaded, no animation or transition running, no
 * smooth scroll under way, and its size, scroll position and number of elements the same over five
 * animation frames in a row (what a fixed pause after a change stood for).
 */
export async function whenStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const scrollers = () => [...document.querySelectorAll('*')].filter((el) => el.scrollLeft !== 0 || el.scrollTop !== 0).map((el) => `${el.scrollLeft},${el.scrollTop}`);
    const look = () =>
      [document.documentElement.scrollWidth, document.documentElement.scrollHeight, window.scrollX, window.scrollY, document.getElementsByTagName('*').length, ...scrollers()].join(' ');
    let last = look();
    for (let still = 0, frames = 0; still < 5; frames++) {
      if (frames > 600) throw new Error('the page kept moving for 600 frames');
      await frame();
      const now = look();
      // A spinner's endless animation never ends: only the ones that will are waited for.
      const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      still = now === last && !moving ? still + 1 : 0;
      last = now;
    }
  });
}
