import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { hashOfSnapshot } from './pageHtml';

/**
 * Where snapshots are written: the local origin's folder (what `npm start` serves) or the web
 * bucket's snapshot prefix on AWS. Each keeps the hash of the data a page was rendered from with
 * the page, so a pass renders only pages whose data changed.
 */
export interface SnapshotStore {
  /** The hash the page at `key` (core/src/http/snapshotPaths.ts) was written with, or null when it has none. */
  hashOf(key: string): Promise<string | null>;
  put(key: string, html: string, hash: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every snapshot's key under the prefix. */
  list(prefix: string): Promise<string[]>;
}

/** Snapshots under a folder, each file whole or not at all (written aside, then renamed), so the origin never reads half a page. */
export function folderStore(root: string): SnapshotStore {
  return {
    async hashOf(key) {
      try {
        return hashOfSnapshot(await readFile(join(root, key), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, html) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      const aside = `${file}.${process.pid}.tmp`;
      await writeFile(aside, html);
      await rename(aside, file);
    },
    async remove(key) {
      await rm(join(root, key), { force: true });
    },
    async list(prefix) {
      const entries = await readdir(join(root, prefix), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
    },
  };
}

/** The CDN keeps a snapshot a short while (`s-maxage`, as it does the API's reads); browsers ask each time. */
export const SNAPSHOT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const HASH_METADATA = 'data-hash';

/** Snapshots in the web bucket: the hash as the object's metadata, read with a HEAD (no body). */
export function s3Store(s3: S3Client, bucket: string): SnapshotStore {
  return {
    async hashOf(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.Metadata?.[HASH_METADATA] ?? null;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async put(key, html, hash) {
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: html, ContentType: 'text/html; charset=utf-8', CacheControl: SNAPSHOT_CACHE_CONTROL, Metadata: { [HASH_METADATA]: hash } }),
      );
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key?.endsWith('.html')) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}
