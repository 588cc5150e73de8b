import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEY, TABLE_TTL_ATTRIBUTE } from '@portal/core/db/table';
import { STATUS_FILE_KEY, StatusFileSchema } from '@portal/status/schema';
import { REPO_ROOT } from '../lambdaBundle';

/** Uploaded attachments live under this key prefix, and the CDN serves them at the same path (/uploads/…). */
export const UPLOADS_PREFIX = 'uploads/';
/** Presigned POSTs land here; the API judges each file before storing it under its content hash, and the CDN never serves it. */
export const PENDING_UPLOADS_PREFIX = `${UPLOADS_PREFIX}pending/`;

/** What status/maintenance.ts writes, so a freshly created file looks like a flipped one. */
export const STATUS_FILE_CACHE_CONTROL = 'public, max-age=30';

export type StorageProps = {
  /** Lower-case prefix of the uploads bucket's fixed name. */
  namePrefix: string;
  logRetention: logs.RetentionDays;
};

/**
 * The stateful part of the portal: the table, the uploads, the maintenance file, the web files and
 * the access logs. Everything here is retained when the stack is deleted, except the web files and
 * the logs, which a build and time recreate.
 */
export class PortalStorage extends Construct {
  readonly table: dynamodb.Table;
  readonly webBucket: s3.Bucket;
  readonly uploadsBucket: s3.Bucket;
  /**
   * The uploads bucket's name, known before the bucket exists. The distribution and the CSP reach
   * the bucket by this name, so the bucket's CORS rule can name the distribution without a cycle.
   */
  readonly uploadsBucketName: string;
  readonly statusBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  /** Creates status.json from status/default.json once; never overwrites it. */
  readonly statusFileOnce: cr.AwsCustomResource;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    this.logsBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront's standard logs are delivered with an ACL grant, so ACLs stay enabled here (and only here).
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own accesses into itself would loop.',
    });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partition, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sort, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // Sign-in nonces and sessions remove themselves once expired.
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      // The snapshot writer learns which items were written (keys only: it reads the views it renders itself).
      stream: dynamodb.StreamViewType.KEYS_ONLY,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partition, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sort, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.webBucket = new s3.Bucket(this, 'Web', {
      ...privateBucket(this.logsBucket, 'web/'),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.uploadsBucketName = `${props.namePrefix}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      ...privateBucket(this.logsBucket, 'uploads/'),
      bucketName: this.uploadsBucketName,
      versioned: true,
      lifecycleRules: [
        { id: 'expire-replaced-versions', noncurrentVersionExpiration: Duration.days(90) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Presigned uploads nobody adopted (the author left the form): gone after a day, versions too.
        { id: 'expire-pending-uploads', prefix: PENDING_UPLOADS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.statusBucket = new s3.Bucket(this, 'Status', {
      ...privateBucket(this.logsBucket, 'status/'),
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.statusFileOnce = this.createStatusFileOnce(props.logRetention);
  }

  /**
   * Writes status/default.json as status.json only if there is none: a conditional put
   * (If-None-Match: *) that S3 refuses with 412 when the file exists, and the refusal is ignored. A
   * redeploy therefore never switches maintenance off behind the operators' back.
   */
  private createStatusFileOnce(logRetention: logs.RetentionDays): cr.AwsCustomResource {
    const defaultStatus = StatusFileSchema.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'status', 'default.json'), 'utf8')));
    const putIfAbsent: cr.AwsSdkCall = {
      service: 'S3',
      action: 'PutObject',
      parameters: {
        Bucket: this.statusBucket.bucketName,
        Key: STATUS_FILE_KEY,
        Body: JSON.stringify(defaultStatus),
        ContentType: 'application/json',
        CacheControl: STATUS_FILE_CACHE_CONTROL,
        IfNoneMatch: '*',
      },
      physicalResourceId: cr.PhysicalResourceId.of('status-file-created-once'),
      ignoreErrorCodesMatching: 'PreconditionFailed|ConditionalRequestConflict',
    };
    return new cr.AwsCustomResource(this, 'StatusFileOnce', {
      onCreate: putIfAbsent,
      onUpdate: putIfAbsent,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [this.statusBucket.arnForObjects(STATUS_FILE_KEY)] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new logs.LogGroup(this, 'StatusFileOnceLogs', { retention: logRetention, removalPolicy: RemovalPolicy.DESTROY }),
    });
  }
}

/** Private, encrypted, TLS-only, with its accesses logged: every bucket of the portal but the log bucket. */
function privateBucket(logsBucket: s3.IBucket, logPrefix: string): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: `s3/${logPrefix}`,
  };
}
