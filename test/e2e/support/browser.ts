import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's chromium, never a browser a tool downloads (STACK.md). */
function chromiumPath(): string {
  return execFileSync('bash', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
}

/** Playwright gives every launch a fresh temporary profile (it refuses --user-data-dir here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 800 },
  mobile: { width: 375, height: 760 },
} as const;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Requests that left this machine in a test (and were blocked). */
export type BlockedRequests = string[];

/**
 * A new browser context whose every request to a non-local host is blocked and recorded, so a test
 * can neither reach the internet nor pass because of it.
 */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; blocked: BlockedRequests }> {
  const context = await browser.newContext({ viewport });
  const blocked: BlockedRequests = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
    blocked.push(url.href);
    return route.abort('blockedbyclient');
  });
  return { context, blocked };
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
