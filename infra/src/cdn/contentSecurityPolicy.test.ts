import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from '../../../web/src/features/preferences/themeBoot';
import { DEFAULT_WALLET_CSP } from '../config';
import { CLOUDFRONT_CSP_MAX_LENGTH, contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const input = {
  rpcUrl: 'https://public-en.node.kaia.io/v1/rpc?key=1',
  uploadsOrigin: 'https://portal-uploads-123456789012-ap-northeast-2.s3.ap-northeast-2.amazonaws.com',
  inlineScriptHashes: ['sha256-abc='],
  ...DEFAULT_WALLET_CSP,
};

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(input));

  it('allows scripts from the portal and the hashed inline scripts only', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(contentSecurityPolicy(input)).not.toContain("'unsafe-eval'");
  });

  it('lets images come from any https host (markdown content), never plain http', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('forbids framing and plugins', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the browser reach the RPC origin, the uploads bucket and the wallet services', () => {
    const connect = csp.get('connect-src') ?? [];
    expect(connect).toContain("'self'");
    expect(connect).toContain('https://public-en.node.kaia.io');
    expect(connect).toContain(input.uploadsOrigin);
    for (const host of DEFAULT_WALLET_CSP.connectSrc) expect(connect).toContain(host);
    expect(csp.get('frame-src')).toEqual(DEFAULT_WALLET_CSP.frameSrc);
  });

  it("says 'none' when no frame source is configured", () => {
    expect(directives(contentSecurityPolicy({ ...input, frameSrc: [] })).get('frame-src')).toEqual(["'none'"]);
  });

  it('fits in a CloudFront response headers policy with the default wallet hosts', () => {
    expect(contentSecurityPolicy(input).length).toBeLessThanOrEqual(CLOUDFRONT_CSP_MAX_LENGTH);
  });
});

describe('inlineScriptHashes', () => {
  it("hashes the web's theme boot script as Vite inlines it into index.html", () => {
    const html = `<!doctype html><html><head><script>${themeBootScript}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head></html>`;
    const expected = `sha256-${createHash('sha256').update(themeBootScript).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('ignores external and empty scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([]);
  });
});
