import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIsTablet } from '../../hooks/useMediaQuery';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  children: ReactNode;
  /** Collapsed height in px on wide screens and on narrow (tablet and below) ones. */
  height: { wide: number; narrow: number };
  labels?: { more: string; less: string };
}

/**
 * Content that collapses when taller than its height, with a toggle. The height is measured as
 * rendered (fonts, images and width decide it), and again whenever it changes.
 */
export function Collapsible({ children, height, labels = { more: '... more', less: 'collapse' } }: CollapsibleProps) {
  const narrow = useIsTablet();
  const limit = narrow ? height.narrow : height.wide;
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const check = () => setTall(node.scrollHeight > limit + 1);
      check();
      const observer = new ResizeObserver(check);
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
      return () => observer.disconnect();
    },
    [limit],
  );
  return (
    <div className={styles.wrap}>
      <div
        ref={measure}
        id={id}
        className={tall && !open ? `${styles.body} ${styles.collapsed}` : styles.body}
        style={tall && !open ? { maxHeight: limit } : undefined}
      >
        {children}
      </div>
      {tall && (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? labels.less : labels.more}
        </button>
      )}
    </div>
  );
}
