import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The `top` of a sticky column beside a long feed: below the header when the column fits the
 * viewport; when it is taller, negative, so the column scrolls with the page until its bottom is in
 * view and then holds there (a plain `top` would hide its lower part for good). Follows the
 * column's height (rankings load, the period changes) and the window's.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>, below: number, gap: number): number {
  const [top, setTop] = useState(below);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setTop(Math.min(below, window.innerHeight - element.offsetHeight - gap));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, below, gap]);
  return top;
}
