/**
 * One confirmation toast (radix Toast in the ToastRegion): `useToast()` (useToast.ts) gives `show(text)`, and
 * `<ToastOutlet>` renders the current one. A new `show` replays the toast even with the same text.
 * Pages that confirm after an action load this with the action (React.lazy), not with the page.
 */
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { ToastRegion } from './ToastRegion';

export default function ToastOutlet({ message, onClose, duration = 5000 }: { message: { id: number; text: ReactNode } | null; onClose: () => void; duration?: number }) {
  return (
    <ToastRegion>
      <RadixToast.Root key={message?.id} className="toast" open={Boolean(message)} duration={duration}
        onOpenChange={(open) => { if (!open) onClose(); }}>
        <RadixToast.Title>{message?.text}</RadixToast.Title>
      </RadixToast.Root>
    </ToastRegion>
  );
}
