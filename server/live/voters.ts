/**
 * Who may vote, answer the quiz, ask or evaluate (issue 27): an active registration of the
 * project, or, where the project's registration is open, any voter id (the browser's own random
 * id the app sends there). Invented ids would otherwise count as voters without limit (and three
 * of them reveal a quiz's right answer). Every write is also rate limited per address and per
 * voter. The one check of the live director's writes and of the evaluations.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../src/domain/ids.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { clientAddress } from '../http/clientIp.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rateLimit.ts';

/** A venue's visitors may share one address: generous, only against floods. */
export const WRITES_PER_IP_PER_MINUTE = 600;
/** One visitor votes, answers and asks a few times a minute at most. */
export const WRITES_PER_VOTER_PER_MINUTE = 30;
/** Questions of one voter: a visitor asks one now and then; a flood would fill the open list (issue 43). */
export const QUESTIONS_PER_VOTER_PER_MINUTE = 5;
/**
 * Upvotes of one address on one question, over a live session: a venue shares an address, a script should not
 * count as a crowd.
 */
export const UPVOTES_PER_ADDRESS_PER_QUESTION = 20;

export const NOT_REGISTERED =
  'Only registered visitors of this event can take part. Please open the page with your personal link.';

export const notRegistered = (field: string) =>
  new ApiError(403, NOT_REGISTERED, { fields: [field], code: 'not-registered' });

/** Counts a write against the address and the voter: 429 past the limits. */
export function countVoterWrite(
  c: Context,
  deps: AppDeps,
  limiter: RateLimiter,
  scope: VoterScope,
  voterId: string | null | undefined,
) {
  limiter.hit(`live-write:${clientAddress(c, deps.config.trustProxy)}`, WRITES_PER_IP_PER_MINUTE);
  if (voterId) limiter.hit(`live-write-voter:${scope.projectId}:${voterId}`, WRITES_PER_VOTER_PER_MINUTE);
}

export interface VoterScope {
  projectId: string;
  openRegistration: boolean;
}

/** True when `id` is an active (not unregistered) registration of the project. */
export async function isActiveRegistration(
  deps: AppDeps,
  projectId: string,
  id: string | null | undefined,
): Promise<boolean> {
  if (!isValidRegistrationId(id) || id === OPEN_REGISTRATION_ID) return false;
  const [row] = await deps.db
    .select({ unregistered: registrations.unregistered })
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.projectId, projectId)));
  return row !== undefined && !row.unregistered;
}

/**
 * Counts the write against the address and the voter (429 past the limits), then refuses a
 * voter that is not a registration of the project (403, `fields` naming the body's field).
 */
export async function checkVoter(
  c: Context,
  deps: AppDeps,
  limiter: RateLimiter,
  scope: VoterScope,
  voterId: string | null | undefined,
  field: string,
): Promise<void> {
  countVoterWrite(c, deps, limiter, scope, voterId);
  if (scope.openRegistration) return;
  if (!(await isActiveRegistration(deps, scope.projectId, voterId))) {
    throw notRegistered(field);
  }
}
