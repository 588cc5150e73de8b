/**
 * The single DynamoDB table: its key schema and secondary indexes. The local stack creates the
 * table from this and the CDK stack declares it from this, so the two never drift apart.
 */
export const TABLE_KEY = { partition: 'pk', sort: 'sk' } as const;

export const TABLE_INDEXES = [
  /** Lists of one kind in a chosen order (e.g. proposals by state, activities by date). */
  { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk' },
] as const;

/** Epoch seconds after which DynamoDB deletes the item (sign-in nonces, sessions); set on AWS by the CDK stack. */
export const TABLE_TTL_ATTRIBUTE = 'expires';

export type IndexName = (typeof TABLE_INDEXES)[number]['name'];

export function tableDefinition(tableName: string) {
  const attributeNames = [TABLE_KEY.partition, TABLE_KEY.sort, ...TABLE_INDEXES.flatMap((i) => [i.partition, i.sort])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEY.partition, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEY.sort, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partition, KeyType: 'HASH' as const },
        { AttributeName: index.sort, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
