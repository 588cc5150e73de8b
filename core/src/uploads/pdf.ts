import type { PDFContext, PDFObject, PDFRef } from 'pdf-lib';

/**
 * A PDF attachment is opened in the reader's viewer, so it is kept only when nothing in it runs or
 * launches anything. It is parsed as a PDF (pdf-lib: every revision, object streams and
 * cross-reference streams opened, names' `#xx` escapes decoded) and every object that any revision
 * defines is walked — not only the ones the last revision keeps, since a viewer may follow an older
 * cross-reference. pdf-lib is loaded on first use: only the routes that take a PDF pay for it.
 */

export type PdfVerdict = { ok: true } | { ok: false; reason: string };

const ACTIVE = 'The PDF file contains scripts or embedded programs.';
const DAMAGED = 'The PDF file is damaged.';

/** Keys that hold a script, an embedded file, a form engine or embedded media, wherever they appear. */
const FORBIDDEN_KEYS = new Set(['JavaScript', 'JS', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMedia', 'RichMediaContent', 'RichMediaSettings', 'XFA', 'Launch', 'Win', 'Mac', 'Unix']);

/** Name values that make an object an action, annotation or file that runs, launches, sends or plays something. */
const FORBIDDEN_NAMES = new Set([
  'JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'ResetForm', 'Sound', 'Movie', 'Rendition', 'RichMedia',
  'RichMediaExecute', 'EmbeddedFile', 'FileAttachment', 'GoToE', 'GoTo3DView', 'Screen', '3D', 'XFA',
]);

/**
 * The actions a report needs: go to a page, open a web link, turn a page. GoToR (open another file)
 * and the rest are left out.
 */
const ALLOWED_ACTIONS = new Set(['GoTo', 'URI', 'Named']);

/** A link action may only open a web page or a mail address. */
const ALLOWED_URI = /^(https?:|mailto:)/i;

/** Deeper than any real document nests; a file built to overflow the walk is refused. */
const MAX_DEPTH = 64;

class Refused extends Error {}

/** `12 0 obj`, not preceded by another digit (group 1 is what comes before it). */
const OBJECT_HEADER = /(^|[^0-9])[0-9]+[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+obj/g;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/** Judges a PDF file whose header has already been seen. */
export async function inspectPdfBytes(bytes: Uint8Array): Promise<PdfVerdict> {
  const pdf = await import('pdf-lib');
  const { PDFArray, PDFDict, PDFHexString, PDFName, PDFParser, PDFRawStream, PDFString } = pdf;

  const defined: PDFObject[] = [];
  const parsedAt = new Set<number>();
  let context: PDFContext;
  try {
    const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true, false);
    // Where each object the parser read begins, to find any it stepped over (below).
    const stream = parser['bytes'];
    const parseObject = parser['parseIndirectObject'].bind(parser);
    parser['parseIndirectObject'] = () => {
      parsedAt.add(stream.offset());
      return parseObject();
    };
    // Every object any revision (or object stream) defines, before a later one replaces it.
    const assign = parser['context'].assign.bind(parser['context']);
    parser['context'].assign = (ref: PDFRef, object: PDFObject) => {
      defined.push(object);
      assign(ref, object);
    };
    context = await parser.parseDocument();
  } catch {
    return { ok: false, reason: DAMAGED };
  }
  // An object header the parser never read (inside a stream's data or a comment) is where a viewer
  // following the file's own offsets could find an object this walk would not see.
  for (const header of latin1(bytes).matchAll(OBJECT_HEADER)) {
    if (!parsedAt.has(header.index + header[1]!.length)) return { ok: false, reason: DAMAGED };
  }
  if (context.trailerInfo.Encrypt !== undefined) return { ok: false, reason: 'The PDF file is encrypted.' };
  const root = context.lookup(context.trailerInfo.Root);
  if (!(root instanceof PDFDict) || name(root.get(PDFName.of('Type'))) !== 'Catalog') return { ok: false, reason: DAMAGED };

  /** A name as a viewer reads it: pdf-lib decodes `#xx` in upper case only, a viewer in either case. */
  function name(object: PDFObject | undefined): string | null {
    if (!(object instanceof PDFName)) return null;
    return object.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  function text(object: PDFObject | undefined): string | null {
    if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
    return null;
  }

  function checkAction(object: PDFObject | undefined): void {
    const action = object instanceof pdf.PDFRef ? context.lookup(object) : object;
    if (!(action instanceof PDFDict)) return;
    const type = name(action.get(PDFName.of('S')));
    if (type === null || !ALLOWED_ACTIONS.has(type)) throw new Refused();
    if (type === 'URI') {
      const uri = text(action.get(PDFName.of('URI')));
      if (uri === null || !ALLOWED_URI.test(uri.trim())) throw new Refused();
    }
  }

  function walk(object: PDFObject, depth: number): void {
    if (depth > MAX_DEPTH) throw new Refused();
    if (object instanceof PDFRawStream) return walk(object.dict, depth + 1);
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) walk(item, depth + 1);
      return;
    }
    const found = name(object);
    if (found !== null && FORBIDDEN_NAMES.has(found)) throw new Refused();
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const keyName = name(key)!;
      if (FORBIDDEN_KEYS.has(keyName) || keyName.startsWith('RichMedia')) throw new Refused();
      // An action wherever a viewer would run one: on opening, on a link, chained after another, on an event.
      if (keyName === 'OpenAction' || keyName === 'A') checkAction(value);
      if (keyName === 'Next') {
        const next = value instanceof pdf.PDFRef ? context.lookup(value) : value;
        if (next instanceof PDFArray) next.asArray().forEach(checkAction);
        else checkAction(next);
      }
      if (keyName === 'AA') {
        const events = value instanceof pdf.PDFRef ? context.lookup(value) : value;
        if (events instanceof PDFDict) for (const [, action] of events.entries()) checkAction(action);
        else throw new Refused();
      }
      walk(value, depth + 1);
    }
    if (name(object.get(PDFName.of('Type'))) === 'Action') checkAction(object);
  }

  try {
    for (const object of defined) walk(object, 0);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: ACTIVE };
    throw error;
  }
  return { ok: true };
}
