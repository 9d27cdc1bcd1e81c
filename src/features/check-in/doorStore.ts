/**
 * What a door device keeps (issue 49), in this browser's IndexedDB only: the event's check-in
 * list as last read, with its door token, and the check-ins this device knows of beyond the list
 * (its own scans until the list carries them). Dropped when the token is revoked (401) or the
 * event has ended (the list's keepUntil).
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { CheckedIn, DoorList } from '../../contract/checkIn';
import { reportStorageError } from '../../state/storageHealth';
import { IDB } from '../../state/storageKeys';

export interface KeptDoor {
  token: string;
  list: DoorList;
  /** Check value -> the earliest check-in this device knows of beyond the list (its own, the server's answers). */
  local: Record<string, CheckedIn>;
  /** Check value -> when this door checked it in: a later check-in elsewhere than here is a conflict to show. */
  mine: Record<string, number>;
  /** Check value -> another door's scan of a ticket this door also checked in (told by the server's answers). */
  twice: Record<string, CheckedIn>;
}

let store: ReturnType<typeof createStore> | undefined;
const doorDb = () => (store ??= createStore(IDB.door[0], IDB.door[1]));

export async function readDoor(projectId: string, now: number): Promise<KeptDoor | undefined> {
  try {
    const kept = await get<KeptDoor>(projectId, doorDb());
    if (kept && kept.list.keepUntil < now) {
      await dropDoor(projectId);
      return undefined;
    }
    return kept;
  } catch {
    return undefined; // storage blocked: the page works online only
  }
}

export async function keepDoor(projectId: string, door: KeptDoor): Promise<void> {
  try {
    await set(projectId, door, doorDb());
  } catch (error) {
    reportStorageError(error);
  }
}

export async function dropDoor(projectId: string): Promise<void> {
  try {
    await del(projectId, doorDb());
  } catch {
    /* nothing kept */
  }
}
