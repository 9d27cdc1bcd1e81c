/** Session timing (spec 2 section 4): upcoming, live or ended, from start seconds and duration. */
export type SessionStatus = 'upcoming' | 'live' | 'ended';

export interface TimedEvent { startTime: number; durationInMinutes: number }

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

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
