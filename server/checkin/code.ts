/**
 * The ticket's check-in code (issue 49): `EHC1`, a ticket and its signature, both from HMACs under
 * the live secret (live/pageToken.ts liveMac, as the signed voter ids), so every process of one
 * deployment makes and checks the same codes and nothing is stored to make one.
 * - the ticket is HMAC(project, registration): it names the registration only to the server (the
 *   registration id opens the personal page, so it is never in a code);
 * - the signature is HMAC(project, ticket): a forged code, or another event's, fails it without
 *   a lookup.
 */
import { timingSafeEqual } from 'node:crypto';
import { ticketOf } from '../../src/domain/checkIn.ts';
import type { Config } from '../config.ts';
import { liveMac } from '../live/pageToken.ts';

const ticketFor = (config: Config, projectId: string, registrationId: string) =>
  liveMac(config, `check-in-ticket:${projectId}:${registrationId}`).slice(0, 16);

const signatureOf = (config: Config, projectId: string, ticket: string) =>
  liveMac(config, `check-in:${projectId}:${ticket}`).slice(0, 16);

/** The code a registration's ticket carries. */
export function checkInCode(config: Config, projectId: string, registrationId: string): string {
  const ticket = ticketFor(config, projectId, registrationId);
  return `EHC1${ticket}${signatureOf(config, projectId, ticket)}`;
}

/** The ticket of a code signed for this project; undefined for a malformed, forged or other project's code. */
export function verifiedTicket(config: Config, projectId: string, code: string): string | undefined {
  const parts = ticketOf(code);
  if (!parts) return undefined;
  const expected = Buffer.from(signatureOf(config, projectId, parts.ticket));
  const given = Buffer.from(parts.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts.ticket : undefined;
}

/** The ticket part of a registration's code (the resolver's key). */
export const ticketOfRegistration = ticketFor;
