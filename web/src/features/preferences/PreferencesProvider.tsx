import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PreferencesContext, type Preferences } from '../../shared/preferences/preferencesContext';
import { DEFAULT_EXPLORER, STORAGE_KEYS, parseExplorer, parseTheme, readStored, writeStored, type ThemeMode } from '../../shared/preferences/storage';

const readTheme = () => parseTheme(readStored(STORAGE_KEYS.theme));
const readExplorer = () => parseExplorer(readStored(STORAGE_KEYS.explorer));

/**
 * The explorer is written into the page (the address chips' links and labels), so a page rendered on
 * the server (a snapshot with its data) is hydrated with the server's choice, then shows the reader's:
 * read in the first render, the stored choice made links React keeps as the server wrote them.
 * (The theme lives on <html>, set by the boot script before the first paint; nothing rendered reads it.)
 */
const explorerListeners = new Set<() => void>();
function subscribeExplorer(listener: () => void): () => void {
  explorerListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    explorerListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The theme lives on <html data-theme> (set before first paint by the boot script in index.html). */
function applyTheme(theme: ThemeMode) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState(readTheme);
  const explorer = useSyncExternalStore(subscribeExplorer, readExplorer, () => DEFAULT_EXPLORER);

  useEffect(() => applyTheme(theme), [theme]);

  // Another tab saved its theme: follow it (the explorer follows through its subscription).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) setTheme(readTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback((next: Preferences) => {
    writeStored(STORAGE_KEYS.theme, next.theme);
    writeStored(STORAGE_KEYS.explorer, next.explorer);
    setTheme(next.theme);
    for (const listener of explorerListeners) listener();
  }, []);

  const api = useMemo(() => ({ theme, explorer, save }), [theme, explorer, save]);
  return <PreferencesContext value={api}>{children}</PreferencesContext>;
}
