import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type DeployConfigInput, parseDeployConfig } from '../src/config';
import { type LambdaName, REPO_ROOT } from '../src/lambdaBundle';
import { PortalStack } from '../src/portalStack';
import { WEB_PLACEHOLDER_DIR, type WebBuild } from '../src/webBuild';

/** A main-network-like configuration; tests override what they look at. */
export const TEST_CONFIG: DeployConfigInput = {
  stackName: 'PortalTest',
  chain: {
    chainId: 8217,
    rpcUrl: 'https://rpc.example-kaia.test:8651/rpc',
    votingAddress: '0x1111111111111111111111111111111111111111',
    addressBookAddress: '0x0000000000000000000000000000000000000400',
    startBlock: 100,
    confirmations: 2,
  },
  alarms: { email: 'ops@example.org' },
};

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` synthesizes. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context;
}

/** Stand-ins for the bundles: most tests look at the template, not at the code. */
export function prebuiltCode() {
  return {
    api: lambda.Code.fromInline('exports.handler = async () => ({ statusCode: 200 });'),
    indexer: lambda.Code.fromInline('exports.handler = async () => ({});'),
    uploadJudge: lambda.Code.fromInline("exports.handler = async () => ({ ok: false, reason: 'stand-in' });"),
    snapshots: lambda.Code.fromInline('exports.handler = async () => ({});'),
  };
}

export type SynthOptions = {
  config?: Partial<DeployConfigInput>;
  web?: WebBuild;
  code?: Record<LambdaName, lambda.Code>;
  /** Bundle every entry with esbuild as a deploy does, instead of the stand-ins. */
  bundle?: boolean;
  /** Register cdk-nag's AwsSolutionsChecks like bin/app.ts does. */
  nag?: boolean;
  /** Run CDK's built-in CloudFormation validation at synth (several seconds): off unless asked. */
  cloudFormationValidation?: boolean;
};

export function synthPortal(options: SynthOptions = {}) {
  process.env.CDK_VALIDATION = options.cloudFormationValidation ? 'true' : 'false';
  const app = new App({ context: cdkJsonContext() });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const config = parseDeployConfig({ ...TEST_CONFIG, ...options.config });
  const stack = new PortalStack(app, config.stackName, {
    config,
    web: options.web ?? { dir: WEB_PLACEHOLDER_DIR, isPlaceholder: true, inlineHashes: { scripts: [], styles: [] } },
    code: options.bundle ? undefined : (options.code ?? prebuiltCode()),
  });
  return { app, stack, config, template: Template.fromStack(stack) };
}

/** A synthesized template's JSON, navigated freely by the tests (its shape is CloudFormation's, checked by the assertions). */
// oxlint-disable-next-line typescript/no-explicit-any
export type CfnJson = Record<string, any>;

type Resource = { Type: string; Properties: CfnJson; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** The one resource of a type whose logical id starts with a prefix (construct path without separators). */
export function resourceByPrefix(template: Template, type: string, logicalIdPrefix: string): [string, Resource] {
  const matches = Object.entries(template.findResources(type) as Record<string, Resource>).filter(([id]) => id.startsWith(logicalIdPrefix));
  if (matches.length !== 1) throw new Error(`Expected one ${type} starting with ${logicalIdPrefix}, found ${matches.map(([id]) => id).join(', ') || 'none'}`);
  return matches[0]!;
}
