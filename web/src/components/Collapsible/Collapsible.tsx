import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIsTablet } from '../../hooks/useMediaQuery';
import * as styles from './Collapsible.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export interface CollapsibleProps {
  children: ReactNode;
  /** Collapsed height in px: one for every width, or one on wide screens and one on narrow (tablet and below). */
  height: number | { wide: number; narrow: number };
  labels?: { more: string; less: string };
  /** The feed's cards sit closer to their toggle and fade sooner than a page section. */
  density?: 'regular' | 'compact';
  /** The toggle is disabled and focus does not open the text (e.g. a card being edited). */
  disabled?: boolean;
}

/**
 * Content that collapses when taller than its height, with a toggle. The height is measured as
 * rendered (fonts, images and width decide it), and again whenever it changes. Keyboard focus that
 * lands inside collapsed text opens it.
 */
export function Collapsible({ children, height, labels, density = 'regular', disabled = false }: CollapsibleProps) {
  const t = useMessages(commonMessages);
  const narrow = useIsTablet();
  const limit = typeof height === 'number' ? height : narrow ? height.narrow : height.wide;
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
  const collapsed = tall && !open;
  return (
    <div className={styles.wrap({ density })}>
      <div
        ref={measure}
        id={id}
        className={collapsed ? `${styles.body} ${styles.collapsed({ density })}` : styles.body}
        style={collapsed ? { maxHeight: limit } : undefined}
        // A link under the fold that the keyboard reaches would be focused out of sight: open the text.
        onFocus={(event) => collapsed && !disabled && event.target.matches(':focus-visible') && setOpen(true)}
      >
        {children}
      </div>
      {tall && (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} disabled={disabled}>
          {open ? (labels?.less ?? t('collapsible.less')) : (labels?.more ?? t('collapsible.more'))}
        </button>
      )}
    </div>
  );
}
