import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { SECRETARY_KINDS } from '@portal/core/secretary/secretaryCalls';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name such as portal.example.org');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const parameterName = z.string().regex(/^\/[A-Za-z0-9_.\-/]+$/, 'must be an SSM parameter name starting with /');

/** CloudWatch Logs accepts only these retention periods. */
const LOG_RETENTION_DAYS = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653] as const;

/**
 * Everything a deployment differs by. Read from one JSON file (see infra/config/example.json) and
 * validated before any construct is created, so a typo fails the synth with the field's path.
 */
export const DeployConfigSchema = z
  .strictObject({
    /** Also the prefix of the uploads bucket's name, hence the short limit. */
    stackName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'letters, digits and dashes, starting with a letter')
      .max(24)
      .default('Portal'),
    account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id').optional(),
    region: z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region such as ap-northeast-2').optional(),
    /** The portal's own host name; without it the portal is served on the distribution's cloudfront.net name. */
    domainName: hostname.optional(),
    /**
     * A separate host for stored uploads (uploads.example.org), served by the same distribution: the
     * portal's /uploads/* answer with a redirect there, so an upload never shares the portal's origin
     * or cookies. Needs domainName, and certificateArn must cover this name too.
     */
    uploadsDomain: hostname.optional(),
    /** ACM certificate for domainName. CloudFront only uses certificates from us-east-1. */
    certificateArn: z
      .string()
      .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'must be an ACM certificate ARN in us-east-1 (CloudFront reads certificates only there)')
      .optional(),
    /** An existing WAFv2 web ACL (scope CLOUDFRONT) to attach to the distribution. */
    webAclArn: z
      .string()
      .regex(/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/, 'must be a WAFv2 web ACL ARN with CLOUDFRONT scope (us-east-1, global)')
      .optional(),
    /** PriceClass_200 includes Korea and Japan, where most of the network's users are. */
    priceClass: z.enum(['PriceClass_100', 'PriceClass_200', 'PriceClass_All']).default('PriceClass_200'),
    chain: z.strictObject({
      chainId: z.number().int().positive(),
      /** Read by the indexer, and by the browser (it is added to the CSP's connect-src). */
      rpcUrl: httpsUrl,
      addressBookAddress: address.optional(),
      votingAddress: address.optional(),
      kcfAddress: address.optional(),
      kffAddress: address.optional(),
      /** The parameter contract: agendas' setParam actions are decoded against it. */
      govParamAddress: address.optional(),
      startBlock: z.number().int().nonnegative().default(0),
      confirmations: z.number().int().nonnegative().default(0),
      /** Only for a devnet whose supply is derived from its genesis allocation. */
      genesisSupplyWei: z.string().regex(/^\d+$/).optional(),
      /**
       * The voting contract's secretary: our WeightedMultisig, whose approved calls a relayer sends
       * (`contract`, any EVM chain), or a Klaytn account with a weighted multisig key (`klaytnAccount`,
       * the main network), whose transaction the approvers' signatures complete.
       */
      secretaryKind: z.enum(SECRETARY_KINDS).default('contract'),
    }),
    services: z
      .strictObject({
        forumUrl: httpsUrl.optional(),
        priceUrl: httpsUrl.optional(),
        priceCoinId: z.string().min(1).optional(),
        /** Kaia Wallet's app2app API (the mobile app's voting path); core's default is the public one. */
        app2appUrl: httpsUrl.optional(),
        /** Reown (WalletConnect) project id, public: without it the portal offers only the browser wallets and the Kaia Wallet app, and its CSP allows no WalletConnect host. */
        walletConnectProjectId: z.string().min(1).optional(),
      })
      .prefault({}),
    secrets: z
      .strictObject({
        /** SecureString the API signs session tokens with. Created by an operator, never by the stack. */
        tokenKeyParameter: parameterName.optional(),
        /** The contract kind's relayer key, only if the server ever sends the secretary's approved calls. */
        secretaryKeyParameter: parameterName.optional(),
      })
      .prefault({}),
    api: z
      .strictObject({
        memoryMb: z.number().int().min(128).max(10240).default(512),
        /** HTTP API integrations time out at 30 s. */
        timeoutSeconds: z.number().int().min(1).max(29).default(10),
        /** 0 leaves the function on the account's unreserved pool. */
        reservedConcurrency: z.number().int().nonnegative().default(10),
        throttleRatePerSecond: z.number().int().positive().default(50),
        throttleBurst: z.number().int().positive().default(100),
      })
      .prefault({}),
    indexer: z
      .strictObject({
        rateMinutes: z.number().int().min(1).max(60).default(1),
        memoryMb: z.number().int().min(128).max(10240).default(512),
        /** Defaults to the period minus 5 s, so a run ends before the next one is due. */
        timeoutSeconds: z.number().int().min(10).max(900).optional(),
      })
      .prefault({}),
    alarms: z
      .strictObject({
        email: z.email().optional(),
        /** Kaia makes a block a second: 300 blocks is five minutes behind the head. */
        lagThresholdBlocks: z.number().int().positive().default(300),
        lagMissingData: z.enum(['notBreaching', 'breaching']).default('notBreaching'),
      })
      .prefault({}),
    /**
     * The Lambda runtime of both functions. Not nodejs20.x: AWS deprecated it on 2026-04-30 and the
     * AWS SDK needs Node 22 from January 2027. The bundles target node20 syntax, so the same code
     * runs on the local machines' Node 20 and on these runtimes.
     */
    lambdaRuntime: z.enum(['nodejs22.x', 'nodejs24.x']).default('nodejs22.x'),
    logRetentionDays: z
      .number()
      .refine((days) => (LOG_RETENTION_DAYS as readonly number[]).includes(days), `must be one of ${LOG_RETENTION_DAYS.join(', ')}`)
      .default(30),
  })
  .superRefine((config, ctx) => {
    if (config.domainName && !config.certificateArn) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'is required when domainName is set' });
    }
    if (config.uploadsDomain && !config.domainName) {
      ctx.addIssue({ code: 'custom', path: ['domainName'], message: 'is required when uploadsDomain is set' });
    }
    if (config.uploadsDomain && config.uploadsDomain === config.domainName) {
      ctx.addIssue({ code: 'custom', path: ['uploadsDomain'], message: "must be another host than domainName: uploads never share the portal's origin" });
    }
    if (config.certificateArn && !config.domainName) {
      ctx.addIssue({ code: 'custom', path: ['domainName'], message: 'is required when certificateArn is set' });
    }
    if (config.chain.secretaryKind === 'klaytnAccount' && config.secrets.secretaryKeyParameter) {
      // The Klaytn account pays for its own transaction: no relayer, so no key to hand the API.
      ctx.addIssue({ code: 'custom', path: ['secrets', 'secretaryKeyParameter'], message: 'is the contract kind\'s relayer key; a klaytnAccount secretary has no relayer' });
    }
    const periodSeconds = config.indexer.rateMinutes * 60;
    if (config.indexer.timeoutSeconds !== undefined && config.indexer.timeoutSeconds >= periodSeconds) {
      ctx.addIssue({
        code: 'custom',
        path: ['indexer', 'timeoutSeconds'],
        message: `must be shorter than the schedule's period (${periodSeconds} s), or runs would queue behind each other`,
      });
    }
  });

export type DeployConfigInput = z.input<typeof DeployConfigSchema>;
export type DeployConfig = z.output<typeof DeployConfigSchema>;

export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/** Parses a deployment's configuration, or throws one error listing every problem by its path. */
export function parseDeployConfig(input: unknown, source = 'deploy configuration'): DeployConfig {
  const parsed = DeployConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
    throw new DeployConfigError(`Invalid ${source}:\n${problems}`);
  }
  return parsed.data;
}

export function readDeployConfig(file: string): DeployConfig {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DeployConfigError(`Cannot read the deploy configuration ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new DeployConfigError(`The deploy configuration ${file} is not JSON: ${(error as Error).message}`);
  }
  return parseDeployConfig(json, `deploy configuration ${file}`);
}

/** The indexer's timeout: the configured one, or the schedule's period minus 5 s (Lambda's cap is 900 s). */
export function indexerTimeoutSeconds(config: DeployConfig): number {
  return config.indexer.timeoutSeconds ?? Math.min(config.indexer.rateMinutes * 60 - 5, 900);
}
