import { useCallback, useState } from 'react';
import { readStored, writeStored, type StorageKey } from './storage';

/** A boolean remembered in localStorage ("1" when set), e.g. the banner's closed state. */
export function useStoredFlag(key: StorageKey): [boolean, () => void] {
  const [value, setValue] = useState(() => readStored(key) === '1');
  const set = useCallback(() => {
    writeStored(key, '1');
    setValue(true);
  }, [key]);
  return [value, set];
}
