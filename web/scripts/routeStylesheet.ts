/**
 * One stylesheet per prerendered page (scripts/prerender.ts): a phone fetches one render-blocking
 * file instead of one per chunk (8 to 11 on /GC and the voting pages), each of which waited for a
 * connection behind the route's module preloads.
 *
 * The page links the joined file, plus every part it holds as a `disabled` stylesheet link: a
 * disabled link is never fetched, but Vite's CSS loader finds it when a lazy chunk that needs that
 * part is imported (hydration, or a later navigation) and does not load the rules a second time.
 * Parts the page does not hold (another route's) still load with their chunk, after the joined file.
 */
import { createHash } from 'node:crypto';
import { routeFirstLoad, type Manifest } from './bundleReport';

/** Where a joined stylesheet is written: under assets/, so it is cached as immutable like every hashed file. */
export const JOINED_STYLESHEET = /^assets\/page-[A-Za-z0-9_-]{10}\.css$/;

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
 * The parts' rules in one file named by its content. A part with @import or @charset cannot be
 * appended to another (both are only valid at a stylesheet's start), so the build refuses it.
 */
export function joinStylesheets(parts: readonly { file: string; text: string }[]): { file: string; text: string } {
  for (const { file, text } of parts) {
    if (/@import\b|@charset\b/i.test(text)) throw new Error(`${file} has @import or @charset: it cannot be joined with other stylesheets`);
  }
  const text = parts.map((part) => part.text.trimEnd()).join('\n') + '\n';
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { file: `assets/page-${hash}.css`, text };
}

/** The head's stylesheet links: the joined file, then each part it holds, disabled (see above). */
export function joinedStylesheetLinks(joinedFile: string, parts: readonly string[]): string {
  return [`<link rel="stylesheet" crossorigin href="/${joinedFile}">`, ...parts.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`)].join('');
}

/**
 * What is wrong with a prerendered page's stylesheets (nothing: an empty list): it must link exactly
 * one enabled stylesheet, a joined one, holding every needed part whole and in the given order, and
 * name each part in a disabled link so the client's loader does not add it again.
 */
export function stylesheetProblems(html: string, needed: readonly string[], read: (file: string) => string): string[] {
  const links = stylesheetLinks(html);
  const enabled = links.filter((link) => !link.disabled);
  if (enabled.length !== 1) return [`links ${enabled.length} enabled stylesheets (${enabled.map((link) => link.href).join(', ')}), not one`];
  const joinedFile = enabled[0]!.href.replace(/^\//, '');
  if (!JOINED_STYLESHEET.test(joinedFile)) return [`links ${joinedFile}, which is not a joined stylesheet`];
  const joined = read(joinedFile);
  const problems: string[] = [];
  const disabled = new Set(links.filter((link) => link.disabled).map((link) => link.href.replace(/^\//, '')));
  let from = 0;
  for (const file of needed) {
    const rules = read(file).trim();
    const at = joined.indexOf(rules, from);
    if (at < 0) problems.push(joined.includes(rules) ? `${joinedFile} holds ${file} out of cascade order` : `${joinedFile} lacks the rules of ${file}`);
    else from = at + rules.length;
    if (!disabled.has(file)) problems.push(`has no disabled link for ${file}: the client would load its rules a second time`);
  }
  return problems;
}

/** The HTML with its stylesheet links replaced by `links`, where the first of them stood. */
export function replaceStylesheetLinks(html: string, links: string): string {
  let placed = false;
  const replaced = html.replace(/<link\b[^>]*>\n?\s*/gi, (tag) => {
    if (!/\brel=["']?stylesheet["'\s>]/i.test(tag)) return tag;
    if (placed) return '';
    placed = true;
    return links + (tag.match(/\n\s*$/)?.[0] ?? '');
  });
  if (!placed) throw new Error('The page has no stylesheet link to replace');
  return replaced;
}
