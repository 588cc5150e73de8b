import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_TTL_ATTRIBUTE, tableDefinition } from '@portal/core/db/table';
import { SESSION_COOKIE_NAME, SESSION_COOKIE_PATH } from '@portal/core/signIn/sessionCookie';
import { type CfnJson, resourceByPrefix, synthPortal, TEST_CONFIG } from '../test/synthPortal';
import { keys } from '@portal/core/db/keys';
import { SNAPSHOT_CACHE_CONTROL } from '../../snapshots/store';
import { SPA_REWRITE_SOURCE, STATUS_PREFIX_STRIP_SOURCE, storedUploadsOnlySource } from './cdn/viewerRequestFunctions';
import { STACK_OUTPUTS } from './outputs';

type Json = CfnJson;

let template: Template;
let distribution: Json;
beforeAll(() => {
  template = synthPortal().template;
  distribution = resourceByPrefix(template, 'AWS::CloudFront::Distribution', 'CdnDistribution')[1].Properties.DistributionConfig as Json;
});

const ref = (logicalId: string) => ({ Ref: logicalId });
const logicalId = (type: string, prefix: string) => resourceByPrefix(template, type, prefix)[0];
const behaviour = (pathPattern: string): Json => {
  const found = (distribution.CacheBehaviors as Json[]).find((b) => b.PathPattern === pathPattern);
  if (!found) throw new Error(`no behaviour for ${pathPattern}`);
  return found;
};
const originOf = (b: Json): Json => (distribution.Origins as Json[]).find((o) => o.Id === b.TargetOriginId)!;
const bucketPolicyOf = (bucketPrefix: string): Json[] =>
  Object.values(template.findResources('AWS::S3::BucketPolicy') as Record<string, Json>)
    .filter((p) => p.Properties.Bucket.Ref === logicalId('AWS::S3::Bucket', bucketPrefix))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Json[]);

