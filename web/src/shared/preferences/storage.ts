/**
 * Everything the portal keeps in localStorage (spec §3 "Stored preferences"). The keys are part of the
 * product's contract with returning browsers and with the browser tests: change them only with a migration.
 */
export const STORAGE_KEYS = {
  theme: 'portal:theme',
  explorer: 'portal:explorer',
  /** The language chosen in the settings (en, ko); without it the browser's language decides. */
  language: 'portal:language',
  settingTooltipShown: 'portal:settingTooltipShown',
  bannerClosed: 'portal:bannerClosed',
  /** The wallet kind connected last (spec §3 "login wallet"), so a returning browser reconnects it. */
  loginWallet: 'portal:loginWallet',
  /** The mobile app has no provider to ask again: its account is kept (admin §4.1). */
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const THEMES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeMode = 'dark';

export const EXPLORERS = ['finder', 'scope'] as const;
export type ExplorerType = (typeof EXPLORERS)[number];
export const DEFAULT_EXPLORER: ExplorerType = 'finder';

export function parseTheme(raw: string | null | undefined): ThemeMode {
  return raw === 'light' ? 'light' : DEFAULT_THEME;
}

export function parseExplorer(raw: string | null | undefined): ExplorerType {
  return raw === 'scope' ? 'scope' : DEFAULT_EXPLORER;
}

/** Storage can throw (privacy mode, quota, disabled cookies): the portal then simply forgets. */
export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
