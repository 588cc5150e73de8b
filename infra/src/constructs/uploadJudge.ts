import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { DeployConfig } from '../config';
import { uploadJudgeEnvironment } from '../functionEnvironment';
import { portalFunction } from './portalFunction';
import { arnWildcardFinding } from './nag';
import { PENDING_UPLOADS_PREFIX, type PortalStorage } from './storage';

/**
 * A 10 MB PDF, every object and stream opened, parses in about 1.4 s on one fast core and holds a
 * few hundred MB; Lambda gives CPU in proportion to memory, so the judge gets more of both than the
 * API and answers well within the API's own timeout.
 */
export const UPLOAD_JUDGE_MEMORY_MB = 1536;
export const UPLOAD_JUDGE_TIMEOUT_SECONDS = 10;

export type UploadJudgeProps = {
  config: DeployConfig;
  code: lambda.Code;
  storage: PortalStorage;
  alarmTopic: sns.ITopic;
  logRetention: logs.RetentionDays;
};

/**
 * The uploads judge: the only code that parses uploaded files (SVG, PDF, images), invoked by the API
 * for a verdict. Hostile bytes are parsed by a function that can do nothing with them: it may read
 * pending uploads and write its own logs, no table, no other object, no secret.
 */
export class UploadJudge extends Construct {
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: UploadJudgeProps) {
    super(scope, id);
    const { config, storage } = props;

    const { function: fn, role } = portalFunction(this, {
      config,
      logRetention: props.logRetention,
      roleDescription: 'Portal uploads judge: reads pending uploads and writes its own logs, nothing else',
      description: 'Portal uploads judge: parses an uploaded file and answers the verdict to the API',
      code: props.code,
      memorySize: UPLOAD_JUDGE_MEMORY_MB,
      timeout: Duration.seconds(UPLOAD_JUDGE_TIMEOUT_SECONDS),
      // The API waits for the answer: a failed judgement is the API's 500, never retried behind its back.
      retryAttempts: 0,
      environment: uploadJudgeEnvironment({ uploadsBucketName: storage.uploadsBucketName }),
    });
    this.function = fn;

    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadPendingUploads',
        actions: ['s3:GetObject'],
        resources: [storage.uploadsBucket.arnForObjects(`${PENDING_UPLOADS_PREFIX}*`)],
      }),
    );
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.uploadsBucket, `/${PENDING_UPLOADS_PREFIX}*`),
      reason: 'Pending upload keys are random per presigned POST (or per staged file); the judge only reads them, to judge them.',
    });

    new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      metric: this.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'The uploads judge failed (a timeout, memory, or an event the API should not send): uploads answer 500 meanwhile.',
    }).addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
  }
}
