/**
 * The outbox's own code (IndexedDB, the replay with every command's schema) is a chunk of its own
 * (issue 47): every page reaches it through these two loaders, so no page carries it before a
 * write is made or the outbox holds something. Apart from outboxSignals.ts, which outboxSync.ts
 * imports: a loader there would make the two import each other.
 */
export const outboxStore = () => import('./outbox');
export const outboxSync = () => import('./outboxSync');
