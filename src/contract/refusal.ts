/**
 * What kind of refusal an error answer is (issue 46): the server names it in the error body
 * (`kind`), beside its message and fields, and the app reacts to the kind, never to the HTTP
 * status (which the server chose from the kind, server/http/errors.ts).
 */
import * as v from 'valibot';

export const REFUSAL_KINDS = [
  /** The request does not fit: a field, an unknown event, a malformed body (400, 413, 415, 422). */
  'invalid',
  /** A page token or password is needed, or the one sent is wrong (401). */
  'unauthorized',
  /** Not allowed for this visitor or project (403). */
  'forbidden',
  /** The registration, event, poll or question is not there (any more) (404). */
  'not-found',
  /** No place or seat left (409). */
  'full',
  /** The poll, quiz or question round closed meanwhile (409). */
  'closed',
  /** Against what was done before: a quiz already answered, a key used for another request (409, 422). */
  'conflict',
  /** Too many requests; worth sending again later (429). */
  'rate-limited',
  /** A provider we asked answered with something unusable (502). */
  'provider',
  /** The server failed; worth sending again later (5xx). */
  'fault',
] as const;

export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/** An unknown kind (a newer server) reads as no kind: the page then says what it says for any refusal. */
export const RefusalKindSchema = v.fallback(v.optional(v.picklist(REFUSAL_KINDS)), undefined);

/** The kind an error body names; undefined for a body without one (an older answer, a proxy's page). */
export function refusalKindIn(body: unknown): RefusalKind | undefined {
  if (typeof body !== 'object' || body === null || !('kind' in body)) return undefined;
  return v.parse(RefusalKindSchema, body.kind);
}
