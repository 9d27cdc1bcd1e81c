/**
 * Reminder rows per session (db/schemaReminders.ts): made or moved whenever the organiser writes
 * a project (admin/projectStore.ts) and for every project at start (the demo seed re-times its
 * sessions). A moved session moves its rows; a row whose moment is still ahead becomes pending
 * again, so a session moved to next week reminds again before its new start. A row whose moment
 * is already past when it is made is `skipped`: it was never due for anyone.
 */
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, projects, reminderJobs, type ReminderChannel } from '../db/schema.ts';
import { projectReminderOffsets, PUSH_OFFSET_MINUTES } from './offsets.ts';

export interface SessionTimes {
  id: string;
  /** Seconds since the epoch. */
  startTime: number;
}

interface Slot {
  eventId: string;
  channel: ReminderChannel;
  offsetMinutes: number;
  dueAt: Date;
}

function slotsOf(sessions: readonly SessionTimes[], offsets: readonly number[]): Slot[] {
  const channels: [ReminderChannel, readonly number[]][] = [
    ['mail', offsets],
    ['push', [PUSH_OFFSET_MINUTES]],
  ];
  return sessions.flatMap((s) =>
    channels.flatMap(([channel, list]) =>
      list.map((offsetMinutes) => ({
        eventId: s.id,
        channel,
        offsetMinutes,
        dueAt: new Date(s.startTime * 1000 - offsetMinutes * 60_000),
      })),
    ),
  );
}

/** Makes the project's rows match its sessions and offsets; `tx` is the organiser write's transaction. */
export async function scheduleProjectReminders(
  tx: Db,
  projectId: string,
  sessions: readonly SessionTimes[],
  offsets: readonly number[],
  now: Date,
): Promise<void> {
  const slots = slotsOf(
    sessions.filter((s) => Number.isFinite(s.startTime)),
    offsets,
  );
  const eventIds = sessions.map((s) => s.id);
  // Rows of sessions the project no longer has, and mail offsets it no longer uses, go.
  await tx
    .delete(reminderJobs)
    .where(
      and(
        eq(reminderJobs.projectId, projectId),
        or(
          eventIds.length ? notInArray(reminderJobs.eventId, eventIds) : undefined,
          and(
            eq(reminderJobs.channel, 'mail'),
            offsets.length ? notInArray(reminderJobs.offsetMinutes, [...offsets]) : undefined,
          ),
        ),
      ),
    );
  if (!slots.length) return;
  await tx
    .insert(reminderJobs)
    .values(
      slots.map((s) => ({ projectId, ...s, status: s.dueAt > now ? ('pending' as const) : ('skipped' as const) })),
    )
    .onConflictDoUpdate({
      target: [reminderJobs.eventId, reminderJobs.channel, reminderJobs.offsetMinutes],
      set: {
        projectId,
        dueAt: sql`excluded.due_at`,
        status: sql`case
          when ${reminderJobs.dueAt} = excluded.due_at then ${reminderJobs.status}
          when excluded.due_at > ${now.toISOString()}::timestamptz then 'pending'
          when ${reminderJobs.status} = 'pending' then 'skipped'
          else ${reminderJobs.status} end`,
        doneAt: sql`case when ${reminderJobs.dueAt} = excluded.due_at then ${reminderJobs.doneAt} else null end`,
        cursor: sql`case when ${reminderJobs.dueAt} = excluded.due_at then ${reminderJobs.cursor} else null end`,
        recipients: sql`case when ${reminderJobs.dueAt} = excluded.due_at then ${reminderJobs.recipients} else null
          end`,
      },
    });
}

/** Every project's rows, from what the database holds (start-up, after the seed). */
export async function scheduleAllReminders(db: Db, serverOffsets: readonly number[], now: Date): Promise<void> {
  const projectRows = await db.select({ id: projects.id, doc: projects.doc }).from(projects);
  const eventRows = await db.select({ id: events.id, projectId: events.projectId, doc: events.doc }).from(events);
  for (const project of projectRows) {
    const sessions = eventRows
      .filter((e) => e.projectId === project.id)
      .map((e) => ({ id: e.id, startTime: Number(e.doc.startTime) }));
    await db.transaction(async (tx) => {
      await scheduleProjectReminders(tx, project.id, sessions, projectReminderOffsets(project.doc, serverOffsets), now);
    });
  }
}
