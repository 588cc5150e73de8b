import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A new route starts at the top of the page (query-only changes, like tab switches, do not move). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
