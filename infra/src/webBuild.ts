import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type InlineHashes, webBuildInlineHashes } from '@portal/core/http/securityHeaders';
import { REPO_ROOT } from './lambdaBundle';

export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
export const WEB_PLACEHOLDER_DIR = join(REPO_ROOT, 'infra', 'assets', 'web-placeholder');

/** The folder the CDN serves, and the CSP hashes of the inline scripts and styles of its HTML. */
export type WebBuild = { dir: string; isPlaceholder: boolean; inlineHashes: InlineHashes };

/**
 * The web build to deploy. A synth for review or for tests does not need one: it uses a one-page
 * placeholder. A deploy passes requireBuild (context strict=true) and stops here when the build
 * is missing, so a placeholder never reaches users.
 */
export function resolveWebBuild(options: { dir?: string; requireBuild: boolean }): WebBuild {
  const dir = options.dir ?? WEB_DIST_DIR;
  const index = join(dir, 'index.html');
  if (existsSync(index)) {
    return { dir, isPlaceholder: false, inlineHashes: webBuildInlineHashes(dir) };
  }
  if (options.requireBuild) {
    throw new Error(`The web build is missing (${index}). Run \`npm run build\` before deploying.`);
  }
  return { dir: WEB_PLACEHOLDER_DIR, isPlaceholder: true, inlineHashes: webBuildInlineHashes(WEB_PLACEHOLDER_DIR) };
}
