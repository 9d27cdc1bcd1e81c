/**
 * A scan at the door (issue 49): the verdict from the device's list at once, online or not (green,
 * amber, red; sound and vibration), and for a welcome the check-in as a command (the command
 * table's `checkIn`): sent now, or kept in the outbox under its Idempotency-Key and sent once when
 * the network is back. The server's answer teaches the device what other doors did.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckInAnswer, DoorEntry } from '../../contract/checkIn';
import { checkValueOf, readCheckInCode, scanVerdict, type ScanVerdict } from '../../domain/checkIn';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import type { KeptDoor } from './doorStore';
import { signal } from './feedback';
import type { Lesson } from './useDoorList';

export interface ScanResult {
  /** Counts the scans: the result's element changes with each (screen readers hear each). */
  id: number;
  verdict: ScanVerdict;
}

interface Options {
  projectId: string;
  eventId: string;
  door: KeptDoor | undefined;
  learn(lesson: Lesson): void;
}

type Body = { door: string; code?: string; check?: string; scannedAt: number };

export function useDoorScans({ projectId, eventId, door, learn }: Options) {
  const [result, setResult] = useState<ScanResult | null>(null);
  const scans = useRef(0);
  const byCheck = useMemo(() => new Map(door?.list.entries.map((e) => [e.check, e]) ?? []), [door?.list]);

  /** Check values of the codes scanned in this visit: a sync's hundreds of answers are learnt in one render. */
  const checks = useRef(new Map<string, string>());
  const answered = useCallback(
    async (body: Body, answer: CheckInAnswer) => {
      const code = body.code ?? '';
      const check = body.check ?? checks.current.get(code) ?? (await checkValueOf(code));
      const kept = { at: answer.at, door: answer.door };
      if (answer.result === 'already') learn({ check, checkedIn: kept, twice: kept });
      else if (answer.replaced) learn({ check, checkedIn: kept, twice: answer.replaced });
      else learn({ check, checkedIn: kept });
    },
    [learn],
  );

  const { send, queued } = useCommand('checkIn', {
    onSent: (outcome, item) => void answered(item.call.body as Body, outcome.answer),
    // A refusal (revoked token, a ticket cancelled since the list was read): the list's next reading tells.
    onRefused: () => {},
    adopt: (item) => item.call.params?.projectID === projectId,
  });

  // A check-in on its way waits too: on a Wi-Fi that hangs, its request may take up to 20 s to fail
  // into the outbox, and the door must not say all is sent meanwhile.
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const sendingNow = useCallback(
    (id: string, on: boolean) =>
      setSending((ids) => {
        const next = new Set(ids);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const checkIn = useCallback(
    (entry: DoorEntry, body: Body) => {
      const here = { at: body.scannedAt, door: door?.list.door.name ?? '' };
      learn({ check: entry.check, checkedIn: here, mine: body.scannedAt });
      const item = newOutboxItem({ kind: 'checkIn', params: { projectID: projectId }, body }, eventId);
      sendingNow(item.id, true);
      void send(item)
        .then((sent) => {
          if (sent.status === 'sent') void answered(body, sent.answer);
        })
        .finally(() => sendingNow(item.id, false));
    },
    [door, projectId, eventId, learn, send, answered, sendingNow],
  );
  const waiting = new Set([...queued.map((item) => item.id), ...sending]).size;

  const show = useCallback((verdict: ScanVerdict) => {
    scans.current += 1;
    setResult({ id: scans.current, verdict });
  }, []);
  // Sound and vibration once the verdict is on screen: starting the audio the first time takes a
  // moment that must not hold the verdict back.
  useEffect(() => {
    if (result) signal(result.verdict.colour);
  }, [result]);

  /** A scanned text (camera, scanner or typed): the verdict, and the check-in of a welcome. */
  const scan = useCallback(
    async (text: string) => {
      if (!door) return;
      const code = readCheckInCode(text);
      const check = code ? await checkValueOf(code) : undefined;
      if (code && check) checks.current.set(code, check);
      const entry = check ? byCheck.get(check) : undefined;
      const verdict = scanVerdict(code, entry, check ? door.local[check] : undefined);
      show(verdict);
      if (verdict.colour === 'green' && code) checkIn(verdict.entry, { door: door.token, code, scannedAt: Date.now() });
    },
    [door, byCheck, show, checkIn],
  );

  /** Someone found by name (staff saw who it is): the same verdict, checked in by the entry's check value. */
  const admit = useCallback(
    (entry: DoorEntry) => {
      if (!door) return;
      const verdict = scanVerdict(entry.check, entry, door.local[entry.check]);
      show(verdict);
      if (verdict.colour === 'green') checkIn(entry, { door: door.token, check: entry.check, scannedAt: Date.now() });
    },
    [door, show, checkIn],
  );

  /** A walk-up registered here: welcome on a seat, else red (registered online: no seat was free). */
  const welcome = useCallback(
    (entry: DoorEntry) => show(entry.onSite ? { colour: 'green', entry } : { colour: 'red', reason: 'online', entry }),
    [show],
  );

  return { result, scan, admit, welcome, waiting };
}
