import { useCallback, useId, useState, type ReactNode } from 'react';
import { COLLAPSE_HEIGHT_PX } from './activityText';
import * as styles from './Activity.css';

/**
 * Content that collapses when taller than 100 px, with a "... more" / "collapse" toggle. The height
 * is measured as rendered (fonts, images and width decide it), and again when it changes. Keyboard
 * focus inside collapsed text opens it.
 */
export function CollapsibleContent({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => setTall(node.scrollHeight > COLLAPSE_HEIGHT_PX + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const collapsed = tall && !open;
  return (
    <div className={styles.collapsible}>
      <div
        ref={measure}
        id={id}
        className={styles.collapsibleBody({ collapsed })}
        // A link under the fold that the keyboard reaches would be focused out of sight: open the text.
        onFocus={(event) => collapsed && !disabled && event.target.matches(':focus-visible') && setOpen(true)}
      >
        {children}
      </div>
      {tall && (
        <button type="button" className={styles.moreButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} disabled={disabled}>
          {open ? 'collapse' : '... more'}
        </button>
      )}
    </div>
  );
}
