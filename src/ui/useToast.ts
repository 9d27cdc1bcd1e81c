/**
 * The state of one confirmation toast (Toast.tsx draws it); kept apart so a page holds no radix code until a toast
 * shows.
 */
import { lazy, useCallback, useState, type ReactNode } from 'react';
import type { ToastKind } from './toastDurations';

/** `kind` sets how long it stays (toastDurations.ts): `plain` for a one-line confirmation. */
export interface ToastMessage {
  id: number;
  text: ReactNode;
  kind: ToastKind;
}

export function useToast() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const show = useCallback(
    (text: ReactNode, kind: ToastKind = 'default') => setMessage({ id: Date.now() + Math.random(), text, kind }),
    [],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/** The toast itself, loaded the first time one shows. */
export const LazyToast = lazy(() => import('./Toast'));
