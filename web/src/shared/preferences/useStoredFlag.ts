import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored, type StorageKey } from './storage';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A boolean remembered in localStorage ("1" when set), e.g. the banner's closed state. A page
 * prerendered at build time was rendered with it unset, so hydration reads it unset too and the
 * stored value follows at once (reading it during hydration would not match the HTML).
 */
export function useStoredFlag(key: StorageKey): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(key) === '1',
    () => false,
  );
  const set = useCallback(() => {
    writeStored(key, '1');
    for (const listener of listeners) listener();
  }, [key]);
  return [value, set];
}
