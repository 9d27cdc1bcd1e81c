/**
 * A project as stored: its rows read plainly (project, events in order) and its logo. The floor
 * below mail and services, which both need them (server/README.md, Floors).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { companies, events, projects } from './schema.ts';

export interface StoredProject {
  id: string;
  companyId: string;
  doc: Record<string, unknown>;
  pagePassword: string | null;
  events: StoredEvent[];
}
export interface StoredEvent {
  id: string;
  doc: Record<string, unknown>;
}

/** The project's logo (`style.logoUrl` of its stored document), when it has one. */
/** The project's language (a locale of src/contract), nlFormal when the organiser gave none. */
export const projectLanguage = (p: StoredProject) => String(p.doc.language ?? 'nlFormal');

export function projectLogoUrl(project: StoredProject | undefined): string | undefined {
  const logo = (project?.doc.style as { logoUrl?: unknown } | undefined)?.logoUrl;
  return typeof logo === 'string' && logo ? logo : undefined;
}

export async function loadProject(db: Db, projectId: string): Promise<StoredProject | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.projectId, projectId))
    .orderBy(asc(events.position), asc(events.id));
  return {
    id: row.id,
    companyId: row.companyId,
    doc: row.doc,
    pagePassword: row.pagePassword,
    events: rows.map((e) => ({ id: e.id, doc: e.doc })),
  };
}

export async function projectIdOfEvent(db: Db, eventId: string): Promise<string | undefined> {
  const [row] = await db.select({ projectId: events.projectId }).from(events).where(eq(events.id, eventId));
  return row?.projectId;
}

export async function loadCompanyDefaultProjectId(db: Db, companyId: string): Promise<string | undefined> {
  const [company] = await db
    .select({ projectId: companies.defaultProjectId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.projectId;
}
