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