describe('web: private bucket behind CloudFront', () => {
  it('reaches every S3 origin through origin access control, never publicly', () => {
    template.resourcePropertiesCountIs('AWS::CloudFront::OriginAccessControl', { OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }) }, 3);
    for (const origin of distribution.Origins as Json[]) {
      if (origin.S3OriginConfig) {
        expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
        expect(origin.OriginAccessControlId).toBeDefined();
      }
    }
    const webReads = bucketPolicyOf('StorageWeb').find((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(webReads).toMatchObject({ Action: 's3:GetObject', Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } } });
  });

  it('falls back to index.html with a CloudFront Function on the default behaviour only, not with error responses', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultRootObject).toBe('index.html');
    const spa = logicalId('AWS::CloudFront::Function', 'CdnSpaRewrite');
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: SPA_REWRITE_SOURCE, FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spa, 'FunctionARN'] } }]);
    for (const path of ['v1/*', 'assets/*']) expect(behaviour(path).FunctionAssociations).toBeUndefined();
  });

  it('caches hashed assets for long and the shell briefly', () => {
    const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    expect(behaviour('assets/*').CachePolicyId).toBe(cachingOptimized);
    expect(originOf(behaviour('assets/*'))).toBe(originOf(distribution.DefaultCacheBehavior));
    const shell = logicalId('AWS::CloudFront::CachePolicy', 'CdnShellCache');
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toEqual(ref(shell));
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ MinTTL: 0, DefaultTTL: 300, MaxTTL: 86400 }),
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', { Include: ['assets/*'], Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', '.vite/*', 'snapshots/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=300, must-revalidate' },
      DistributionPaths: ['/*'],
    });
  });

  it('sends security headers: CSP without inline script, HSTS, DENY framing, nosniff, strict referrer', () => {
    const policy = resourceByPrefix(template, 'AWS::CloudFront::ResponseHeadersPolicy', 'CdnSecurityHeaders')[1].Properties.ResponseHeadersPolicyConfig as Json;
    const headers = policy.SecurityHeadersConfig as Json;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(/script-src 'self'; /);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://rpc.example-kaia.test:8651 https://api.kaiawallet.io https://portaltest-uploads-");
    // No WalletConnect project in this configuration, so no WalletConnect host (cdn/securityHeadersPolicy.test.ts has one with).
    expect(csp).not.toContain('walletconnect');
    expect(headers.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    const securityHeaders = ref(logicalId('AWS::CloudFront::ResponseHeadersPolicy', 'CdnSecurityHeaders'));
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(securityHeaders);
    for (const path of ['assets/*', 'v1/*', 'status/*']) expect(behaviour(path).ResponseHeadersPolicyId).toEqual(securityHeaders);
  });

  it('puts the hashes of the deployed index.html inline scripts into script-src', () => {
    const { template: withHash } = synthPortal({ web: { dir: 'infra/assets/web-placeholder', isPlaceholder: false, inlineHashes: { scripts: ['sha256-AAAA'], styles: [] } } });
    const csp = JSON.stringify(withHash.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain("script-src 'self' 'sha256-AAAA';");
  });

  it('redirects to HTTPS, serves HTTP/2 and 3, logs to the log bucket', () => {
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(distribution.HttpVersion).toBe('http2and3');
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(distribution.PriceClass).toBe('PriceClass_200');
  });
});

describe('page snapshots (issue 28)', () => {
  const writer = () => resourceByPrefix(template, 'AWS::Lambda::Function', 'SnapshotWriterFunction')[1].Properties;
  const mapping = () => resourceByPrefix(template, 'AWS::Lambda::EventSourceMapping', 'SnapshotWriterTableWrites')[1].Properties;

  it('associates a key value store of the snapshot keys with the default behaviour’s function, cloudfront-js-2.0', () => {
    const kvs = logicalId('AWS::CloudFront::KeyValueStore', 'CdnSnapshotIndex');
    const fn = resourceByPrefix(template, 'AWS::CloudFront::Function', 'CdnSpaRewrite')[1].Properties;
    expect(fn.FunctionCode).toBe(SPA_REWRITE_SOURCE);
    expect(fn.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0', KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [kvs, 'Arn'] } }] });
    expect(SPA_REWRITE_SOURCE).toMatch(/^import cf from 'cloudfront';\nvar kvs = cf\.kvs\(\);/);
  });

  it('writes snapshots from the table’s stream (keys only): short batching window, bounded retries, no bisecting, one pass at a time', () => {
    expect(resourceByPrefix(template, 'AWS::DynamoDB::Table', 'StorageTable')[1].Properties.StreamSpecification).toEqual({ StreamViewType: 'KEYS_ONLY' });
    expect(mapping()).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [logicalId('AWS::DynamoDB::Table', 'StorageTable'), 'StreamArn'] },
      FunctionName: ref(logicalId('AWS::Lambda::Function', 'SnapshotWriterFunction')),
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: 2,
      BisectBatchOnFunctionError: false,
      ParallelizationFactor: 1,
    });
    expect(writer()).toMatchObject({ ReservedConcurrentExecutions: 1, Handler: 'index.handler', Runtime: 'nodejs22.x', Architectures: ['arm64'] });
  });

  it('is invoked only for writes to items a page follows or lists from: the lists and the agendas’ details, never checkpoints or statistics', () => {
    type Pattern = { dynamodb: { Keys: Record<'pk' | 'sk', { S: (string | { prefix: string })[] }> } };
    const patterns = (mapping().FilterCriteria.Filters as { Pattern: string }[]).map((f) => JSON.parse(f.Pattern) as Pattern);
    const matchesRule = (value: string, rule: (string | { prefix: string })[]) => rule.some((r) => (typeof r === 'string' ? r === value : value.startsWith(r.prefix)));
    /** Lambda's event filtering on a KEYS_ONLY stream record: every key named must match one of its values. */
    const invokes = (key: { pk: string; sk: string }) => patterns.some((p) => matchesRule(key.pk, p.dynamodb.Keys.pk.S) && matchesRule(key.sk, p.dynamodb.Keys.sk.S));
    for (const key of [keys.proposalList(), keys.councilList(), keys.proposalDetail(53), keys.proposalDetail(1)]) expect(invokes(key), `${key.pk} ${key.sk}`).toBe(true);
    for (const key of [keys.checkpoint('governance'), keys.proposalStats(), keys.networkStats(), keys.councilVotes(1), keys.proposalChain(53), keys.councilProfile(2)]) expect(invokes(key), `${key.pk} ${key.sk}`).toBe(false);
  });

  it('tells the writer the table, the web bucket, the key value store and the portal’s URL (the distribution’s without a domain)', () => {
    expect(writer().Environment.Variables).toEqual({
      PORTAL_TABLE: ref(logicalId('AWS::DynamoDB::Table', 'StorageTable')),
      WEB_BUCKET: ref(logicalId('AWS::S3::Bucket', 'StorageWeb')),
      SNAPSHOT_INDEX_ARN: { 'Fn::GetAtt': [logicalId('AWS::CloudFront::KeyValueStore', 'CdnSnapshotIndex'), 'Arn'] },
      SITE_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId('AWS::CloudFront::Distribution', 'CdnDistribution'), 'DomainName'] }]] },
      NODE_OPTIONS: '--enable-source-maps',
    });
    const { template: withDomain } = synthPortal({ config: { domainName: 'portal.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e-1234' } });
    expect(resourceByPrefix(withDomain, 'AWS::Lambda::Function', 'SnapshotWriterFunction')[1].Properties.Environment.Variables.SITE_URL).toBe('https://portal.example.org');
  });

  it('keeps snapshots through a deploy: the pruning upload of the build excludes snapshots/, the other one uploads assets/ only', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment') as Record<string, Json>).map((d) => d.Properties);
    expect(deployments).toHaveLength(2);
    for (const d of deployments) {
      if (d.Prune) expect(d.Exclude).toContain('snapshots/*');
      else expect(d).toMatchObject({ Exclude: ['*'], Include: ['assets/*'] });
    }
  });

  it('serves a snapshot as the API’s public reads are served: the object’s Cache-Control (s-maxage) rules at the edge', () => {
    // A rewritten request stays in the default behaviour; its cache policy takes the object's s-maxage (min TTL 0), as the API's does.
    const shell = resourceByPrefix(template, 'AWS::CloudFront::CachePolicy', 'CdnShellCache')[1].Properties.CachePolicyConfig as Json;
    const apiCache = resourceByPrefix(template, 'AWS::CloudFront::CachePolicy', 'CdnApiCache')[1].Properties.CachePolicyConfig as Json;
    expect(shell.MinTTL).toBe(0);
    expect(shell.MinTTL).toBe(apiCache.MinTTL);
    expect(SNAPSHOT_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=60$/);
    expect(Number(/s-maxage=(\d+)/.exec(SNAPSHOT_CACHE_CONTROL)![1])).toBeLessThanOrEqual(shell.MaxTTL as number);
    // The query string is not in the key: the function's rewritten URI names the page.
    expect(shell.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  });

  it('answers /snapshots/* asked directly as any file of the web bucket: no behaviour of its own', () => {
    const patterns = (distribution.CacheBehaviors as Json[]).map((b) => b.PathPattern as string);
    const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    expect(patterns.find((pattern) => glob(pattern).test('snapshots/Proposal/Detail/53.html'))).toBeUndefined();
  });
});

