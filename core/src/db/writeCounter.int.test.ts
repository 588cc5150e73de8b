import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { freshTestDb } from '../../../test/setup/services';
import { countWrites } from './writeCounter';

describe('countWrites (DynamoDB Local)', () => {
  it('counts every item of every write request, and nothing for reads or condition checks', async () => {
    const db = await freshTestDb();
    const counter = countWrites(db);
    const TableName = db.tableName;
    const key = (n: number) => ({ pk: 'T', sk: `I#${n}` });
    await db.doc.send(new PutCommand({ TableName, Item: { ...key(1), v: 1 } }));
    await db.doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: [2, 3, 4].map((n) => ({ PutRequest: { Item: { ...key(n), v: 1 } } })) } }));
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName, Key: key(1), ConditionExpression: 'attribute_exists(pk)' } },
          { Put: { TableName, Item: { ...key(5), v: 1 } } },
          { Delete: { TableName, Key: key(4) } },
        ],
      }),
    );
    await db.doc.send(new UpdateCommand({ TableName, Key: key(1), UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 2 } }));
    await db.doc.send(new DeleteCommand({ TableName, Key: key(2) }));
    await db.doc.send(new GetCommand({ TableName, Key: key(1) }));
    await db.doc.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'T' } }));

    const count = counter.count();
    expect(count.items).toBe(8);
    expect(count.requests).toBe(5);
    expect(Object.fromEntries(count.byCommand)).toEqual({ PutItemCommand: 1, BatchWriteItemCommand: 3, TransactWriteItemsCommand: 2, UpdateItemCommand: 1, DeleteItemCommand: 1 });
    expect(count.keys).toEqual(['T I#1', 'T I#2', 'T I#3', 'T I#4', 'T I#5', 'T I#4', 'T I#1', 'T I#2']);

    counter.reset();
    expect(counter.count().items).toBe(0);
    counter.stop();
    await db.doc.send(new PutCommand({ TableName, Item: { ...key(6), v: 1 } }));
    expect(counter.count().items).toBe(0);
  });
});
