import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeBootScript } from '../../features/preferences/themeBoot';
import { STORAGE_KEYS, parseExplorer, parseTheme, readStored, writeStored } from './storage';

afterEach(() => vi.unstubAllGlobals());

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('stored preferences', () => {
  it('default to dark and finder, and ignore unknown values', () => {
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('LIGHT')).toBe('dark');
    expect(parseExplorer(undefined)).toBe('finder');
    expect(parseExplorer('scope')).toBe('scope');
    expect(parseExplorer('other')).toBe('finder');
  });

  it('survive a storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(readStored(STORAGE_KEYS.theme)).toBeNull();
    expect(() => writeStored(STORAGE_KEYS.theme, 'light')).not.toThrow();
  });

  it('round-trip through localStorage', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    writeStored(STORAGE_KEYS.explorer, 'scope');
    expect(storage.data.get('portal:explorer')).toBe('scope');
    expect(readStored(STORAGE_KEYS.explorer)).toBe('scope');
  });
});

describe('themeBootScript', () => {
  function run(stored: Record<string, string>) {
    const attributes = new Map<string, string>();
    const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value), style: { colorScheme: '' } };
    vi.stubGlobal('localStorage', fakeStorage(stored));
    vi.stubGlobal('document', { documentElement });
    new Function(themeBootScript)();
    return { theme: attributes.get('data-theme'), colorScheme: documentElement.style.colorScheme };
  }

  it('puts the stored theme on <html> before the app loads, dark by default', () => {
    expect(run({})).toEqual({ theme: 'dark', colorScheme: 'dark' });
    expect(run({ 'portal:theme': 'light' })).toEqual({ theme: 'light', colorScheme: 'light' });
    expect(run({ 'portal:theme': 'sepia' })).toEqual({ theme: 'dark', colorScheme: 'dark' });
  });
});
