import type { ReactNode } from 'react';
import { anchor } from './Popover.css';

/** The box a Popover and its trigger sit in: the panel is placed against it. */
export function PopoverAnchor({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${anchor} ${className}` : anchor}>{children}</div>;
}
