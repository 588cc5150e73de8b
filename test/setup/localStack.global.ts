import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/localStack/stack';
import { chromiumOptions } from '../e2e/support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    stackDataDir: string;
    rpcUrl: string;
    deploymentJson: string;
    /** The fake Kaia Wallet app2app service (its /_wallet routes play the phone's app). */
    app2appUrl: string;
    /** The chromium every file connects to (support/browser.ts launchBrowser). */
    browserWsEndpoint: string;
  }
}

const webDir = resolve(import.meta.dirname, '../../web/dist');

/**
 * The whole local stack for the browser tests, as `npm start` runs it but on free ports and in a
 * temporary folder. The web must be built first (`npm test` does it).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const [stack, browserServer] = await Promise.all([
    startLocalStack({
      dataDir,
      ports: 'free',
      webDir,
      indexerIntervalMs: 2_000,
      // Under `npm test`, a copy of the scenario played and indexed once (scripts/localStack/playedStack.ts).
      playedStack: process.env.PORTAL_PLAYED_STACK,
      // Every browser test signs in from 127.0.0.1: one client to the per-client limit, which at its
      // default (30 auth calls a minute) refused the voting tests run right after the sign-in tests.
      // The limit itself is tested in functions/src/routes/auth.int.test.ts.
      authRateLimitPerMinute: 1_000,
      log: (line) => {
        if (process.env.PORTAL_TEST_VERBOSE) console.log(`[stack] ${line}`);
      },
    }),
    chromium.launchServer(chromiumOptions()),
  ]);
  project.provide('stackUrl', stack.url);
  project.provide('stackDataDir', dataDir);
  project.provide('rpcUrl', stack.config.RPC_URL);
  project.provide('deploymentJson', JSON.stringify(stack.deployment));
  project.provide('app2appUrl', stack.app2appUrl);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
