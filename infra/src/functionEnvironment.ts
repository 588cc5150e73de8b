import { Token } from 'aws-cdk-lib';
import { ServerConfigSchema } from '@portal/core/config';
import type { DeployConfig } from './config';

/** Names of what the stack creates, known only at deploy time (tokens while synthesizing). */
export type PortalResourceNames = { tableName: string; uploadsBucketName: string; statusBucketName: string };

/** What both functions read: the table, the chain and the outside services. */
function sharedEnvironment(config: DeployConfig, tableName: string): Record<string, string> {
  const { chain, services } = config;
  const env: Record<string, string | undefined> = {
    PORTAL_TABLE: tableName,
    CHAIN_ID: String(chain.chainId),
    RPC_URL: chain.rpcUrl,
    ADDRESS_BOOK_ADDRESS: chain.addressBookAddress,
    VOTING_ADDRESS: chain.votingAddress,
    KCF_ADDRESS: chain.kcfAddress,
    KFF_ADDRESS: chain.kffAddress,
    GOV_PARAM_ADDRESS: chain.govParamAddress,
    START_BLOCK: String(chain.startBlock),
    CONFIRMATIONS: String(chain.confirmations),
    GENESIS_SUPPLY_WEI: chain.genesisSupplyWei,
    FORUM_URL: services.forumUrl,
    PRICE_URL: services.priceUrl,
    PRICE_COIN_ID: services.priceCoinId,
    // Stack traces point at the TypeScript sources through the bundle's source map.
    NODE_OPTIONS: '--enable-source-maps',
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The API's environment. Secrets travel by name only: the function reads the SecureString at cold
 * start, so no secret value is ever in the template.
 */
export function apiEnvironment(config: DeployConfig, names: PortalResourceNames, tokenKeyParameter: string): Record<string, string> {
  const env: Record<string, string> = {
    ...sharedEnvironment(config, names.tableName),
    UPLOADS_BUCKET: names.uploadsBucketName,
    STATUS_BUCKET: names.statusBucketName,
    TOKEN_KEY_PARAMETER: tokenKeyParameter,
    // Only the API approves and sends the secretary's calls; the indexer reads the chain alike for both kinds.
    SECRETARY_KIND: config.chain.secretaryKind,
  };
  // Sign-in messages are bound to the portal's own origin. Without a domain name the origin is the
  // distribution's, which the API cannot name without a dependency cycle (CDN → API → CDN): such a
  // deployment answers sign-in with 503 until it has a domain name.
  if (config.domainName) env.SITE_URL = `https://${config.domainName}`;
  // The web reads both from GET /v1/network-config, so only the API needs them.
  if (config.services.app2appUrl) env.APP2APP_URL = config.services.app2appUrl;
  if (config.services.walletConnectProjectId) env.WALLETCONNECT_PROJECT_ID = config.services.walletConnectProjectId;
  if (config.secrets.secretaryKeyParameter) env.SECRETARY_KEY_PARAMETER = config.secrets.secretaryKeyParameter;
  return checked(env, 'API');
}

/**
 * The uploads judge's environment: the bucket it reads pending uploads from, nothing of the chain or
 * the table (it never reaches them).
 */
export function uploadJudgeEnvironment(names: Pick<PortalResourceNames, 'uploadsBucketName'>): Record<string, string> {
  return checked({ UPLOADS_BUCKET: names.uploadsBucketName, NODE_OPTIONS: '--enable-source-maps' }, 'uploads judge');
}

/** The indexer's environment: no bucket, no secret. */
export function indexerEnvironment(config: DeployConfig, names: Pick<PortalResourceNames, 'tableName'>): Record<string, string> {
  return checked(sharedEnvironment(config, names.tableName), 'indexer');
}

/**
 * The snapshot writer's environment: the table it reads, the bucket and key value store it writes,
 * and the public origin its pages name. Nothing of the chain, no secret.
 */
export function snapshotWriterEnvironment(names: { tableName: string; webBucketName: string; snapshotIndexArn: string; siteUrl: string }): Record<string, string> {
  const env = { PORTAL_TABLE: names.tableName, WEB_BUCKET: names.webBucketName, SNAPSHOT_INDEX_ARN: names.snapshotIndexArn, SITE_URL: names.siteUrl, NODE_OPTIONS: '--enable-source-maps' };
  // The distribution's own name is known at deploy time only: its URL is checked by the writer when it starts.
  const { SITE_URL: _siteUrl, ...known } = env;
  checked(Token.isUnresolved(names.siteUrl) ? known : env, 'snapshot writer');
  return env;
}

/** The functions parse their environment with core's schema at cold start; fail the synth instead. */
function checked(env: Record<string, string>, which: string): Record<string, string> {
  const parsed = ServerConfigSchema.safeParse({ ...env, AWS_REGION: 'us-east-1' });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The ${which} function's environment would not pass core's ServerConfigSchema: ${problems}`);
  }
  return env;
}
