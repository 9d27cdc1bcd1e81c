/**
 * The "secure data" the protected endpoint returns after the right page password, kept in
 * session storage (SESSION.secureData) as JSON keyed by event id: the dialog is skipped for an
 * event this tab already unlocked.
 */
import * as v from 'valibot';
import { SecureDataSchema } from '../../contract';
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

export function readSecureData(eventId: string): SecureData | null {
  return readAll()[eventId] ?? null;
}

export function storeSecureData(eventId: string, data: SecureData) {
  sessionStore.set(SESSION.secureData, JSON.stringify({ ...readAll(), [eventId]: data }));
}
