import { describe, expect, it } from 'vitest';
import { jpegImage as jpeg, pdfWithEscapedScript, pngImage as png, reportPdf as pdf, svgWithPrefixedScript } from '../../../test/fixtures/uploadFiles';
import { inspectUpload } from './inspectUpload';

const MIB = 1024 * 1024;

const svg = (body: string) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>\n`);

describe('inspectUpload', () => {
  it('accepts a PNG and reads its size in pixels', async () => {
    expect(await inspectUpload(png(816, 436), 'activityThumbnail')).toEqual({ ok: true, kind: 'png', bytes: expect.any(Number), width: 816, height: 436 });
  });

  it('accepts a JPEG and reads its size from the frame header', async () => {
    expect(await inspectUpload(jpeg(1200, 675), 'activityThumbnail')).toMatchObject({ ok: true, kind: 'jpeg', width: 1200, height: 675 });
  });

  it('refuses an image smaller than the purpose needs', async () => {
    expect(await inspectUpload(png(800, 436), 'activityThumbnail')).toEqual({ ok: false, reason: 'The image is 800x436; it must be at least 816x436.' });
    expect(await inspectUpload(jpeg(100, 100), 'councilThumbnail')).toMatchObject({ ok: false });
    expect(await inspectUpload(png(120, 120), 'councilThumbnail')).toMatchObject({ ok: true });
  });

  it('refuses a truncated PNG, JPEG or PDF', async () => {
    const image = png(816, 436);
    expect(await inspectUpload(image.subarray(0, image.length - 12), 'activityThumbnail')).toEqual({ ok: false, reason: 'The PNG file is incomplete.' });
    const photo = jpeg(1200, 675);
    expect(await inspectUpload(photo.subarray(0, photo.length - 2), 'activityThumbnail')).toEqual({ ok: false, reason: 'The JPEG file is incomplete.' });
    expect(await inspectUpload(pdf.subarray(0, pdf.length - 40), 'attachment')).toEqual({ ok: false, reason: 'The PDF file is incomplete.' });
  });

  it('refuses a PNG whose chunk does not match its checksum', async () => {
    const image = png(816, 436);
    image[40] = image[40]! ^ 0xff;
    expect(await inspectUpload(image, 'activityThumbnail')).toEqual({ ok: false, reason: 'The PNG file is damaged.' });
  });

  it('judges by content, not by name: a PDF sent as a thumbnail is refused, a PNG sent as an attachment too', async () => {
    expect(await inspectUpload(pdf, 'councilThumbnail')).toEqual({ ok: false, reason: 'A PDF file is not accepted here; expected PNG, JPEG, SVG.' });
    expect(await inspectUpload(png(816, 436), 'attachment')).toEqual({ ok: false, reason: 'A PNG file is not accepted here; expected PDF.' });
    expect(await inspectUpload(Buffer.from('GIF89a........'), 'councilThumbnail')).toEqual({ ok: false, reason: 'The file is not a PNG, JPEG, SVG or PDF.' });
    expect(await inspectUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'councilThumbnail')).toMatchObject({ ok: false });
  });

  it('accepts a real PDF and refuses one that carries JavaScript', async () => {
    expect(await inspectUpload(pdf, 'attachment')).toMatchObject({ ok: true, kind: 'pdf' });
    const scripted = Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'latin1');
    expect(scripted.toString('latin1')).toContain('/JavaScript');
    expect(await inspectUpload(scripted, 'attachment')).toEqual({ ok: false, reason: 'The PDF file contains scripts or embedded programs.' });
  });

  it('enforces the size limits: under 3.8 MB for images, 10 MB for PDFs', async () => {
    const big = Buffer.alloc(Math.ceil(3.8 * MIB) + 1);
    png(816, 436).copy(big);
    expect(await inspectUpload(big, 'activityThumbnail')).toEqual({ ok: false, reason: 'The file is larger than 3.8 MB.' });
    const hugePdf = Buffer.concat([pdf, Buffer.alloc(10 * MIB)]);
    expect(await inspectUpload(hugePdf, 'attachment')).toEqual({ ok: false, reason: 'The file is larger than 10 MB.' });
    expect(await inspectUpload(new Uint8Array(), 'attachment')).toEqual({ ok: false, reason: 'The file is empty.' });
  });

  it('accepts a plain SVG', async () => {
    expect(await inspectUpload(svg('<circle cx="5" cy="5" r="4" fill="#ff0000"/><use href="#a"/>'), 'councilThumbnail')).toEqual({ ok: true, kind: 'svg', bytes: expect.any(Number), width: null, height: null });
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="10" height="10" onload="alert(1)"/>'],
    ['a javascript link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['an external image', '<image href="https://tracker.example/p.png" width="1" height="1"/>'],
    ['an xlink to another host', '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil.example/x.svg#a"/>'],
    ['a foreign HTML object', '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>'],
    ['a CSS url to another host', '<rect style="fill:url(https://evil.example/a)"/>'],
    ['an animated link', '<a href="#x"><set attributeName="href" to="&#106;avascript:alert(1)"/></a>'],
    ['a PNG inside an SVG wrapper with a script', `<image href="data:image/png;base64,${png(8, 8).toString('base64')}"/><script>fetch('/v1')</script>`],
  ])('refuses an SVG with %s', async (_what, body) => {
    expect(await inspectUpload(svg(body), 'councilThumbnail')).toMatchObject({ ok: false, reason: expect.stringMatching(/^The SVG file carries /) });
  });

  it('refuses an SVG with an entity declaration (billion laughs) and a cut-off SVG', async () => {
    const entities = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    expect(await inspectUpload(entities, 'councilThumbnail')).toMatchObject({ ok: false });
    const cut = svg('<circle cx="5" cy="5" r="4"/>');
    expect(await inspectUpload(cut.subarray(0, cut.length - 10), 'councilThumbnail')).toEqual({ ok: false, reason: 'The SVG file is incomplete.' });
  });

  it('refuses the hostile files the browser tests upload', async () => {
    expect(await inspectUpload(svgWithPrefixedScript(), 'councilThumbnail')).toEqual({ ok: false, reason: 'The SVG file carries an element that can run script or embed a document.' });
    expect(pdfWithEscapedScript().toString('latin1')).not.toContain('/JavaScript');
    expect(await inspectUpload(pdfWithEscapedScript(), 'attachment')).toEqual({ ok: false, reason: 'The PDF file contains scripts or embedded programs.' });
  });
});
