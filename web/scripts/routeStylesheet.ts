/**
 * The styles of a prerendered page (scripts/prerender.ts), inline: the HTML paints without waiting
 * for any stylesheet. Linked one per chunk, a phone fetched eight of them on /GC and eleven on
 * /Proposal/Detail behind the route's module preloads; one joined file still cost a connection and
 * a round trip before the first paint. The CSP allows exactly these <style> elements by hash
 * (core/src/http/securityHeaders.ts reads them from the build's HTML, on the CDN and locally).
 *
 * The page also names every part it holds in a `disabled` stylesheet link: a disabled link is never
 * fetched, but Vite's CSS loader finds it when a lazy chunk that needs that part is imported
 * (hydration, or a later navigation) and does not load the same rules a second time. Parts the page
 * does not hold (another route's) still load with their chunk, after the page's own styles.
 */
import { routeFirstLoad, type Manifest } from './bundleReport';

export interface StylesheetLink {
  href: string;
  disabled: boolean;
}

/** The `<link rel="stylesheet">` elements of an HTML document, in document order. */
export function stylesheetLinks(html: string): StylesheetLink[] {
  const links: StylesheetLink[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?stylesheet["'\s>]/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!href) throw new Error(`A stylesheet link without href: ${tag}`);
    links.push({ href, disabled: /\sdisabled(?:[\s=>/]|$)/i.test(tag) });
  }
  return links;
}

/**
 * The stylesheets a route's page needs, as asset paths in cascade order: the shell's (the entry's),
 * then those of the route's chunk and its static imports, as the page linked them one by one.
 */
export function routeStylesheetParts(manifest: Manifest, routeSrc: string, shellHtml: string): string[] {
  const shell = stylesheetLinks(shellHtml).map(({ href }) => href.replace(/^\//, ''));
  return [...new Set([...shell, ...routeFirstLoad(manifest, routeSrc).css])];
}

/**
 * The parts' rules in one stylesheet, in order. A part with @import or @charset cannot follow
 * another (both are only valid at a stylesheet's start), and a relative url() would resolve against
 * the page instead of assets/, so the build refuses them.
 */
export function joinStylesheets(parts: readonly { file: string; text: string }[]): string {
  for (const { file, text } of parts) {
    if (/@import\b|@charset\b/i.test(text)) throw new Error(`${file} has @import or @charset: it cannot be joined with other stylesheets`);
    const relative = /url\(\s*(?!["']?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.exec(text);
    if (relative) throw new Error(`${file} has a relative url(): inline in a page it would resolve against the page's path`);
    if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style": it would end the page's <style> element`);
  }
  return parts.map((part) => part.text.trimEnd()).join('\n') + '\n';
}

/** The head's styles: the joined rules inline, then each part they hold as a disabled link (see above). */
export function inlineStylesheet(joined: string, parts: readonly string[]): string {
  return [`<style>${joined}</style>`, ...parts.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`)].join('');
}

/** The contents of an HTML document's <style> elements, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
}

/**
 * What is wrong with a prerendered page's styles (nothing: an empty list): it must hold them in one
 * <style> element and link no stylesheet, hold every needed part whole and in the given order, and
 * name each part in a disabled link so the client's loader does not add it again.
 */
export function stylesheetProblems(html: string, needed: readonly string[], read: (file: string) => string): string[] {
  const links = stylesheetLinks(html);
  const enabled = links.filter((link) => !link.disabled);
  if (enabled.length > 0) return [`links ${enabled.map((link) => link.href).join(', ')}: a stylesheet that blocks the first paint`];
  const styles = inlineStyles(html);
  if (styles.length !== 1) return [`has ${styles.length} <style> elements, not one`];
  const joined = styles[0]!;
  const problems: string[] = [];
  const disabled = new Set(links.filter((link) => link.disabled).map((link) => link.href.replace(/^\//, '')));
  let from = 0;
  for (const file of needed) {
    const rules = read(file).trim();
    const at = joined.indexOf(rules, from);
    if (at < 0) problems.push(joined.includes(rules) ? `holds ${file} out of cascade order` : `lacks the rules of ${file}`);
    else from = at + rules.length;
    if (!disabled.has(file)) problems.push(`has no disabled link for ${file}: the client would load its rules a second time`);
  }
  return problems;
}

/** The HTML with its stylesheet links replaced by `styles`, where the first of them stood. */
export function replaceStylesheetLinks(html: string, styles: string): string {
  let placed = false;
  const replaced = html.replace(/<link\b[^>]*>\n?\s*/gi, (tag) => {
    if (!/\brel=["']?stylesheet["'\s>]/i.test(tag)) return tag;
    if (placed) return '';
    placed = true;
    return styles + (tag.match(/\n\s*$/)?.[0] ?? '');
  });
  if (!placed) throw new Error('The page has no stylesheet link to replace');
  return replaced;
}
