/**
 * While one of the page's own requests waits in the outbox, the page tries to send it again
 * every OUTBOX_RETRY_MS. The browser's `online` event only comes after it was offline: a send
 * that failed on venue Wi-Fi that stayed "connected" would otherwise wait for the next start.
 */
import { useEffect } from 'react';
import { replayNow } from './outboxSync';

export const OUTBOX_RETRY_MS = 30_000;

export function useOutboxRetry(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void replayNow(), OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
