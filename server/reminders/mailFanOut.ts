/**
 * A session's reminder mails: one outbox row per registration registered for the session when
 * its moment came (active, the session among its selected ones, made before the moment), in the
 * project's language with the start in the registration's time zone. One chunk per claim
 * (dispatcher.ts), in e-mail order along the (project, e-mail) index, after the row's cursor.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { paths } from '../../src/domain/paths.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, registrations } from '../db/schema.ts';
import { reminderMail } from '../mail/reminderText.ts';
import { formatFullStart, safeTimeZone } from '../lib/formatTime.ts';
import type { StoredEvent, StoredProject } from '../db/projects.ts';
import { projectLanguage } from '../db/projects.ts';

/** Registrations per claim: one short transaction each, so registrations are served in between. */
export const REMINDER_CHUNK = 500;

/** Active registrations of the project registered for `eventId`, made no later than `madeBy`. */
export function registrantsOf(projectId: string, eventId: string, madeBy: Date) {
  return and(
    eq(registrations.projectId, projectId),
    eq(registrations.unregistered, false),
    sql`${eventId} = any(${registrations.selectedEvents})`,
    lte(registrations.createdAt, madeBy),
  );
}

/** The session's name; in a programme of several sessions followed by the event's (calendar) title. */
export function sessionTitle(project: StoredProject, event: StoredEvent): string {
  const title = String(project.doc.calendarTitle || project.doc.eventTitle || '');
  const name = String(event.doc.name ?? '').trim();
  if (!name) return title;
  return project.events.length > 1 && title && name !== title ? `${name} (${title})` : name;
}

/** Writes the next chunk after `cursor` (an e-mail); answers how many and the new cursor (undefined: none left). */
export async function writeReminderMails(
  tx: Db,
  project: StoredProject,
  event: StoredEvent,
  job: { offsetMinutes: number; dueAt: Date; cursor: string | null },
  origin: string,
  at: Date,
  chunk = REMINDER_CHUNK,
): Promise<{ written: number; cursor?: string }> {
  const rows = await tx
    .select({
      id: registrations.id,
      email: registrations.email,
      firstName: registrations.firstName,
      timeZone: registrations.timeZone,
    })
    .from(registrations)
    .where(
      and(
        registrantsOf(project.id, event.id, job.dueAt),
        job.cursor === null ? undefined : gt(registrations.email, job.cursor),
      ),
    )
    .orderBy(asc(registrations.email))
    .limit(chunk);
  const language = projectLanguage(project);
  const session = sessionTitle(project, event);
  const organiser = String(project.doc.companyName ?? '');
  const testPageLink = `${origin}/${encodeURIComponent(event.id)}/test-page`;
  const start = Number(event.doc.startTime);
  const mails = rows.map((reg) => {
    const link = `${origin}${paths.personal(event.id, reg.id)}`;
    const when = formatFullStart(start, language, safeTimeZone(reg.timeZone));
    const { subject, text } = reminderMail({
      language,
      firstName: reg.firstName,
      session,
      offsetMinutes: job.offsetMinutes,
      when,
      link,
      testPageLink,
      organiser,
    });
    return {
      to: reg.email,
      subject,
      text,
      link,
      projectId: project.id,
      registrationId: reg.id,
      kind: 'reminder' as const,
      createdAt: at,
    };
  });
  if (mails.length) await tx.insert(mailOutbox).values(mails);
  return { written: mails.length, cursor: rows.length === chunk ? rows.at(-1)!.email : undefined };
}