describe('API under /v1/*', () => {
  it('routes /v1/* to the HTTP API over TLS, all methods, caching only GET/HEAD', () => {
    const api = behaviour('v1/*');
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    expect(api.CachedMethods).toEqual(['GET', 'HEAD']);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = originOf(api);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId('AWS::ApiGatewayV2::Api', 'ApiHttpApi'));
  });

  it("honours the origin's Cache-Control and keys authenticated requests by their Authorization header", () => {
    const api = behaviour('v1/*');
    expect(api.CachePolicyId).toEqual(ref(logicalId('AWS::CloudFront::CachePolicy', 'CdnApiCache')));
    const cache = resourceByPrefix(template, 'AWS::CloudFront::CachePolicy', 'CdnApiCache')[1].Properties.CachePolicyConfig as Json;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
    expect(api.OriginRequestPolicyId).toEqual(ref(logicalId('AWS::CloudFront::OriginRequestPolicy', 'CdnApiOriginRequest')));
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Content-Type', 'Accept', 'Origin'] },
      }),
    });
  });

  it('keys the feeds and CSV downloads by their ?lang=, so an English and a Korean answer are never served for each other', () => {
    const cache = resourceByPrefix(template, 'AWS::CloudFront::CachePolicy', 'CdnApiCache')[1].Properties.CachePolicyConfig as Json;
    // No behaviour of its own catches a file of the API (the viewer-request functions of other behaviours would never see it).
    const patterns = (distribution.CacheBehaviors as Json[]).map((b) => b.PathPattern as string);
    const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    for (const path of ['v1/feeds/agendas.atom', 'v1/feeds/agendas.ics', 'v1/feeds/activities.atom', 'v1/proposals/41/votes.csv', 'v1/proposals/status.csv', 'v1/councils/list.csv', 'v1/treasury/transactions/KCF/download', 'v1/financial/download']) {
      expect(patterns.find((pattern) => glob(pattern).test(path)), path).toBe('v1/*');
    }
    expect(behaviour('v1/*').CachePolicyId).toEqual(ref(logicalId('AWS::CloudFront::CachePolicy', 'CdnApiCache')));
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it('forwards the HttpOnly session cookie to /v1/auth only, before v1/* matches, and never caches it', () => {
    const behaviours = (distribution.CacheBehaviors as Json[]).map((b) => b.PathPattern);
    expect(SESSION_COOKIE_PATH).toBe('/v1/auth');
    expect(behaviours.indexOf('v1/auth')).toBeGreaterThanOrEqual(0);
    expect(behaviours.indexOf('v1/auth')).toBeLessThan(behaviours.indexOf('v1/*'));
    const session = behaviour('v1/auth');
    const api = behaviour('v1/*');
    expect(originOf(session)).toBe(originOf(api));
    expect(session).toMatchObject({
      AllowedMethods: api.AllowedMethods,
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: api.ResponseHeadersPolicyId,
    });
    // The API's cache policy: Authorization in the key, the origin's private, no-store obeyed, no cookie in the key.
    expect(session.CachePolicyId).toEqual(api.CachePolicyId);
    const sessionPolicyId = logicalId('AWS::CloudFront::OriginRequestPolicy', 'CdnSessionOriginRequest');
    expect(session.OriginRequestPolicyId).toEqual(ref(sessionPolicyId));
    const policy = resourceByPrefix(template, 'AWS::CloudFront::OriginRequestPolicy', 'CdnSessionOriginRequest')[1].Properties.OriginRequestPolicyConfig as Json;
    expect(policy).toMatchObject({
      CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [SESSION_COOKIE_NAME] },
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Content-Type', 'Accept', 'Origin'] },
    });
    // Every other behaviour forwards no cookie at all.
    for (const [id, other] of Object.entries(template.findResources('AWS::CloudFront::OriginRequestPolicy') as Record<string, Json>)) {
      if (id !== sessionPolicyId) expect(other.Properties.OriginRequestPolicyConfig.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    }
  });

  it('runs the Hono app as one Node 22 arm64 Lambda with limits', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Portal API'),
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 10,
      ReservedConcurrentExecutions: 10,
      LoggingConfig: { LogGroup: ref(logicalId('AWS::Logs::LogGroup', 'ApiLogs')) },
      Environment: {
        Variables: Match.objectLike({
          PORTAL_TABLE: ref(logicalId('AWS::DynamoDB::Table', 'StorageTable')),
          UPLOADS_BUCKET: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
          STATUS_BUCKET: ref(logicalId('AWS::S3::Bucket', 'StorageStatus')),
          CHAIN_ID: '8217',
          RPC_URL: 'https://rpc.example-kaia.test:8651/rpc',
          VOTING_ADDRESS: '0x1111111111111111111111111111111111111111',
          START_BLOCK: '100',
          CONFIRMATIONS: '2',
          TOKEN_KEY_PARAMETER: '/portaltest/token-signing-key',
        }),
      },
    });
  });

  it('asks the uploads judge, a function of its own sized for a 10 MB PDF, for every verdict on an uploaded file', () => {
    const api = resourceByPrefix(template, 'AWS::Lambda::Function', 'ApiFunction')[1].Properties.Environment.Variables as Json;
    expect(api.UPLOAD_JUDGE_FUNCTION_NAME).toEqual(ref(logicalId('AWS::Lambda::Function', 'UploadJudgeFunction')));
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Portal uploads judge'),
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 1536,
      Timeout: 10,
      LoggingConfig: { LogGroup: ref(logicalId('AWS::Logs::LogGroup', 'UploadJudgeLogs')) },
      Environment: { Variables: { UPLOADS_BUCKET: api.UPLOADS_BUCKET, NODE_OPTIONS: '--enable-source-maps' } },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: ref(logicalId('AWS::Lambda::Function', 'UploadJudgeFunction')) }],
      AlarmActions: [ref(logicalId('AWS::SNS::Topic', 'AlarmsTopic'))],
    });
  });

  it('throttles and logs the HTTP API stage, one proxy route under /v1 and the sign-in calls held lower', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /v1/{proxy+}' });
    const signInKeys = ['GET /v1/accounts/{addr}', 'POST /v1/auth/nonce', 'POST /v1/auth', 'PUT /v1/auth', 'DELETE /v1/auth'];
    for (const key of signInKeys) template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 1 + signInKeys.length);
    const stage = resourceByPrefix(template, 'AWS::ApiGatewayV2::Stage', 'ApiStage')[1] as Json;
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(signInKeys.map((key) => [key, { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 }])),
    );
    // The stage names those routes by key, so it is created after them.
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).filter((id) => !id.includes('proxy'));
    expect(routeIds).toHaveLength(signInKeys.length);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', { IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
  });

  it('alarms on function errors, throttles and 5xx', () => {
    for (const metric of ['Errors', 'Throttles', '5xx']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metric, AlarmActions: [ref(logicalId('AWS::SNS::Topic', 'AlarmsTopic'))] });
    }
  });
});

