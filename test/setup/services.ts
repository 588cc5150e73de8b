import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, type Db } from '@portal/core/db/client';
import { ensureTable } from '@portal/core/db/ensureTable';
import { createS3 } from '@portal/core/storage/s3';

/** A fresh, empty table of the real schema in DynamoDB Local, so tests never see each other's items. */
export async function freshTestDb(): Promise<Db> {
  const db = createDb({ tableName: `test-${randomUUID()}`, endpoint: inject('dynamoEndpoint'), region: 'us-east-1' });
  await ensureTable(db);
  return db;
}

export function testS3() {
  return createS3({ region: 'us-east-1', endpoint: inject('s3Endpoint') });
}
