import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';

/**
 * The portal's security headers, defined once: the CDN (infra's response headers policy) and the
 * local origin (functions/src/entry/node.ts) both send exactly what this module says, and tests on
 * both sides compare what they send with it.
 */

/** What a deployment lets the browser reach besides the portal's own origin (web, API under /v1, status.json). */
export type BrowserServices = {
  /** The chain's JSON-RPC: the wallet runtime reads receipts and the voter's council through it. */
  rpcUrl: string;
  /** Kaia Wallet's app2app API (the mobile app's voting path), called from the browser. */
  app2appUrl: string;
  /** Reown (WalletConnect): its hosts are allowed only when the deployment has a project id. */
  walletConnectProjectId: string | null;
  /** Where the browser posts attachments with a presigned POST (the uploads bucket's own host). */
  uploadsOrigin: string;
};

/**
 * The services of the API's configuration: the same values GET /v1/network-config hands the browser,
 * and the uploads bucket the API presigns for (S3_ENDPOINT locally, the bucket's regional host on AWS).
 */
export function browserServicesOf(config: ServerConfig): BrowserServices {
  return {
    rpcUrl: config.RPC_URL,
    app2appUrl: config.APP2APP_URL,
    walletConnectProjectId: config.WALLETCONNECT_PROJECT_ID ?? null,
    uploadsOrigin: config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : `https://${config.UPLOADS_BUCKET}.s3.${config.AWS_REGION}.amazonaws.com`,
  };
}

/**
 * What AppKit and WalletConnect reach when a project id is configured (its relay, its wallet list and
 * configuration, its fonts, the verify and secure iframes). Without a project id none of them is loaded.
 */
export const WALLETCONNECT_SOURCES = {
  connect: [
    'https://*.walletconnect.com',
    'https://*.walletconnect.org',
    'wss://*.walletconnect.com',
    'wss://*.walletconnect.org',
    'https://*.reown.com',
    'https://*.web3modal.com',
    'https://*.web3modal.org',
  ],
  font: ['https://fonts.reown.com'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org', 'https://secure.walletconnect.com', 'https://secure.walletconnect.org'],
} as const;

/** CSP hash sources ('sha256-…') of the inline <script> and <style> elements of the web build's HTML. */
export type InlineHashes = { scripts: string[]; styles: string[] };

export const NO_INLINE_HASHES: InlineHashes = { scripts: [], styles: [] };

export type SecurityHeadersInput = {
  services: BrowserServices;
  inline: InlineHashes;
  /**
   * The scheme the portal is served over. HSTS and upgrade-insecure-requests only mean something on
   * https (browsers ignore HSTS over http, and upgrading would send the local origin's own
   * http://127.0.0.1 requests to an https port that does not exist).
   */
  scheme: 'https' | 'http';
};

/** HSTS: two years, subdomains too. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The headers that do not depend on the deployment. */
export const STATIC_SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Wallet connectors open pop-ups that must be able to talk back to the page.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
} as const;

/**
 * The portal's Content-Security-Policy: its own origin, plus exactly the services the deployment
 * configured. Scripts only from the portal and the exact inline scripts of its HTML by hash: no
 * 'unsafe-inline', no 'unsafe-eval'. The page can never be framed.
 */
