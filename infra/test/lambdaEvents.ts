/**
 * The events AWS hands the two Lambda entries, in their real shapes: an HTTP API (payload 2.0)
 * request as the CDN's /v1/* behaviour makes API Gateway send it, and EventBridge's scheduled event.
 */
export function httpApiEvent(method: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  const [path = '/', rawQueryString = ''] = pathAndQuery.split('?');
  return {
    version: '2.0',
    routeKey: 'ANY /v1/{proxy+}',
    rawPath: path,
    rawQueryString,
    headers: { host: 'abc123.execute-api.ap-northeast-2.amazonaws.com', accept: 'application/json', 'x-forwarded-proto': 'https', ...headers },
    ...(rawQueryString ? { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)) } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.ap-northeast-2.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'Amazon CloudFront' },
      requestId: 'request-1',
      routeKey: 'ANY /v1/{proxy+}',
      stage: '$default',
      time: '22/Nov/2026:04:00:00 +0000',
      timeEpoch: 1_795_320_000_000,
    },
    pathParameters: { proxy: path.replace(/^\/v1\//, '') },
    isBase64Encoded: false,
  };
}

export function scheduledEvent() {
  return {
    version: '0',
    id: '53dc4d37-cffa-4f76-80c9-8b7d4a4d2eaa',
    'detail-type': 'Scheduled Event' as const,
    source: 'aws.events' as const,
    account: '123456789012',
    time: '2026-11-22T04:00:00Z',
    region: 'ap-northeast-2',
    resources: ['arn:aws:events:ap-northeast-2:123456789012:rule/PortalIndexerSchedule'],
    detail: {},
  };
}

export type HttpApiResult = { statusCode: number; headers: Record<string, string>; body: string };

/** A DynamoDB Stream batch as Lambda hands it over a KEYS_ONLY stream: one record per item written. */
export function dynamodbStreamEvent(tableName: string, items: { pk: string; sk: string }[]) {
  return {
    Records: items.map((item, i) => ({
      eventID: `e${i + 1}`,
      eventName: 'MODIFY' as const,
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ap-northeast-2',
      dynamodb: {
        ApproximateCreationDateTime: 1_795_320_000,
        Keys: { pk: { S: item.pk }, sk: { S: item.sk } },
        SequenceNumber: String(1000 + i),
        SizeBytes: 64,
        StreamViewType: 'KEYS_ONLY' as const,
      },
      eventSourceARN: `arn:aws:dynamodb:ap-northeast-2:123456789012:table/${tableName}/stream/2026-11-22T04:00:00.000`,
    })),
  };
}
