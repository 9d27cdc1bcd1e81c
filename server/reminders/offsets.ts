/**
 * When reminders go out: minutes before a session's start. The server's default comes from
 * REMINDER_OFFSETS (`1440,60`: a day and an hour before; read in config.ts); a project overrides it with
 * `reminderOffsets` in its organiser document (`[]` switches reminder mails off). The push
 * "starts in 10 minutes" is separate (PUSH_OFFSET_MINUTES) and goes only to subscribed browsers.
 */
export const PUSH_OFFSET_MINUTES = 10;
/** After a downtime, a reminder whose moment passed longer ago than this is dropped, not sent late. */
export const LATE_LIMIT_MS = 15 * 60_000;
/** The organiser document's limits: up to five offsets, at most MAX_OFFSET_MINUTES (config.ts) before the start. */
export const MAX_OFFSETS = 5;

/** The project's offsets: its own `reminderOffsets` when it sets them, else the server's. */
export function projectReminderOffsets(doc: Record<string, unknown>, serverDefault: readonly number[]): number[] {
  const own = doc.reminderOffsets;
  if (Array.isArray(own) && own.every((n) => typeof n === 'number' && n > 0)) return [...new Set(own as number[])];
  return [...serverDefault];
}
