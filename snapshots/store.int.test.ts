import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { TEST_BUCKETS } from '../test/setup/services.global';
import { testS3 } from '../test/setup/services';
import { folderStore, s3Store, SNAPSHOT_CACHE_CONTROL, type SnapshotStore } from './store';

/** The two places snapshots are written: the local origin's folder and the web bucket (s3rver). */
const folder = mkdtempSync(join(tmpdir(), 'snapshot-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const s3 = testS3();
const bucket = TEST_BUCKETS[0]!;

describe.each<[string, SnapshotStore, string]>([
  ['a folder', folderStore(folder), 'snapshots/'],
  ['the web bucket', s3Store(s3, bucket), `snapshots-${randomUUID()}/`],
])('snapshots in %s', (_name, store, prefix) => {
  const page = (html: string, hash: string) => `<!doctype html><html><head><meta name="portal-snapshot" content="${hash}"></head><body>${html}</body></html>`;

  it('keep each page’s hash with it, list and remove them', async () => {
    const key = `${prefix}ko/Proposal/Detail/53.html`;
    expect(await store.hashOf(key)).toBeNull();
    await store.put(key, page('Yes 3', 'h1'), 'h1');
    await store.put(`${prefix}GC/Detail/4.html`, page('Gamma', 'h2'), 'h2');
    expect(await store.hashOf(key)).toBe('h1');
    await store.put(key, page('Yes 4', 'h3'), 'h3');
    expect(await store.hashOf(key)).toBe('h3');
    expect((await store.list(prefix)).sort()).toEqual([`${prefix}GC/Detail/4.html`, key]);
    await store.remove(key);
    expect(await store.hashOf(key)).toBeNull();
    expect(await store.list(prefix)).toEqual([`${prefix}GC/Detail/4.html`]);
  });
});

describe('a snapshot in the web bucket', () => {
  it('is HTML the CDN keeps a short while', async () => {
    const key = `snapshots-${randomUUID()}/Proposal/Detail/1.html`;
    await s3Store(s3, bucket).put(key, '<p>Yes 3</p>', 'h');
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(object.ContentType).toBe('text/html; charset=utf-8');
    expect(object.CacheControl).toBe(SNAPSHOT_CACHE_CONTROL);
    expect(await object.Body!.transformToString()).toBe('<p>Yes 3</p>');
  });

  it('in a folder is written whole, at the path the origin reads', async () => {
    await folderStore(folder).put('snapshots/GC/Detail/9.html', '<p>Delta</p>', 'h');
    expect(readFileSync(join(folder, 'snapshots', 'GC', 'Detail', '9.html'), 'utf8')).toBe('<p>Delta</p>');
  });
});
