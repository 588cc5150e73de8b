import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { compileCatalogue } from '../../scripts/icuCatalogues';
import { translator } from './messages';

const DIR = join(import.meta.dirname, 'messages');
const read = (locale: string, area: string) => JSON.parse(readFileSync(join(DIR, locale, `${area}.json`), 'utf8')) as Record<string, string>;
const areas = (locale: string) => readdirSync(join(DIR, locale)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).sort();

/** The names a message interpolates and the tags it wraps, which every language must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('has the same areas in every language', () => {
    for (const locale of LOCALES) expect(areas(locale), locale).toEqual(areas('en'));
  });

  it.each(areas('en'))('%s: every key in both languages, each a valid ICU message with the same arguments', (area) => {
    const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale, area)]));
    const keys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogues[locale] ?? {})));
    const missing = LOCALES.flatMap((locale) => [...keys].filter((key) => !(key in (catalogues[locale] ?? {}))).map((key) => `${locale}/${area}.json lacks "${key}"`));
    expect(missing).toEqual([]);
    for (const key of keys) {
      const [english, ...others] = LOCALES.map((locale) => argumentsOf(parse(catalogues[locale]?.[key] ?? '')));
      for (const other of others) expect([...(other ?? [])].sort(), `${area} "${key}"`).toEqual([...(english ?? [])].sort());
      expect(catalogues.ko?.[key]?.trim(), `${area} "${key}" is empty in Korean`).toBeTruthy();
    }
  });

  it('formats plurals and interpolation by the language', () => {
    const t = translator(compileCatalogue({ votes: '{count, plural, one {# vote} other {# votes}} by {name}', plain: 'Just text' }, 'test') as Record<'votes' | 'plain', string>, 'en');
    expect(t('plain')).toBe('Just text');
    expect(t('votes', { count: 1, name: 'A' })).toBe('1 vote by A');
    expect(t('votes', { count: 1200, name: 'A' })).toBe('1,200 votes by A');
    const ko = translator(compileCatalogue({ votes: '{name}의 {count, plural, other {#표}}' }, 'test') as Record<'votes', string>, 'ko');
    expect(ko('votes', { count: 3, name: 'A' })).toBe('A의 3표');
  });
});
