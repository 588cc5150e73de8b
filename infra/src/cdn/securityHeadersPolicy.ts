import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

/** CloudFront refuses a response headers policy whose CSP is longer than this. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

type PolicyHeaders = Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'>;

const REFERRER_POLICIES = new Set<string>(Object.values(cloudfront.HeadersReferrerPolicy));

/**
 * The portal's security headers (core/src/http/securityHeaders.ts) as a CloudFront response headers
 * policy. CloudFront sends the five security headers only through its typed settings (it refuses
 * them as custom headers); every other header becomes a custom one. A header this cannot express
 * fails the synth rather than being dropped.
 */
export function responseHeadersPolicyHeaders(headers: Record<string, string>): PolicyHeaders {
  const security: { -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K] } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'Content-Security-Policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'Strict-Transport-Security': {
        const hsts = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/.exec(value);
        if (!hsts) throw new Error(`CloudFront cannot send Strict-Transport-Security: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(hsts[1])),
          includeSubdomains: hsts[2] !== undefined,
          ...(hsts[3] ? { preload: true } : {}),
          override: true,
        };
        break;
      }
      case 'X-Frame-Options':
        if (value !== 'DENY' && value !== 'SAMEORIGIN') throw new Error(`CloudFront cannot send X-Frame-Options: ${value}`);
        security.frameOptions = { frameOption: value as cloudfront.HeadersFrameOption, override: true };
        break;
      case 'X-Content-Type-Options':
        if (value !== 'nosniff') throw new Error(`CloudFront cannot send X-Content-Type-Options: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'Referrer-Policy':
        if (!REFERRER_POLICIES.has(value)) throw new Error(`CloudFront cannot send Referrer-Policy: ${value}`);
        security.referrerPolicy = { referrerPolicy: value as cloudfront.HeadersReferrerPolicy, override: true };
        break;
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}) };
}
