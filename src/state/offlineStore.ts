/**
 * The offline copy of what an attendee has seen (project, registration), kept in IndexedDB so
 * a page opens on bad venue Wi-Fi even before the service worker controls it. Each copy has the
 * time it was saved beside it, for "last updated ..." when the page shows it.
 */
import { createStore, getMany, setMany } from 'idb-keyval';
import { reportStorageError } from './storageHealth';
import { IDB } from './storageKeys';

let store: ReturnType<typeof createStore> | undefined;
function offlineDb() {
  store ??= createStore(IDB.offline[0], IDB.offline[1]);
  return store;
}

/** The saved time of a copy lives beside it (older copies have none). */
const savedAtKey = (key: string) => `${key}#savedAt`;

export async function saveOffline(key: string, value: unknown, now = Date.now()): Promise<void> {
  try {
    await setMany(
      [
        [key, value],
        [savedAtKey(key), now],
      ],
      offlineDb(),
    );
  } catch (error) {
    // A full device keeps the last copy it has; the page still works online.
    reportStorageError(error);
    console.warn('Offline copy not saved', error);
  }
}

/** A value and, when it is a kept copy rather than a fresh answer, when it was stored. */
export interface Loaded<T> {
  value: T;
  /** undefined: fresh from the server. */
  storedAt?: number;
}

/**
 * Network first; on a network failure, the last copy this browser saw. `storedAtOf` tells when an
 * answer came from the service worker's cache instead of the server (that one is not saved again).
 */
export async function loadWithCopy<T>(
  key: string,
  load: () => Promise<T>,
  isNetworkError: (e: unknown) => boolean,
  storedAtOf: (value: T) => number | undefined = () => undefined,
): Promise<Loaded<T>> {
  try {
    const value = await load();
    const storedAt = storedAtOf(value);
    if (storedAt === undefined) void saveOffline(key, value);
    return { value, storedAt };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    let copy: [T | undefined, number | undefined] = [undefined, undefined];
    try {
      copy = (await getMany([key, savedAtKey(key)], offlineDb())) as [T | undefined, number | undefined];
    } catch {
      // storage blocked: no copy
    }
    if (copy[0] === undefined) throw error;
    // A copy saved before its time was kept: at least "not now".
    return { value: copy[0], storedAt: copy[1] ?? 0 };
  }
}
