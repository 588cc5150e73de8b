import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PreferencesContext, type Preferences } from '../../shared/preferences/preferencesContext';
import { STORAGE_KEYS, parseExplorer, parseTheme, readStored, writeStored, type ThemeMode } from '../../shared/preferences/storage';

function readPreferences(): Preferences {
  return { theme: parseTheme(readStored(STORAGE_KEYS.theme)), explorer: parseExplorer(readStored(STORAGE_KEYS.explorer)) };
}

/** The theme lives on <html data-theme> (set before first paint by the boot script in index.html). */
function applyTheme(theme: ThemeMode) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(readPreferences);

  useEffect(() => applyTheme(preferences.theme), [preferences.theme]);

  // Another tab saved its settings: follow them.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === STORAGE_KEYS.explorer) setPreferences(readPreferences());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback((next: Preferences) => {
    writeStored(STORAGE_KEYS.theme, next.theme);
    writeStored(STORAGE_KEYS.explorer, next.explorer);
    setPreferences(next);
  }, []);

  const api = useMemo(() => ({ ...preferences, save }), [preferences, save]);
  return <PreferencesContext value={api}>{children}</PreferencesContext>;
}
