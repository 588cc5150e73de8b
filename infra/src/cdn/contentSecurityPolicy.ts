import { createHash } from 'node:crypto';

export type ContentSecurityPolicyInput = {
  /** The chain's JSON-RPC URL: the browser reads the chain through it. */
  rpcUrl: string;
  /** https://<uploads bucket>.s3.<region>.amazonaws.com: the browser posts attachments there directly. */
  uploadsOrigin: string;
  /** Hashes ('sha256-…') of the inline scripts of the deployed index.html. */
  inlineScriptHashes: string[];
  connectSrc: string[];
  fontSrc: string[];
  frameSrc: string[];
};

/** CloudFront refuses a response headers policy whose CSP is longer than this. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/**
 * The portal's Content-Security-Policy. Scripts only from the portal itself plus the exact inline
 * scripts of index.html by hash: no 'unsafe-inline', no 'unsafe-eval'. Styles allow 'unsafe-inline'
 * because the wallet modal (AppKit) injects <style> elements at run time; style injection cannot
 * run code. The page can never be framed.
 */
export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...input.inlineScriptHashes.map((hash) => `'${hash}'`))}`,
    `style-src 'self' 'unsafe-inline'`,
    // Council activities and forum posts are markdown that links images from anywhere; an image cannot run code.
    `img-src 'self' data: blob: https:`,
    `font-src ${list(`'self'`, 'data:', ...input.fontSrc)}`,
    `connect-src ${list(`'self'`, new URL(input.rpcUrl).origin, input.uploadsOrigin, ...input.connectSrc)}`,
    `frame-src ${input.frameSrc.length > 0 ? list(...input.frameSrc) : `'none'`}`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    'upgrade-insecure-requests',
  ];
  return directives.join('; ');
}

/** The CSP hash sources of every inline <script> (one without src) in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
