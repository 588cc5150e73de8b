import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from '../../../web/src/features/preferences/themeBoot';
import { parseServerConfig } from '../config';
import { browserServicesOf, contentSecurityPolicy, inlineHashes, securityHeaders, type SecurityHeadersInput, uploadsBehaviourOf, uploadsSecurityHeaders, WALLETCONNECT_SOURCES } from './securityHeaders';

/** A CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const services = {
  rpcUrl: 'https://public-en.node.kaia.io/v1/rpc?key=1',
  app2appUrl: 'https://api.kaiawallet.io/api/v1/k',
  walletConnectProjectId: null,
  uploadsOrigin: 'https://portal-uploads-123456789012-ap-northeast-2.s3.ap-northeast-2.amazonaws.com',
};
const input: SecurityHeadersInput = { services, inline: { scripts: ['sha256-abc='], styles: [] }, scheme: 'https' };
const withWalletConnect: SecurityHeadersInput = { ...input, services: { ...services, walletConnectProjectId: 'a1b2c3' } };
const allSources = (csp: string) => [...directives(csp).values()].flat();

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(input));

  it('allows scripts from the portal and the hashed inline scripts only: no inline code, no eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(input)).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(withWalletConnect)).not.toContain("'unsafe-eval'");
  });

  it('lets the browser reach its own origin, the RPC, the app2app API and the uploads bucket, and nothing else', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://public-en.node.kaia.io', 'https://api.kaiawallet.io', services.uploadsOrigin]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
  });

  it('names no WalletConnect, Reown or Coinbase host without a project id', () => {
    const hosts = allSources(contentSecurityPolicy(input)).join(' ');
    expect(hosts).not.toMatch(/walletconnect|reown|web3modal|coinbase/);
  });

  it('adds exactly the WalletConnect hosts, and inline styles for AppKit, when a project id is configured', () => {
    const wc = directives(contentSecurityPolicy(withWalletConnect));
    expect(wc.get('connect-src')).toEqual([...(csp.get('connect-src') ?? []), ...WALLETCONNECT_SOURCES.connect]);
    expect(wc.get('font-src')).toEqual(["'self'", 'data:', ...WALLETCONNECT_SOURCES.font]);
    expect(wc.get('frame-src')).toEqual([...WALLETCONNECT_SOURCES.frame]);
    expect(wc.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(wc.get('script-src')).toEqual(csp.get('script-src'));
  });

  it('lets images come from any https host (markdown content), never plain http', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('forbids framing, plugins, foreign bases and form targets', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests on https only (the local origin serves plain http)', () => {
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy({ ...input, scheme: 'http' })).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS on https only, and the same other headers on both', () => {
    const https = securityHeaders(input);
    const http = securityHeaders({ ...input, scheme: 'http' });
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(https).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    const overHttp: Record<string, string> = { ...https, 'Content-Security-Policy': https['Content-Security-Policy']!.replace('; upgrade-insecure-requests', '') };
    delete overHttp['Strict-Transport-Security'];
    expect(http).toEqual(overHttp);
  });
});

describe('browserServicesOf', () => {
  it('takes the values the API hands the browser, and the uploads bucket it presigns for', () => {
    const aws = browserServicesOf(parseServerConfig({ RPC_URL: 'https://rpc.example', UPLOADS_BUCKET: 'p-uploads', AWS_REGION: 'ap-northeast-2' }));
    expect(aws).toEqual({
      rpcUrl: 'https://rpc.example',
      app2appUrl: 'https://api.kaiawallet.io/api/v1/k',
      walletConnectProjectId: null,
      uploadsOrigin: 'https://p-uploads.s3.ap-northeast-2.amazonaws.com',
    });
    const local = browserServicesOf(parseServerConfig({ S3_ENDPOINT: 'http://127.0.0.1:4569/', WALLETCONNECT_PROJECT_ID: 'x1' }));
    expect(local).toMatchObject({ uploadsOrigin: 'http://127.0.0.1:4569', walletConnectProjectId: 'x1' });
  });
});

describe('inlineHashes', () => {
  it("hashes the web's theme boot script as Vite inlines it into index.html", () => {
    const html = `<!doctype html><html><head><script>${themeBootScript}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head></html>`;
    const expected = `sha256-${createHash('sha256').update(themeBootScript).digest('base64')}`;
    expect(inlineHashes(html)).toEqual({ scripts: [expected], styles: [] });
  });

  it('hashes inline styles, and ignores external and empty scripts and JSON data blocks', () => {
    const found = inlineHashes('<script src="/a.js"></script><script></script><script type="application/json">{"a":1}</script><style>p{margin:0}</style>');
    expect(found.scripts).toEqual([]);
    expect(found.styles).toEqual([`sha256-${createHash('sha256').update('p{margin:0}').digest('base64')}`]);
  });
});

describe('uploadsSecurityHeaders', () => {
  it('sandboxes images: nothing loads, runs or frames, inline styles of an SVG still draw', () => {
    const headers = uploadsSecurityHeaders('https', 'image');
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('sandbox')).toEqual([]);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('lets a PDF open in the browser’s viewer: no sandbox, but nothing of the page may load or run', () => {
    const headers = uploadsSecurityHeaders('http', 'pdf');
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(false);
    expect(csp.has('script-src')).toBe(false);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('uploadsBehaviourOf', () => {
  it('picks the CDN behaviour of a path as CloudFront does: PDFs by extension, everything else under /uploads/ as an image', () => {
    expect(uploadsBehaviourOf('/uploads/attachment/abc.pdf')).toBe('pdf');
    expect(uploadsBehaviourOf('/uploads/anything/else.svg')).toBe('image');
    expect(uploadsBehaviourOf('/uploads/attachment/abc.PDF')).toBe('image');
    expect(uploadsBehaviourOf('/uploads/x.pdf.html')).toBe('image');
    expect(uploadsBehaviourOf('/uploads/')).toBe('image');
    expect(uploadsBehaviourOf('/assets/a.pdf')).toBeNull();
    expect(uploadsBehaviourOf('/v1/uploads/a.pdf')).toBeNull();
  });
});
