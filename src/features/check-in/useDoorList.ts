/**
 * The door's list (issue 49): what the device kept opens at once (online or not), then the
 * server's newer reading replaces it, again every REFRESH_MS and when the network comes back, so
 * other doors' check-ins arrive within seconds while online. A 401 means the organiser revoked
 * the token: the list is dropped from the device at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInApi } from '../../api/checkIn';
import { ApiError } from '../../api/http';
import type { DoorEntry } from '../../contract/checkIn';
import { earlier } from '../../domain/checkIn';
import { dropDoor, keepDoor, type KeptDoor, readDoor } from './doorStore';

export const REFRESH_MS = 10_000;
const WRITE_MS = 250;

export type DoorState =
  | { status: 'loading' }
  | { status: 'no-list' }
  /** Opened without a door token: only the organiser's door link opens the list. */
  | { status: 'no-token' }
  | { status: 'revoked' }
  | { status: 'ready'; door: KeptDoor; fresh: boolean };

/** What a scan's answer taught: the ticket's earliest check-in, and another door's scan of a ticket checked in here. */
export interface Lesson {
  check: string;
  checkedIn?: { at: number; door: string };
  mine?: number;
  twice?: { at: number; door: string };
}

export function useDoorList(projectId: string, token: string) {
  const [state, setState] = useState<DoorState>({ status: token ? 'loading' : 'no-token' });
  const kept = useRef<KeptDoor | undefined>(undefined);
  const fresh = useRef(false);

  // Written to storage at most every WRITE_MS: a door syncing 600 check-ins would otherwise write
  // its whole list 600 times. Flushed when the page goes away.
  const writing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(writing.current);
    writing.current = undefined;
    if (kept.current) void keepDoor(projectId, kept.current);
  }, [projectId]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** `soon`: a scan's lesson, written with the next ones; a new list or entry is written at once. */
  const remember = useCallback(
    (door: KeptDoor, soon = false) => {
      kept.current = door;
      setState({ status: 'ready', door, fresh: fresh.current });
      if (soon) writing.current ??= setTimeout(flush, WRITE_MS);
      else flush();
    },
    [flush],
  );

  const refresh = useCallback(async () => {
    try {
      const list = await checkInApi.doorList(projectId, token);
      const before = kept.current;
      // A local check-in the list now carries (or an earlier one) needs no local copy.
      const local = { ...(before?.local ?? {}) };
      for (const entry of list.entries) {
        const known = local[entry.check];
        if (entry.checkedIn && known && entry.checkedIn.at <= known.at) delete local[entry.check];
      }
      fresh.current = true;
      remember({ token, list, local, mine: before?.mine ?? {}, twice: before?.twice ?? {} });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        kept.current = undefined;
        await dropDoor(projectId);
        setState({ status: 'revoked' });
      } else if (!kept.current) {
        setState({ status: 'no-list' });
      }
    }
  }, [projectId, token, remember]);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    void readDoor(projectId, Date.now()).then((door) => {
      if (stopped) return;
      // A list kept for another door token is this device's old door: the new link reads its own.
      if (door && door.token === token) {
        kept.current = door;
        setState({ status: 'ready', door, fresh: false });
      }
      void refresh();
    });
    const timer = setInterval(() => navigator.onLine && void refresh(), REFRESH_MS);
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [projectId, token, refresh]);

  /** Keeps what a scan or its answer taught this device. */
  const learn = useCallback(
    (lesson: Lesson) => {
      const door = kept.current;
      if (!door) return;
      const { check } = lesson;
      const checkedIn = earlier(door.local[check], lesson.checkedIn);
      remember(
        {
          ...door,
          local: checkedIn ? { ...door.local, [check]: checkedIn } : door.local,
          mine: lesson.mine !== undefined ? { ...door.mine, [check]: lesson.mine } : door.mine,
          twice: lesson.twice ? { ...door.twice, [check]: lesson.twice } : door.twice,
        },
        true,
      );
    },
    [remember],
  );

  /** A walk-up registered here: on the list at once (the server's next reading carries it too). */
  const addEntry = useCallback(
    (entry: DoorEntry) => {
      const door = kept.current;
      if (!door) return;
      const entries = [...door.list.entries.filter((e) => e.check !== entry.check), entry];
      const mine = entry.checkedIn ? { ...door.mine, [entry.check]: entry.checkedIn.at } : door.mine;
      remember({ ...door, list: { ...door.list, entries }, mine });
    },
    [remember],
  );

  return { state, learn, refresh, addEntry };
}
