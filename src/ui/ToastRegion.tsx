/**
 * Toasts (radix Toast) for the pages that show them. Kept out of the app root so the first
 * download of every other page does not carry the toast code. Default 3000 ms (spec).
 */
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';

export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <Toast.Provider swipeDirection="down" duration={3000}>
      {children}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
