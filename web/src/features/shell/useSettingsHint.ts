import { useEffect, useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '../../shared/preferences/storage';

/** Spec admin §9: the one-time settings tooltip stays 5 s. */
export const SETTINGS_HINT_MS = 5000;

/** Whether the hint had been shown before this page loaded (read once: showing it stores the flag). */
let shownBefore: boolean | undefined;
const shownBeforeThisLoad = () => (shownBefore ??= readStored(STORAGE_KEYS.settingTooltipShown) === '1');
const noSubscription = () => () => {};

/**
 * True for the first 5 s of the first visit; the has-shown flag is stored as soon as it shows. A
 * prerendered page carries it closed, so hydration starts closed and the hint opens just after.
 */
export function useSettingsHint(): boolean {
  const shown = useSyncExternalStore(noSubscription, shownBeforeThisLoad, () => true);
  const [expired, setExpired] = useState(false);
  const open = !shown && !expired;
  useEffect(() => {
    if (!open) return;
    writeStored(STORAGE_KEYS.settingTooltipShown, '1');
    const timer = setTimeout(() => setExpired(true), SETTINGS_HINT_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return open;
}
