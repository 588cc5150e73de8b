import { describe, expect, it } from 'vitest';
import { languageBootScript } from './languageBoot';
import { localeOfPath, pathInLocale, preferredLocale } from './locale';

/** Runs the boot script against a page at `url` and answers where it sends the reader, or the lang it set. */
function boot(url: string, stored: string | null, languages: string[]): { replaced?: string; lang?: string } {
  const { pathname, search, hash } = new URL(url, 'https://portal.test');
  const result: { replaced?: string; lang?: string } = {};
  const fakeLocation = { pathname, search, hash, replace: (to: string) => (result.replaced = to) };
  const fakeStorage = { getItem: (key: string) => (key === 'portal:language' ? stored : null) };
  const fakeDocument = { documentElement: { set lang(value: string) { result.lang = value; } } };
  new Function('location', 'localStorage', 'navigator', 'document', languageBootScript)(fakeLocation, fakeStorage, { languages }, fakeDocument);
  return result;
}

describe('the language boot script', () => {
  it('follows a saved choice both ways, keeping the query', () => {
    expect(boot('/Proposal/Detail?id=5', 'ko', ['en-US'])).toEqual({ replaced: '/ko/Proposal/Detail?id=5' });
    expect(boot('/ko/GC/Detail?id=2#votes', 'en', ['ko-KR'])).toEqual({ replaced: '/GC/Detail?id=2#votes' });
    expect(boot('/ko/Home', 'ko', ['en'])).toEqual({ lang: 'ko' });
  });

  it('without a choice, sends a Korean browser to Korean and keeps an explicit Korean URL', () => {
    expect(boot('/Home', null, ['ko-KR', 'en'])).toEqual({ replaced: '/ko/Home' });
    expect(boot('/', null, ['ko'])).toEqual({ replaced: '/ko' });
    expect(boot('/Home', null, ['en-GB', 'ko'])).toEqual({ lang: 'en' });
    expect(boot('/ko/Home', null, ['en-US'])).toEqual({ lang: 'ko' });
  });

  it('agrees with locale.ts', () => {
    for (const path of ['/Home', '/ko/Home', '/ko', '/GC/Detail']) {
      const { replaced } = boot(path, 'ko', []);
      expect(replaced ?? path).toBe(pathInLocale(path, 'ko'));
      expect(localeOfPath(replaced ?? path)).toBe('ko');
    }
    expect(preferredLocale(['ko-KR'])).toBe('ko');
  });
});
