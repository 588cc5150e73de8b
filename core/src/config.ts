import * as z from 'zod';
import { DEFAULT_NETWORK_PROFILE_ID, NETWORK_PROFILE_IDS, NETWORK_PROFILES, type NetworkProfile } from './networkProfile';
import { type AbsenceRule, NETWORK_ABSENCE_RULE } from './rules/absence';

const optionalUrl = z.url().optional();

/**
 * Everything the portal's server side reads from the environment, parsed once. The same code runs
 * on the local stack and on AWS; only these values differ.
 */
export const ServerConfigSchema = z.object({
  PORTAL_TABLE: z.string().min(1).default('portal'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set locally (DynamoDB Local); absent on AWS. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  UPLOADS_BUCKET: z.string().min(1).default('portal-uploads'),
  /**
   * A separate, cookieless host that serves stored uploads (https://uploads.example.org). When set, the
   * portal's origin answers /uploads/* with a redirect there, so an upload never runs on the portal's
   * origin nor sees its cookies; stored URLs stay paths, so the option can be switched without
   * touching the data. Unset, uploads are served from the portal's own origin.
   */
  UPLOADS_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'must be an origin only, such as https://uploads.example.org')
    .transform((url) => new URL(url).origin)
    .optional(),
  STATUS_BUCKET: z.string().min(1).default('portal-status'),
  /** The network the portal serves: 8217 main, 1001 test, 31337 the local devnet. */
  CHAIN_ID: z.coerce.number().int().positive().default(8217),
  /**
   * The names people read for the network (core/src/networkProfile.ts): `klaytn`, the spec's (KLAY,
   * KCF/KFF, Cypress/Baobab), or `kaia`, today's (KAIA, KEF/KIF, Mainnet/Kairos). The web build has
   * its own, VITE_NETWORK_PROFILE: set both alike.
   */
  NETWORK_PROFILE: z
    .enum(NETWORK_PROFILE_IDS as [keyof typeof NETWORK_PROFILES, ...(keyof typeof NETWORK_PROFILES)[]], {
      error: (issue) => `unknown network profile "${String(issue.input)}": use one of ${NETWORK_PROFILE_IDS.join(', ')}`,
    })
    .default(DEFAULT_NETWORK_PROFILE_ID),
  RPC_URL: z.url().default('http://127.0.0.1:8545'),
  ADDRESS_BOOK_ADDRESS: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  VOTING_ADDRESS: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  KCF_ADDRESS: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  KFF_ADDRESS: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  /** The network's parameter contract: agendas' setParam actions are decoded against it. */
  GOV_PARAM_ADDRESS: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  /** The first block the indexer reads. */
  START_BLOCK: z.coerce.number().int().nonnegative().default(0),
  /** Blocks behind the head the indexer stays, so a short reorg never reaches the table. */
  CONFIRMATIONS: z.coerce.number().int().nonnegative().default(0),
  FORUM_URL: z.url().default('https://govforum.kaia.io'),
  PRICE_URL: z.url().default('https://api.coingecko.com/api/v3'),
  PRICE_COIN_ID: z.string().default('kaia'),
  /** Kaia Wallet app2app API (mobile wallet: prepare, deep link, result); the browser calls it directly. */
  APP2APP_URL: z.url().default('https://api.kaiawallet.io/api/v1/k'),
  /** Reown (WalletConnect) project id, for wallets other than the Kaia Wallet and MetaMask; none by default. */
  WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
  /**
   * The portal's public origin (https://portal.example.org; http://127.0.0.1:8787 locally). Sign-in
   * messages are bound to its host and URI, so a signature made for another site is refused.
   * Without it, sign-in answers 503.
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Session tokens' signing key, base64url of at least 32 random bytes: the local stack's, kept under .data/. */
  TOKEN_SIGNING_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'must be base64url of at least 32 bytes')
    .optional(),
  /** On AWS: the SSM SecureString holding that key (read once per cold start); used when TOKEN_SIGNING_KEY is absent. */
  TOKEN_KEY_PARAMETER: z.string().regex(/^\/[A-Za-z0-9_.\-/]+$/).optional(),
  /** The voting contract's secretary: our WeightedMultisig (`contract`) or a Klaytn multisig account (`klaytnAccount`, main network). */
  SECRETARY_KIND: z.enum(['contract', 'klaytnAccount']).default('contract'),
  /** Contract kind: the relayer's key that sends approved calls (local stack); on AWS see SECRETARY_KEY_PARAMETER. */
  SECRETARY_RELAYER_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex key').optional(),
  /** On AWS: the SSM SecureString holding the relayer's key. */
  SECRETARY_KEY_PARAMETER: z.string().regex(/^\/[A-Za-z0-9_.\-/]+$/).optional(),
  /** On AWS: the indexer function the API invokes to run the treasury job now (Sync Data); locally the stack runs it in process. */
  INDEXER_FUNCTION_NAME: z.string().min(1).optional(),
  /** On AWS: the uploads judge function the API asks for a verdict on every uploaded file; locally the judgement runs in process. */
  UPLOAD_JUDGE_FUNCTION_NAME: z.string().min(1).optional(),
  /** Address checks and sign-in calls a client address may make per minute on one API process (429 beyond). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** KGP-31: consecutive missed votes that cost a council its block rewards (the network's 3 by default). */
  ABSENCE_MISSED_VOTES: z.coerce.number().int().min(2).default(NETWORK_ABSENCE_RULE.missedVotes),
  /** KGP-31: the days without block rewards that follow (the network's 7 by default). */
  ABSENCE_PENALTY_DAYS: z.coerce.number().int().positive().default(NETWORK_ABSENCE_RULE.penaltyDays),
});
export type ServerConfig = z.infer<typeof ServerConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = ServerConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The names the deployment shows for its network; the spec's when there is no configuration (a route's unit test). */
export function networkProfileOfConfig(config: Pick<ServerConfig, 'NETWORK_PROFILE'> | undefined): NetworkProfile {
  return NETWORK_PROFILES[config?.NETWORK_PROFILE ?? DEFAULT_NETWORK_PROFILE_ID];
}

/** The absence watch's rule as the deployment sets it. */
export function absenceRuleOf(config: Pick<ServerConfig, 'ABSENCE_MISSED_VOTES' | 'ABSENCE_PENALTY_DAYS'>): AbsenceRule {
  return { missedVotes: config.ABSENCE_MISSED_VOTES, penaltyDays: config.ABSENCE_PENALTY_DAYS };
}

/**
 * The rule from the environment alone, for the API's write paths that rebuild the views: they need
 * no other setting, so a setting they do not use cannot stop them.
 */
export function absenceRuleFromEnv(env: Record<string, string | undefined> = process.env): AbsenceRule {
  return absenceRuleOf(ServerConfigSchema.pick({ ABSENCE_MISSED_VOTES: true, ABSENCE_PENALTY_DAYS: true }).parse(env));
}

let cached: ServerConfig | undefined;

/** The process's configuration, read from the environment the first time it is asked for. */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
