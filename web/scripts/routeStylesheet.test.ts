import { describe, expect, it } from 'vitest';
import type { Manifest } from './bundleReport';
import { joinedStylesheetLinks, joinStylesheets, replaceStylesheetLinks, routeStylesheetParts, stylesheetLinks, stylesheetProblems } from './routeStylesheet';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], dynamicImports: ['src/routes/GC.tsx', 'src/routes/Status.tsx'], css: ['assets/index-a.css'] },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/routes/GC.tsx': { file: 'assets/GC-c.js', isDynamicEntry: true, imports: ['index.html', '_Card-d.js', '_Tabs-e.js'], dynamicImports: ['src/features/Chart.tsx'], css: ['assets/GC-c.css'] },
  '_Card-d.js': { file: 'assets/Card-d.js', imports: ['_Badge-f.js'], css: ['assets/Card-d.css'] },
  '_Badge-f.js': { file: 'assets/Badge-f.js', css: ['assets/Badge-f.css'] },
  '_Tabs-e.js': { file: 'assets/Tabs-e.js', css: ['assets/Tabs-e.css'] },
  'src/features/Chart.tsx': { file: 'assets/Chart-g.js', isDynamicEntry: true, css: ['assets/Chart-g.css'] },
  'src/routes/Status.tsx': { file: 'assets/Status-h.js', isDynamicEntry: true, imports: ['_Tabs-e.js'], css: ['assets/Status-h.css'] },
};

const shell = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head><body><div id="root"></div></body></html>`;

const files: Record<string, string> = {
  'assets/index-a.css': ':root{--x:1}\n.a{color:red}\n',
  'assets/GC-c.css': '.gc{margin:0}',
  'assets/Card-d.css': '.card{padding:1px}\n',
  'assets/Badge-f.css': '.badge{padding:2px}',
  'assets/Tabs-e.css': '.tabs{display:flex}',
  'assets/Status-h.css': '.status{gap:0}',
};
const read = (file: string) => {
  const text = files[file];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

/** What scripts/prerender.ts does for a route: join its parts and replace the shell's links. */
function page(routeSrc: string): { html: string; parts: string[]; joined: { file: string; text: string } } {
  const parts = routeStylesheetParts(manifest, routeSrc, shell);
  const joined = joinStylesheets(parts.map((file) => ({ file, text: read(file) })));
  files[joined.file] = joined.text;
  return { html: replaceStylesheetLinks(shell, joinedStylesheetLinks(joined.file, parts)), parts, joined };
}

describe('routeStylesheetParts', () => {
  it("takes the shell's stylesheets, then those of the route's static imports in the order the page linked them, never a lazy chunk's", () => {
    expect(routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell)).toEqual(['assets/index-a.css', 'assets/GC-c.css', 'assets/Card-d.css', 'assets/Badge-f.css', 'assets/Tabs-e.css']);
  });
});

describe('joinStylesheets', () => {
  it('keeps every part whole and in order, in a file named by its content', () => {
    const joined = joinStylesheets([
      { file: 'a.css', text: '.a{color:red}\n' },
      { file: 'b.css', text: '.b{color:blue}' },
    ]);
    expect(joined.text).toBe('.a{color:red}\n.b{color:blue}\n');
    expect(joined.file).toMatch(/^assets\/page-[A-Za-z0-9_-]{10}\.css$/);
    expect(joinStylesheets([{ file: 'b.css', text: '.b{color:blue}' }]).file).not.toBe(joined.file);
  });

  it('refuses a part with @import or @charset, which only a stylesheet’s start may hold', () => {
    expect(() => joinStylesheets([{ file: 'a.css', text: '.a{}' }, { file: 'b.css', text: '@import "c.css";' }])).toThrow(/b\.css has @import/);
    expect(() => joinStylesheets([{ file: 'b.css', text: '@charset "utf-8";.b{}' }])).toThrow(/@charset/);
  });
});

describe('a prerendered page', () => {
  it('links exactly one stylesheet, the joined one, where the shell linked its own, and names every part it holds as disabled', () => {
    const { html, joined } = page('src/routes/GC.tsx');
    expect(stylesheetLinks(html)).toEqual([
      { href: `/${joined.file}`, disabled: false },
      ...['index-a', 'GC-c', 'Card-d', 'Badge-f', 'Tabs-e'].map((name) => ({ href: `/assets/${name}.css`, disabled: true })),
    ]);
    expect(html.indexOf(joined.file)).toBeGreaterThan(html.indexOf('/assets/shared-b.js'));
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(stylesheetProblems(html, routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell), read)).toEqual([]);
  });

  it('is refused when its stylesheet lacks a part, holds parts out of order, or a part has no disabled link', () => {
    const { html, parts, joined } = page('src/routes/GC.tsx');
    const needed = routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell);
    const withText = (text: string) => (file: string) => (file === joined.file ? text : read(file));

    expect(stylesheetProblems(html, needed, withText(joined.text.replace(files['assets/Badge-f.css']!, '')))).toEqual([`${joined.file} lacks the rules of assets/Badge-f.css`]);
    const swapped = joinStylesheets([...parts].reverse().map((file) => ({ file, text: read(file) }))).text;
    expect(stylesheetProblems(html, needed, withText(swapped))).toContain(`${joined.file} holds assets/Card-d.css out of cascade order`);
    expect(stylesheetProblems(html.replace('<link rel="stylesheet" crossorigin href="/assets/Tabs-e.css" disabled>', ''), needed, read)).toEqual([
      'has no disabled link for assets/Tabs-e.css: the client would load its rules a second time',
    ]);
  });

  it('is refused when it links more than one stylesheet, or one that is not joined', () => {
    const { html } = page('src/routes/Status.tsx');
    const needed = routeStylesheetParts(manifest, 'src/routes/Status.tsx', shell);
    expect(stylesheetProblems(html.replace(' disabled>', '>'), needed, read)).toEqual([expect.stringMatching(/^links 2 enabled stylesheets/)]);
    expect(stylesheetProblems(shell, needed, read)).toEqual(['links assets/index-a.css, which is not a joined stylesheet']);
  });
});
