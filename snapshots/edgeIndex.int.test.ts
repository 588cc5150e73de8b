import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { TEST_BUCKETS } from '../test/setup/services.global';
import { testS3 } from '../test/setup/services';
import { type KeyValueStoreStandIn, STAND_IN_ACCOUNT, startKeyValueStoreStandIn } from '../test/standIns/cloudFrontKeyValueStore';
import { edgeIndexClient, edgeIndexedStore } from './edgeIndex';
import { s3Store, type SnapshotStore } from './store';

/**
 * Snapshots in the web bucket (the local S3 server) whose keys the CDN's key value store follows
 * (a stand-in of its API: CloudFront's has no local emulator).
 */
const s3 = testS3();
const bucket = TEST_BUCKETS[0]!;
let kvs: KeyValueStoreStandIn;
beforeAll(async () => {
  kvs = await startKeyValueStoreStandIn();
});
afterAll(() => kvs?.close());

const page = (text: string, hash: string) => `<!doctype html><html><head><meta name="portal-snapshot" content="${hash}"></head><body>${text}</body></html>`;
const exists = async (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );

function indexed() {
  const arn = kvs.create();
  const prefix = `snapshots-${randomUUID()}/`;
  const client = edgeIndexClient({ region: 'us-east-1', endpoint: kvs.endpoint });
  const store: SnapshotStore = edgeIndexedStore(s3Store(s3, bucket), { client, arn });
  return { arn, prefix, store };
}

describe('snapshots whose keys the edge follows', () => {
  it('add a key after the object is stored, and remove it before the object is deleted', async () => {
    const { arn, prefix, store } = indexed();
    const key = `${prefix}Proposal/Detail/53.html`;
    expect(await store.list(prefix)).toEqual([]);
    await store.put(key, page('Yes 3', 'h1'), 'h1');
    expect([...kvs.keys(arn).keys()]).toEqual([key]);
    expect(await exists(key)).toBe(true);
    expect(await store.hashOf(key)).toBe('h1');

    // A new version of the page: the key is there already, nothing is asked of the store.
    const before = kvs.requests.length;
    await store.put(key, page('Yes 4', 'h2'), 'h2');
    expect(kvs.requests.slice(before)).toEqual([]);

    // Removed: the edge forgets the key first, while the object is still there.
    const seen: boolean[] = [];
    const removing = edgeIndexedStore(
      {
        ...s3Store(s3, bucket),
        remove: async (k) => {
          seen.push(kvs.keys(arn).has(k));
          await s3Store(s3, bucket).remove(k);
        },
      },
      { client: edgeIndexClient({ region: 'us-east-1', endpoint: kvs.endpoint }), arn },
    );
    await removing.list(prefix);
    await removing.remove(key);
    expect(seen).toEqual([false]);
    expect(kvs.keys(arn).size).toBe(0);
    expect(await exists(key)).toBe(false);
  });

  it('signs with SigV4A and sends to the account’s host, as the SDK does on AWS', async () => {
    const { arn, prefix, store } = indexed();
    await store.put(`${prefix}GC/Detail/4.html`, page('Gamma', 'h'), 'h');
    const ours = kvs.requests.filter((r) => r.arn === arn);
    expect(ours.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT']);
    for (const r of ours) expect(r.host).toMatch(new RegExp(`^${STAND_IN_ACCOUNT}\\.localhost:\\d+$`));
  });

  it('tries again once when another change moved the store’s ETag on, and fails on a second conflict', async () => {
    const { arn, prefix, store } = indexed();
    await store.put(`${prefix}GC/Detail/1.html`, page('Alpha', 'h'), 'h');
    kvs.touch(arn);
    await store.put(`${prefix}GC/Detail/2.html`, page('Beta', 'h'), 'h');
    expect([...kvs.keys(arn).keys()].sort()).toEqual([`${prefix}GC/Detail/1.html`, `${prefix}GC/Detail/2.html`]);

    // A store that changes under every attempt: the writer gives up (the stream retries the batch).
    const { arn: busyArn, prefix: busyPrefix } = indexed();
    const client = edgeIndexClient({ region: 'us-east-1', endpoint: kvs.endpoint });
    const touching = { send: async (command: Parameters<typeof client.send>[0]) => {
      if (command.constructor.name === 'PutKeyCommand') kvs.touch(busyArn);
      return client.send(command);
    } } as unknown as typeof client;
    const busy = edgeIndexedStore(s3Store(s3, bucket), { client: touching, arn: busyArn });
    await expect(busy.put(`${busyPrefix}GC/Detail/3.html`, page('Gamma', 'h'), 'h')).rejects.toMatchObject({ name: 'ConflictException' });
    expect(kvs.keys(busyArn).size).toBe(0);
  });

  it('counts an object whose key the edge lacks as not written, and removes keys whose object is gone, when listed', async () => {
    const { arn, prefix, store } = indexed();
    // Stored by a pass that stopped before its key was added; and a key left without its object.
    const unindexed = `${prefix}Proposal/Detail/7.html`;
    await s3Store(s3, bucket).put(unindexed, page('Yes 1', 'h7'), 'h7');
    const orphan = `${prefix}Proposal/Detail/8.html`;
    const client = edgeIndexClient({ region: 'us-east-1', endpoint: kvs.endpoint });
    await edgeIndexedStore({ ...s3Store(s3, bucket), put: async () => {} }, { client, arn }).put(orphan, '', '');
    expect(kvs.keys(arn).has(orphan)).toBe(true);

    expect(await store.list(prefix)).toEqual([unindexed]);
    expect(kvs.keys(arn).has(orphan)).toBe(false);
    expect(await store.hashOf(unindexed)).toBeNull();
    await store.put(unindexed, page('Yes 1', 'h7'), 'h7');
    expect(kvs.keys(arn).has(unindexed)).toBe(true);
    expect(await store.hashOf(unindexed)).toBe('h7');
  });

  it('writes nothing to the bucket under any other prefix', async () => {
    const { prefix, store } = indexed();
    await store.put(`${prefix}a.html`, page('A', 'h'), 'h');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `other-${prefix}b.html`, Body: 'b' }));
    expect(await store.list(prefix)).toEqual([`${prefix}a.html`]);
  });
});
