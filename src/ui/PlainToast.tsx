/**
 * The plain toast (spec 1 and 2 section 9: 2000 ms): one short line, no title, no action, that
 * goes by itself. Its own chunk, loaded where one is about to show.
 */
import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOAST_MS } from './toastDurations';

/** Spec: toast default 3000 ms (ToastRegion), plain toast 2000 ms (toastDurations.ts). */
export const PLAIN_TOAST_MS = TOAST_MS.plain;

export default function PlainToast({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Toast.Provider swipeDirection="down" duration={PLAIN_TOAST_MS}>
      <Toast.Root
        className="toast toast-plain"
        defaultOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        data-testid="plain-toast"
        data-kind="plain"
      >
        <Toast.Description>{children}</Toast.Description>
      </Toast.Root>
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
