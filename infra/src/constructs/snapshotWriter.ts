import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { SNAPSHOT_PREFIX } from '@portal/core/http/snapshotPaths';
import { FOLLOWED_ITEMS } from '../../../snapshots/pages';
import type { DeployConfig } from '../config';
import { snapshotWriterEnvironment } from '../functionEnvironment';
import { portalFunction } from './portalFunction';
import { arnWildcardFinding } from './nag';
import type { PortalStorage } from './storage';

/** A first pass renders every page in both languages; later ones only those whose data changed. */
export const SNAPSHOT_WRITER_TIMEOUT_SECONDS = 300;
export const SNAPSHOT_WRITER_MEMORY_MB = 1024;

export type SnapshotWriterProps = {
  config: DeployConfig;
  code: lambda.Code;
  storage: PortalStorage;
  /** The key value store the CDN's default behaviour reads (which pages have a snapshot). */
  snapshotIndex: cloudfront.IKeyValueStore;
  /** The portal's public origin, for canonical and preview URLs. */
  siteUrl: string;
  alarmTopic: sns.ITopic;
  logRetention: logs.RetentionDays;
};

/**
 * The stream's filters: a batch reaches the writer only if an item some page follows or lists from
 * was written (snapshots/pages.ts), never for the indexer's checkpoints or statistics alone.
 */
export function followedItemFilters(): Record<string, unknown>[] {
  return FOLLOWED_ITEMS.map((item) =>
    lambda.FilterCriteria.filter({
      dynamodb: { Keys: { pk: { S: lambda.FilterRule.isEqual(item.pk) }, sk: { S: 'sk' in item ? lambda.FilterRule.isEqual(item.sk) : lambda.FilterRule.beginsWith(item.skPrefix) } } },
    }),
  );
}

/**
 * The snapshot writer (snapshots/lambda.ts): after the table's writes (its stream, keys only),
 * renders the pages whose data changed into the web bucket's snapshot prefix and keeps the CDN's
 * key value store in step. One pass at a time (reserved concurrency 1, one shard reader); a failed
 * batch is retried a bounded number of times, and any later write makes a full pass again anyway.
 */
export class SnapshotWriter extends Construct {
  readonly function: lambda.Function;
  readonly streamMapping: lambda.EventSourceMapping;

  constructor(scope: Construct, id: string, props: SnapshotWriterProps) {
    super(scope, id);
    const { config, storage, snapshotIndex } = props;

    const { function: fn, role } = portalFunction(this, {
      config,
      logRetention: props.logRetention,
      roleDescription: "Portal snapshot writer: reads the table and its stream, writes the web bucket's snapshots/ prefix and the snapshot key value store",
      description: "Portal snapshot writer: renders the pages whose data changed into the web bucket's snapshots/",
      code: props.code,
      memorySize: SNAPSHOT_WRITER_MEMORY_MB,
      timeout: Duration.seconds(SNAPSHOT_WRITER_TIMEOUT_SECONDS),
      // Two passes never overlap: each keeps the hashes it wrote, and the key value store takes one writer's ETags.
      reservedConcurrentExecutions: 1,
      environment: snapshotWriterEnvironment({
        tableName: storage.table.tableName,
        webBucketName: storage.webBucket.bucketName,
        snapshotIndexArn: snapshotIndex.keyValueStoreArn,
        siteUrl: props.siteUrl,
      }),
    });
    this.function = fn;

    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadTheViews',
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        resources: [storage.table.tableArn],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'WriteSnapshots',
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [storage.webBucket.arnForObjects(`${SNAPSHOT_PREFIX}*`)],
      }),
    );
    Validations.of(role).acknowledge({
      id: arnWildcardFinding(storage.webBucket, `/${SNAPSHOT_PREFIX}*`),
      reason: "A snapshot's key is its page's URL (snapshots/<route>/<id>.html): the writer reads, writes and removes the web bucket's snapshot prefix only, never the build's files.",
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ListSnapshots',
        actions: ['s3:ListBucket'],
        resources: [storage.webBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${SNAPSHOT_PREFIX}*`] } },
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'KeepSnapshotIndex',
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:ListKeys', 'cloudfront-keyvaluestore:PutKey', 'cloudfront-keyvaluestore:DeleteKey'],
        resources: [snapshotIndex.keyValueStoreArn],
      }),
    );

    // The stream's read, on this stream only (the event source construct would add ListStreams on every stream: *).
    const streamArn = storage.table.tableStreamArn;
    if (!streamArn) throw new Error('The table has no stream: the snapshot writer follows its writes');
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadTheTableStream',
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
        resources: [streamArn],
      }),
    );
    this.streamMapping = new lambda.EventSourceMapping(this, 'TableWrites', {
      target: this.function,
      eventSourceArn: streamArn,
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: 100,
      // A job's writes arrive within a second: one pass for them all, and a vote shows soon after its block.
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 2,
      bisectBatchOnError: false,
      // Records are only a signal (the pass reads the table): an old one is worth nothing.
      maxRecordAge: Duration.hours(1),
      parallelizationFactor: 1,
      filters: followedItemFilters(),
    });
    this.streamMapping.node.addDependency(role);

    new cloudwatch.Alarm(this, 'ErrorsAlarm', {
      metric: this.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'A snapshot pass failed: the pages it did not reach keep their previous snapshot (or the prerendered page) until the next write.',
    }).addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
  }
}
