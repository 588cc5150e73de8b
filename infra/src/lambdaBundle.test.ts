import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { type HttpApiResult, httpApiEvent } from '../test/lambdaEvents';
import { resourceByPrefix, synthPortal } from '../test/synthPortal';
import { API_BUNDLE_LIMIT_BYTES, describeBundleSize, measureLambdaBundle } from './bundleSize';
import { bundleLambda, lambdaBuildOptions } from './lambdaBundle';

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

describe('the stack with the real bundles', () => {
  it('deploys each function from its own esbuild asset, handler index.handler', () => {
    const { template } = synthPortal({ bundle: true });
    for (const prefix of ['ApiFunction', 'IndexerFunction']) {
      const fn = resourceByPrefix(template, 'AWS::Lambda::Function', prefix)[1].Properties;
      expect(fn.Handler).toBe('index.handler');
      expect(fn.Code.S3Key).toMatch(/^[0-9a-f]{64}\.zip$/);
    }
  });
});
