/**
 * Other doors' check-ins, live (issue 49): while online the door page keeps the doors' stream open
 * (api/checkIn.ts doorStream), starting after the list's cursor, so a ticket checked in at another
 * door is amber here within moments. Each check-in is a lesson for the device's list
 * (domain/checkIn.ts pushedLessons, useDoorList.ts learn). A check-in of a ticket the list does not
 * hold (a walk-up registered at another door) has the list read again. Before each reconnect the list
 * is read again too (a revoked token answers 401 there); back online, the stream reopens at once.
 */
import { useEffect, useRef, useState } from 'react';
import { checkInApi } from '../../api/checkIn';
import type { EventStream } from '../../api/eventStream';
import { pushedLessons } from '../../domain/checkIn';
import type { KeptDoor } from './doorStore';
import type { Lesson } from './useDoorList';

interface Options {
  projectId: string;
  token: string;
  door: KeptDoor | undefined;
  learn(lessons: readonly Lesson[]): void;
  refresh(): Promise<void>;
}

/** Keeps the stream open while the door's list is there; answers whether it is open now. */
export function useDoorFeed({ projectId, token, door, learn, refresh }: Options): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef({ door, learn, refresh });
  latest.current = { door, learn, refresh };
  const ready = door !== undefined;

  useEffect(() => {
    if (!ready || !token) return;
    let stream: EventStream | undefined;
    let status = 'connecting';
    const open = () => {
      stream?.close();
      stream = checkInApi.doorStream(projectId, token, {
        since: latest.current.door?.list.cursor,
        onCheckIns: (checkIns) => {
          const current = latest.current.door;
          if (!current) return;
          const { lessons, unknown } = pushedLessons(current.list.entries, current.mine, checkIns);
          latest.current.learn(lessons);
          if (unknown) void latest.current.refresh();
        },
        onStatus: (next) => {
          status = next;
          setLive(next === 'open');
        },
        beforeReconnect: () => latest.current.refresh(),
      });
    };
    open();
    // The stream's own reconnect waits out its backoff (up to half a minute): back online, at once.
    const online = () => status !== 'open' && open();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      stream?.close();
      setLive(false);
    };
  }, [projectId, token, ready]);

  return live;
}
