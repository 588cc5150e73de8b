/**
 * The portal's languages. English keeps the spec's URLs (/Home); another language lives under its
 * prefix (/ko/Home), so each language's page is a URL of its own that the CDN caches and links
 * (hreflang) can name. The router runs with the prefix as its basename, so in-app links keep it.
 */
export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What the language choice shows, each in its own language (a reader finds their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ko: '한국어' };

const PREFIX: Record<Locale, string> = { en: '', ko: '/ko' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The router's basename for a language: '' for English. */
export function localeBasename(locale: Locale): string {
  return PREFIX[locale];
}

/** The language a URL path is in: /ko and /ko/… are Korean, anything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ko' || pathname.startsWith('/ko/') ? 'ko' : DEFAULT_LOCALE;
}

/** The path without its language prefix: /ko/GC/Detail → /GC/Detail, /ko → /. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(PREFIX[locale].length) || '/';
}

/** The same page in another language: /GC/Detail → /ko/GC/Detail, /ko/Home → /Home. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  return locale === DEFAULT_LOCALE ? bare : `${PREFIX[locale]}${bare === '/' ? '' : bare}` || '/';
}

/** The first of the browser's languages the portal speaks, or English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