describe('uploads', () => {
  const uploads = () => resourceByPrefix(template, 'AWS::S3::Bucket', 'StorageUploads')[1].Properties as Json;

  it('is private, encrypted, versioned and TLS-only', () => {
    expect(uploads()).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    expect(bucketPolicyOf('StorageUploads')).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("allows CORS uploads only from the portal's own origin", () => {
    const distributionId = logicalId('AWS::CloudFront::Distribution', 'CdnDistribution');
    expect(uploads().CorsConfiguration.CorsRules).toEqual([
      {
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
        AllowedMethods: ['POST', 'PUT'],
        AllowedHeaders: ['content-type', 'content-md5', 'x-amz-*'],
        ExposedHeaders: ['ETag', 'Location'],
        MaxAge: 3000,
      },
    ]);
  });

  it('is served under /uploads/* through its own OAC, readable by this distribution only', () => {
    const origin = originOf(behaviour('uploads/*'));
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [logicalId('AWS::CloudFront::OriginAccessControl', 'CdnUploadsAccessControl'), 'Id'] });
    expect(JSON.stringify(origin.DomainName)).toContain('portaltest-uploads-');
    const reads = bucketPolicyOf('StorageUploads').find((s) => s.Sid === 'CloudFrontReadsAttachments');
    expect(reads).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
    });
    expect(JSON.stringify(reads!.Resource)).toContain('/uploads/*');
  });

  it('never serves pending uploads (presigned POSTs the API has not judged) and expires those nobody adopted after a day', () => {
    const deny = bucketPolicyOf('StorageUploads').find((s) => s.Sid === 'CloudFrontNeverServesPendingUploads');
    expect(deny).toMatchObject({ Effect: 'Deny', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' });
    expect(JSON.stringify(deny!.Resource)).toContain('/uploads/pending/*');
    expect(uploads().LifecycleConfiguration.Rules).toContainEqual({
      Id: 'expire-pending-uploads',
      Prefix: 'uploads/pending/',
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
  });

  it('lets only the paths the API writes reach the bucket, with a CloudFront Function on every uploads behaviour', () => {
    const onlyStored = logicalId('AWS::CloudFront::Function', 'CdnStoredUploadsOnly');
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: storedUploadsOnlySource(null), FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
    for (const path of ['uploads/*.pdf', 'uploads/*']) {
      expect(behaviour(path).FunctionAssociations, path).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [onlyStored, 'FunctionARN'] } }]);
      expect(originOf(behaviour(path)), path).toBe(originOf(behaviour('uploads/*')));
    }
    // cdn/securityHeadersPolicy.test.ts compares each behaviour's headers with core's and the local origin's.
    expect(behaviour('uploads/*.pdf').ResponseHeadersPolicyId).not.toEqual(behaviour('uploads/*').ResponseHeadersPolicyId);
  });
});

