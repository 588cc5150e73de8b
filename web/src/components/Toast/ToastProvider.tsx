import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Toast.css';
import { TOAST_DURATION_MS, ToastContext, type ToastKind } from './toastContext';

interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

const ICONS: Record<ToastKind, IconName> = { info: 'info', confirm: 'check', warning: 'warning', error: 'warning' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((message: string, kind: ToastKind = 'info') => {
    const id = ++nextId.current;
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, kind }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      {/* Always in the DOM so screen readers pick up additions. */}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
            <Icon name={ICONS[toast.kind]} size={18} />
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
