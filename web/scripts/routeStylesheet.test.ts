import { describe, expect, it } from 'vitest';
import type { Manifest } from './bundleReport';
import { inlineStyles, inlineStylesheet, joinStylesheets, replaceStylesheetLinks, routeStylesheetParts, stylesheetLinks, stylesheetProblems } from './routeStylesheet';

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

/** What scripts/prerender.ts does for a route: join its parts and put them in place of the shell's links. */
function page(routeSrc: string): { html: string; parts: string[]; joined: string } {
  const parts = routeStylesheetParts(manifest, routeSrc, shell);
  const joined = joinStylesheets(parts.map((file) => ({ file, text: read(file) })));
  return { html: replaceStylesheetLinks(shell, inlineStylesheet(joined, parts)), parts, joined };
}

describe('routeStylesheetParts', () => {
  it("takes the shell's stylesheets, then those of the route's static imports in the order the page linked them, never a lazy chunk's", () => {
    expect(routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell)).toEqual(['assets/index-a.css', 'assets/GC-c.css', 'assets/Card-d.css', 'assets/Badge-f.css', 'assets/Tabs-e.css']);
  });
});

describe('joinStylesheets', () => {
  it('keeps every part whole and in order', () => {
    expect(
      joinStylesheets([
        { file: 'a.css', text: '.a{color:red}\n' },
        { file: 'b.css', text: '.b{background:url(data:image/svg+xml,x)}.c{background:url("/assets/c.svg")}' },
      ]),
    ).toBe('.a{color:red}\n.b{background:url(data:image/svg+xml,x)}.c{background:url("/assets/c.svg")}\n');
  });

  it('refuses a part with @import or @charset, a relative url() or the end of a <style> element', () => {
    expect(() => joinStylesheets([{ file: 'a.css', text: '.a{}' }, { file: 'b.css', text: '@import "c.css";' }])).toThrow(/b\.css has @import/);
    expect(() => joinStylesheets([{ file: 'b.css', text: '@charset "utf-8";.b{}' }])).toThrow(/@charset/);
    expect(() => joinStylesheets([{ file: 'b.css', text: '.b{background:url( "./b.svg")}' }])).toThrow(/b\.css has a relative url\(\)/);
    expect(() => joinStylesheets([{ file: 'b.css', text: '.b::after{content:"</style>"}' }])).toThrow(/<\/style/);
  });
});

describe('a prerendered page', () => {
  it('holds its styles in one <style> where the shell linked its own, links no stylesheet, and names every part it holds as disabled', () => {
    const { html, joined } = page('src/routes/GC.tsx');
    expect(inlineStyles(html)).toEqual([joined]);
    expect(stylesheetLinks(html)).toEqual(['index-a', 'GC-c', 'Card-d', 'Badge-f', 'Tabs-e'].map((name) => ({ href: `/assets/${name}.css`, disabled: true })));
    expect(html.indexOf('<style>')).toBeGreaterThan(html.indexOf('/assets/shared-b.js'));
    expect(stylesheetProblems(html, routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell), read)).toEqual([]);
  });

  it('is refused when its styles lack a part, hold parts out of order, or a part has no disabled link', () => {
    const { html, parts, joined } = page('src/routes/GC.tsx');
    const needed = routeStylesheetParts(manifest, 'src/routes/GC.tsx', shell);
    const withStyles = (text: string) => html.replace(joined, () => text);

    expect(stylesheetProblems(withStyles(joined.replace(files['assets/Badge-f.css']!, '')), needed, read)).toEqual(['lacks the rules of assets/Badge-f.css']);
    const reversed = joinStylesheets([...parts].reverse().map((file) => ({ file, text: read(file) })));
    expect(stylesheetProblems(withStyles(reversed), needed, read)).toContain('holds assets/Card-d.css out of cascade order');
    expect(stylesheetProblems(html.replace('<link rel="stylesheet" crossorigin href="/assets/Tabs-e.css" disabled>', ''), needed, read)).toEqual([
      'has no disabled link for assets/Tabs-e.css: the client would load its rules a second time',
    ]);
  });

  it('is refused when it links a stylesheet that blocks the first paint, or has more than one <style>', () => {
    const { html } = page('src/routes/Status.tsx');
    const needed = routeStylesheetParts(manifest, 'src/routes/Status.tsx', shell);
    expect(stylesheetProblems(html.replace(' disabled>', '>'), needed, read)).toEqual(['links /assets/index-a.css: a stylesheet that blocks the first paint']);
    expect(stylesheetProblems(shell, needed, read)).toEqual(['links /assets/index-a.css: a stylesheet that blocks the first paint']);
    expect(stylesheetProblems(html.replace('</head>', '<style>.x{}</style></head>'), needed, read)).toEqual(['has 2 <style> elements, not one']);
  });
});
