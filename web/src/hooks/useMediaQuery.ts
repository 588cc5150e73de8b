import { useCallback, useSyncExternalStore } from 'react';
import { media } from '../styles/breakpoints';

/** Whether a media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsTablet = () => useMediaQuery(media.tablet);
export const useIsMobile = () => useMediaQuery(media.mobile);
export const usePrefersReducedMotion = () => useMediaQuery(media.reducedMotion);
