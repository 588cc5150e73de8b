import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import * as styles from './Modal.css';
import { focusBack, keepTabInside, placeOf, tabbables } from './tabTrap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** md is 600px wide, sm 320px (spec §9); both at most 600px tall. */
  size?: 'md' | 'sm';
  /** sheet: a bottom sheet on phones (e.g. a list's filters); centred on larger screens. */
  placement?: 'center' | 'sheet';
  /** Show the close (×) button; Escape closes either way. */
  closable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal on the native <dialog>: the browser makes the page inert and closes on Escape; Tab and
 * Shift+Tab wrap inside it (keepTabInside). Focus goes back to whatever had it before the modal opened,
 * or, if that is gone meanwhile, to the nearest control still there (focusBack).
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', placement = 'center', closable = true, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const place = returnFocusTo ? placeOf(returnFocusTo) : [];
    if (!dialog.open) dialog.showModal();
    // showModal's own initial focus differs between engines; focus is inside whatever the engine did.
    if (!dialog.contains(document.activeElement)) (tabbables(dialog)[0] ?? dialog).focus();
    const listener = (event: Event) => onCancel(event);
    dialog.addEventListener('cancel', listener);
    return () => {
      dialog.removeEventListener('cancel', listener);
      if (dialog.open) dialog.close();
      focusBack(returnFocusTo, place);
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      // Escape is handled here rather than left to the dialog's cancel event, so it closes the same
      // way everywhere (DOM test environments have no cancel); preventing the default stops the
      // browser's own cancel from closing it a second time.
      onKeyDown={(event) => {
        if (event.defaultPrevented) return;
        if (keepTabInside(event)) return;
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined} aria-labelledby={titleId} aria-describedby={children ? bodyId : undefined} className={styles.dialog({ size, placement })}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <CloseButton onClose={onClose} />
        )}
      </div>
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}

/** Its own component so that a closed modal never waits for the Korean catalogue. */
function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useMessages(commonMessages);
  return (
    <Button variant="ghost" size="sm" iconOnly aria-label={t('close')} onClick={onClose}>
      <Icon name="close" size={18} />
    </Button>
  );
}
