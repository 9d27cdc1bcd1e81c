/**
 * The outbox's own code (IndexedDB, the replay with every command's schema) is a chunk of its own
 * (issue 47): every page reaches it through these two loaders, so no page carries it before a
 * write is made or the outbox holds something. Apart from outboxSignals.ts, which outboxSync.ts
 * imports: a loader there would make the two import each other.
 */
export const outboxStore = () => import('./outbox');
export const outboxSync = () => import('./outboxSync');

/**
 * Loads the outbox's code ahead of a write: a live page's panels write the moment a push shows
 * them (a poll, a quiz), and that moment must not wait for a download. Offline before the chunk
 * was cached: the first write tries again.
 */
export function loadOutboxCode(): void {
  void outboxSync().catch(() => {});
}
