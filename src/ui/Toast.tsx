/**
 * One confirmation toast (radix Toast in the ToastRegion): `useToast()` (useToast.ts) gives `show(text, kind)`, and
 * `<ToastOutlet>` renders the current one. A new `show` replays the toast even with the same text.
 * Its time is its kind's (toastDurations.ts): a plain one-line confirmation 2000 ms, else 3000 ms.
 * Pages that confirm after an action load this with the action (React.lazy), not with the page.
 */
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOAST_MS, type ToastKind } from './toastDurations';
import { ToastRegion } from './ToastRegion';

export default function ToastOutlet({
  message,
  onClose,
}: {
  message: { id: number; text: ReactNode; kind: ToastKind } | null;
  onClose: () => void;
}) {
  const kind = message?.kind ?? 'default';
  // A plain toast is one line without a title: its text is the description.
  const Text = kind === 'plain' ? RadixToast.Description : RadixToast.Title;
  return (
    <ToastRegion>
      <RadixToast.Root
        key={message?.id}
        className={kind === 'plain' ? 'toast toast-plain' : 'toast'}
        open={Boolean(message)}
        duration={TOAST_MS[kind]}
        data-kind={kind}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <Text>{message?.text}</Text>
      </RadixToast.Root>
    </ToastRegion>
  );
}
