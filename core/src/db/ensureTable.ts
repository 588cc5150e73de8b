import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import type { Db } from './client';
import { tableDefinition } from './table';

/** Creates the table when it does not exist yet (local stack and tests; on AWS the CDK stack owns it). */
export async function ensureTable(db: Db): Promise<void> {
  try {
    await db.doc.send(new DescribeTableCommand({ TableName: db.tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await db.doc.send(new CreateTableCommand(tableDefinition(db.tableName)));
}
