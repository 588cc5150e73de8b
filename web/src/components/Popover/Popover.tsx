import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import * as styles from './Popover.css';

export interface PopoverProps {
  open: boolean;
  /** Called on Escape and on a click outside the panel and its trigger. */
  onClose: () => void;
  /** The trigger: focus returns to it when the popover closes by keyboard. */
  triggerRef: RefObject<HTMLElement | null>;
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A non-modal dialog anchored under its trigger (the trigger and the panel share a `Popover.css anchor`
 * wrapper). Focus moves into the panel on open.
 */
export function Popover({ open, onClose, triggerRef, id, label, children, className }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent((returnFocus: boolean) => {
    onClose();
    if (returnFocus) triggerRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // A radio group is entered at its checked option; otherwise the first control.
    const first =
      panel?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      panel?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
    first?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel?.contains(target) || triggerRef.current?.contains(target)) return;
      close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    panel?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      panel?.removeEventListener('keydown', onKeyDown);
    };
  }, [open, triggerRef]);

  if (!open) return null;
  return (
    <div ref={panelRef} id={id} role="dialog" aria-label={label} className={className ? `${styles.panel} ${className}` : styles.panel}>
      {children}
    </div>
  );
}
