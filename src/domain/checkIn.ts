/**
 * The door's rules (issue 49), pure and shared by the door page and the server: reading a scanned
 * code, its check value (what the door's list holds instead of the code, so a lost door device
 * cannot print tickets), and the verdict of a scan from the list and this door's own check-ins.
 */
import { CHECK_IN_CODE, type CheckedIn, type DoorCheckIn, type DoorEntry } from '../contract/checkIn';

/**
 * How the ticket's QR code is drawn (the `qrcode` package's options): the page's SVG, the mail's
 * PNG and the tests draw the same symbol. Medium error correction survives a cracked screen; the
 * quiet zone of 4 modules is the standard's, which door scanners need on a busy background.
 */
export const TICKET_QR = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The code in a scanned text (a scanner may add spaces or a line end), or undefined when it is none. */
export function readCheckInCode(text: string): string | undefined {
  const code = text.trim();
  return CHECK_IN_CODE.test(code) ? code : undefined;
}

/** The ticket part of a well-formed code (the server looks the registration up by it). */
export function ticketOf(code: string): { ticket: string; signature: string } | undefined {
  const match = CHECK_IN_CODE.exec(code);
  return match ? { ticket: match[1]!, signature: match[2]! } : undefined;
}

const base64url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** 22 base64url characters (132 bits) of the code's SHA-256: the list's key for a ticket. */
export async function checkValueOf(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return base64url(new Uint8Array(digest)).slice(0, 22);
}

export type RedReason = 'unreadable' | 'unknown' | 'unregistered' | 'online';

/**
 * green: welcome; amber: already checked in (when, at which door); red: not a ticket of this
 * event, unregistered, or an online registration (the door may let them in when a seat is free).
 */
export type ScanVerdict =
  | { colour: 'green'; entry: DoorEntry }
  | { colour: 'amber'; entry: DoorEntry; checkedIn: CheckedIn }
  | { colour: 'red'; reason: RedReason; entry?: DoorEntry };

/**
 * The verdict of a scan: `entry` is the list's entry of the code's check value (undefined: none),
 * `local` the earliest check-in this device knows of for it (its own or another door's).
 */
export function scanVerdict(code: string | undefined, entry: DoorEntry | undefined, local?: CheckedIn): ScanVerdict {
  if (!code) return { colour: 'red', reason: 'unreadable' };
  if (!entry) return { colour: 'red', reason: 'unknown' };
  if (entry.unregistered) return { colour: 'red', reason: 'unregistered', entry };
  if (!entry.onSite) return { colour: 'red', reason: 'online', entry };
  const earliest = earlier(entry.checkedIn ?? undefined, local);
  return earliest ? { colour: 'amber', entry, checkedIn: earliest } : { colour: 'green', entry };
}

/** The earlier of two check-ins (the server keeps the earliest of a ticket). */
export function earlier(a: CheckedIn | undefined, b: CheckedIn | undefined): CheckedIn | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.at < a.at ? b : a;
}

/** A ticket this door checked in that another door scanned too: both doors show it once they know. */
export interface DoorConflict {
  check: string;
  name: string;
  /** When this door scanned it. */
  here: number;
  /** The other door's scan. */
  other: CheckedIn;
}

/**
 * The conflicts this door knows of: its own check-ins (`mine`) where the ticket's kept check-in
 * (the list's or a local one) is another door's, or where the server told of another door's
 * later scan that this one replaced (`twice`).
 */
export function doorConflicts(
  entries: readonly DoorEntry[],
  doorName: string,
  mine: Readonly<Record<string, number>>,
  local: Readonly<Record<string, CheckedIn>>,
  twice: Readonly<Record<string, CheckedIn>>,
): DoorConflict[] {
  const out: DoorConflict[] = [];
  for (const entry of entries) {
    const here = mine[entry.check];
    if (here === undefined) continue;
    const kept = earlier(entry.checkedIn ?? undefined, local[entry.check]);
    const elsewhere = kept && !(kept.door === doorName && kept.at === here) ? kept : undefined;
    const other = twice[entry.check] ?? elsewhere;
    if (other) out.push({ check: entry.check, name: entry.name, here, other });
  }
  return out;
}

/** What the device learns of a ticket: its earliest check-in known, and another door's scan of one it checked in. */
export interface CheckInLesson {
  check: string;
  checkedIn?: CheckedIn;
  /** This door's own scan (when), to tell a conflict by. */
  mine?: number;
  twice?: CheckedIn;
}

/**
 * What check-ins pushed on the doors' stream teach a door with this list and these scans of its
 * own (`mine`): each is the ticket's kept check-in; one later than this door's own scan of the
 * ticket is another door's scan, kept until this door's arrives: both doors show the conflict (an
 * earlier one is the kept check-in, which doorConflicts finds itself); one kept from this door's
 * scan that carries another door's `later` scan is that conflict told the other way round (the later
 * door heard of it in its answer). `unknown`: a ticket the
 * list does not hold (a walk-up registered at another door): the list is to be read again.
 */
export function pushedLessons(
  entries: readonly DoorEntry[],
  mine: Readonly<Record<string, number>>,
  checkIns: readonly DoorCheckIn[],
): { lessons: CheckInLesson[]; unknown: boolean } {
  const known = new Set(entries.map((entry) => entry.check));
  const lessons: CheckInLesson[] = [];
  let unknown = false;
  for (const { check, at, door, later } of checkIns) {
    if (!known.has(check)) unknown = true;
    const here = mine[check];
    // Another door's scan kept after ours (ours replaces it when it arrives), or ours kept and the row
    // carrying another door's later scan.
    let twice: CheckedIn | undefined;
    if (here !== undefined && at > here) twice = { at, door };
    else if (here === at) twice = later;
    lessons.push({ check, checkedIn: { at, door }, ...(twice ? { twice } : {}) });
  }
  return { lessons, unknown };
}