export function contentSecurityPolicy({ services, inline, scheme }: SecurityHeadersInput): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const walletConnect = services.walletConnectProjectId !== null;
  const directives = [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...inline.scripts.map(quoted))}`,
    // pdf.js parses the legal PDFs in a module worker served from /assets.
    `worker-src 'self'`,
    // AppKit (only with WalletConnect) injects its theme as <style> elements at run time; a hash cannot
    // name them, and 'unsafe-inline' is ignored next to a hash, so that deployment allows inline styles.
    `style-src ${walletConnect ? `'self' 'unsafe-inline'` : list(`'self'`, ...inline.styles.map(quoted))}`,
    // React's style props (bar widths, colours of logos, chart tooltips) are style attributes once a
    // page is rendered to HTML; an attribute cannot run code or load anything img-src and font-src refuse.
    `style-src-attr 'unsafe-inline'`,
    // Council activities and forum posts are markdown that links images from anywhere; an image cannot run code.
    `img-src 'self' data: blob: https:`,
    `font-src ${list(`'self'`, 'data:', ...(walletConnect ? WALLETCONNECT_SOURCES.font : []))}`,
    `connect-src ${list(`'self'`, new URL(services.rpcUrl).origin, new URL(services.app2appUrl).origin, services.uploadsOrigin, ...(walletConnect ? WALLETCONNECT_SOURCES.connect : []))}`,
    `frame-src ${walletConnect ? list(...WALLETCONNECT_SOURCES.frame) : `'none'`}`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    ...(scheme === 'https' ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Every security header of a portal response (pages, assets, API, status.json), by name. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    ...(input.scheme === 'https' ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
    ...STATIC_SECURITY_HEADERS,
  };
}

/**
 * How a stored upload is served: an image (PNG, JPEG, SVG: shown by <img>, or opened on its own) or a
 * PDF attachment (opened in the browser's own viewer).
 */
export type UploadServing = 'image' | 'pdf';

/**
 * The CSP of stored uploads: nothing in an upload may load, run or frame anything, nor be framed.
 * An image is also a sandbox (an opaque origin: no script, no cookies, no storage) even if its check
 * ever missed something. A PDF gets no `sandbox`: Chromium's viewer opens a PDF under it (tried in
 * Debian's chromium 156), but Safari shows an empty page and Firefox refuses a sandboxed PDF, and the
 * viewers run a PDF's own script apart from the page anyway; `default-src 'none'` and the stored type
 * (application/pdf, nosniff) keep the page's script out.
 */
export const UPLOADS_CSP: Record<UploadServing, string> = {
  image: `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox`,
  pdf: `default-src 'none'; frame-ancestors 'none'`,
};

/**
 * The headers of stored uploads (/uploads/*), for each way they are served: their own CSP, no
 * sniffing (a PDF stays a PDF, an SVG an image), never framed, HSTS on https. Not the pages' CSP:
 * an upload must never share what the portal's pages may do. The CDN's uploads behaviours and the
 * local origin send these.
 */
export function uploadsSecurityHeaders(scheme: 'https' | 'http', serving: UploadServing): Record<string, string> {
  return {
    'Content-Security-Policy': UPLOADS_CSP[serving],
    ...(scheme === 'https' ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': STATIC_SECURITY_HEADERS['X-Content-Type-Options'],
    'Referrer-Policy': STATIC_SECURITY_HEADERS['Referrer-Policy'],
  };
}

/**
 * The CDN's behaviours under /uploads/, in CloudFront's order (first match wins; its path patterns
 * are case-sensitive globs): attachments by their extension, every other path as an image. The local
 * origin picks its headers with the same list, so an answer of either (404s included) is the same.
 */
export const UPLOADS_BEHAVIOURS = [
  { pathPattern: 'uploads/*.pdf', serving: 'pdf' },
  { pathPattern: 'uploads/*', serving: 'image' },
] as const satisfies readonly { pathPattern: string; serving: UploadServing }[];

/** Which of UPLOADS_BEHAVIOURS answers a request path (with its leading slash), or null when none does. */
export function uploadsBehaviourOf(path: string): UploadServing | null {
  for (const { pathPattern, serving } of UPLOADS_BEHAVIOURS) {
    const glob = new RegExp(`^/${pathPattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's');
    if (glob.test(path)) return serving;
  }
  return null;
}

const quoted = (source: string) => `'${source}'`;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The CSP hash sources of every inline <script> (one without src) and <style> of an HTML page. */
export function inlineHashes(html: string): InlineHashes {
  const hashes = (tag: 'script' | 'style', skip: (attributes: string) => boolean) => {
    const found: string[] = [];
    for (const [, attributes = '', body = ''] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))) {
      if (skip(attributes) || body.length === 0) continue;
      found.push(sha256(body));
    }
    return found;
  };
  return {
    // JSON data blocks are not scripts the browser runs, so the CSP does not apply to them.
    scripts: hashes('script', (attributes) => /\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)),
    styles: hashes('style', () => false),
  };
}

/** The inline hashes of every HTML file of a web build (index.html, and any prerendered page). */
export function webBuildInlineHashes(dir: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        const found = inlineHashes(readFileSync(path, 'utf8'));
        for (const hash of found.scripts) scripts.add(hash);
        for (const hash of found.styles) styles.add(hash);
      }
    }
  };
  visit(dir);
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
