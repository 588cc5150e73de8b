import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnJson, resourceByPrefix, synthPortal } from '../test/synthPortal';

type Json = CfnJson;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Sid?: string };

let template: Template;
beforeAll(() => {
  template = synthPortal({ config: { secrets: { secretaryKeyParameter: '/portaltest/secretary-key' } } }).template;
});

const id = (type: string, prefix: string) => resourceByPrefix(template, type, prefix)[0];

/** Every statement that applies to a role: its inline policies and the AWS::IAM::Policy resources attached to it. */
function statementsOf(rolePrefix: string): Statement[] {
  const [roleId, role] = resourceByPrefix(template, 'AWS::IAM::Role', rolePrefix);
  const inline = ((role.Properties.Policies as Json[] | undefined) ?? []).flatMap((p) => p.PolicyDocument.Statement as Statement[]);
  const attached = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Json>)
    .filter((p) => (p.Properties.Roles as Json[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

const actions = (s: Statement) => [s.Action].flat();
const touches = (s: Statement, logicalId: string) => JSON.stringify(s.Resource).includes(`"${logicalId}"`);

describe('the API role', () => {
  let statements: Statement[];
  beforeAll(() => {
    statements = statementsOf('ApiRole');
  });

  it('has no managed policy and no wildcard action', () => {
    expect(resourceByPrefix(template, 'AWS::IAM::Role', 'ApiRole')[1].Properties.ManagedPolicyArns).toBeUndefined();
    for (const s of statements) {
      expect(s.Effect).toBe('Allow');
      for (const action of actions(s)) expect(action).not.toMatch(/^\*$|:\*$/);
    }
  });

  it('reads and writes the table and its indexes', () => {
    const table = id('AWS::DynamoDB::Table', 'StorageTable');
    const onTable = statements.filter((s) => touches(s, table));
    expect(onTable).toHaveLength(1);
    expect(actions(onTable[0]!)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']));
    expect(JSON.stringify(onTable[0]!.Resource)).toContain('/index/*');
  });

  it('puts and gets attachments under uploads/ only, deletes only pending uploads (judged and refused or adopted): no listing, no other prefix', () => {
    const uploads = id('AWS::S3::Bucket', 'StorageUploads');
    const onUploads = statements.filter((s) => touches(s, uploads));
    expect(onUploads).toEqual([
      {
        Sid: 'AttachmentsUnderUploadsPrefix',
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploads, 'Arn'] }, '/uploads/*']] },
      },
      {
        Sid: 'RemovePendingUploads',
        Effect: 'Allow',
        Action: 's3:DeleteObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploads, 'Arn'] }, '/uploads/pending/*']] },
      },
    ]);
  });

  it('may read status.json and can never write the status bucket', () => {
    const status = id('AWS::S3::Bucket', 'StorageStatus');
    const onStatus = statements.filter((s) => touches(s, status));
    expect(onStatus).toEqual([
      { Sid: 'ReadMaintenanceStatus', Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [status, 'Arn'] }, '/status.json']] } },
    ]);
    for (const s of onStatus) for (const action of actions(s)) expect(action).not.toMatch(/Put|Delete|Write|Acl|Policy/);
  });

  it('reads its secrets by name, and nothing but them', () => {
    const ssm = statements.filter((s) => actions(s).some((a) => a.startsWith('ssm:')));
    const resources = JSON.stringify(ssm.map((s) => s.Resource));
    expect(resources).toContain(':parameter/portaltest/token-signing-key');
    expect(resources).toContain(':parameter/portaltest/secretary-key');
    for (const s of ssm) for (const action of actions(s)) expect(action).toMatch(/^ssm:(Get|Describe)/);
  });

  it('writes its own log group only', () => {
    const logs = statements.filter((s) => actions(s).some((a) => a.startsWith('logs:')));
    expect(logs).toEqual([{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [id('AWS::Logs::LogGroup', 'ApiLogs'), 'Arn'] } }]);
  });

  it('may invoke the indexer function (Sync Data runs its treasury job) and the uploads judge, no other function', () => {
    const invoke = statements.filter((s) => actions(s).some((a) => a.startsWith('lambda:')));
    expect(invoke).toEqual([
      { Sid: 'RunTreasuryJob', Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [id('AWS::Lambda::Function', 'IndexerFunction'), 'Arn'] } },
      { Sid: 'JudgeUploads', Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [id('AWS::Lambda::Function', 'UploadJudgeFunction'), 'Arn'] } },
    ]);
  });

  it('is granted nothing else', () => {
    const families = new Set(statements.flatMap(actions).map((a) => a.split(':')[0]));
    expect([...families].sort()).toEqual(['dynamodb', 'lambda', 'logs', 's3', 'ssm']);
  });
});

describe('the indexer role', () => {
  let statements: Statement[];
  beforeAll(() => {
    statements = statementsOf('IndexerRole');
  });

  it('touches the table, its own logs and its dead-letter queue, nothing else', () => {
    const allowed = [
      id('AWS::DynamoDB::Table', 'StorageTable'),
      id('AWS::Logs::LogGroup', 'IndexerLogs'),
      id('AWS::SQS::Queue', 'IndexerDeadLetterQueue'),
    ];
    expect(resourceByPrefix(template, 'AWS::IAM::Role', 'IndexerRole')[1].Properties.ManagedPolicyArns).toBeUndefined();
    for (const s of statements) expect(allowed.some((logicalId) => touches(s, logicalId)), JSON.stringify(s)).toBe(true);
    const families = new Set(statements.flatMap(actions).map((a) => a.split(':')[0]));
    expect([...families].sort()).toEqual(['dynamodb', 'logs', 'sqs']);
  });

  it('cannot touch uploads, status, the web bucket or any secret', () => {
    for (const bucket of ['StorageUploads', 'StorageStatus', 'StorageWeb']) {
      const bucketId = id('AWS::S3::Bucket', bucket);
      expect(statements.filter((s) => touches(s, bucketId))).toEqual([]);
    }
    expect(JSON.stringify(statements)).not.toMatch(/uploads|status\.json|ssm:|kms:|s3:/);
  });

  it('only sends to the dead-letter queue', () => {
    const sqs = statements.filter((s) => actions(s).some((a) => a.startsWith('sqs:')));
    for (const action of sqs.flatMap(actions)) expect(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl']).toContain(action);
  });
});

describe('the uploads judge role', () => {
  let statements: Statement[];
  beforeAll(() => {
    statements = statementsOf('UploadJudgeRole');
  });

  it('reads pending uploads and writes its own logs: nothing else, no table, no other object, no secret', () => {
    const uploads = id('AWS::S3::Bucket', 'StorageUploads');
    expect(resourceByPrefix(template, 'AWS::IAM::Role', 'UploadJudgeRole')[1].Properties.ManagedPolicyArns).toBeUndefined();
    expect(statements).toEqual([
      { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [id('AWS::Logs::LogGroup', 'UploadJudgeLogs'), 'Arn'] } },
      {
        Sid: 'ReadPendingUploads',
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploads, 'Arn'] }, '/uploads/pending/*']] },
      },
    ]);
  });

  it('has no network configuration of its own and reaches no table', () => {
    const fn = resourceByPrefix(template, 'AWS::Lambda::Function', 'UploadJudgeFunction')[1].Properties;
    expect(fn.VpcConfig).toBeUndefined();
    expect(Object.keys(fn.Environment.Variables as Json).sort()).toEqual(['NODE_OPTIONS', 'UPLOADS_BUCKET']);
  });
});

describe('the status file', () => {
  it('is written only by the create-once custom resource, only at status.json', () => {
    const status = id('AWS::S3::Bucket', 'StorageStatus');
    const writers = Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, Json>).filter(([, p]) =>
      (p.Properties.PolicyDocument.Statement as Statement[]).some((s) => touches(s, status) && actions(s).some((a) => /Put|Delete/.test(a))),
    );
    expect(writers.map(([logicalId]) => logicalId)).toEqual([expect.stringMatching(/^StorageStatusFileOnce/)]);
    const statement = (writers[0]![1].Properties.PolicyDocument.Statement as Statement[])[0]!;
    expect(statement).toEqual({ Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [status, 'Arn'] }, '/status.json']] } });
  });
});

describe('the snapshot writer role', () => {
  let statements: Statement[];
  beforeAll(() => {
    statements = statementsOf('SnapshotWriterRole');
  });
  const web = () => id('AWS::S3::Bucket', 'StorageWeb');
  const table = () => id('AWS::DynamoDB::Table', 'StorageTable');

  it('has no managed policy, no wildcard action and no * resource', () => {
    expect(resourceByPrefix(template, 'AWS::IAM::Role', 'SnapshotWriterRole')[1].Properties.ManagedPolicyArns).toBeUndefined();
    for (const s of statements) {
      expect(s.Effect).toBe('Allow');
      for (const action of actions(s)) expect(action).not.toMatch(/\*/);
      expect(JSON.stringify(s.Resource)).not.toBe('"*"');
      for (const resource of [s.Resource].flat()) expect(resource).not.toBe('*');
    }
  });

  it('gets, puts and deletes objects under the web bucket’s snapshots/ only, and lists that prefix only', () => {
    const onWeb = statements.filter((s) => touches(s, web()));
    expect(onWeb).toEqual([
      {
        Sid: 'WriteSnapshots',
        Effect: 'Allow',
        Action: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [web(), 'Arn'] }, '/snapshots/*']] },
      },
      {
        Sid: 'ListSnapshots',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: { 'Fn::GetAtt': [web(), 'Arn'] },
        Condition: { StringLike: { 's3:prefix': ['snapshots/*'] } },
      } as Statement,
    ]);
    for (const bucket of ['StorageUploads', 'StorageStatus', 'StorageAccessLogs']) expect(statements.filter((s) => touches(s, id('AWS::S3::Bucket', bucket)))).toEqual([]);
  });

  it('reads the table (no write, no index) and reads its stream', () => {
    const onTable = statements.filter((s) => touches(s, table()));
    expect(onTable).toEqual([
      { Sid: 'ReadTheViews', Effect: 'Allow', Action: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'], Resource: { 'Fn::GetAtt': [table(), 'Arn'] } },
      {
        Sid: 'ReadTheTableStream',
        Effect: 'Allow',
        Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
        Resource: { 'Fn::GetAtt': [table(), 'StreamArn'] },
      },
    ]);
  });

  it('writes the one key value store the CDN reads, and its own logs: nothing else', () => {
    const kvs = id('AWS::CloudFront::KeyValueStore', 'CdnSnapshotIndex');
    const onKvs = statements.filter((s) => actions(s).some((a) => a.startsWith('cloudfront-keyvaluestore:')));
    expect(onKvs).toEqual([
      {
        Sid: 'KeepSnapshotIndex',
        Effect: 'Allow',
        Action: ['cloudfront-keyvaluestore:DeleteKey', 'cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:ListKeys', 'cloudfront-keyvaluestore:PutKey'],
        Resource: { 'Fn::GetAtt': [kvs, 'Arn'] },
      },
    ]);
    const logs = statements.filter((s) => actions(s).some((a) => a.startsWith('logs:')));
    expect(logs).toEqual([{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [id('AWS::Logs::LogGroup', 'SnapshotWriterLogs'), 'Arn'] } }]);
    expect(statements).toHaveLength(6);
    const families = new Set(statements.flatMap(actions).map((a) => a.split(':')[0]));
    expect([...families].sort()).toEqual(['cloudfront-keyvaluestore', 'dynamodb', 'logs', 's3']);
  });

  it('is the only role that may write snapshots/, and the only one beside the deployment that writes the web bucket', () => {
    const writers = Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, Json>).filter(([, p]) =>
      (p.Properties.PolicyDocument.Statement as Statement[]).some((s) => touches(s, web()) && actions(s).some((a) => /Put|Delete/.test(a))),
    );
    expect(writers.map(([logicalId]) => logicalId).sort()).toEqual([expect.stringMatching(/^CustomCDKBucketDeployment/), expect.stringMatching(/^SnapshotWriterRole/)]);
  });
});
