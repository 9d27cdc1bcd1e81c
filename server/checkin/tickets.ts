/**
 * From a ticket to its registration. A ticket is an HMAC of the registration (code.ts), so it
 * cannot be looked up in SQL: each process keeps a map per project, made from the project's
 * registration ids (a few ms for thousands) and made again when a ticket is not in it: the
 * caller verified its signature first, so only the server made it, for a registration newer than
 * the map (a forged code never costs a lookup). A check value (a name found on the door's list)
 * comes from a door token, never from a visitor.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { checkInCode, ticketOfRegistration } from './code.ts';

/** Ticket and check value (the door list's key, domain/checkIn.ts) to registration id. */
interface TicketMap {
  byTicket: Map<string, string>;
  byCheck: Map<string, string>;
}

const maps = new WeakMap<AppDeps['db'], BoundedMap<string, TicketMap>>();

async function makeMap(deps: AppDeps, projectId: string): Promise<TicketMap> {
  const rows = await deps.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.projectId, projectId));
  const byTicket = new Map<string, string>();
  const byCheck = new Map<string, string>();
  for (const row of rows) {
    byTicket.set(ticketOfRegistration(deps.config, projectId, row.id), row.id);
    byCheck.set(await checkValueOf(checkInCode(deps.config, projectId, row.id)), row.id);
  }
  return { byTicket, byCheck };
}

/**
 * The registration id of a verified ticket (code.ts verifiedTicket) of the project, or of a check
 * value from the door's list; undefined when it has none.
 */
export async function registrationOf(deps: AppDeps, projectId: string, key: { ticket: string } | { check: string }) {
  const find = (map: TicketMap | undefined) =>
    'ticket' in key ? map?.byTicket.get(key.ticket) : map?.byCheck.get(key.check);
  let perProject = maps.get(deps.db);
  if (!perProject) {
    perProject = new BoundedMap(200);
    maps.set(deps.db, perProject);
  }
  const found = find(perProject.get(projectId));
  if (found) return found;
  const map = await makeMap(deps, projectId);
  perProject.set(projectId, map);
  return find(map);
}
