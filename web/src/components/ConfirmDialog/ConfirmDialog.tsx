import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './ConfirmDialog.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop's close all come here. */
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button says so and neither button can be pressed twice. */
  busy?: boolean;
}

/**
 * Asks before an action that cannot be taken back ("Are You Sure to Disconnect?", delete, publish).
 * An alert dialog on Modal: the page is inert, focus starts on Cancel (the safe choice), Escape
 * cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const t = useMessages(commonMessages);
  const cancel = useRef<HTMLButtonElement>(null);
  // Runs after Modal's own effect (a child's effects run first), so the dialog is open and focusable.
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      closable={false}
      role="alertdialog"
      footer={
        <>
          <Button ref={cancel} variant="outline" className={styles.action} onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant="primary" className={styles.action} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
