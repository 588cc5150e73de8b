import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export type Db = { doc: DynamoDBDocumentClient; tableName: string };

export type DbConfig = { tableName: string; endpoint?: string | undefined; region: string };

/** A document client for the table; an endpoint points it at the local DynamoDB. */
export function createDb(config: DbConfig): Db {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, tableName: config.tableName };
}
