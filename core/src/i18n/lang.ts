/**
 * The languages of the server's files and their URLs. Kept apart from the texts (serverText.ts) so
 * the web links a feed in the page's language without bundling the other language's words.
 */
export const LANGS = ['en', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

/** A feed's or download's path in the language: English's has no parameter, so the URLs already shared keep working. */
export function langPath(path: string, lang: Lang): string {
  return lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** A page of the portal in the language: Korean pages live under /ko (docs/i18n.md). */
export function localePath(path: string, lang: Lang): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}
