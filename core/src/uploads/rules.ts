/**
 * What an upload may be for each purpose, and the type each accepted kind is served with. Kept apart
 * from the parsers (inspectUpload.ts, svg.ts, pdf.ts): the API, the local origin and the serving
 * rules need these without loading a byte of the parsers, which run in the uploads judge only.
 */

export type UploadKind = 'png' | 'jpeg' | 'svg' | 'pdf';

export type InspectedUpload =
  | { ok: true; kind: UploadKind; bytes: number; width: number | null; height: number | null }
  | { ok: false; reason: string };

export const MIB = 1024 * 1024;

/** The limits of admin-area §5 and §9: thumbnails and logos under 3.8 MB, PDF attachments up to 10 MB. */
export const UPLOAD_RULES = {
  councilThumbnail: { kinds: ['png', 'jpeg', 'svg'], maxBytes: 3.8 * MIB, minWidth: 120, minHeight: 120 },
  activityThumbnail: { kinds: ['png', 'jpeg', 'svg'], maxBytes: 3.8 * MIB, minWidth: 816, minHeight: 436 },
  contractLogo: { kinds: ['png', 'jpeg', 'svg'], maxBytes: 3.8 * MIB, minWidth: 120, minHeight: 120 },
  attachment: { kinds: ['pdf'], maxBytes: 10 * MIB, minWidth: 0, minHeight: 0 },
} as const satisfies Record<string, { kinds: readonly UploadKind[]; maxBytes: number; minWidth: number; minHeight: number }>;

export type UploadPurpose = keyof typeof UPLOAD_RULES;

export const UPLOAD_PURPOSES = Object.keys(UPLOAD_RULES) as UploadPurpose[];

/** The Content-Type an accepted file is stored and served with: the one its bytes prove. */
export const CONTENT_TYPES: Record<UploadKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