describe('data', () => {
  it('declares the table of core/src/db/table.ts: on demand, PITR, deletion protection, retained', () => {
    const [, table] = resourceByPrefix(template, 'AWS::DynamoDB::Table', 'StorageTable');
    const expected = tableDefinition('any');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: expected.BillingMode,
      KeySchema: expected.KeySchema,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(expected.GlobalSecondaryIndexes);
    const byName = (a: { AttributeName: string }, b: { AttributeName: string }) => a.AttributeName.localeCompare(b.AttributeName);
    expect([...(table.Properties.AttributeDefinitions as { AttributeName: string }[])].sort(byName)).toEqual([...expected.AttributeDefinitions].sort(byName));
  });

  it('holds status.json in a private versioned bucket served at /status/* for at most 30 s', () => {
    expect(resourceByPrefix(template, 'AWS::S3::Bucket', 'StorageStatus')[1].Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    const status = behaviour('status/*');
    expect(status.CachePolicyId).toEqual(ref(logicalId('AWS::CloudFront::CachePolicy', 'CdnStatusCache')));
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', { CachePolicyConfig: Match.objectLike({ MinTTL: 0, DefaultTTL: 30, MaxTTL: 30 }) });
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: STATUS_PREFIX_STRIP_SOURCE });
    expect(status.FunctionAssociations).toHaveLength(1);
  });

  it('writes the default status.json only when none exists, so a redeploy never turns maintenance off', () => {
    const [, resource] = resourceByPrefix(template, 'Custom::AWS', 'StorageStatusFileOnce');
    // The SDK call is a JSON string joined around the bucket's name.
    const sdkCall = (value: Json): Json =>
      JSON.parse((value['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : 'BUCKET')).join(''));
    for (const event of ['Create', 'Update']) {
      expect(sdkCall(resource.Properties[event])).toMatchObject({
        service: 'S3',
        action: 'PutObject',
        parameters: { Bucket: 'BUCKET', Key: 'status.json', Body: '{"maintenance":false}', IfNoneMatch: '*', CacheControl: 'public, max-age=30' },
        ignoreErrorCodesMatching: 'PreconditionFailed|ConditionalRequestConflict',
      });
    }
    expect(resource.Properties.Delete).toBeUndefined();
  });

  it('blocks public access and enforces TLS on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket') as Record<string, Json>;
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      const statements = Object.values(template.findResources('AWS::S3::BucketPolicy') as Record<string, Json>)
        .filter((p) => p.Properties.Bucket.Ref === id)
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Json[]);
      expect(statements, id).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    }
  });
});

