import { createContext, useContext } from 'react';
import { DEFAULT_EXPLORER, DEFAULT_THEME, type ExplorerType, type ThemeMode } from './storage';

export interface Preferences {
  theme: ThemeMode;
  explorer: ExplorerType;
}

export interface PreferencesApi extends Preferences {
  save: (next: Preferences) => void;
}

export const PreferencesContext = createContext<PreferencesApi>({
  theme: DEFAULT_THEME,
  explorer: DEFAULT_EXPLORER,
  save: () => {},
});

export function usePreferences(): PreferencesApi {
  return useContext(PreferencesContext);
}
