/**
 * The stack's output keys. Scripts outside infra/ find the deployed resources by these, e.g. the
 * maintenance command: `aws cloudformation describe-stacks --stack-name <stackName> --query
 * "Stacks[0].Outputs[?OutputKey=='StatusBucketName'].OutputValue" --output text`.
 */
export const STACK_OUTPUTS = {
  portalUrl: 'PortalUrl',
  distributionId: 'DistributionId',
  distributionDomainName: 'DistributionDomainName',
  statusBucketName: 'StatusBucketName',
  uploadsBucketName: 'UploadsBucketName',
  webBucketName: 'WebBucketName',
  tableName: 'TableName',
  apiFunctionName: 'ApiFunctionName',
  indexerFunctionName: 'IndexerFunctionName',
  uploadJudgeFunctionName: 'UploadJudgeFunctionName',
  snapshotWriterFunctionName: 'SnapshotWriterFunctionName',
  snapshotIndexArn: 'SnapshotIndexArn',
  indexerDeadLetterQueueUrl: 'IndexerDeadLetterQueueUrl',
  alarmTopicArn: 'AlarmTopicArn',
} as const;
