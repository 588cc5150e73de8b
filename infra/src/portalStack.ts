import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { DeployConfig } from './config';
import { AlarmTopic } from './constructs/alarmTopic';
import { PortalApi } from './constructs/api';
import { PortalCdn } from './constructs/cdn';
import { PortalIndexer } from './constructs/indexer';
import { acknowledgeCdkHandlers } from './constructs/nag';
import { SnapshotWriter } from './constructs/snapshotWriter';
import { PortalStorage } from './constructs/storage';
import { UploadJudge } from './constructs/uploadJudge';
import { bundleLambda, defaultBundleDir, type LambdaName } from './lambdaBundle';
import { STACK_OUTPUTS } from './outputs';
import type { WebBuild } from './webBuild';

export type PortalStackProps = StackProps & {
  config: DeployConfig;
  web: WebBuild;
  /** The functions' code. Default: every entry bundled with esbuild now, as deployed. Tests pass prebuilt code. */
  code?: Record<LambdaName, lambda.Code>;
};

/** The whole portal on AWS: CDN + web bucket, API, table, uploads, status file, indexer, snapshot writer, alarms. */
export class PortalStack extends Stack {
  readonly storage: PortalStorage;
  readonly api: PortalApi;
  readonly indexer: PortalIndexer;
  readonly uploadJudge: UploadJudge;
  readonly cdn: PortalCdn;
  readonly snapshotWriter: SnapshotWriter;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.logRetentionDays as logs.RetentionDays;
    const code = props.code ?? {
      api: lambda.Code.fromAsset(bundleLambda('api', defaultBundleDir('api'))),
      indexer: lambda.Code.fromAsset(bundleLambda('indexer', defaultBundleDir('indexer'))),
      uploadJudge: lambda.Code.fromAsset(bundleLambda('uploadJudge', defaultBundleDir('uploadJudge'))),
      snapshots: lambda.Code.fromAsset(bundleLambda('snapshots', defaultBundleDir('snapshots'), { webDir: props.web.dir })),
    };

    const alarms = new AlarmTopic(this, 'Alarms', { email: config.alarms.email });
    this.storage = new PortalStorage(this, 'Storage', { namePrefix: this.stackName.toLowerCase(), logRetention });
    this.api = new PortalApi(this, 'Api', {
      config,
      code: code.api,
      storage: this.storage,
      alarmTopic: alarms.topic,
      logRetention,
      tokenKeyParameter: config.secrets.tokenKeyParameter ?? `/${this.stackName.toLowerCase()}/token-signing-key`,
    });
    this.indexer = new PortalIndexer(this, 'Indexer', { config, code: code.indexer, storage: this.storage, alarmTopic: alarms.topic, logRetention });
    // Sync Data: the API runs the indexer's treasury job by invoking the indexer function, that function only.
    this.api.function.addEnvironment('INDEXER_FUNCTION_NAME', this.indexer.function.functionName);
    this.api.function.addToRolePolicy(
      new iam.PolicyStatement({ sid: 'RunTreasuryJob', actions: ['lambda:InvokeFunction'], resources: [this.indexer.function.functionArn] }),
    );
    // Uploaded files are parsed by the uploads judge only: the API asks it for a verdict, that function only.
    this.uploadJudge = new UploadJudge(this, 'UploadJudge', { config, code: code.uploadJudge, storage: this.storage, alarmTopic: alarms.topic, logRetention });
    this.api.function.addEnvironment('UPLOAD_JUDGE_FUNCTION_NAME', this.uploadJudge.function.functionName);
    this.api.function.addToRolePolicy(
      new iam.PolicyStatement({ sid: 'JudgeUploads', actions: ['lambda:InvokeFunction'], resources: [this.uploadJudge.function.functionArn] }),
    );
    this.cdn = new PortalCdn(this, 'Cdn', { config, storage: this.storage, apiOriginDomainName: this.api.originDomainName, web: props.web, logRetention });
    const portalUrl = config.domainName ? `https://${config.domainName}` : `https://${this.cdn.distribution.distributionDomainName}`;
    // Pages rendered with their data when it changes (issue 28): after the table's writes, into the web bucket the CDN serves.
    this.snapshotWriter = new SnapshotWriter(this, 'SnapshotWriter', {
      config,
      code: code.snapshots,
      storage: this.storage,
      snapshotIndex: this.cdn.snapshotIndex,
      siteUrl: portalUrl,
      alarmTopic: alarms.topic,
      logRetention,
    });

    const output = (key: string, value: string, description: string) => new CfnOutput(this, key, { value, description });
    output(STACK_OUTPUTS.portalUrl, portalUrl, 'Where users open the portal');
    output(STACK_OUTPUTS.distributionId, this.cdn.distribution.distributionId, 'CloudFront distribution (for invalidations)');
    output(STACK_OUTPUTS.distributionDomainName, this.cdn.distribution.distributionDomainName, 'Point the DNS name (CNAME or alias) here');
    output(STACK_OUTPUTS.statusBucketName, this.storage.statusBucket.bucketName, 'Holds status.json, the maintenance switch (npm run maintenance)');
    output(STACK_OUTPUTS.uploadsBucketName, this.storage.uploadsBucket.bucketName, 'Attachments, under uploads/');
    output(STACK_OUTPUTS.webBucketName, this.storage.webBucket.bucketName, 'The web build');
    output(STACK_OUTPUTS.tableName, this.storage.table.tableName, 'The DynamoDB table');
    output(STACK_OUTPUTS.apiFunctionName, this.api.function.functionName, 'The API Lambda');
    output(STACK_OUTPUTS.indexerFunctionName, this.indexer.function.functionName, 'The indexer Lambda');
    output(STACK_OUTPUTS.uploadJudgeFunctionName, this.uploadJudge.function.functionName, 'The uploads judge Lambda (parses uploaded files for the API)');
    output(STACK_OUTPUTS.snapshotWriterFunctionName, this.snapshotWriter.function.functionName, 'The snapshot writer Lambda (pages rendered with their data, after the table changes)');
    output(STACK_OUTPUTS.snapshotIndexArn, this.cdn.snapshotIndex.keyValueStoreArn, 'The key value store of the snapshot keys the CDN serves (kept by the snapshot writer)');
    output(STACK_OUTPUTS.indexerDeadLetterQueueUrl, this.indexer.deadLetterQueue.queueUrl, 'Failed indexer runs');
    output(STACK_OUTPUTS.alarmTopicArn, alarms.topic.topicArn, 'Alarm notifications (subscribe more endpoints here)');

    acknowledgeCdkHandlers(this);
  }
}
