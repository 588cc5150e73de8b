import { execFileSync } from 'node:child_process';

/** Debian's chromium, never a browser a tool downloads (STACK.md). */
function chromiumPath(): string {
  return execFileSync('bash', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
}

/** Debian's chromium, headless. Playwright gives every launch a fresh temporary profile (it refuses --user-data-dir here). */
export function chromiumOptions() {
  return {
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
  };
}
