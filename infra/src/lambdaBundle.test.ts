import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceByPrefix, synthPortal } from '../test/synthPortal';
import { API_BUNDLE_LIMIT_BYTES, describeBundleSize, measureLambdaBundle } from './bundleSize';
import { bundleLambda } from './lambdaBundle';

/** An HTTP API (payload 2.0) event, as the CDN's /v1/* behaviour makes API Gateway send it. */
function httpApiEvent(method: string, path: string, headers: Record<string, string> = {}) {
  return {
    version: '2.0',
    routeKey: 'ANY /v1/{proxy+}',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'abc123.execute-api.ap-northeast-2.amazonaws.com', accept: 'application/json', ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.ap-northeast-2.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'Amazon CloudFront' },
      requestId: 'request-1',
      routeKey: 'ANY /v1/{proxy+}',
      stage: '$default',
      time: '22/Nov/2026:04:00:00 +0000',
      timeEpoch: 1_795_320_000_000,
    },
    pathParameters: { proxy: path.replace(/^\/v1\//, '') },
    isBase64Encoded: false,
  };
}

describe('the API Lambda bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-bundle-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stays under 1 MB zipped', () => {
    const size = measureLambdaBundle('api');
    console.log(describeBundleSize(size));
    expect(size.zippedBytes).toBeLessThanOrEqual(API_BUNDLE_LIMIT_BYTES);
  });

  it('answers an HTTP API event through the exported handler, as deployed', async () => {
    bundleLambda('api', dir);
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as {
      handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;
    };
    const version = await handler(httpApiEvent('GET', '/v1/version'), {});
    expect(version.statusCode).toBe(200);
    expect(JSON.parse(version.body)).toMatchObject({ code: 200 });
    expect(version.headers['cache-control']).toMatch(/public, .*s-maxage=\d+/);

    const missing = await handler(httpApiEvent('GET', '/v1/no-such-route'), {});
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
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
