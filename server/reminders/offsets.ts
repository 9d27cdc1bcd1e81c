/**
 * When reminders go out: minutes before a session's start. The server's default comes from
 * REMINDER_OFFSETS (`1440,60`: a day and an hour before); a project overrides it with
 * `reminderOffsets` in its organiser document (`[]` switches reminder mails off). The push
 * "starts in 10 minutes" is separate (PUSH_OFFSET_MINUTES) and goes only to subscribed browsers.
 */
export const DEFAULT_REMINDER_OFFSETS = [1440, 60];
export const PUSH_OFFSET_MINUTES = 10;
/** After a downtime, a reminder whose moment passed longer ago than this is dropped, not sent late. */
export const LATE_LIMIT_MS = 15 * 60_000;
/** The organiser document's limits: up to five offsets, at most 30 days before the start. */
export const MAX_OFFSETS = 5;
export const MAX_OFFSET_MINUTES = 30 * 24 * 60;

/**
 * `1440,60` → [1440, 60]. Fractions are allowed (tests shorten the offsets to seconds); an empty
 * value or `off` switches reminder mails off; anything else unreadable is a start-up error.
 */
export function reminderOffsetsFromEnv(raw: string | undefined): number[] {
  if (raw === undefined) return DEFAULT_REMINDER_OFFSETS;
  const value = raw.trim();
  if (value === '' || value === 'off' || value === '0') return [];
  const offsets = value.split(',').map((part) => Number(part.trim()));
  if (offsets.some((n) => !Number.isFinite(n) || n <= 0 || n > MAX_OFFSET_MINUTES)) {
    throw new Error(`REMINDER_OFFSETS must be minutes before the start, e.g. 1440,60 (got "${raw}")`);
  }
  return [...new Set(offsets)];
}

/** The project's offsets: its own `reminderOffsets` when it sets them, else the server's. */
export function projectReminderOffsets(doc: Record<string, unknown>, serverDefault: readonly number[]): number[] {
  const own = doc.reminderOffsets;
  if (Array.isArray(own) && own.every((n) => typeof n === 'number' && n > 0)) return [...new Set(own as number[])];
  return [...serverDefault];
}
