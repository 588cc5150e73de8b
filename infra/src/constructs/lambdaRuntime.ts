import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { DeployConfig } from '../config';

const RUNTIMES: Record<DeployConfig['lambdaRuntime'], lambda.Runtime> = {
  'nodejs22.x': lambda.Runtime.NODEJS_22_X,
  'nodejs24.x': lambda.Runtime.NODEJS_24_X,
};

/** Both functions' runtime (config.lambdaRuntime, nodejs22.x by default); the bundles target node20 syntax, which these run. */
export function lambdaRuntime(config: DeployConfig): lambda.Runtime {
  return RUNTIMES[config.lambdaRuntime];
}
