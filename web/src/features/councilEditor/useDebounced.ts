import { useEffect, useState } from 'react';

/** §5/§9: link inputs are judged 400 ms after the last keystroke. */
export const LINK_DEBOUNCE_MS = 400;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number = LINK_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
