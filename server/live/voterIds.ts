/**
 * Voter ids of open-registration events (issue 43). There a visitor has no registration, so the
 * browser used to invent its voter id, and twelve invented ids gave one question twelve upvotes.
 * Now the server issues them: `POST /live-director/voter-id` answers a random id signed with the
 * live secret (pageToken.ts), at most VOTER_IDS_PER_ADDRESS_PER_HOUR per address, and the writes
 * of an open event (votes, quiz answers, questions, upvotes) take only an id it issued. The id
 * names no event: one browser keeps one id for every open event of this server.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { liveMac } from './pageToken.ts';
import { isActiveRegistration } from './voters.ts';

/** A venue's visitors may share one address (a hybrid event's Wi-Fi): generous, only against id farming. */
export const VOTER_IDS_PER_ADDRESS_PER_HOUR = 300;

/** `v`, 21 random characters (126 bits), 22 of the signature (132 bits): 44, within the voter id's 16-64. */
const ISSUED = /^v([A-Za-z0-9_-]{21})([A-Za-z0-9_-]{22})$/;

export const VOTER_NOT_ISSUED = 'Your visitor id is not valid here. Please reload the page.';

const signature = (config: Config, random: string) => liveMac(config, `voter:${random}`).slice(0, 22);

/** The id of a 21-character random part (letters, digits, `_`, `-`): `v`, the part, its signature. */
export function signedVoterId(config: Config, random: string): string {
  if (!/^[A-Za-z0-9_-]{21}$/.test(random))
    throw new Error('A voter id needs a random part of 21 base64url characters.');
  return `v${random}${signature(config, random)}`;
}

export const issueVoterId = (config: Config) =>
  signedVoterId(config, randomBytes(16).toString('base64url').slice(0, 21));

export function isIssuedVoterId(config: Config, id: string | null | undefined): boolean {
  const match = ISSUED.exec(id ?? '');
  if (!match) return false;
  const expected = Buffer.from(signature(config, match[1]));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On an open-registration event, refuses (403, naming `field`) a voter id this server did not
 * issue, unless it is a registration of the project (a visitor who registered votes with it).
 */
export async function requireKnownVoter(
  deps: AppDeps,
  scope: { openRegistration: boolean; projectId: string },
  voterId: string | null | undefined,
  field: string,
): Promise<void> {
  if (!scope.openRegistration || isIssuedVoterId(deps.config, voterId)) return;
  if (await isActiveRegistration(deps, scope.projectId, voterId)) return;
  throw new ApiError(403, VOTER_NOT_ISSUED, { fields: [field], code: 'voter-not-issued' });
}
