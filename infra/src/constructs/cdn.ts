import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { parseServerConfig } from '@portal/core/config';
import { SNAPSHOT_PREFIX } from '@portal/core/http/snapshotPaths';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '@portal/core/signIn/sessionCookie';
import { browserServicesOf, contentSecurityPolicy, securityHeaders as portalSecurityHeaders, type SecurityHeadersInput, UPLOADS_BEHAVIOURS, uploadsSecurityHeaders } from '@portal/core/http/securityHeaders';
import { CLOUDFRONT_CSP_MAX_LENGTH, responseHeadersPolicyHeaders } from '../cdn/securityHeadersPolicy';
import { SPA_REWRITE_SOURCE, STATUS_PREFIX_STRIP_SOURCE, storedUploadsOnlySource } from '../cdn/viewerRequestFunctions';
import type { DeployConfig } from '../config';
import type { WebBuild } from '../webBuild';
import { PENDING_UPLOADS_PREFIX, type PortalStorage, UPLOADS_PREFIX } from './storage';

/** Hashed build files: a name never gets new content, so browsers and the CDN keep them a year. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the other root files: browsers revalidate every time; the CDN keeps them 5 minutes (and a deploy invalidates). */
export const SHELL_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, must-revalidate';

/** The CDN's path patterns (no leading slash, as CloudFront writes them). */
export const PATHS = { assets: 'assets/*', session: SESSION_COOKIE_PATH.slice(1), api: 'v1/*', uploads: `${UPLOADS_PREFIX}*`, status: 'status/*' } as const;

export type PortalCdnProps = {
  config: DeployConfig;
  storage: PortalStorage;
  apiOriginDomainName: string;
  web: WebBuild;
  logRetention: logs.RetentionDays;
};

/**
 * One CloudFront distribution for the whole portal, so the web, the API, the attachments and the
 * maintenance file share one origin (no CORS between them):
 *
 * | path        | origin         | cache                                                           |
 * |-------------|----------------|-----------------------------------------------------------------|
 * | default     | web bucket     | the object's Cache-Control (shell 5 min, snapshots s-maxage 60); a detail page → its snapshot when the key value store has it, extensionless paths → prerendered page or /index.html (CloudFront Function) |
 * | /assets/*   | web bucket     | a year (hashed names)                                           |
 * | /v1/auth    | HTTP API       | as /v1/*, and the session cookie (only it) forwarded            |
 * | /v1/*       | HTTP API       | the origin's Cache-Control; Authorization in the key; no cookie |
 * | /uploads/*.pdf, /uploads/* | uploads bucket | long (a key is never rewritten); only stored-upload paths (CloudFront Function), each with its uploads headers |
 * | /status/*   | status bucket  | 30 s at most                                                    |
 */
