/**
 * The outbox's IndexedDB store (IDB.outbox), one connection per page or worker. Free of DOM
 * types and of the page's state: the service worker imports it through state/outbox.ts.
 */
import { createStore, keys } from 'idb-keyval';
import { IDB } from './storageKeys';

let db: ReturnType<typeof createStore> | undefined;
export function outboxDb() {
  db ??= createStore(IDB.outbox[0], IDB.outbox[1]);
  return db;
}

/** Whether the outbox holds a request or an outcome; false where storage is blocked (nothing kept). */
export async function outboxInUse(): Promise<boolean> {
  try {
    return (await keys(outboxDb())).length > 0;
  } catch {
    return false;
  }
}
