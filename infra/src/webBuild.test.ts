import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveWebBuild, WEB_PLACEHOLDER_DIR } from './webBuild';

describe('resolveWebBuild', () => {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves a placeholder page when the web is not built and no deploy is asked for', () => {
    expect(resolveWebBuild({ dir: join(root, 'missing'), requireBuild: false })).toEqual({ dir: WEB_PLACEHOLDER_DIR, isPlaceholder: true, inlineHashes: { scripts: [], styles: [] } });
  });

  it('stops a deploy (strict) when the web is not built', () => {
    expect(() => resolveWebBuild({ dir: join(root, 'missing'), requireBuild: true })).toThrow(/web build is missing.*npm run build/);
  });

  it('takes a built folder and the hashes of the inline scripts and styles of all its pages', () => {
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<html><head><script>boot()</script><script type="module" src="/assets/index-1.js"></script></head></html>');
    mkdirSync(join(dist, 'Home'));
    writeFileSync(join(dist, 'Home', 'index.html'), '<html><head><script>boot()</script><style>p{margin:0}</style></head></html>');
    const web = resolveWebBuild({ dir: dist, requireBuild: true });
    expect(web).toMatchObject({ dir: dist, isPlaceholder: false });
    expect(web.inlineHashes.scripts).toHaveLength(1);
    expect(web.inlineHashes.styles).toHaveLength(1);
  });
});
