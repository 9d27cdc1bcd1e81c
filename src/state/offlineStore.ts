/**
 * The offline copy of what an attendee has seen (project, registration), kept in IndexedDB so
 * a page opens on bad venue Wi-Fi even before the service worker controls it.
 */
import { createStore, get, set } from 'idb-keyval';
import { IDB } from './storageKeys';

let store: ReturnType<typeof createStore> | undefined;
function offlineDb() {
  store ??= createStore(IDB.offline[0], IDB.offline[1]);
  return store;
}

export async function saveOffline(key: string, value: unknown): Promise<void> {
  try {
    await set(key, value, offlineDb());
  } catch (error) {
    console.warn('Offline copy not saved', error);
  }
}

export async function readOffline<T>(key: string): Promise<T | undefined> {
  try {
    return (await get(key, offlineDb())) as T | undefined;
  } catch {
    return undefined;
  }
}

/** Network first; on a network failure, the last copy this browser saw. */
export async function withOfflineCopy<T>(key: string, load: () => Promise<T>, isNetworkError: (e: unknown) => boolean): Promise<T> {
  try {
    const value = await load();
    void saveOffline(key, value);
    return value;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const copy = await readOffline<T>(key);
    if (copy === undefined) throw error;
    return copy;
  }
}
