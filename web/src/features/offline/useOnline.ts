import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, live; a dismissal (Escape) lasts until the connection comes back and drops again. */
export function useOnline() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const onOnline = () => setDismissed(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  const dismiss = useCallback(() => setDismissed(true), []);
  return { online, dismissed, dismiss };
}
