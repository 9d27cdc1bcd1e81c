/**
 * What an organiser's project write (admin/projectStore.ts) means for registrants, inside its
 * transaction and before the new rows are written (so the old ones can be compared): the
 * reminder rows follow the sessions (reminders/schedule.ts), and when a session's time or name,
 * or the event's title, changed, every active registration of such a session gets one update mail
 * whose invite replaces its calendar entry (same UID, SEQUENCE raised, METHOD:REQUEST).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, registrations } from '../db/schema.ts';
import type { BaseDeps } from '../baseDeps.ts';
import { calendarUpdateMail } from '../mail/calendarText.ts';
import { mailWritten } from '../mail/outbox.ts';
import { projectReminderOffsets } from '../reminders/offsets.ts';
import { scheduleProjectReminders } from '../reminders/schedule.ts';
import { formatFullStart, safeTimeZone } from '../lib/formatTime.ts';
import { loadProject } from '../db/projects.ts';
import { inviteIcs, organizerOf } from '../mail/invite.ts';
import { entryOf, mailedLinks, nextCalendarSequence, type ProjectShape } from './registrationEntry.ts';

/** The organiser document as written: the top-level doc and its events with `_id`. */
export interface WrittenProject extends Record<string, unknown> {
  _id: string;
  events: ({ _id: string; startTime: number; durationInMinutes: number; name: string } & Record<string, unknown>)[];
}

const CHUNK = 500;
const timing = (doc: Record<string, unknown>) => `${doc.startTime}|${doc.durationInMinutes}|${doc.name}`;
const titleOf = (doc: Record<string, unknown>) => `${doc.eventTitle}|${doc.calendarTitle ?? ''}`;

/** The hook admin/projectStore.ts calls once per write, in its transaction. */
export function organiserWriteHook(deps: Pick<BaseDeps, 'config' | 'afterCommit'>) {
  return async (tx: Db, written: WrittenProject, now: Date): Promise<void> => {
    const { _id: id, events, ...doc } = written;
    const after: ProjectShape = { id, doc, events: events.map(({ _id, ...e }) => ({ id: _id, doc: e })) };
    const before = await loadProject(tx, id);
    if (before) {
      const mailed = await mailUpdates(tx, before, after, deps.config.mailFrom, now);
      if (mailed) mailWritten(deps);
    }
    await scheduleProjectReminders(
      tx,
      id,
      events.map((e) => ({ id: e._id, startTime: e.startTime })),
      projectReminderOffsets(doc, deps.config.reminderOffsets),
      now,
    );
  };
}

async function mailUpdates(
  tx: Db,
  before: ProjectShape,
  after: ProjectShape,
  from: string,
  now: Date,
): Promise<number> {
  const old = new Map(before.events.map((e) => [e.id, timing(e.doc)]));
  const changed = after.events.filter((e) => old.has(e.id) && old.get(e.id) !== timing(e.doc));
  const retitled = titleOf(before.doc) !== titleOf(after.doc);
  if (!changed.length && !retitled) return 0;
  const changedIds = (retitled ? after.events : changed).map((e) => e.id);
  const regs = await tx
    .select({
      id: registrations.id,
      email: registrations.email,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      timeZone: registrations.timeZone,
      selectedEvents: registrations.selectedEvents,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.projectId, after.id),
        eq(registrations.unregistered, false),
        sql`${registrations.selectedEvents} && array[${sql.join(
          changedIds.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  if (!regs.length) return 0;
  const sequence = await nextCalendarSequence(tx, after.id);
  const links = await mailedLinks(tx, after.id);
  const language = String(after.doc.language ?? 'nlFormal');
  const eventTitle = String(after.doc.eventTitle ?? '');
  const organiser = String(after.doc.companyName ?? '');
  const organizer = organizerOf(from);
  const mails = regs.flatMap((reg) => {
    const link = links.get(reg.id);
    if (!link) return [];
    const zone = safeTimeZone(reg.timeZone);
    const sessions = after.events
      .filter((e) => reg.selectedEvents.includes(e.id) && (retitled || changed.includes(e)))
      .map((e) => `${String(e.doc.name ?? eventTitle)}: ${formatFullStart(Number(e.doc.startTime), language, zone)}`);
    const { subject, text } = calendarUpdateMail({
      language,
      firstName: reg.firstName,
      eventTitle,
      sessions,
      link,
      organiser,
    });
    const entry = after.doc.hideCalendarInvite ? undefined : entryOf(after, reg.id, link);
    const calendar =
      entry &&
      inviteIcs({
        entry,
        method: 'REQUEST',
        sequence,
        organizer,
        now,
        attendee: { email: reg.email, name: `${reg.firstName} ${reg.lastName}`.trim() },
      });
    return [
      {
        to: reg.email,
        subject,
        text,
        link,
        projectId: after.id,
        registrationId: reg.id,
        kind: 'calendar-update' as const,
        calendar,
        createdAt: now,
      },
    ];
  });
  for (let i = 0; i < mails.length; i += CHUNK) await tx.insert(mailOutbox).values(mails.slice(i, i + CHUNK));
  return mails.length;
}
