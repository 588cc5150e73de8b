import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DeployConfigError, readDeployConfig } from '../src/config';
import { REPO_ROOT } from '../src/lambdaBundle';
import { PortalStack } from '../src/portalStack';
import { resolveWebBuild } from '../src/webBuild';

/**
 * The CDK app (cdk.json at the repository root runs it). Context:
 *  - config=<file>: the deploy configuration (JSON, see infra/config/example.json);
 *  - strict=true (set by `npm run deploy`): a config file must be named and the web must be built.
 */
const app = new App();
const strict = app.node.tryGetContext('strict') === true || app.node.tryGetContext('strict') === 'true';
const configFile = app.node.tryGetContext('config') as string | undefined;

try {
  if (strict && !configFile) {
    throw new DeployConfigError('Name the deploy configuration: npm run deploy -w infra -- -c config=infra/config/<name>.json');
  }
  const file = configFile ? join(REPO_ROOT, configFile) : join(REPO_ROOT, 'infra', 'config', 'example.json');
  if (!configFile) console.warn(`No -c config=<file>: synthesizing with ${file} (fine for review, not for a deploy).`);
  const config = readDeployConfig(file);
  const web = resolveWebBuild({ requireBuild: strict });
  if (web.isPlaceholder) console.warn('web/dist is missing: the stack serves a placeholder page. Run `npm run build` before a deploy.');

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new PortalStack(app, config.stackName, {
    config,
    web,
    env: { account: config.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: config.region ?? process.env.CDK_DEFAULT_REGION },
    description: 'Governance portal: CDN, web, API, table, uploads, maintenance status, indexer',
  });
  // For cost allocation and for finding everything the portal owns.
  Tags.of(stack).add('project', 'governance-portal');
  app.synth();
} catch (error) {
  if (error instanceof DeployConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
