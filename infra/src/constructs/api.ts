import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { STATUS_FILE_KEY } from '@portal/status/schema';
import type { DeployConfig } from '../config';
import { apiEnvironment } from '../functionEnvironment';
import { portalFunction } from './portalFunction';
import { arnWildcardFinding } from './nag';
import { PENDING_UPLOADS_PREFIX, type PortalStorage, UPLOADS_PREFIX } from './storage';

/**
 * The address check and the sign-in calls: public, each a table read or write. Their own stage
 * limit, for all clients together, is far above what the portal's operators and voters need (a
 * sign-in is three calls, a refresh one per 30 minutes) and far below the API's.
 */
export const SIGN_IN_ROUTES = [
  { path: '/v1/accounts/{addr}', methods: [apigwv2.HttpMethod.GET] },
  { path: '/v1/auth/nonce', methods: [apigwv2.HttpMethod.POST] },
  { path: '/v1/auth', methods: [apigwv2.HttpMethod.POST, apigwv2.HttpMethod.PUT, apigwv2.HttpMethod.DELETE] },
] as const;
export const SIGN_IN_THROTTLE = { rateLimit: 10, burstLimit: 20 } as const;

export type PortalApiProps = {
  config: DeployConfig;
  code: lambda.Code;
  storage: PortalStorage;
  alarmTopic: sns.ITopic;
  logRetention: logs.RetentionDays;
  tokenKeyParameter: string;
};

/**
 * The Hono app as one Lambda behind an HTTP API, reached by the CDN under /v1/*.
 *
 * Why an HTTP API and not a function URL with origin access control: with OAC CloudFront signs
 * the origin request in the Authorization header, which is where the portal's Bearer token travels
 * (SigV4 "always" overwrites it; "no-override" forwards it unsigned and the IAM-protected URL
 * refuses it), and every POST/PUT would need the browser to send x-amz-content-sha256. The HTTP API
 * passes the header through and adds stage throttling and access logs.
 */
export class PortalApi extends Construct {
  readonly function: lambda.Function;
  readonly httpApi: apigwv2.HttpApi;
  /** The execute-api host name, the CDN's origin. */
  readonly originDomainName: string;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);
    const { config, storage } = props;

    const { function: fn, role } = portalFunction(this, {
      config,
      logRetention: props.logRetention,
      roleDescription: 'Portal API: the table, attachments under uploads/, reading status.json, the token key',
      description: 'Portal API (Hono) behind the CDN at /v1/*',
      code: props.code,
      memorySize: config.api.memoryMb,
      timeout: Duration.seconds(config.api.timeoutSeconds),
      reservedConcurrentExecutions: config.api.reservedConcurrency > 0 ? config.api.reservedConcurrency : undefined,
      environment: apiEnvironment(
        config,
        {
          tableName: storage.table.tableName,
          uploadsBucketName: storage.uploadsBucketName,
          statusBucketName: storage.statusBucket.bucketName,
        },
        props.tokenKeyParameter,
      ),
    });
    this.function = fn;

    storage.table.grantReadWriteData(role);
    // Attachments: the API signs presigned POSTs (the browser uploads straight to S3, past Lambda's
    // 6 MB request limit) and reads what it stored. Only under uploads/, and never a delete.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'AttachmentsUnderUploadsPrefix',
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [storage.uploadsBucket.arnForObjects(`${UPLOADS_PREFIX}*`)],
      }),
    );
    // A pending upload is removed once adopted or refused; nothing else is ever deleted.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'RemovePendingUploads',
        actions: ['s3:DeleteObject'],
        resources: [storage.uploadsBucket.arnForObjects(`${PENDING_UPLOADS_PREFIX}*`)],
      }),
    );
    // The maintenance switch is flipped by operators only; the API may read it, never write it.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadMaintenanceStatus',
        actions: ['s3:GetObject'],
        resources: [storage.statusBucket.arnForObjects(STATUS_FILE_KEY)],
      }),
    );
    ssm.StringParameter.fromSecureStringParameterAttributes(this, 'TokenKey', { parameterName: props.tokenKeyParameter }).grantRead(role);
    if (config.secrets.secretaryKeyParameter) {
      ssm.StringParameter.fromSecureStringParameterAttributes(this, 'SecretaryKey', {
        parameterName: config.secrets.secretaryKeyParameter,
      }).grantRead(role);
    }
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.table, '/index/*'),
      reason: "The API queries the table's secondary indexes (index/*: every index of core/src/db/table.ts), read-only like any query.",
    });
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.uploadsBucket, `/${UPLOADS_PREFIX}*`),
      reason: 'Attachment keys are generated per upload, so the grant is the uploads/ prefix; put and get only, no listing.',
    });
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.uploadsBucket, `/${PENDING_UPLOADS_PREFIX}*`),
      reason: 'Pending upload keys are random per presigned POST; the API deletes only those, once it has judged them.',
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Portal API; called by the CDN under /v1/*',
      createDefaultStage: false,
    });
    const integration = new HttpLambdaIntegration('Hono', this.function, { payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0 });
    this.httpApi.addRoutes({ path: '/v1/{proxy+}', methods: [apigwv2.HttpMethod.ANY], integration });
    // The calls anyone may make without a session get routes of their own, so the stage can hold
    // them to a lower rate than the rest of the API (the app also counts per client address).
    const signInRoutes = SIGN_IN_ROUTES.flatMap(({ path, methods }) => this.httpApi.addRoutes({ path, methods: [...methods], integration }));
    const stage = new apigwv2.HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.api.throttleRatePerSecond, burstLimit: config.api.throttleBurst },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });
    const cfnStage = stage.node.defaultChild as apigwv2.CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      SIGN_IN_ROUTES.flatMap(({ path, methods }) =>
        methods.map((method) => [`${method} ${path}`, { ThrottlingRateLimit: SIGN_IN_THROTTLE.rateLimit, ThrottlingBurstLimit: SIGN_IN_THROTTLE.burstLimit }]),
      ),
    );
    // Route settings name routes by key: the routes must exist before the stage refers to them.
    for (const route of signInRoutes) cfnStage.addDependency(route.node.defaultChild as apigwv2.CfnRoute);
    for (const route of this.httpApi.node.findAll().filter((c): c is apigwv2.CfnRoute => c instanceof apigwv2.CfnRoute)) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Public reads are public by design (spec); writes carry a Bearer session token that the Hono app verifies per route and role, so API Gateway has no authorizer to add.',
      });
    }
    this.originDomainName = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;

    const alarm = (alarmId: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      new cloudwatch.Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
    };
    alarm('ErrorsAlarm', this.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 5, 'The API function failed 5 or more times in 5 minutes (unhandled errors, timeouts).');
    alarm(
      'ThrottlesAlarm',
      this.function.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      1,
      'The API function hit its reserved concurrency: requests were refused with 429/503.',
    );
    alarm(
      'ServerErrorsAlarm',
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName: '5xx',
        dimensionsMap: { ApiId: this.httpApi.apiId, Stage: stage.stageName },
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      10,
      'The HTTP API answered 10 or more 5xx in 5 minutes.',
    );
  }
}