describe('indexer', () => {
  const indexerFunction = () => logicalId('AWS::Lambda::Function', 'IndexerFunction');
  const dlq = () => logicalId('AWS::SQS::Queue', 'IndexerDeadLetterQueue');

  it('runs every minute on EventBridge, one run at a time, each shorter than the period', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [indexerFunction(), 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq(), 'Arn'] } } })],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Portal indexer'),
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      ReservedConcurrentExecutions: 1,
      Timeout: 55,
      Environment: { Variables: Match.objectLike({ PORTAL_TABLE: Match.anyValue(), CHAIN_ID: '8217', RPC_URL: 'https://rpc.example-kaia.test:8651/rpc' }) },
    });
    const env = resourceByPrefix(template, 'AWS::Lambda::Function', 'IndexerFunction')[1].Properties.Environment.Variables as Json;
    expect(Object.keys(env)).not.toEqual(expect.arrayContaining(['UPLOADS_BUCKET']));
    expect(env.STATUS_BUCKET).toBeUndefined();
    expect(env.TOKEN_KEY_PARAMETER).toBeUndefined();
  });

  it('gives the API, and only the API, the wallet services the configuration names', () => {
    const { template: withWallets } = synthPortal({
      config: { services: { app2appUrl: 'https://app2app.example.test/api/v1/k', walletConnectProjectId: 'abc123' } },
    });
    const api = resourceByPrefix(withWallets, 'AWS::Lambda::Function', 'ApiFunction')[1].Properties.Environment.Variables as Json;
    expect(api).toMatchObject({ APP2APP_URL: 'https://app2app.example.test/api/v1/k', WALLETCONNECT_PROJECT_ID: 'abc123' });
    const indexer = resourceByPrefix(withWallets, 'AWS::Lambda::Function', 'IndexerFunction')[1].Properties.Environment.Variables as Json;
    expect(indexer.APP2APP_URL).toBeUndefined();
    // Not configured: the API falls back to core's default (the public app2app API) and no project id.
    const plain = resourceByPrefix(template, 'AWS::Lambda::Function', 'ApiFunction')[1].Properties.Environment.Variables as Json;
    expect(plain.APP2APP_URL).toBeUndefined();
    expect(plain.WALLETCONNECT_PROJECT_ID).toBeUndefined();
  });

  it('tells the API which kind of secretary the chain has: the contract kind by default, the Klaytn account kind for the main network', () => {
    const apiEnv = (t: Template) => resourceByPrefix(t, 'AWS::Lambda::Function', 'ApiFunction')[1].Properties.Environment.Variables as Json;
    expect(apiEnv(template).SECRETARY_KIND).toBe('contract');
    const { template: mainNetwork } = synthPortal({ config: { chain: { ...TEST_CONFIG.chain, secretaryKind: 'klaytnAccount' } } });
    expect(apiEnv(mainNetwork).SECRETARY_KIND).toBe('klaytnAccount');
    const indexer = resourceByPrefix(mainNetwork, 'AWS::Lambda::Function', 'IndexerFunction')[1].Properties.Environment.Variables as Json;
    expect(indexer.SECRETARY_KIND).toBeUndefined();
  });

  it('takes its period from the configuration', () => {
    const { template: every5 } = synthPortal({ config: { indexer: { rateMinutes: 5 } } });
    every5.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    every5.hasResourceProperties('AWS::Lambda::Function', { ReservedConcurrentExecutions: 1, Timeout: 295 });
  });

  it('sends a failed run, without retrying it, to an encrypted TLS-only dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: ref(indexerFunction()),
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq(), 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [ref(dlq())],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('alarms on errors, silence, dead letters and lag, to the SNS topic', () => {
    const topic = [ref(logicalId('AWS::SNS::Topic', 'AlarmsTopic'))];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: ref(indexerFunction()) }],
      Threshold: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: topic,
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Invocations',
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
      AlarmActions: topic,
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1, AlarmActions: topic });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Portal/Indexer',
      MetricName: 'LagBlocks',
      Dimensions: [{ Name: 'ChainId', Value: '8217' }],
      Statistic: 'Maximum',
      Threshold: 300,
      EvaluationPeriods: 3,
      TreatMissingData: 'notBreaching',
      AlarmActions: topic,
    });
    const { template: strict } = synthPortal({ config: { alarms: { lagMissingData: 'breaching', lagThresholdBlocks: 60 } } });
    strict.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'LagBlocks', Threshold: 60, TreatMissingData: 'breaching' });
  });
});

