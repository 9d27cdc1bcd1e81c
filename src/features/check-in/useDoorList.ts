/**
 * The door's list (issue 49): what the device kept opens at once (online or not), then the
 * server's newer reading replaces it, again when the network comes back, and every FALLBACK_MS
 * while the doors' stream is open (useDoorFeed.ts brings other doors' check-ins within moments;
 * the reading adds new registrations and cancellations), every REFRESH_MS while it is not (a proxy
 * that holds streams back). A 401 means the organiser revoked the token: the list is dropped from
 * the device at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInApi } from '../../api/checkIn';
import { ApiError } from '../../api/http';
import type { DoorEntry } from '../../contract/checkIn';
import { type CheckInLesson, earlier } from '../../domain/checkIn';
import { dropDoor, keepDoor, type KeptDoor, readDoor } from './doorStore';

export const REFRESH_MS = 10_000;
export const FALLBACK_MS = 60_000;
const WRITE_MS = 250;

export type DoorState =
  | { status: 'loading' }
  | { status: 'no-list' }
  /** Opened without a door token: only the organiser's door link opens the list. */
  | { status: 'no-token' }
  | { status: 'revoked' }
  | { status: 'ready'; door: KeptDoor; fresh: boolean };

/** What a scan, its answer or the doors' stream taught: the ticket's earliest check-in, and another door's scan. */
export type Lesson = CheckInLesson;

/** `live`: the doors' stream is open, and the list is read again only as a fallback. */
export function useDoorList(projectId: string, token: string, live = false) {
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

  const reading = useRef<Promise<void> | undefined>(undefined);
  const read = useCallback(async () => {
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
  /** Reads the list again; a call while a reading runs shares it. */
  const refresh = useCallback(() => {
    reading.current ??= read().finally(() => {
      reading.current = undefined;
    });
    return reading.current;
  }, [read]);

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
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
    };
  }, [projectId, token, refresh]);

  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => navigator.onLine && void refresh(), live ? FALLBACK_MS : REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, live, refresh]);

  /** Keeps what scans, their answers or the doors' stream taught this device. */
  const learn = useCallback(
    (lessons: Lesson | readonly Lesson[]) => {
      const door = kept.current;
      if (!door) return;
      const local = { ...door.local };
      const mine = { ...door.mine };
      const twice = { ...door.twice };
      for (const lesson of Array.isArray(lessons) ? lessons : [lessons as Lesson]) {
        const { check } = lesson;
        const checkedIn = earlier(local[check], lesson.checkedIn);
        if (checkedIn) local[check] = checkedIn;
        if (lesson.mine !== undefined) mine[check] = lesson.mine;
        if (lesson.twice) twice[check] = lesson.twice;
      }
      remember({ ...door, local, mine, twice }, true);
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
