/**
 * From a ticket to its registration. A ticket is an HMAC of the registration (code.ts), so it
 * cannot be looked up in SQL: each process keeps a map per project, made from the project's
 * registration ids (a few ms for thousands) and made again when a ticket is not in it: the
 * caller verified its signature first, so only the server made it, for a registration newer than
 * the map (a forged code never costs a lookup).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { ticketOfRegistration } from './code.ts';

type TicketMap = Map<string, string>;

const maps = new WeakMap<AppDeps['db'], BoundedMap<string, TicketMap>>();

async function makeMap(deps: AppDeps, projectId: string): Promise<TicketMap> {
  const rows = await deps.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.projectId, projectId));
  return new Map(rows.map((row) => [ticketOfRegistration(deps.config, projectId, row.id), row.id]));
}

/** The registration id of a verified ticket (code.ts verifiedTicket) of the project, or undefined when it has none. */
export async function registrationOfTicket(deps: AppDeps, projectId: string, ticket: string) {
  let perProject = maps.get(deps.db);
  if (!perProject) {
    perProject = new BoundedMap(200);
    maps.set(deps.db, perProject);
  }
  const found = perProject.get(projectId)?.get(ticket);
  if (found) return found;
  const map = await makeMap(deps, projectId);
  perProject.set(projectId, map);
  return map.get(ticket);
}
