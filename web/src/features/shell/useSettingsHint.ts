import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '../../shared/preferences/storage';

/** Spec admin §9: the one-time settings tooltip stays 5 s. */
export const SETTINGS_HINT_MS = 5000;
export const SETTINGS_HINT_TEXT = 'You can set up the default explorer and color theme here';

/** True for the first 5 s of the first visit; the has-shown flag is stored as soon as it shows. */
export function useSettingsHint(): boolean {
  const [open, setOpen] = useState(() => readStored(STORAGE_KEYS.settingTooltipShown) !== '1');
  useEffect(() => {
    if (!open) return;
    writeStored(STORAGE_KEYS.settingTooltipShown, '1');
    const timer = setTimeout(() => setOpen(false), SETTINGS_HINT_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return open;
}
