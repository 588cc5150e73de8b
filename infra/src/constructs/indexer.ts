import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type DeployConfig, indexerTimeoutSeconds } from '../config';
import { indexerEnvironment } from '../functionEnvironment';
import { INDEXER_LAG_METRIC } from '@portal/core/constants';
import { portalFunction } from './portalFunction';
import { arnWildcardFinding } from './nag';
import type { PortalStorage } from './storage';


export type PortalIndexerProps = {
  config: DeployConfig;
  code: lambda.Code;
  storage: PortalStorage;
  alarmTopic: sns.ITopic;
  logRetention: logs.RetentionDays;
};

/**
 * The scheduled indexer: chain → table. One run at a time (reserved concurrency 1), each shorter
 * than the schedule's period; a failed run is not retried (the next tick is the retry, from the
 * job's checkpoint) and lands in the dead-letter queue with its error.
 */
export class PortalIndexer extends Construct {
  readonly function: lambda.Function;
  readonly deadLetterQueue: sqs.Queue;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: PortalIndexerProps) {
    super(scope, id);
    const { config, storage } = props;
    const period = Duration.minutes(config.indexer.rateMinutes);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the indexer's dead-letter queue (Lambda on-failure destination and the schedule target's DLQ); it needs none of its own.",
    });

    const { function: fn, role } = portalFunction(this, {
      config,
      logRetention: props.logRetention,
      roleDescription: 'Portal indexer: the table and its own logs only (no uploads, no status, no secret)',
      description: 'Portal indexer: chain → table, on a schedule',
      code: props.code,
      memorySize: config.indexer.memoryMb,
      timeout: Duration.seconds(indexerTimeoutSeconds(config)),
      // Two runs never overlap: a tick arriving while one runs is throttled, and dropped once it is a period old.
      reservedConcurrentExecutions: 1,
      retryAttempts: 0,
      maxEventAge: Duration.seconds(Math.max(60, period.toSeconds())),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
      environment: indexerEnvironment(config, { tableName: storage.table.tableName }),
    });
    this.function = fn;
    storage.table.grantReadWriteData(role);
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.table, '/index/*'),
      reason: "The indexer reads the table's secondary indexes (index/*: every index of core/src/db/table.ts) to find items to update.",
    });

    this.schedule = new events.Rule(this, 'Schedule', {
      description: `Runs the portal indexer every ${config.indexer.rateMinutes} minute(s)`,
      schedule: events.Schedule.rate(period),
      targets: [
        new targets.LambdaFunction(this.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.seconds(Math.max(60, period.toSeconds())),
        }),
      ],
    });

    this.addAlarms(props, period);
  }

  private addAlarms(props: PortalIndexerProps, period: Duration) {
    const notify = new cwActions.SnsAction(props.alarmTopic);
    const fiveMinutes = Duration.minutes(5);

    new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      alarmDescription: 'An indexer run failed (a job threw, or the run timed out). See the dead-letter queue and the logs.',
      metric: this.function.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No invocation means no error; silence is the heartbeat alarm's business.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);

    // Missing Invocations data means the schedule stopped invoking the indexer: that is the alarm.
    const heartbeatPeriod = Duration.minutes(Math.max(5, 3 * period.toMinutes()));
    new cloudwatch.Alarm(this, 'NotRunningAlarm', {
      alarmDescription: `The indexer was not invoked in ${heartbeatPeriod.toMinutes()} minutes (schedule disabled or deleted, or invocations refused).`,
      metric: this.function.metricInvocations({ period: heartbeatPeriod, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    }).addAlarmAction(notify);

    new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: 'A failed indexer run (or an undeliverable schedule event) is waiting in the dead-letter queue.',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);

    // The indexer publishes LagBlocks after every run once a chain job has a checkpoint (none during
    // the first backfill). Missing data is "not breaching" by default, since a stopped indexer is
    // already caught by NotRunningAlarm and ErrorsAlarm; alarms.lagMissingData "breaching" makes a
    // run that stops reporting its lag alarm too.
    const { alarms } = props.config;
    new cloudwatch.Alarm(this, 'LagAlarm', {
      alarmDescription: `The indexer is more than ${alarms.lagThresholdBlocks} blocks behind the chain head for 15 minutes.`,
      metric: new cloudwatch.Metric({
        namespace: INDEXER_LAG_METRIC.namespace,
        metricName: INDEXER_LAG_METRIC.metricName,
        dimensionsMap: { [INDEXER_LAG_METRIC.dimension]: String(props.config.chain.chainId) },
        period: fiveMinutes,
        statistic: 'Maximum',
      }),
      threshold: alarms.lagThresholdBlocks,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData:
        alarms.lagMissingData === 'breaching' ? cloudwatch.TreatMissingData.BREACHING : cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);
  }
}
