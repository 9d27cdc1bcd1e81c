/**
 * Builds the public project document: stored doc + events, server-formatted times, `disabled`
 * on full events, organiser HTML sanitized, and nothing the schema does not know (which keeps
 * server-only data out).
 */
import * as v from 'valibot';
import { ProjectSchema, type LoginMode, type Project, type ProjectEvent } from '../../src/contract/index.ts';
import { projectLanguage, type StoredEvent, type StoredProject } from '../db/projects.ts';
import { formatEventTimes, safeTimeZone } from '../lib/formatTime.ts';
import { cleanProjectDocument } from './organiserHtml.ts';

/** The on-demand id the public document shows while the page password guards the real one. */
export const PASSWORD_PROTECTED_ON_DEMAND_ID = 'password-protected';

/**
 * What the page password guards (issue 27): a protected project's public document carries none
 * of it; the `/protected` answer does (live/recordings.ts protectedEventData).
 */
function withoutProtectedData(doc: ProjectEvent): ProjectEvent {
  const { livePageContent: _content, liveDirectorBroadcastSlug: _slug, ...rest } = doc;
  return { ...rest, onDemandID: doc.onDemandID ? PASSWORD_PROTECTED_ON_DEMAND_ID : doc.onDemandID };
}

export const projectType = (p: StoredProject) => String(p.doc.projectType ?? '');
/**
 * `registration.loginMode` (issue 27): `direct` (the spec's flow: find-by-email and a repeated
 * registration answer the registration id) or `magic-link` (they answer 202 and the personal
 * link goes to the registered address only).
 */
export const loginMode = (p: StoredProject): LoginMode =>
  (p.doc.registration as { loginMode?: unknown } | undefined)?.loginMode === 'magic-link' ? 'magic-link' : 'direct';
export const expectedOnSiteViewers = (p: StoredProject) =>
  typeof p.doc.expectedOnSiteViewers === 'number' ? p.doc.expectedOnSiteViewers : undefined;
export const eventLimit = (e: StoredEvent) =>
  typeof e.doc.registrationsCountLimit === 'number' ? e.doc.registrationsCountLimit : undefined;
export const passwordActive = (p: StoredProject) =>
  Boolean((p.doc.security as { passwordLivePageActive?: boolean } | undefined)?.passwordLivePageActive);

/** Full: the limit is set and active registrations reached it. */
export function isFull(e: StoredEvent, counts: ReadonlyMap<string, number>): boolean {
  const limit = eventLimit(e);
  return limit !== undefined && limit !== null && (counts.get(e.id) ?? 0) >= limit;
}

/**
 * The public document for one current event and time zone. Pure: the caller passes the counts
 * (cache/ builds it once per project, event, zone and set of full events, and keeps it).
 */
export function publicProject(
  project: StoredProject,
  counts: ReadonlyMap<string, number>,
  currentEventId: string | undefined,
  timeZone?: string | null,
): Project {
  const tz = safeTimeZone(timeZone);
  const language = projectLanguage(project);
  const protectedPage = passwordActive(project);
  const docs: ProjectEvent[] = project.events.map((e) => {
    const stored = { ...e.doc, _id: e.id } as ProjectEvent;
    const doc = protectedPage ? withoutProtectedData(stored) : stored;
    const times = formatEventTimes(doc.startTime, doc.durationInMinutes, language, tz);
    return { ...doc, ...times, disabled: isFull(e, counts) };
  });
  const event = docs.find((e) => e._id === currentEventId) ?? docs[0];
  // Parsing drops every key the contract does not know; a failure here is a seed/data bug.
  // Organiser HTML leaves the server clean: visitors' pages render it as it comes.
  return cleanProjectDocument(
    v.parse(ProjectSchema, { ...project.doc, _id: project.id, companyId: project.companyId, events: docs, event }),
  );
}
