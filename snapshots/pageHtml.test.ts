// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { agendaAnswer, HOSTILE } from '../test/fixtures/snapshotPages';
import { hashOfSnapshot, jsonForScript, snapshotHtml, type SnapshotParts } from './pageHtml';
import { agendaPreview } from './previews';

/** A prerendered page as web/scripts/prerender.ts writes it: the shell's head, #root with the loading state. */
const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="The generic site." /><title>Governance Council Portal</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><style>.a{}</style></head>' +
  '<body><div id="root" class="app_root" data-prerendered="/Proposal/Detail?id=1"><main><div aria-busy="true"><div></div></div></main></div>\n</body></html>';

function parts(overrides: Partial<SnapshotParts> = {}): SnapshotParts {
  const agenda = agendaAnswer({ title: HOSTILE });
  return {
    template: TEMPLATE,
    body: '<header>x</header><main><title>Agenda #53 | Governance Council Portal</title><h2>Yes 3</h2></main>',
    location: '/Proposal/Detail?id=53',
    data: { '/v1/proposals/53': agenda },
    dataId: 'page-data',
    preview: agendaPreview(agenda, 'en', 'https://portal.example'),
    hash: 'h4sh',
    ...overrides,
  };
}

/** The document as a browser parses it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a snapshot page', () => {
  it('puts the rendered route in #root, marked with its own URL, and the data after it as JSON that parses back', () => {
    const html = snapshotHtml(parts());
    const doc = parse(html);
    const root = doc.getElementById('root')!;
    expect(root.getAttribute('data-prerendered')).toBe('/Proposal/Detail?id=53');
    expect(root.className).toBe('app_root');
    expect(root.querySelector('h2')?.textContent).toBe('Yes 3');
    expect(root.querySelector('[aria-busy]')).toBeNull();
    const block = doc.getElementById('page-data')!;
    expect(block.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block.textContent!)).toEqual(parts().data);
  });

  it('carries its own head: one title (the route’s), description, canonical, Open Graph and Twitter tags, and its hash', () => {
    const html = snapshotHtml(parts());
    const doc = parse(html);
    expect([...doc.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['Agenda #53 | Governance Council Portal']);
    const meta = (selector: string) => [...doc.querySelectorAll(selector)].map((m) => m.getAttribute('content') ?? m.getAttribute('href'));
    const description = 'Ongoing. Yes 3, No 1, Abstain 1; 5 of 7 councils voted. Voting end: 2026-11-24 06:00 UTC.';
    expect(meta('meta[name="description"]')).toEqual([description]);
    expect(meta('link[rel="canonical"]')).toEqual(['https://portal.example/Proposal/Detail?id=53']);
    expect(meta('meta[property="og:title"]')).toEqual([`Agenda #53: ${HOSTILE}`]);
    expect(meta('meta[property="og:description"]')).toEqual([description]);
    expect(meta('meta[property="og:url"]')).toEqual(['https://portal.example/Proposal/Detail?id=53']);
    expect(meta('meta[name="twitter:card"]')).toEqual(['summary']);
    expect(meta('meta[name="twitter:title"]')).toEqual([`Agenda #53: ${HOSTILE}`]);
    expect(hashOfSnapshot(html)).toBe('h4sh');
  });

  it('keeps a hostile title inside its attribute and its JSON string: no element, attribute or script of its own', () => {
    const html = snapshotHtml(parts());
    const doc = parse(html);
    // One script in the head (the shell's module) and the JSON block; nothing the title opened.
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('type'))).toEqual(['module', 'application/json']);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonForScript({ t: HOSTILE })).not.toMatch(/[<>&]/);
    expect(JSON.parse(jsonForScript({ t: HOSTILE, line: '\u2028' }))).toEqual({ t: HOSTILE, line: '\u2028' });
  });

  it("escapes a hostile title in the route's own <title> once, as React wrote it", () => {
    const body = `<main><title>${HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title></main>`;
    const doc = parse(snapshotHtml(parts({ body })));
    expect(doc.title).toBe(HOSTILE);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
  });

  it('refuses a render with an inline script (the CSP would refuse it) and a template without one #root', () => {
    expect(() => snapshotHtml(parts({ body: '<main></main><script>$RC("B:0")</script>' }))).toThrow(/inline script/);
    expect(() => snapshotHtml(parts({ template: TEMPLATE.replace('id="root"', 'id="app"') }))).toThrow(/root/);
  });
});
