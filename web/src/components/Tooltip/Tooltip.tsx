import { useId, useState, type ReactElement, type ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** Render-prop child receives the id to put in its aria-describedby. */
  children: (describedBy: string | undefined) => ReactElement;
  /** Controlled visibility (e.g. the one-time settings hint). */
  open?: boolean;
  /** Show on hover and focus too (default true). */
  interactive?: boolean;
  /** below (default) the trigger, or at its start (left), centred on it: a header control's hint that must not cover the page title below. */
  placement?: 'below' | 'start';
}

/** A tooltip shown on hover and keyboard focus (and when `open`), described to assistive technology. */
export function Tooltip({ content, children, open = false, interactive = true, placement = 'below' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const visible = open || (interactive && hovered);
  return (
    <span
      className={styles.wrapper}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(event) => event.key === 'Escape' && setHovered(false)}
    >
      {children(visible ? id : undefined)}
      {visible && (
        <span role="tooltip" id={id} className={placement === 'start' ? `${styles.bubble} ${styles.start}` : styles.bubble}>
          {content}
        </span>
      )}
    </span>
  );
}
