/** The state of one confirmation toast (Toast.tsx draws it); kept apart so a page holds no radix code until a toast shows. */
import { lazy, useCallback, useState, type ReactNode } from 'react';

export interface ToastMessage { id: number; text: ReactNode }

export function useToast() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const show = useCallback((text: ReactNode) => setMessage({ id: Date.now() + Math.random(), text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/** The toast itself, loaded the first time one shows. */
export const LazyToast = lazy(() => import('./Toast'));
