/** Session timing (spec 2 section 4): upcoming, live or ended, from start seconds and duration. */
export type SessionStatus = 'upcoming' | 'live' | 'ended';

export interface TimedEvent {
  startTime: number;
  durationInMinutes: number;
}

export function eventEndSeconds(event: TimedEvent): number {
  return event.startTime + event.durationInMinutes * 60;
}

export function sessionStatus(event: TimedEvent, nowSeconds: number): SessionStatus {
  if (eventEndSeconds(event) <= nowSeconds) return 'ended';
  if (event.startTime <= nowSeconds) return 'live';
  return 'upcoming';
}

/** The span of a whole project: from the first start to the last end (the calendar entry rule). */
export function projectSpan(events: readonly TimedEvent[]): { start: number; end: number } | undefined {
  if (!events.length) return undefined;
  const start = Math.min(...events.map((e) => e.startTime));
  const end = Math.max(...events.map(eventEndSeconds));
  return { start, end };
}

let heldAt: number | null = null;
let renderedAt: number | null = null;

/**
 * A server-rendered page hydrates at the second the server rendered it (issue 33): its first
 * render in the browser shows the same countdown and session state, then the clock runs
 * (app/serverRendered.ts releases it with `null` once hydrated).
 */
export function holdClock(seconds: number | null): void {
  heldAt = seconds;
  if (seconds !== null) renderedAt = seconds;
}

/**
 * The second the server rendered at, for a part hydrating later than the page (a lazy chunk
 * arriving after the clock was released): hooks/useNow.ts starts from it while hydrating.
 */
export function renderedSeconds(): number {
  return renderedAt ?? nowSeconds();
}

/**
 * Whether the clock holds a server-rendered page's second (hydrating): a moment stamped now would be on the server's
 * clock.
 */
export function clockHeld(): boolean {
  return heldAt !== null;
}

export function nowSeconds(): number {
  return heldAt ?? Math.floor(Date.now() / 1000);
}
