/**
 * "Last updated 5 minutes ago": how old a kept copy is, in the largest whole unit that fits, for
 * Intl.RelativeTimeFormat. Relative rather than a clock time: on site people think "how stale",
 * and the exact time is in the title attribute.
 */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function ageParts(storedAt: number, now: number): { value: number; unit: AgeUnit } {
  const age = Math.max(0, now - storedAt); // a clock set back makes no "in 5 minutes"
  if (age < MINUTE) return { value: Math.floor(age / SECOND), unit: 'second' };
  if (age < HOUR) return { value: Math.floor(age / MINUTE), unit: 'minute' };
  if (age < DAY) return { value: Math.floor(age / HOUR), unit: 'hour' };
  return { value: Math.floor(age / DAY), unit: 'day' };
}

/** The phrase in the visitor's language (`tag` an Intl tag), e.g. "5 minutes ago", "vor 5 Minuten". */
export function formatAge(storedAt: number, now: number, tag: string): string {
  const { value, unit } = ageParts(storedAt, now);
  if (unit === 'second' && value < 10) return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second');
  return new Intl.RelativeTimeFormat(tag, { numeric: 'always' }).format(-value, unit);
}

/** How often a page showing a kept copy tries the network again, steadily. */
export const STALE_RETRY_MS = 30_000;
const FIRST_RETRY_AFTER_ONLINE_MS = 1_000;

/**
 * The wait before the next try to replace a kept copy. `sinceOnline` counts the tries since the
 * browser last said it is back online (null: no such event yet). The `online` event can come
 * before requests get through (the service worker still offline for a moment, venue Wi-Fi still
 * joining), so after it the page tries again soon, 1, 2, 4, 8, 16 s, before the steady 30 s.
 */
export function staleRetryDelay(sinceOnline: number | null): number {
  if (sinceOnline === null) return STALE_RETRY_MS;
  return Math.min(STALE_RETRY_MS, FIRST_RETRY_AFTER_ONLINE_MS * 2 ** sinceOnline);
}
