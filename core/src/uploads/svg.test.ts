import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from './inspectUpload';

/**
 * The hostile SVGs live one per file under corpus/svg, so a new payload is a new file. Every one
 * must be refused; those not named broken-* are well-formed, so they must be refused for what they
 * carry, not because the XML parser gave up.
 */
const corpus = resolve(import.meta.dirname, 'corpus');
const hostile = readdirSync(resolve(corpus, 'svg')).filter((name) => name.endsWith('.svg')).sort();
const accepted = readdirSync(resolve(corpus, 'accepted')).filter((name) => name.endsWith('.svg')).sort();

const inspect = (path: string) => inspectUpload(readFileSync(path), 'councilThumbnail');

describe('hostile SVGs', () => {
  it('make a corpus of at least 40 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)('refuses %s', async (name) => {
    const verdict = await inspect(resolve(corpus, 'svg', name));
    expect(verdict.ok).toBe(false);
    const reason = verdict.ok ? '' : verdict.reason;
    if (name.startsWith('broken-')) {
      expect(reason).toMatch(/^The SVG file (is incomplete|is not well-formed XML|is not encoded as UTF-8)\.$/);
    } else {
      expect(reason).toMatch(/^The SVG file (carries .+|is not encoded as UTF-8)\.$|^The file is not a PNG, JPEG, SVG or PDF\.$/);
      expect(reason).not.toMatch(/well-formed|incomplete/);
    }
  });

  it('names what it found, in the spec’s style', async () => {
    const reasons = Object.fromEntries(
      await Promise.all(
        ['script-svg-namespace-prefix', 'script-xhtml-prefix', 'css-import-escaped', 'use-href-external', 'event-odd-case', 'animate-set-onclick', 'doctype-internal-entity', 'pi-xml-stylesheet', 'css-url-external-in-style-attribute', 'broken-truncated-root'].map(
          async (name) => [name, await inspect(resolve(corpus, 'svg', `${name}.svg`))] as const,
        ),
      ),
    );
    expect(reasons).toEqual({
      'script-svg-namespace-prefix': { ok: false, reason: 'The SVG file carries an element that can run script or embed a document.' },
      'script-xhtml-prefix': { ok: false, reason: 'The SVG file carries an element that can run script or embed a document.' },
      'css-import-escaped': { ok: false, reason: 'The SVG file carries an escaped stylesheet.' },
      'use-href-external': { ok: false, reason: 'The SVG file carries a link to another resource.' },
      'event-odd-case': { ok: false, reason: 'The SVG file carries an event handler attribute.' },
      'animate-set-onclick': { ok: false, reason: 'The SVG file carries an animation.' },
      'doctype-internal-entity': { ok: false, reason: 'The SVG file carries a document type declaration.' },
      'pi-xml-stylesheet': { ok: false, reason: 'The SVG file carries a stylesheet instruction.' },
      'css-url-external-in-style-attribute': { ok: false, reason: 'The SVG file carries a reference to another resource.' },
      'broken-truncated-root': { ok: false, reason: 'The SVG file is incomplete.' },
    });
  });

  it('refuses each file cut short anywhere inside its root', async () => {
    const logo = readFileSync(resolve(corpus, 'accepted', 'figma-export.svg'));
    for (const cut of [200, 600, logo.length - 8]) {
      expect(await inspectUpload(logo.subarray(0, cut), 'councilThumbnail')).toMatchObject({ ok: false, reason: expect.stringMatching(/^The SVG file is (incomplete|not well-formed XML)\.$/) });
    }
  });
});

describe('SVGs as drawing tools write them', () => {
  it.each(accepted)('accepts %s', async (name) => {
    expect(await inspect(resolve(corpus, 'accepted', name))).toEqual({ ok: true, kind: 'svg', bytes: expect.any(Number), width: null, height: null });
  });

  it('refuses an Inkscape SVG that keeps its editor data (export it as plain SVG instead)', async () => {
    expect(await inspect(resolve(corpus, 'inkscape-editor-data.svg'))).toEqual({ ok: false, reason: 'The SVG file carries an attribute from outside SVG (inkscape:version).' });
  });

  it('accepts local references in every place a drawing uses them', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="a"/><linearGradient id="b" href="#a"/></defs>' +
        '<rect fill="url(#b)" style="stroke:url(&quot;#a&quot;)" width="1" height="1"/><use xlink:href="#b"/></svg>',
    );
    expect(await inspectUpload(svg, 'councilThumbnail')).toMatchObject({ ok: true, kind: 'svg' });
  });
});
