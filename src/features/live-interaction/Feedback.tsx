/**
 * Feedback after a question, vote or quiz answer: shown for 5 s (spec 2 sections 4 and 9), as a
 * toast in the web-app look and as a polite status line beside the form elsewhere. Never moves focus.
 */
import { Toast } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FEEDBACK_MS } from '../../domain/poll';
import { ToastRegion } from '../../ui/ToastRegion';

export interface FeedbackMessage {
  /** A new id shows the message again, even with the same text. */
  id: number;
  text: ReactNode;
  tone?: 'success' | 'error' | 'info';
}

export function useFeedback() {
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return {
    message,
    show: (text: ReactNode, tone: FeedbackMessage['tone'] = 'success') =>
      setMessage({ id: Date.now() + Math.random(), text, tone }),
    clear: () => setMessage(null),
  };
}

export function Feedback({
  message,
  pwaUser,
  onClose,
}: {
  message: FeedbackMessage | null;
  pwaUser: boolean;
  onClose: () => void;
}) {
  if (pwaUser) {
    return (
      <ToastRegion>
        <Toast.Root
          key={message?.id}
          className="toast"
          open={Boolean(message)}
          duration={FEEDBACK_MS}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        >
          <Toast.Title>{message?.text}</Toast.Title>
        </Toast.Root>
      </ToastRegion>
    );
  }
  // Always in the page, so screen readers hear what is put into it.
  return (
    <p
      className={`interaction-feedback${message ? ` interaction-feedback-${message.tone ?? 'success'}` : ''}`}
      role="status"
    >
      {message?.text}
    </p>
  );
}
