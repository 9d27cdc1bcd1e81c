/**
 * What boot (main.tsx) starts after the first paint: the service-worker registration,
 * and the offline outbox when it holds something (a registration kept offline on an earlier
 * visit, or settled by the worker meanwhile): its code (state/outboxSync, with every command's
 * schema for the replay) loads only then (issue 47), and replays whenever we come back online.
 */
import { OUTBOX_CHANGED_MESSAGE } from '../domain/outboxKeys';
import { outboxSync } from '../state/outboxCode';
import { outboxInUse } from '../state/outboxSignals';
import { registerServiceWorker } from './registerServiceWorker';

export function startPwa(): void {
  registerServiceWorker();
  void outboxInUse().then((inUse) => inUse && outboxSync().then((outbox) => outbox.startOutbox()));
  // The worker settled items this page never loaded the outbox for (queued by another tab).
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type !== OUTBOX_CHANGED_MESSAGE) return;
    void outboxSync().then((outbox) => {
      if (outbox.startOutbox()) outbox.outboxChanged();
    });
  });
}
