import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { browserServicesOf, securityHeaders, UPLOADS_BEHAVIOURS, uploadsSecurityHeaders } from '@portal/core/http/securityHeaders';
import { localSecurityHeaders, localUploadsSecurityHeaders } from '@portal/functions/src/entry/node';
import { type CfnJson, resourceByPrefix, synthPortal, TEST_CONFIG } from '../../test/synthPortal';
import { WEB_PLACEHOLDER_DIR, resolveWebBuild } from '../webBuild';
import { CLOUDFRONT_CSP_MAX_LENGTH, responseHeadersPolicyHeaders } from './securityHeadersPolicy';

/** The pseudo parameters of one imagined deployment, to read the template's values as CloudFormation would. */
const PSEUDO: Record<string, string> = { 'AWS::AccountId': '123456789012', 'AWS::Region': 'ap-northeast-2', 'AWS::URLSuffix': 'amazonaws.com' };

function resolveCfn(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = value as CfnJson;
  if (json.Ref && PSEUDO[json.Ref]) return PSEUDO[json.Ref]!;
  if (json['Fn::Join']) {
    const [separator, parts] = json['Fn::Join'] as [string, unknown[]];
    return parts.map(resolveCfn).join(separator);
  }
  throw new Error(`cannot resolve ${JSON.stringify(value)}`);
}

/** What CloudFront sends for a synthesized response headers policy, header by header. */
function headersCloudFrontSends(config: CfnJson): Record<string, string> {
  const security = config.SecurityHeadersConfig as CfnJson;
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) headers['Content-Security-Policy'] = resolveCfn(security.ContentSecurityPolicy.ContentSecurityPolicy);
  if (security.StrictTransportSecurity) {
    const hsts = security.StrictTransportSecurity;
    headers['Strict-Transport-Security'] = `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`;
  }
  if (security.FrameOptions) headers['X-Frame-Options'] = security.FrameOptions.FrameOption;
  if (security.ContentTypeOptions) headers['X-Content-Type-Options'] = 'nosniff';
  if (security.ReferrerPolicy) headers['Referrer-Policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const custom of (config.CustomHeadersConfig?.Items ?? []) as CfnJson[]) headers[custom.Header] = custom.Value;
  return headers;
}

function cdnHeaders(services: { walletConnectProjectId?: string; app2appUrl?: string }) {
  const { template } = synthPortal({ config: { services } });
  const policy = resourceByPrefix(template, 'AWS::CloudFront::ResponseHeadersPolicy', 'CdnSecurityHeaders')[1].Properties.ResponseHeadersPolicyConfig as CfnJson;
  return headersCloudFrontSends(policy);
}

/** The configuration the API function of that deployment runs with (what the local origin reads from its environment). */
function apiConfigOf(services: { walletConnectProjectId?: string; app2appUrl?: string }) {
  return parseServerConfig({
    RPC_URL: TEST_CONFIG.chain.rpcUrl,
    APP2APP_URL: services.app2appUrl,
    WALLETCONNECT_PROJECT_ID: services.walletConnectProjectId,
    UPLOADS_BUCKET: `portaltest-uploads-${PSEUDO['AWS::AccountId']}-${PSEUDO['AWS::Region']}`,
    AWS_REGION: PSEUDO['AWS::Region'],
  });
}

