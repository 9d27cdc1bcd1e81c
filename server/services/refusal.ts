/**
 * A write the rules refuse, as the service sees it: what kind of refusal, never an HTTP status.
 * The edge (http/errors.ts apiErrorOf, the routes) chooses the status for each kind, so the
 * services do not depend on the HTTP layer (issue 31: server folders as floors).
 */
export type RefusalKind =
  /** The request names something that does not fit (a field, an event): 400. */
  | 'invalid'
  /** The identity could not be confirmed: 403. */
  | 'forbidden'
  /** The registration or project is not there (any more): 404. */
  | 'not-found'
  /** No place or seat left: 409. */
  | 'full'
  /** A provider we asked answered with something unusable: 502. */
  | 'provider';

type RefusalExtra = { fields?: string[]; cannotRegisterForEvents?: string[]; code?: string };

export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly extra: RefusalExtra;

  constructor(kind: RefusalKind, message: string, extra: RefusalExtra = {}) {
    super(message);
    this.kind = kind;
    this.extra = extra;
  }
}

export const missing = (what: string) => new Refusal('not-found', `${what} not found`);
