/**
 * Attendance of a registration, the spec's `on_site_viewer`: 0 online, 1 on site. Forms, the
 * server's bodies, stored records and the outbox hand it over as 1/0, '1'/'0' or true/false;
 * these helpers are the one place that reads it.
 */
export type Attendance = 0 | 1;
export const ONLINE: Attendance = 0;
export const ON_SITE: Attendance = 1;

/** 1, '1' or true is on site; anything else that was given is online; `undefined` when absent. */
export function readAttendance(value: unknown): Attendance | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return value === 1 || value === true || value === '1' ? ON_SITE : ONLINE;
}

/** Absent counts as online. */
export function attendanceOf(value: unknown): Attendance {
  return readAttendance(value) ?? ONLINE;
}

export function isOnSite(value: unknown): boolean {
  return readAttendance(value) === ON_SITE;
}
