/**
 * Messages by area, in ICU MessageFormat (plurals, selects, interpolation), formatted by FormatJS's
 * intl-messageformat. Each area is a pair of catalogues, messages/en/<area>.json and
 * messages/ko/<area>.json, with the same keys (messages.test.ts names any missing one). The English
 * catalogue is imported by the feature that uses it, so it travels in that feature's chunk; the
 * Korean one is loaded only when the page is Korean, so no page carries the other language.
 * Importing a catalogue compiles it (scripts/icuCatalogues.ts): the browser never parses a message.
 */
import { IntlMessageFormat, type PrimitiveType, type FormatXMLElementFn } from 'intl-messageformat';
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** A catalogue entry once imported (scripts/icuCatalogues.ts): plain text, or the parsed ICU message. */
type Compiled = ConstructorParameters<typeof IntlMessageFormat>[0];

export interface MessageArea<K extends string> {
  readonly en: Readonly<Record<K, Compiled>>;
  /** Loads the Korean catalogue once; the promise is kept so every component shares it. */
  readonly ko: () => Promise<Readonly<Record<K, Compiled>>>;
}

/**
 * One area's catalogues: the English object (imported statically) and a loader of the Korean one
 * (a dynamic import, so it is its own chunk). TypeScript checks the Korean catalogue has every key.
 */
export function defineMessages<M extends Record<string, string>>(
  en: M,
  loadKo: () => Promise<{ default: { [K in keyof M]: string } }>,
): MessageArea<keyof M & string> {
  let korean: Promise<Readonly<Record<keyof M & string, Compiled>>> | undefined;
  return {
    en: en as Readonly<Record<keyof M & string, Compiled>>,
    ko: () => (korean ??= loadKo().then((module) => module.default)),
  };
}

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode>>;

export interface Translate<K extends string> {
  /** The message as text, e.g. for aria-label, title, placeholder or a toast. */
  (key: K, values?: MessageValues): string;
  /** The message with elements inside, e.g. `{ link: (chunks) => <a href="…">{chunks}</a> }`. */
  rich: (key: K, values: RichValues) => ReactNode;
}

const formatters = new WeakMap<object, Map<string, IntlMessageFormat>>();

function formatter(catalogue: object, key: string, message: Compiled, locale: Locale): IntlMessageFormat {
  let byKey = formatters.get(catalogue);
  if (!byKey) formatters.set(catalogue, (byKey = new Map()));
  let cached = byKey.get(key);
  if (!cached) byKey.set(key, (cached = new IntlMessageFormat(message, locale)));
  return cached;
}

/** Formats one catalogue's messages; exported for text made outside React (document titles, feeds). */
export function translator<K extends string>(catalogue: Readonly<Record<K, Compiled>>, locale: Locale): Translate<K> {
  const format = (key: K, values?: RichValues) => {
    const message = catalogue[key];
    // A key the catalogue lacks is a build error (typed keys) and a test failure; never show blank.
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    return formatter(catalogue, key, message, locale).format(values);
  };
  const t = ((key: K, values?: MessageValues) => String(format(key, values))) as Translate<K>;
  t.rich = (key, values) => {
    const parts = format(key, values);
    return Array.isArray(parts) ? parts.map((part, index) => <RichPart key={index}>{part as ReactNode}</RichPart>) : (parts as ReactNode);
  };
  return t;
}

function RichPart({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * The area's messages in the page's language. On a Korean page the first use suspends until the
 * Korean catalogue has arrived (the route's Suspense shows its fallback, or a prerendered page stays
 * painted), so a page never shows a mixture of languages.
 */
export function useMessages<K extends string>(area: MessageArea<K>): Translate<K> {
  const locale = useLocale();
  const catalogue = locale === 'ko' ? use(area.ko()) : area.en;
  return useMemo(() => translator(catalogue, locale), [catalogue, locale]);
}
