/**
 * The organiser's project document in the database: the public doc in projects.doc, events in
 * events, the page password (hashed) in projects.page_password, the live content (polls and quiz)
 * in the live director's own table (liveContent.ts). A write replaces the whole project in one
 * transaction and recounts its counters (limits may have changed); the caller then tells every
 * process's cache.
 */
import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  captionFiles,
  captionTokens,
  companies,
  doorTokens,
  events,
  liveCaptions,
  liveControls,
  projects,
  registrations,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { readLiveContent, writeLiveContent } from './liveContent.ts';
import { hashPassword } from './password.ts';
import { deletePersonalData } from './personalData.ts';
import { recountProject } from './projectCounters.ts';
import { readableProject, type AdminProject } from './schema.ts';

export async function readAdminProject(db: Db, projectId: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return undefined;
  const eventRows = await db
    .select()
    .from(events)
    .where(eq(events.projectId, projectId))
    .orderBy(asc(events.position), asc(events.id));
  return readableProject({
    _id: row.id,
    companyId: row.companyId,
    ...row.doc,
    events: eventRows.map((e) => ({ _id: e.id, ...e.doc })),
    pagePasswordSet: row.pagePassword !== null,
    live: await readLiveContent(db, eventRows),
  });
}

export async function listAdminProjects(db: Db) {
  const rows = await db
    .select({ id: projects.id, companyId: projects.companyId, doc: projects.doc, updatedAt: projects.updatedAt })
    .from(projects)
    .orderBy(asc(projects.id));
  const eventRows = await db
    .select({ id: events.id, projectId: events.projectId })
    .from(events)
    .orderBy(asc(events.position), asc(events.id));
  const active = await db
    .select({ projectId: registrations.projectId, n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(eq(registrations.unregistered, false))
    .groupBy(registrations.projectId);
  return rows.map((p) => ({
    _id: p.id,
    companyId: p.companyId,
    eventTitle: String(p.doc.eventTitle ?? ''),
    events: eventRows.filter((e) => e.projectId === p.id).map((e) => e.id),
    registrations: Number(active.find((a) => a.projectId === p.id)?.n ?? 0),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

/**
 * Runs in the write's transaction before the rows change (calendar/organiserChanges.ts: reminders, calendar updates).
 */
export type ProjectWriteHook = (tx: Db, input: AdminProject, now: Date) => Promise<void>;

/** Replaces the project; true when it was created. Event ids are global: one of another project is a 400. */
export async function writeAdminProject(
  db: Db,
  input: AdminProject,
  now: Date,
  beforeWrite?: ProjectWriteHook,
): Promise<boolean> {
  const { _id: id, companyId, events: eventDocs, live, pagePassword, pagePasswordSet: _ignored, ...doc } = input;
  const password = typeof pagePassword === 'string' ? await hashPassword(pagePassword) : pagePassword;
  const eventIds = eventDocs.map((e) => e._id);
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(inArray(events.id, eventIds), ne(events.projectId, id)));
    if (taken.length) {
      const fields = taken.map((t) => `events.${eventIds.indexOf(t.id)}._id`);
      throw new ApiError(400, `Event id already used by another project: ${taken.map((t) => t.id).join(', ')}`, {
        fields,
      });
    }
    await refuseTakenBroadcasts(tx, id, eventDocs);
    const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    await beforeWrite?.(tx, input, now);
    const passwordSet = password === undefined ? {} : { pagePassword: password };
    await tx
      .insert(projects)
      .values({ id, companyId, doc, pagePassword: password ?? null, updatedAt: now })
      .onConflictDoUpdate({ target: projects.id, set: { companyId, doc, updatedAt: now, ...passwordSet } });
    await tx.delete(events).where(and(eq(events.projectId, id), notInArray(events.id, eventIds)));
    for (const [position, { _id, ...eventDoc }] of eventDocs.entries()) {
      await tx
        .insert(events)
        .values({ id: _id, projectId: id, position, doc: eventDoc })
        .onConflictDoUpdate({ target: events.id, set: { position, doc: eventDoc } });
    }
    await writeLiveContent(
      tx,
      eventDocs.map(({ _id, ...eventDoc }) => ({ id: _id, doc: eventDoc })),
      live,
    );
    // A new company gets this project as its default, so its company page works at once.
    await tx
      .insert(companies)
      .values({ id: companyId, name: doc.companyName, defaultProjectId: id })
      .onConflictDoNothing();
    await recountProject(tx, id, now);
    return !existing;
  });
}

/**
 * A broadcast (the live director's polls, questions and stream) is found by its slug, else by the
 * event id (live/broadcasts.ts): two projects sharing one would share each other's polls and
 * questions. A slug or event id of this project that is another project's broadcast is a 400.
 */
async function refuseTakenBroadcasts(tx: Db, projectId: string, eventDocs: AdminProject['events']): Promise<void> {
  const mine = eventDocs.map((e, index) => ({
    index,
    id: e._id,
    key: broadcastOf(e._id, e as Record<string, unknown>),
  }));
  const others = await tx
    .select({ id: events.id, doc: events.doc })
    .from(events)
    .where(
      and(
        ne(events.projectId, projectId),
        or(
          inArray(
            events.id,
            mine.map((e) => e.key),
          ),
          inArray(sql<string>`btrim(${events.doc}->>'liveDirectorBroadcastSlug')`, [
            ...new Set(mine.flatMap((e) => [e.key, e.id])),
          ]),
        ),
      ),
    );
  const otherKeys = new Set(others.flatMap((o) => [o.id, broadcastOf(o.id, o.doc)]));
  const otherSlugs = new Set(others.map((o) => broadcastOf(o.id, o.doc)));
  // Asked for by this event's id, the live director would find the other project's slug first.
  const clashes = mine.filter((e) => otherKeys.has(e.key) || otherSlugs.has(e.id));
  if (!clashes.length) return;
  const slugs = [...new Set(clashes.map((e) => (otherKeys.has(e.key) ? e.key : e.id)))];
  throw new ApiError(400, `Broadcast slug already used by another project: ${slugs.join(', ')}`, {
    fields: clashes.map(({ index }) => `events.${index}.liveDirectorBroadcastSlug`),
  });
}

/**
 * Deletes the project, its counters, live controller rows, polls and quiz, and every row of personal data; false when
 * unknown.
 */
export async function deleteAdminProject(db: Db, projectId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!existing) return false;
    await deletePersonalData(tx, projectId);
    const eventRows = await tx
      .select({ id: events.id, doc: events.doc })
      .from(events)
      .where(eq(events.projectId, projectId));
    await writeLiveContent(tx, eventRows, {}); // its polls and quiz questions go with it
    // Its captions too (no visitor data, schemaCaptions.ts: kept while the project is).
    const broadcasts = eventRows.map((e) => broadcastOf(e.id, e.doc));
    if (broadcasts.length) await tx.delete(liveCaptions).where(inArray(liveCaptions.broadcast, broadcasts));
    await tx
      .delete(liveControls)
      .where(
        inArray(liveControls.eventId, tx.select({ id: events.id }).from(events).where(eq(events.projectId, projectId))),
      );
    await tx.delete(doorTokens).where(eq(doorTokens.projectId, projectId));
    await tx.delete(captionTokens).where(eq(captionTokens.projectId, projectId));
    await tx.delete(captionFiles).where(eq(captionFiles.projectId, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
    return true;
  });
}
