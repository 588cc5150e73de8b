import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true once the page is live. A snapshot's HTML paints its
 * buttons before any script runs; one whose handler only exists after hydration is disabled until
 * then, so an early click waits instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
