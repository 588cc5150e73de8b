import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { type HttpApiResult, httpApiEvent } from '../test/lambdaEvents';
import { resourceByPrefix, synthPortal } from '../test/synthPortal';
import { API_BUNDLE_LIMIT_BYTES, describeBundleSize, measureLambdaBundle } from './bundleSize';
import { renderEntryDir, renderEntryFile } from '../../web/scripts/renderEntry';
import { bundleLambda, lambdaBuildOptions, renderModuleBuildOptions, SNAPSHOT_RENDER_MODULE, SNAPSHOT_WEB_DIR } from './lambdaBundle';
import { WEB_PLACEHOLDER_DIR } from './webBuild';

describe('the API Lambda bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-bundle-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stays under 1 MB zipped', () => {
    const size = measureLambdaBundle('api');
    console.log(describeBundleSize(size));
    expect(size.zippedBytes).toBeLessThanOrEqual(API_BUNDLE_LIMIT_BYTES);
  });

  it("carries zod's English messages only (import * as z from 'zod': the named 'z' re-export pulls in every locale)", () => {
    const { metafile } = buildSync({ ...lambdaBuildOptions('api', dir), metafile: true, write: false });
    const bundled = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0));
    const locales = bundled.map(([path]) => path).filter((path) => /node_modules\/zod\/.*locales\//.test(path));
    expect(locales.map((path) => path.split('/').pop())).toEqual(['en.js']);
  });

  it('carries no parser of uploaded files: those run in the uploads judge only', () => {
    const { metafile } = buildSync({ ...lambdaBuildOptions('api', dir), metafile: true, write: false });
    const inputs = Object.keys(metafile.inputs);
    const parsers = inputs.filter((path) => /core\/src\/uploads\/(svg|pdf|inspectUpload|judgeInProcess)\.ts$|node_modules\/(saxes|css-tree|pdf-lib|@pdf-lib|pako)\//.test(path));
    expect(parsers).toEqual([]);
    // The API still knows the rules and the judge's port (cheap modules).
    expect(inputs).toEqual(expect.arrayContaining(['core/src/uploads/rules.ts', 'core/src/uploads/judge.ts']));
  });

  it("loads no route module at import: each URL prefix's modules and schemas are chunks read at its first request (the cold start)", () => {
    const { metafile } = buildSync({ ...lambdaBuildOptions('api', dir), metafile: true, write: false });
    const outputs = metafile.outputs;
    /** The inputs of an output and of every chunk it imports statically: what loading it evaluates. */
    const loadedWith = (start: string) => {
      const seen = new Set<string>();
      const pending = [start];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(...outputs[next]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path));
      }
      return [...seen].flatMap((output) => Object.keys(outputs[output]!.inputs));
    };
    const index = Object.keys(outputs).find((path) => path.endsWith('/index.mjs'))!;
    expect(loadedWith(index).filter((input) => /functions\/src\/(routes|openapi)\/|core\/src\/api\/(catalogue|\w+Routes)\.ts$/.test(input))).toEqual([]);
    // The Home page's read (the bench's first request) brings the site's routes only, not every schema of the catalogue.
    const pages = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === 'functions/src/routeParts/site.ts')!;
    const first = loadedWith(pages);
    expect(first).toContain('core/src/api/siteRoutes.ts');
    expect(first.filter((input) => /core\/src\/api\/(catalogue|councilRoutes|proposalRoutes|statusRoutes|delegatorRoutes)\.ts$/.test(input))).toEqual([]);
  });

  it('answers an HTTP API event through the exported handler, as deployed', async () => {
    bundleLambda('api', dir);
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as {
      handler: (event: unknown, context: unknown) => Promise<HttpApiResult>;
    };
    const version = await handler(httpApiEvent('GET', '/v1/version'), {});
    expect(version.statusCode).toBe(200);
    expect(JSON.parse(version.body)).toMatchObject({ code: 200 });
    expect(version.headers['cache-control']).toMatch(/public, .*s-maxage=\d+/);

    const missing = await handler(httpApiEvent('GET', '/v1/no-such-route'), {});
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the uploads judge Lambda bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-judge-bundle-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('carries the parsers, and nothing of the API, the table or the chain', () => {
    const { metafile } = buildSync({ ...lambdaBuildOptions('uploadJudge', dir), metafile: true, write: false });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toEqual(expect.arrayContaining(['core/src/uploads/svg.ts', 'core/src/uploads/pdf.ts']));
    expect(inputs.filter((path) => /node_modules\/(hono|viem|@aws-sdk\/client-dynamodb|@aws-sdk\/lib-dynamodb)\/|functions\/src\/(app|routes)/.test(path))).toEqual([]);
  });

  it('answers a verdict through the exported handler, as deployed: a drawing passes, a scripted one is refused', async () => {
    bundleLambda('uploadJudge', dir);
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as { handler: (event: unknown) => Promise<unknown> };
    const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`).toString('base64');
    const drawing = svg('<rect width="10" height="10" fill="#123456"/>');
    await expect(handler({ purpose: 'contractLogo', base64: drawing })).resolves.toEqual({
      ok: true,
      kind: 'svg',
      bytes: Buffer.from(drawing, 'base64').length,
      width: null,
      height: null,
      sha256: createHash('sha256').update(Buffer.from(drawing, 'base64')).digest('hex'),
    });
    await expect(handler({ purpose: 'contractLogo', base64: svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>') })).resolves.toMatchObject({ ok: false });
    // A pending key outside uploads/pending/ is never read.
    await expect(handler({ purpose: 'attachment', pendingKey: 'uploads/attachment/secret.pdf' })).rejects.toThrow(/Not an uploads judge event/);
  });
});

describe('the snapshot writer Lambda bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-snapshots-bundle-test-'));
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-build-'));
  afterAll(() => {
    for (const folder of [dir, dist, renderEntryDir(dist)]) rmSync(folder, { recursive: true, force: true });
  });

  it('carries the web build it renders with: index.html, the prerendered pages and the render module with the packages it imports', async () => {
    mkdirSync(join(dist, 'prerendered', 'ko', 'Proposal'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>build</title>');
    writeFileSync(join(dist, 'prerendered', 'ko', 'Proposal', 'Detail.html'), '<div id="root"></div>');
    // A render module as the web build keeps it: beside web/node_modules, importing its packages by name.
    mkdirSync(renderEntryDir(dist), { recursive: true });
    writeFileSync(renderEntryFile(dist), "import { createElement } from 'react';\nimport { renderToStaticMarkup } from 'react-dom/server';\nexport const render = (text) => renderToStaticMarkup(createElement('p', null, text));\n");
    bundleLambda('snapshots', dir, { webDir: dist });
    expect(readFileSync(join(dir, SNAPSHOT_WEB_DIR, 'index.html'), 'utf8')).toBe('<!doctype html><title>build</title>');
    expect(existsSync(join(dir, SNAPSHOT_WEB_DIR, 'prerendered', 'ko', 'Proposal', 'Detail.html'))).toBe(true);
    // Loaded from the asset alone: react is inside the bundle, not looked up in a node_modules.
    const { render } = (await import(pathToFileURL(join(dir, SNAPSHOT_RENDER_MODULE)).href)) as { render: (text: string) => string };
    expect(render('<Yes 3>')).toBe('<p>&lt;Yes 3&gt;</p>');
    const { metafile } = buildSync({ ...renderModuleBuildOptions(renderEntryFile(dist), join(dir, 'again')), metafile: true, write: false });
    expect(Object.keys(metafile.inputs).some((path) => path.includes('node_modules/react-dom/'))).toBe(true);
  });

  it('refuses to bundle without a web build, and without a render module carries the pages only', () => {
    expect(() => bundleLambda('snapshots', dir)).toThrow(/web build/);
    bundleLambda('snapshots', dir, { webDir: WEB_PLACEHOLDER_DIR });
    expect(existsSync(join(dir, 'index.mjs'))).toBe(true);
    expect(existsSync(join(dir, SNAPSHOT_WEB_DIR, 'index.html'))).toBe(true);
    expect(existsSync(join(dir, SNAPSHOT_RENDER_MODULE))).toBe(false);
  });

  it('carries neither the API nor the indexer, nor the chain client', () => {
    const { metafile } = buildSync({ ...lambdaBuildOptions('snapshots', dir), metafile: true, write: false });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toEqual(expect.arrayContaining(['snapshots/lambda.ts', 'snapshots/refresh.ts', 'snapshots/edgeIndex.ts']));
    expect(inputs.filter((path) => /^(functions|indexer|web\/src)\/|node_modules\/(hono|viem)\//.test(path))).toEqual([]);
  });
});

describe('the stack with the real bundles', () => {
  it('deploys each function from its own esbuild asset, handler index.handler', () => {
    const { template } = synthPortal({ bundle: true });
    for (const prefix of ['ApiFunction', 'IndexerFunction', 'UploadJudgeFunction', 'SnapshotWriterFunction']) {
      const fn = resourceByPrefix(template, 'AWS::Lambda::Function', prefix)[1].Properties;
      expect(fn.Handler).toBe('index.handler');
      expect(fn.Code.S3Key).toMatch(/^[0-9a-f]{64}\.zip$/);
    }
  });
});