describe('alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch may use, TLS-only, and mails the configured address', () => {
    const key = logicalId('AWS::KMS::Key', 'AlarmsKey');
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [key, 'Arn'] } });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]) },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
  });
});

describe('logs', () => {
  it('keeps every log group for the configured retention', () => {
    const groups = Object.values(template.findResources('AWS::Logs::LogGroup') as Record<string, Json>);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });
});

describe('outputs', () => {
  it('exports what the scripts look up, the status bucket first', () => {
    template.hasOutput(STACK_OUTPUTS.statusBucketName, { Value: ref(logicalId('AWS::S3::Bucket', 'StorageStatus')) });
    for (const key of Object.values(STACK_OUTPUTS)) template.hasOutput(key, {});
  });
});

describe('custom domain', () => {
  it('serves a separate uploads host from the same distribution, and sends /uploads/* on the portal’s host there', () => {
    const { template: withUploads } = synthPortal({
      config: { domainName: 'portal.example.org', uploadsDomain: 'uploads.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e-1234' },
    });
    withUploads.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ Aliases: ['portal.example.org', 'uploads.example.org'] }) });
    withUploads.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: storedUploadsOnlySource('uploads.example.org') });
  });


  it('serves the domain with its certificate and TLS 1.2, and lets it upload', () => {
    const { template: withDomain } = synthPortal({
      config: { domainName: 'portal.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e-1234' },
    });
    withDomain.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['portal.example.org'],
        ViewerCertificate: { AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e-1234', MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    withDomain.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [Match.anyValue(), 'https://portal.example.org'] })] },
    });
    withDomain.hasOutput(STACK_OUTPUTS.portalUrl, { Value: 'https://portal.example.org' });
    // No separate uploads host configured: the uploads function serves on the portal's host.
    withDomain.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: storedUploadsOnlySource(null) });
    // Sign-in messages are bound to the domain.
    withDomain.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Portal API'),
      Environment: { Variables: Match.objectLike({ SITE_URL: 'https://portal.example.org' }) },
    });
  });
});
