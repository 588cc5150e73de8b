import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale, preferredLocale } from './locale';

describe('language in the URL', () => {
  it('reads Korean from the /ko prefix only', () => {
    expect(localeOfPath('/ko/Home')).toBe('ko');
    expect(localeOfPath('/ko')).toBe('ko');
    expect(localeOfPath('/korea')).toBe('en');
    expect(localeOfPath('/Home')).toBe('en');
  });

  it('moves a page between languages and back', () => {
    expect(pathInLocale('/GC/Detail', 'ko')).toBe('/ko/GC/Detail');
    expect(pathInLocale('/ko/GC/Detail', 'en')).toBe('/GC/Detail');
    expect(pathInLocale('/ko/GC/Detail', 'ko')).toBe('/ko/GC/Detail');
    expect(pathInLocale('/', 'ko')).toBe('/ko');
    expect(pathWithoutLocale('/ko')).toBe('/');
  });

  it("follows the browser's first language the portal speaks", () => {
    expect(preferredLocale(['ko-KR', 'en-US'])).toBe('ko');
    expect(preferredLocale(['fr-FR', 'ko'])).toBe('ko');
    expect(preferredLocale(['fr-FR'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});
