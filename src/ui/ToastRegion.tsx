/**
 * Toasts (radix Toast) for the pages that show them. Kept out of the app root so the first
 * download of every other page does not carry the toast code. Default 3000 ms (spec, toastDurations.ts).
 */
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOAST_MS } from './toastDurations';

export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <Toast.Provider swipeDirection="down" duration={TOAST_MS.default}>
      {children}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
