/**
 * The attendance page's side of the offline outbox: a change made without a network is kept
 * (with its Idempotency-Key) and sent when the connection returns, when the app next opens, or by
 * the service worker; it survives a reload, so the page shows it as waiting. A new choice
 * replaces the waiting one; choosing the current attendance again just withdraws it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attendance } from '../../domain/attendance';
import { attendanceItem, type AttendanceChange, type AttendanceItem, type AttendanceSentOutcome } from '../../domain/outbox';
import { clearOutcome, listPending, readAnyOutcome, remove } from '../../state/outbox';
import { queueRequest, recount, useOutboxRetry, useOutboxVersion } from '../../state/outboxSync';

async function waitingChange(registrationId: string): Promise<AttendanceItem | null> {
  try {
    const mine = (await listPending()).filter((item): item is AttendanceItem => item.kind === 'attendance' && item.body._id === registrationId);
    return mine.at(-1) ?? null;
  } catch {
    return null; // storage blocked: the page works online only
  }
}

export function useAttendanceOutbox(registrationId: string, onSent: (outcome: AttendanceSentOutcome) => void) {
  const [queued, setQueued] = useState<{ id: string; wanted: Attendance } | null>(null);
  const version = useOutboxVersion();
  const sent = useRef(onSent);
  sent.current = onSent;

  // A change an earlier visit left waiting.
  useEffect(() => {
    let cancelled = false;
    void waitingChange(registrationId).then((item) => {
      if (!cancelled && item) setQueued((current) => current ?? { id: item.id, wanted: item.body.on_site_viewer });
    });
    return () => { cancelled = true; };
  }, [registrationId]);

  useEffect(() => {
    if (!queued) return;
    let cancelled = false;
    void readAnyOutcome(queued.id).then((outcome) => {
      if (cancelled || !outcome) return;
      setQueued(null);
      // A refusal stays for the header to tell (in the visitor's language); a success is ours.
      if (outcome.ok && outcome.kind === 'attendance') {
        void clearOutcome(outcome.id).catch(() => {});
        sent.current(outcome);
      }
    }, () => {});
    return () => { cancelled = true; };
  }, [queued, version]);

  useOutboxRetry(Boolean(queued));

  const withdraw = useCallback(async () => {
    if (!queued) return;
    await remove(queued.id).catch(() => {});
    setQueued(null);
    void recount();
  }, [queued]);

  /** Keeps `body` under `key` (the key its first, failed send used); throws when storage is full. */
  const queue = useCallback(async (key: string, body: AttendanceChange) => {
    if (queued) await remove(queued.id).catch(() => {});
    await queueRequest(attendanceItem(key, body, Date.now()));
    setQueued({ id: key, wanted: body.on_site_viewer });
  }, [queued]);

  return { queued, queue, withdraw };
}
