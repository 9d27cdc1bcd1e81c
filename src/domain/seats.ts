import { ONLINE, ON_SITE, type Attendance } from './attendance';

/** On-site seats (spec 1 section 4): remaining = expected on-site viewers minus current ones. */
export function seatsRemaining(expectedOnSiteViewers: number | undefined, onSiteViewers: number): number {
  if (!expectedOnSiteViewers || expectedOnSiteViewers <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, expectedOnSiteViewers - onSiteViewers);
}

/** With no seat left, on-site attendance is not offered and the choice falls back to online (0). */
export function attendanceAfterSeatCheck(wanted: Attendance, remaining: number, alreadyOnSite = false): Attendance {
  if (wanted !== ON_SITE) return ONLINE;
  return remaining > 0 || alreadyOnSite ? ON_SITE : ONLINE;
}
