import { inspectPdfBytes } from './pdf';
import { type InspectedUpload, MIB, UPLOAD_RULES, type UploadKind, type UploadPurpose } from './rules';
import { inspectSvgText } from './svg';

/**
 * What an uploaded file really is, judged by its bytes alone: never by its name or the Content-Type the
 * browser sent. A file is accepted only when its structure is complete (a truncated upload is refused)
 * and, for SVG and PDF, when it carries nothing that could run, launch or fetch (it is served back from
 * our own origin): judged by real parsers and allow-lists in `svg.ts` and `pdf.ts`.
 */

export { CONTENT_TYPES, type InspectedUpload, UPLOAD_RULES, type UploadKind, type UploadPurpose } from './rules';

const refuse = (reason: string): InspectedUpload => ({ ok: false, reason });

/**
 * Checks a file for one purpose: its kind, its size, its completeness, (raster images) its size in
 * pixels, and (SVG, PDF) that nothing in it runs, launches or fetches. The kind is read from the
 * first bytes so that a file of a kind the purpose does not take is refused before it is parsed.
 */
export async function inspectUpload(bytes: Uint8Array, purpose: UploadPurpose): Promise<InspectedUpload> {
  const rule = UPLOAD_RULES[purpose];
  if (bytes.length === 0) return refuse('The file is empty.');
  if (bytes.length > rule.maxBytes) return refuse(`The file is larger than ${rule.maxBytes / MIB} MB.`);
  const kind = sniff(bytes);
  if (kind === null) return refuse('The file is not a PNG, JPEG, SVG or PDF.');
  if (!(rule.kinds as readonly UploadKind[]).includes(kind)) {
    return refuse(`A ${kind.toUpperCase()} file is not accepted here; expected ${rule.kinds.map((k) => k.toUpperCase()).join(', ')}.`);
  }
  const found = await inspectKind(bytes, kind);
  if (!found.ok) return found;
  // A vector image has no pixel size to fall short of.
  if (found.width !== null && found.height !== null && (found.width < rule.minWidth || found.height < rule.minHeight)) {
    return refuse(`The image is ${found.width}x${found.height}; it must be at least ${rule.minWidth}x${rule.minHeight}.`);
  }
  return found;
}

/**
 * Which kind the first bytes claim. For SVG: UTF-8 text whose root element, after an optional
 * declaration, comments, processing instructions or a document type, is named svg (with any
 * prefix) — the SVG parser then decides what it really is.
 */
function sniff(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  const head = decodeUtf8(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)), false);
  if (head !== null && SVG_HEAD.test(head.replace(/^\uFEFF/, ''))) return 'svg';
  return null;
}

const SVG_HEAD = /^\s*(<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>\s*)*<([\w.-]+:)?svg[\s>/]/i;

async function inspectKind(bytes: Uint8Array, kind: UploadKind): Promise<InspectedUpload> {
  switch (kind) {
    case 'png':
      return inspectPng(bytes);
    case 'jpeg':
      return inspectJpeg(bytes);
    case 'pdf':
      return inspectPdf(bytes);
    case 'svg':
      return inspectSvg(bytes);
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function inspectPng(bytes: Uint8Array): InspectedUpload {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let width: number | null = null;
  let height: number | null = null;
  // Walk every chunk, checking its CRC, until IEND: a file cut short never reaches it.
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (end > bytes.length) break;
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return refuse('The PNG file is damaged.');
    if (width === null) {
      if (type !== 'IHDR' || length !== 13) return refuse('The PNG file is damaged.');
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
    }
    if (type === 'IEND') return { ok: true, kind: 'png', bytes: bytes.length, width, height };
    offset = end;
  }
  return refuse('The PNG file is incomplete.');
}

/** Start-of-frame markers carry the image size (baseline, progressive, lossless, arithmetic variants). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function inspectJpeg(bytes: Uint8Array): InspectedUpload {
  let offset = 2;
  let width: number | null = null;
  let height: number | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return refuse('The JPEG file is damaged.');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (length < 2 || offset + 2 + length > bytes.length) break;
    if (SOF_MARKERS.has(marker)) {
      height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the end-of-image marker, which a complete file ends with.
      if (width === null || height === null || width === 0 || height === 0) return refuse('The JPEG file is damaged.');
      return endsWithEoi(bytes) ? { ok: true, kind: 'jpeg', bytes: bytes.length, width, height } : refuse('The JPEG file is incomplete.');
    }
    offset += 2 + length;
  }
  return refuse('The JPEG file is incomplete.');
}

function endsWithEoi(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end -= 1; // some encoders pad the file with zeros
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

async function inspectPdf(bytes: Uint8Array): Promise<InspectedUpload> {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return refuse('The PDF file is damaged.');
  // A complete PDF ends with its %%EOF marker (a few bytes of line ending may follow).
  if (!latin1(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF')) return refuse('The PDF file is incomplete.');
  const verdict = await inspectPdfBytes(bytes);
  if (!verdict.ok) return verdict;
  return { ok: true, kind: 'pdf', bytes: bytes.length, width: null, height: null };
}

function inspectSvg(bytes: Uint8Array): InspectedUpload {
  const text = decodeUtf8(bytes, true);
  if (text === null) return refuse('The SVG file is not encoded as UTF-8.');
  // The XML parser reads one byte-order mark, as a browser does; a second one is text before the root.
  const verdict = inspectSvgText(text);
  if (!verdict.ok) return verdict;
  return { ok: true, kind: 'svg', bytes: bytes.length, width: null, height: null };
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/** The text of UTF-8 bytes, or null when they are not; `whole` false allows a character cut at the end. */
function decodeUtf8(bytes: Uint8Array, whole: boolean): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream: !whole });
  } catch {
    return null;
  }
}

let crcTable: Uint32Array | null = null;

/** The CRC-32 of PNG chunks (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
