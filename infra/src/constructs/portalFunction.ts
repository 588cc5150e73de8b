import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config';
import { LAMBDA_HANDLER } from '../lambdaBundle';
import { lambdaRuntime } from './lambdaRuntime';
import { acknowledgeNodeRuntime } from './nag';

export type PortalFunctionProps = Omit<lambda.FunctionProps, 'runtime' | 'architecture' | 'handler' | 'role' | 'logGroup'> & {
  config: DeployConfig;
  logRetention: logs.RetentionDays;
  /** What the function's role is for, as IAM shows it. */
  roleDescription: string;
};

/**
 * One of the portal's functions, as each of them is made: its own log group, and its own role
 * (without AWSLambdaBasicExecutionRole) that may write that log group and nothing else until the
 * caller grants it more; the configured runtime on arm64, the bundle's handler. Made in `scope` as
 * `Logs`, `Role` and `Function`.
 */
export function portalFunction(scope: Construct, props: PortalFunctionProps): { function: lambda.Function; role: iam.Role } {
  const { config, logRetention, roleDescription, ...functionProps } = props;
  const logGroup = new logs.LogGroup(scope, 'Logs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY });
  const role = new iam.Role(scope, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), description: roleDescription });
  logGroup.grantWrite(role);
  const fn = new lambda.Function(scope, 'Function', {
    ...functionProps,
    runtime: lambdaRuntime(config),
    architecture: lambda.Architecture.ARM_64,
    handler: LAMBDA_HANDLER,
    role,
    logGroup,
  });
  acknowledgeNodeRuntime(fn);
  return { function: fn, role };
}