describe('responseHeadersPolicyHeaders', () => {
  it('puts the five security headers into CloudFront’s typed settings and the rest into custom headers', () => {
    const policy = responseHeadersPolicyHeaders({
      'Content-Security-Policy': "default-src 'self'",
      'Strict-Transport-Security': 'max-age=600; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': 'camera=()',
    });
    expect(policy.securityHeadersBehavior?.contentSecurityPolicy).toEqual({ contentSecurityPolicy: "default-src 'self'", override: true });
    expect(policy.securityHeadersBehavior?.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(600);
    expect(policy.securityHeadersBehavior?.frameOptions?.frameOption).toBe(cloudfront.HeadersFrameOption.DENY);
    expect(policy.customHeadersBehavior?.customHeaders).toEqual([{ header: 'Permissions-Policy', value: 'camera=()', override: true }]);
  });

  it('fails rather than drops a header CloudFront cannot send', () => {
    expect(() => responseHeadersPolicyHeaders({ 'X-Frame-Options': 'ALLOW-FROM https://a.example' })).toThrow(/X-Frame-Options/);
    expect(() => responseHeadersPolicyHeaders({ 'Referrer-Policy': 'sometimes' })).toThrow(/Referrer-Policy/);
    expect(() => responseHeadersPolicyHeaders({ 'Strict-Transport-Security': 'max-age=1; everywhere' })).toThrow(/Strict-Transport-Security/);
  });
});

describe('the CDN and the local origin send the same security headers (core/src/http/securityHeaders.ts)', () => {
  for (const services of [{}, { walletConnectProjectId: 'a1b2c3d4', app2appUrl: 'https://app2app.example.org/api/v1/k' }]) {
    const label = services.walletConnectProjectId ? 'with WalletConnect and an own app2app host' : 'without WalletConnect';
    it(`${label}: the CloudFront policy is core's definition over https, and the local origin the same over http`, () => {
      const cdn = cdnHeaders(services);
      const config = apiConfigOf(services);
      const inline = resolveWebBuild({ dir: WEB_PLACEHOLDER_DIR, requireBuild: false }).inlineHashes;
      expect(cdn).toEqual(securityHeaders({ services: browserServicesOf(config), inline, scheme: 'https' }));

      const local = localSecurityHeaders(config, WEB_PLACEHOLDER_DIR);
      const cdnOverHttp: Record<string, string> = { ...cdn, 'Content-Security-Policy': cdn['Content-Security-Policy']!.replace('; upgrade-insecure-requests', '') };
      delete cdnOverHttp['Strict-Transport-Security'];
      expect(local).toEqual(cdnOverHttp);
      expect(cdn['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    });
  }

  it('allows WalletConnect only when the deployment has a project id', () => {
    expect(cdnHeaders({})['Content-Security-Policy']).not.toMatch(/walletconnect|reown|web3modal/);
    expect(cdnHeaders({ walletConnectProjectId: 'a1b2c3d4' })['Content-Security-Policy']).toContain('wss://*.walletconnect.com');
  });

  it('fits a CloudFront policy with WalletConnect and the longest bucket name', () => {
    const config = apiConfigOf({ walletConnectProjectId: 'a1b2c3d4' });
    const services = { ...browserServicesOf(config), uploadsOrigin: `https://${'b'.repeat(63)}.s3.ap-southeast-4.amazonaws.com` };
    const csp = securityHeaders({ services, inline: { scripts: ['sha256-' + 'A'.repeat(44)], styles: [] }, scheme: 'https' })['Content-Security-Policy']!;
    expect(csp.length).toBeLessThanOrEqual(CLOUDFRONT_CSP_MAX_LENGTH);
  });
});

describe('the CDN and the local origin send the same uploads headers (core/src/http/securityHeaders.ts)', () => {
  const { template } = synthPortal();
  const distribution = resourceByPrefix(template, 'AWS::CloudFront::Distribution', 'CdnDistribution')[1].Properties.DistributionConfig as CfnJson;
  const behaviours = distribution.CacheBehaviors as CfnJson[];
  const policyOf = (pathPattern: string) => {
    const behaviour = behaviours.find((b) => b.PathPattern === pathPattern)!;
    return headersCloudFrontSends(template.toJSON().Resources[behaviour.ResponseHeadersPolicyId.Ref as string].Properties.ResponseHeadersPolicyConfig as CfnJson);
  };
  const HASH = 'e3'.repeat(32);
  const samples = { pdf: [`/uploads/attachment/${HASH}.pdf`, '/uploads/x.pdf'], image: [`/uploads/contractLogo/${HASH}.svg`, `/uploads/councilThumbnail/${HASH}.png`, '/uploads/attachment/x.PDF', '/uploads/page.html'] };

  it('has one behaviour per way uploads are served, in core’s order, before nothing else under /uploads/', () => {
    const uploads = behaviours.filter((b) => (b.PathPattern as string).startsWith('uploads/')).map((b) => b.PathPattern);
    expect(uploads).toEqual(UPLOADS_BEHAVIOURS.map((b) => b.pathPattern));
  });

  for (const { pathPattern, serving } of UPLOADS_BEHAVIOURS) {
    it(`${pathPattern}: the CloudFront policy is core's ${serving} headers over https, and the local origin sends the same over http on the same paths`, () => {
      const cdn = policyOf(pathPattern);
      expect(cdn).toEqual(uploadsSecurityHeaders('https', serving));
      const cdnOverHttp: Record<string, string> = { ...cdn };
      delete cdnOverHttp['Strict-Transport-Security'];
      for (const path of samples[serving]) expect(localUploadsSecurityHeaders(path), path).toEqual(cdnOverHttp);
    });
  }

  it('sandboxes images and lets PDFs open in the browser’s viewer', () => {
    expect(policyOf('uploads/*')['Content-Security-Policy']).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(policyOf('uploads/*.pdf')['Content-Security-Policy']).not.toContain('sandbox');
    expect(policyOf('uploads/*.pdf')['X-Content-Type-Options']).toBe('nosniff');
  });
});