export class PortalCdn extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** Which pages have a snapshot (keys `snapshots/…html`): the writer keeps it, the default behaviour's function reads it. */
  readonly snapshotIndex: cloudfront.KeyValueStore;
  readonly portalOrigins: string[];

  constructor(scope: Construct, id: string, props: PortalCdnProps) {
    super(scope, id);
    const { config, storage } = props;

    const securityHeaders = this.securityHeaders(props);
    // A response headers policy cannot vary by content type, so uploads are split by extension into
    // CloudFront behaviours (core's UPLOADS_BEHAVIOURS), each with its own headers.
    const uploadsHeaders = {
      image: new cloudfront.ResponseHeadersPolicy(this, 'UploadsHeaders', {
        comment: 'Portal uploads (images): own CSP with sandbox, no sniffing, never framed, HSTS',
        ...responseHeadersPolicyHeaders(uploadsSecurityHeaders('https', 'image')),
      }),
      pdf: new cloudfront.ResponseHeadersPolicy(this, 'UploadsPdfHeaders', {
        comment: "Portal uploads (PDF attachments): own CSP the browser's PDF viewer opens under, no sniffing, never framed, HSTS",
        ...responseHeadersPolicyHeaders(uploadsSecurityHeaders('https', 'pdf')),
      }),
    };

    const webOrigin = origins.S3BucketOrigin.withOriginAccessControl(storage.webBucket);
    const statusOrigin = origins.S3BucketOrigin.withOriginAccessControl(storage.statusBucket);
    // The uploads origin is addressed by the bucket's fixed name, not by a reference to the bucket:
    // the bucket's CORS rule names this distribution, and a reference both ways would be a cycle.
    // Its OAC and the matching bucket-policy statement are therefore declared here by hand.
    const uploadsAccessControl = new cloudfront.S3OriginAccessControl(this, 'UploadsAccessControl', {
      description: 'CloudFront reads portal attachments',
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const uploadsOrigin = origins.S3BucketOrigin.withBucketDefaults(
      s3.Bucket.fromBucketAttributes(this, 'UploadsByName', {
        bucketName: storage.uploadsBucketName,
        bucketRegionalDomainName: uploadsRegionalDomainName(storage.uploadsBucketName),
      }),
      { originAccessControlId: uploadsAccessControl.originAccessControlId },
    );
    const apiOrigin = new origins.HttpOrigin(props.apiOriginDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });

    this.snapshotIndex = new cloudfront.KeyValueStore(this, 'SnapshotIndex', {
      comment: 'Portal: the keys of the page snapshots the web bucket holds (snapshots/…html)',
    });
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Pages: a detail page with a snapshot is answered with it, other extensionless paths with their prerendered page or /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_SOURCE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: this.snapshotIndex,
    });
    const storedUploadsOnly = new cloudfront.Function(this, 'StoredUploadsOnly', {
      comment: 'Uploads: only the paths the API writes (uploads/<purpose>/<sha256>.<ext>) reach the bucket; any other is a 404',
      code: cloudfront.FunctionCode.fromInline(storedUploadsOnlySource(config.uploadsDomain ?? null)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const statusPrefixStrip = new cloudfront.Function(this, 'StatusPrefixStrip', {
      comment: 'Maps /status/status.json to the status bucket root key status.json',
      code: cloudfront.FunctionCode.fromInline(STATUS_PREFIX_STRIP_SOURCE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    // As the API's reads: the object's Cache-Control rules (min 0), so a snapshot's s-maxage (snapshots/store.ts) bounds its age at the edge.
    const shellCache = new cloudfront.CachePolicy(this, 'ShellCache', {
      comment: 'index.html, root files and page snapshots: the object Cache-Control (s-maxage 300, snapshots 60), at most a day',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiCache = new cloudfront.CachePolicy(this, 'ApiCache', {
      // The origin decides: public reads carry s-maxage, authenticated answers private/no-store. Authorization is also in the
      // key, so even a wrongly cacheable signed-in answer could only ever be served to the same token.
      comment: 'API: honours the origin Cache-Control (default 0); Authorization is part of the cache key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      // Every query string is in the key: the feeds and CSV downloads answer in the language ?lang= asks.
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiOriginRequest = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'API: every query string and the request headers the app reads; Host stays the API endpoint',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('Content-Type', 'Accept', 'Origin'),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    // Sign-in, restore, refresh and logout: the API reads and sets the HttpOnly session cookie here and
    // nowhere else, so this one path forwards that one cookie. Never cached: every answer is private,
    // no-store and PUT/DELETE are not cached methods; the cache policy stays the API's because only a
    // cache policy may forward Authorization.
    const sessionOriginRequest = new cloudfront.OriginRequestPolicy(this, 'SessionOriginRequest', {
      comment: 'API /v1/auth: as the API, plus the session cookie and nothing else',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('Content-Type', 'Accept', 'Origin'),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(SESSION_COOKIE_NAME),
    });
    const statusCache = new cloudfront.CachePolicy(this, 'StatusCache', {
      comment: 'Maintenance switch: at most 30 s old, so a flip reaches every browser within a minute',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(30),
      maxTtl: Duration.seconds(30),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const readOnly = { allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD, viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS, compress: true };
    // The API's behaviours (/v1/auth and /v1/*) differ only in what reaches the origin.
    const api = {
      origin: apiOrigin,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      compress: true,
      cachePolicy: apiCache,
      responseHeadersPolicy: securityHeaders,
    };
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Governance portal (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      priceClass: config.priceClass as cloudfront.PriceClass,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(config.domainName && config.certificateArn
        ? {
            // The uploads host (when set) is served by this distribution too; the certificate must name both.
            domainNames: [config.domainName, ...(config.uploadsDomain ? [config.uploadsDomain] : [])],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
          }
        : {}),
      ...(config.webAclArn ? { webAclId: config.webAclArn } : {}),
      enableLogging: true,
      logBucket: storage.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...readOnly,
        origin: webOrigin,
        cachePolicy: shellCache,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [PATHS.assets]: { ...readOnly, origin: webOrigin, cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED, responseHeadersPolicy: securityHeaders },
        // Before v1/*: CloudFront takes the first pattern that matches.
        [PATHS.session]: { ...api, originRequestPolicy: sessionOriginRequest },
        [PATHS.api]: { ...api, originRequestPolicy: apiOriginRequest },
        ...Object.fromEntries(
          UPLOADS_BEHAVIOURS.map(({ pathPattern, serving }) => [
            pathPattern,
            {
              ...readOnly,
              origin: uploadsOrigin,
              cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
              responseHeadersPolicy: uploadsHeaders[serving],
              functionAssociations: [{ function: storedUploadsOnly, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
            },
          ]),
        ),
        [PATHS.status]: {
          ...readOnly,
          origin: statusOrigin,
          cachePolicy: statusCache,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: statusPrefixStrip, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    storage.uploadsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsAttachments',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [storage.uploadsBucket.arnForObjects(`${UPLOADS_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );

    // Files waiting for the API's check are never served, even though they sit under uploads/.
    storage.uploadsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontNeverServesPendingUploads',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [storage.uploadsBucket.arnForObjects(`${PENDING_UPLOADS_PREFIX}*`)],
      }),
    );

    this.portalOrigins = [`https://${this.distribution.distributionDomainName}`, ...(config.domainName ? [`https://${config.domainName}`] : [])];
    // The browser posts attachments straight to S3 with the API's presigned POST (or PUT), and only from the portal's pages.
    storage.uploadsBucket.addCorsRule({
      allowedOrigins: this.portalOrigins,
      allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT],
      allowedHeaders: ['content-type', 'content-md5', 'x-amz-*'],
      exposedHeaders: ['ETag', 'Location'],
      maxAge: 3000,
    });

    this.deployWeb(props);
    this.acknowledgeNag(config);
  }

  /**
   * The portal's security headers as core defines them (the local origin sends the same), for the
   * services this deployment configured: the same values the API hands the browser.
   */
  private securityHeaders(props: PortalCdnProps): cloudfront.ResponseHeadersPolicy {
    const { config, storage, web } = props;
    const apiConfig = parseServerConfig({
      RPC_URL: config.chain.rpcUrl,
      APP2APP_URL: config.services.app2appUrl,
      WALLETCONNECT_PROJECT_ID: config.services.walletConnectProjectId,
      UPLOADS_BUCKET: storage.uploadsBucketName,
      AWS_REGION: Aws.REGION,
    });
    const input: SecurityHeadersInput = { services: browserServicesOf(apiConfig), inline: web.inlineHashes, scheme: 'https' };
    // The real bucket name and region are only known at deploy time; measure with the longest ones S3 allows.
    const longest = contentSecurityPolicy({ ...input, services: { ...input.services, uploadsOrigin: `https://${'b'.repeat(63)}.s3.ap-southeast-4.amazonaws.com` } });
    if (longest.length > CLOUDFRONT_CSP_MAX_LENGTH) {
      throw new Error(
        `The Content-Security-Policy would be ${longest.length} characters; CloudFront accepts ${CLOUDFRONT_CSP_MAX_LENGTH}. The web build has too many inline scripts or styles.`,
      );
    }
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal pages and API: CSP without inline script, HSTS, no framing, no sniffing, strict referrer',
      ...responseHeadersPolicyHeaders(portalSecurityHeaders(input)),
    });
  }

  /**
   * Two uploads of the same build: first the hashed /assets/* (a year of cache, never pruned, so a
   * browser still holding the previous index.html finds its files), then everything else (short
   * cache, pruned), then one invalidation. Files appear before the index.html that names them.
   */
  private deployWeb(props: PortalCdnProps) {
    const { storage, web } = props;
    const logGroup = new logs.LogGroup(this, 'WebDeploymentLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const assets = new s3deploy.BucketDeployment(this, 'WebAssets', {
      sources: [s3deploy.Source.asset(web.dir)],
      destinationBucket: storage.webBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSETS_CACHE_CONTROL)],
      memoryLimit: 1024,
      logGroup,
    });
    const shell = new s3deploy.BucketDeployment(this, 'WebShell', {
      sources: [s3deploy.Source.asset(web.dir)],
      destinationBucket: storage.webBucket,
      // Excluded files are neither uploaded nor pruned: the writer's snapshots outlive every deploy.
      exclude: ['assets/*', '.vite/*', `${SNAPSHOT_PREFIX}*`],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(SHELL_CACHE_CONTROL)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 1024,
      logGroup,
    });
    shell.node.addDependency(assets);
  }

  private acknowledgeNag(config: DeployConfig) {
    const ack = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    ack('AwsSolutions-CFR1', 'The portal is a public governance site for a global network; no country is to be blocked.');
    if (!config.webAclArn) {
      ack(
        'AwsSolutions-CFR2',
        'No WAF by default (a web ACL costs more than the rest of this small stack): public reads are cached at the edge, the API is throttled at its stage and by reserved concurrency. Set webAclArn in the deploy configuration to attach one.',
      );
    }
    if (!config.domainName) {
      ack(
        'AwsSolutions-CFR4',
        "Without a custom domain the distribution uses CloudFront's default *.cloudfront.net certificate, whose TLS policy cannot be chosen. Set domainName and certificateArn for TLSv1.2_2021.",
      );
    }
  }
}

/** The regional virtual-hosted name of a bucket in this stack's region, the S3 origin's host. */
function uploadsRegionalDomainName(bucketName: string): string {
  return `${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
}
