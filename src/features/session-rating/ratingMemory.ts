/**
 * The last answer this browser got for its rating of a session, so a visitor who comes back sees
 * the distribution instead of the empty scale (the server has no read of a rating: rating again
 * replaces it anyway). Kept in localStorage, the newest KEEP sessions; read after the first render
 * (the server's markup has none of it).
 */
import { SessionRatingAnswerSchema, type SessionRatingAnswer } from '../../contract/sessionRating';
import * as v from 'valibot';
import { localStore } from '../../state/browserStorage';
import { LOCAL } from '../../state/storageKeys';

const KEEP = 50;
const keyOf = (eventId: string, registrationId: string) => `${eventId} ${registrationId}`;

function readAll(): [string, unknown][] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(LOCAL.sessionRatings) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is [string, unknown] => Array.isArray(entry)) : [];
  } catch {
    return [];
  }
}

export function recalledRating(eventId: string, registrationId: string): SessionRatingAnswer | undefined {
  const found = readAll().find(([key]) => key === keyOf(eventId, registrationId));
  const parsed = found && v.safeParse(SessionRatingAnswerSchema, found[1]);
  return parsed?.success ? parsed.output : undefined;
}

export function rememberRating(registrationId: string, answer: SessionRatingAnswer): void {
  const key = keyOf(answer.eventId, registrationId);
  const others = readAll().filter(([other]) => other !== key);
  localStore.set(LOCAL.sessionRatings, JSON.stringify([...others, [key, answer]].slice(-KEEP)));
}
