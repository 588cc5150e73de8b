import { createContext, useContext } from 'react';

/** Spec admin §2.3: toasts auto-dismiss after 3 s; states info, error, confirm, warning. */
export const TOAST_DURATION_MS = 3000;
export type ToastKind = 'info' | 'error' | 'confirm' | 'warning';

export interface ToastApi {
  show: (message: string, kind?: ToastKind) => void;
}

export const ToastContext = createContext<ToastApi>({ show: () => {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
