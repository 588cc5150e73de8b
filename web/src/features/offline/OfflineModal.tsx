import { lazy, Suspense, useEffect } from 'react';
import { useLocale } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { useOnline } from './useOnline';

const loadDialog = () => import('./OfflineDialog');
const OfflineDialog = lazy(loadDialog);

/**
 * Spec §8: when the browser goes offline, "Network Error" / "Please check your network" with Refresh.
 * The dialog is its own chunk, fetched once the page is idle while there is a network (with the
 * Korean catalogue on a Korean page), so no page's first load carries it and it still shows offline.
 */
export function OfflineModal() {
  const { online, dismissed, dismiss } = useOnline();
  const locale = useLocale();
  useEffect(() => {
    const prefetch = () => {
      void loadDialog();
      if (locale === 'ko') void commonMessages.ko();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 10_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 3000);
    return () => clearTimeout(timer);
  }, [locale]);
  if (online || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDialog onClose={dismiss} />
    </Suspense>
  );
}
