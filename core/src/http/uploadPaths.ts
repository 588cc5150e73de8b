import { CONTENT_TYPES, UPLOAD_RULES, type UploadKind, type UploadPurpose } from '../uploads/rules';
import type { UploadServing } from './securityHeaders';

/**
 * The only paths under /uploads/ the portal serves: the keys storeUpload (core/src/storage/uploads.ts)
 * writes, `uploads/<purpose>/<sha256 of the bytes>.<extension of an accepted kind>`. Anything else in
 * the bucket (a pending upload, a key of another shape, an object some other writer put there) is
 * never answered: the local S3 server ignores a presigned POST's policy, so holding a ticket lets
 * anyone write any key with any type, and the origin must not trust what it finds.
 */

/** The extension each accepted kind is stored under. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', pdf: 'pdf' };

export type StoredUploadPath = {
  /** The object's key in the uploads bucket (the path without its leading slash). */
  key: string;
  purpose: UploadPurpose;
  kind: UploadKind;
  /** The exact Content-Type the object must have been stored with, and is served with. */
  contentType: string;
  serving: UploadServing;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression for every allowed path: purposes with the extensions of their kinds (no flags, so a CloudFront Function runs the same text). */
export const STORED_UPLOAD_PATH_SOURCE = `^/uploads/(?:${Object.entries(UPLOAD_RULES)
  .map(([purpose, rule]) => `${escape(purpose)}/[0-9a-f]{64}\\.(?:${rule.kinds.map((kind) => escape(UPLOAD_EXTENSIONS[kind])).join('|')})`)
  .join('|')})$`;

const STORED_UPLOAD_PATH = new RegExp(STORED_UPLOAD_PATH_SOURCE);

/** What a request path names when it is one of our stored uploads' paths, or null for any other path. */
export function storedUploadPath(path: string): StoredUploadPath | null {
  if (!STORED_UPLOAD_PATH.test(path)) return null;
  const [, , purpose = '', file = ''] = path.split('/');
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const kind = (Object.keys(UPLOAD_EXTENSIONS) as UploadKind[]).find((k) => UPLOAD_EXTENSIONS[k] === extension)!;
  return { key: path.slice(1), purpose: purpose as UploadPurpose, kind, contentType: CONTENT_TYPES[kind], serving: kind === 'pdf' ? 'pdf' : 'image' };
}
