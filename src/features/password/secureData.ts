/**
 * The "secure data" the protected endpoint returns after the right page password, kept in
 * session storage (SESSION.secureData) as JSON keyed by event id: the dialog is skipped for an
 * event this tab already unlocked, until its token expires or the server refuses it (issue 27).
 * It also carries what the public document of a protected project leaves out (withSecureData).
 */
import * as v from 'valibot';
import { SecureDataSchema } from '../../contract/misc';
import type { Project } from '../../contract/project';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';

export type SecureData = v.InferOutput<typeof SecureDataSchema>;

const StoredSchema = v.record(v.string(), SecureDataSchema);

function readAll(): Record<string, SecureData> {
  const raw = sessionStore.get(SESSION.secureData);
  if (!raw) return {};
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** The event's secure data, unless its token has expired (`now` in ms). */
export function readSecureData(eventId: string, now = Date.now()): SecureData | null {
  const data = readAll()[eventId];
  if (!data || (data.expiresAt !== undefined && data.expiresAt * 1000 <= now)) return null;
  return data;
}

export function storeSecureData(eventId: string, data: SecureData) {
  sessionStore.set(SESSION.secureData, JSON.stringify({ ...readAll(), [eventId]: data }));
}

/** Forgets the event's secure data: its token was refused. */
export function clearSecureData(eventId: string) {
  const { [eventId]: _gone, ...rest } = readAll();
  sessionStore.set(SESSION.secureData, JSON.stringify(rest));
}

/** The project as the page shows it once unlocked: the event gets its protected fields back. */
export function withSecureData(project: Project, eventId: string, data: SecureData): Project {
  const unlock = <E extends Project['event']>(event: E): E =>
    event._id !== eventId
      ? event
      : {
          ...event,
          ...(data.livePageContent ? { livePageContent: data.livePageContent } : {}),
          ...(data.liveDirectorBroadcastSlug ? { liveDirectorBroadcastSlug: data.liveDirectorBroadcastSlug } : {}),
          ...(data.onDemandID ? { onDemandID: data.onDemandID } : {}),
        };
  return { ...project, event: unlock(project.event), events: project.events.map(unlock) };
}
