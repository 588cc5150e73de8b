// The key value store API is signed with SigV4A; this import registers the JavaScript signer with the SDK.
// oxlint-disable-next-line import/no-unassigned-import
import '@aws-sdk/signature-v4a';
import { lookup } from 'node:dns';
import { Agent } from 'node:http';
import type { LookupFunction } from 'node:net';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import type { SnapshotStore } from './store';

/**
 * The CDN's index of snapshots on AWS: a CloudFront key value store holding the key of every
 * snapshot the web bucket holds, read by the default behaviour's viewer-request function
 * (infra/src/cdn/viewerRequestFunctions.ts) to answer a page with its snapshot only when it exists.
 */
export type EdgeIndex = { client: CloudFrontKeyValueStoreClient; arn: string };

/** What a key's value is: the function asks only whether the key exists. */
const PRESENT = '1';

/**
 * A client of the key value store API. On AWS it signs with SigV4A (the import above) and reaches
 * `<account>.cloudfront-kvs.global.api.aws`; with an endpoint (a local stand-in), the SDK still puts
 * the account in front of the host, so `<account>.localhost` is looked up as 127.0.0.1.
 */
export function edgeIndexClient(options: { region: string; endpoint?: string | undefined }): CloudFrontKeyValueStoreClient {
  if (!options.endpoint) return new CloudFrontKeyValueStoreClient({ region: options.region });
  const loopback: LookupFunction = (hostname, lookupOptions, callback) => lookup(hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, lookupOptions, callback);
  return new CloudFrontKeyValueStoreClient({
    region: options.region,
    endpoint: options.endpoint,
    credentials: { accessKeyId: 'LOCAL', secretAccessKey: 'LOCAL' },
    requestHandler: { httpAgent: new Agent({ lookup: loopback }) },
  });
}

const isConflict = (error: unknown) => (error as { name?: string }).name === 'ConflictException';
const isMissing = (error: unknown) => (error as { name?: string }).name === 'ResourceNotFoundException';

/**
 * Snapshots in `inner` (the web bucket) whose keys the edge index follows: a key is added after its
 * object is stored and removed before its object is deleted, so the edge never names an object
 * that is not there. The index is read once (ListKeys); a key it lacks counts as a snapshot not
 * written (its page renders again and the key is added), and a key whose object is gone is removed
 * when the snapshots are listed. Each change names the store's current ETag (If-Match); a conflict
 * (another change in between) reads it again and tries once more.
 */
export function edgeIndexedStore(inner: SnapshotStore, index: EdgeIndex): SnapshotStore {
  const { client, arn } = index;
  let etag: string | null = null;
  let keys: Set<string> | null = null;

  async function change(send: (ifMatch: string) => Promise<{ ETag?: string | undefined }>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      etag ??= (await client.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }))).ETag ?? null;
      if (etag === null) throw new Error(`The key value store ${arn} answered no ETag`);
      try {
        etag = (await send(etag)).ETag ?? null;
        return;
      } catch (error) {
        etag = null;
        if (!isConflict(error) || attempt > 0) throw error;
      }
    }
  }
  async function indexed(): Promise<Set<string>> {
    if (keys) return keys;
    const found = new Set<string>();
    let token: string | undefined;
    do {
      const page = await client.send(new ListKeysCommand({ KvsARN: arn, NextToken: token, MaxResults: 50 }));
      for (const item of page.Items ?? []) if (item.Key !== undefined) found.add(item.Key);
      token = page.NextToken;
    } while (token);
    return (keys = found);
  }
  const putKey = (key: string) => change((ifMatch) => client.send(new PutKeyCommand({ KvsARN: arn, Key: key, Value: PRESENT, IfMatch: ifMatch })));
  const deleteKey = (key: string) =>
    change(async (ifMatch) => {
      try {
        return await client.send(new DeleteKeyCommand({ KvsARN: arn, Key: key, IfMatch: ifMatch }));
      } catch (error) {
        // Already gone: the store is as wanted (its ETag is read again at the next change).
        if (isMissing(error)) return {};
        throw error;
      }
    });

  return {
    async hashOf(key) {
      return (await indexed()).has(key) ? inner.hashOf(key) : null;
    },
    async put(key, html, hash) {
      await inner.put(key, html, hash);
      const known = await indexed();
      if (known.has(key)) return;
      await putKey(key);
      known.add(key);
    },
    async remove(key) {
      const known = await indexed();
      if (known.has(key)) {
        await deleteKey(key);
        known.delete(key);
      }
      await inner.remove(key);
    },
    async list(prefix) {
      const stored = await inner.list(prefix);
      const objects = new Set(stored);
      const known = await indexed();
      for (const key of [...known].filter((k) => k.startsWith(prefix) && !objects.has(k))) {
        await deleteKey(key);
        known.delete(key);
      }
      return stored;
    },
  };
}
