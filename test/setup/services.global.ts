import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamo } from '../../scripts/localStack/dynamo';
import { startS3 } from '../../scripts/localStack/s3';
import { freePort } from '../../scripts/localStack/listen';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

export const TEST_BUCKETS = ['test-uploads', 'test-status'];

/** Real DynamoDB Local and s3rver for the integration tests, in a temporary folder. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-int-'));
  const [dynamo, s3] = await Promise.all([
    freePort().then((port) => startDynamo(join(dir, 'dynamodb'), port, console.log)),
    freePort().then((port) => startS3(join(dir, 's3'), port, TEST_BUCKETS)),
  ]);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await Promise.all([dynamo.stop(), s3.stop()]);
    rmSync(dir, { recursive: true, force: true });
  };
}
