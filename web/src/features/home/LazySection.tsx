import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface LazySectionProps {
  /** Rendered (and so its code fetched) once the placeholder comes within 300 px of the viewport. */
  children: ReactNode;
  /** Reserved height, so the page does not jump when the section arrives. */
  minHeight: number;
  /** The section's name in data-lazy-section, for tests and tools (not shown). */
  name: string;
}

/** Home's three lazy sections: nothing is loaded until the visitor scrolls near them. */
export function LazySection({ children, minHeight, name }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} style={{ minHeight }} data-lazy-section={name} data-loaded={visible}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
