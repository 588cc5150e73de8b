import { SITE_NAME } from '@portal/core/feeds/atom';
import type { PagePreview } from './previews';

/**
 * A snapshot's HTML: the build's prerendered page of the route (its shell, inlined styles, preloads
 * and feed links) with the route rendered from its data inside #root, the data itself for hydration,
 * and the page's own head (title, description, canonical URL, Open Graph and Twitter card tags).
 * Nothing here executes: the data is a JSON block, which the CSP does not govern.
 */

export type SnapshotParts = {
  /** The route's prerendered page (dist/prerendered/<route>.html) of the same build and language. */
  template: string;
  /** The route's HTML rendered with the data (React's server render of #root's content). */
  body: string;
  /** The URL the page was rendered for, path and query (`/ko/Proposal/Detail?id=53`): main.tsx hydrates it only there. */
  location: string;
  /** The API answers by SWR key. */
  data: Record<string, unknown>;
  /** The id of the JSON block main.tsx reads (web/src/snapshotData.ts PAGE_DATA_ID). */
  dataId: string;
  preview: PagePreview;
  /** The hash of what the page was rendered from (snapshots/refresh.ts), kept with it. */
  hash: string;
};

/** The meta tag that carries a snapshot's hash, so the next pass knows whether its data changed. */
export const HASH_META = 'portal-snapshot';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON that cannot end the script element it sits in nor open a comment or CDATA there: every <, >
 * and & as a JSON escape (a title holding "</script>" stays a string); U+2028/9 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const OG_LOCALE = { en: 'en_US', ko: 'ko_KR' } as const;

/** The page's head: what replaces the shell's generic title and description. */
export function previewTags(preview: PagePreview, documentTitle: string, hash: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}">`;
  return [
    `<title>${escapeText(documentTitle)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeAttribute(preview.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE[preview.lang]),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
    meta('name', HASH_META, hash),
  ].join('');
}

const ROOT_OPEN = /<div id="root"([^>]*)>/;

/** The hash a snapshot was written with (its HASH_META tag), or null for a page without one. */
export function hashOfSnapshot(html: string): string | null {
  return new RegExp(`<meta name="${HASH_META}" content="([^"]*)">`).exec(html)?.[1] ?? null;
}

export function snapshotHtml(parts: SnapshotParts): string {
  const { template, body, location, data, dataId, preview, hash } = parts;
  const open = ROOT_OPEN.exec(template);
  const bodyEnd = template.lastIndexOf('</body>');
  if (!open || template.indexOf('id="root"', open.index + open[0].length) !== -1 || bodyEnd === -1) throw new Error('The template has no single <div id="root"> inside its <body>');
  // The prerendered root ends with the last </div> before </body> (prerender.ts writes it so).
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (rootEnd < open.index) throw new Error('The template\'s #root is not closed');
  if (/<script\b/i.test(body)) throw new Error(`${location} rendered an inline script: the CSP would refuse it`);
  // The route's <title> is React's to hoist in the browser; the head gets the page's own (the same text).
  const documentTitle = /<title>([^<]*)<\/title>/.exec(body)?.[1];
  const html = body.replace(/<title>[^<]*<\/title>/, '');
  const attributes = open[1]!.replace(/\sdata-prerendered="[^"]*"/, '');
  const root = `<div id="root"${attributes} data-prerendered="${escapeAttribute(location)}">${html}</div>`;
  const dataBlock = `<script type="application/json" id="${escapeAttribute(dataId)}">${jsonForScript(data)}</script>`;
  const head = previewTags(preview, documentTitle === undefined ? preview.title : unescapeText(documentTitle), hash);
  const withBody = template.slice(0, open.index) + root + dataBlock + template.slice(rootEnd + '</div>'.length);
  return withBody
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`);
}

/** React escapes text as &amp; &lt; &gt; &quot; &#x27;: the title's own text, to escape once again in the head. */
function unescapeText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
