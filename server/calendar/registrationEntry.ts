/**
 * The calendar entry of one registration as its confirmation carried it (same UID, same
 * description), now from given sessions, and the link the registration's mails went out with.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { calendarEntry, type CalendarEntry } from '../../src/domain/calendar.ts';
import type { TimedEvent } from '../../src/domain/time.ts';
import type { Db } from '../db/client.ts';
import { calendarSequences, mailOutbox } from '../db/schema.ts';
import { mailChrome } from '../mail/confirmationText.ts';

export interface ProjectShape {
  id: string;
  doc: Record<string, unknown>;
  events: { id: string; doc: Record<string, unknown> }[];
}

export function entryOf(project: ProjectShape, registrationId: string, personalUrl: string): CalendarEntry | undefined {
  const location = project.doc.location as { formattedAddress?: string } | undefined;
  return calendarEntry({
    projectId: project.id,
    eventTitle: String(project.doc.eventTitle ?? ''),
    calendarTitle: typeof project.doc.calendarTitle === 'string' ? project.doc.calendarTitle : undefined,
    address: location?.formattedAddress,
    events: project.events.map((e) => e.doc as unknown as TimedEvent),
    registrationId,
    personalUrl,
    host: new URL(personalUrl).hostname,
    descriptionIntro: mailChrome(String(project.doc.language ?? 'nlFormal')).calendarIntro,
  });
}

/**
 * The personal link of each registration's first mail: its host is the host of the UID the
 * confirmation's invite carried, so an update or cancel names the same entry. Registrations that
 * never got a mail (no invite to update) are absent. One read per project (an index range).
 */
export async function mailedLinks(tx: Db, projectId: string, registrationId?: string): Promise<Map<string, string>> {
  const rows = await tx
    .selectDistinctOn([mailOutbox.registrationId], { registrationId: mailOutbox.registrationId, link: mailOutbox.link })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.projectId, projectId),
        isNotNull(mailOutbox.link),
        registrationId ? eq(mailOutbox.registrationId, registrationId) : isNotNull(mailOutbox.registrationId),
      ),
    )
    .orderBy(mailOutbox.registrationId, mailOutbox.id);
  return new Map(rows.map((r) => [r.registrationId!, r.link!]));
}

/** The project's current SEQUENCE (0 before any change). */
export async function calendarSequence(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ sequence: calendarSequences.sequence })
    .from(calendarSequences)
    .where(eq(calendarSequences.projectId, projectId));
  return row?.sequence ?? 0;
}

/** Raises the project's SEQUENCE by one and answers the new value. */
export async function nextCalendarSequence(tx: Db, projectId: string): Promise<number> {
  const [row] = await tx
    .insert(calendarSequences)
    .values({ projectId, sequence: 1 })
    .onConflictDoUpdate({
      target: calendarSequences.projectId,
      set: { sequence: sql`${calendarSequences.sequence} + 1` },
    })
    .returning({ sequence: calendarSequences.sequence });
  return row.sequence;
}
