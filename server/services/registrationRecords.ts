/** Reading registrations and turning rows into the documents of RegistrationSchema. */
import { and, eq } from 'drizzle-orm';
import type { Registration } from '../../src/contract/index.ts';
import { isValidRegistrationId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

/** A malformed id (NUL, a lone surrogate, ...) is no registration, without asking the database. */
export async function findRegistration(db: Db, id: string): Promise<RegistrationRow | undefined> {
  if (!isValidRegistrationId(id)) return undefined;
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

export async function findRegistrationInProject(db: Db, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.projectId, projectId)));
  return row;
}

export async function findByEmail(db: Db, projectId: string, email: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.projectId, projectId), eq(registrations.email, email.trim().toLowerCase())));
  return row;
}

/** The registration of an e-mail (already normalised by the request schema), locked until the transaction ends. */
export async function lockByEmail(tx: Db, projectId: string, email: string): Promise<RegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.projectId, projectId), eq(registrations.email, email)))
    .for('update');
  return row;
}

/** The registration by id, locked until the transaction ends (its counters change with it). */
export async function lockRegistration(tx: Db, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row;
}

export function registrationDocument(row: RegistrationRow): Registration {
  return {
    ...row.data,
    _id: row.id,
    projectId: row.projectId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    on_site_viewer: row.onSiteViewer,
    SELECTED_EVENTS: row.selectedEvents,
    event_id: row.eventId,
    unregistered: row.unregistered,
    GENERATED: row.generated,
    created_at: row.createdAt.toISOString(),
    ...(row.timeZone ? { time_zone: row.timeZone } : {}),
    ...(row.ref ? { ref: row.ref } : {}),
  };
}

/** One reading of attendance for the app and the server (src/domain/attendance.ts). */
export { readAttendance as attendanceOf } from '../../src/domain/attendance.ts';
