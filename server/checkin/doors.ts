/**
 * Door tokens (issue 49): the organiser makes one per door device ("Door 2"), lists and revokes
 * them through the admin API. The token opens the door page of its project only: the check-in
 * list and the check-in command. Stored as its SHA-256 (a leaked database lets nobody in); a
 * revoked token answers 401 at once. The device drops its list when told so (401).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DOOR_TOKEN } from '../../src/contract/checkIn.ts';
import type { Db } from '../db/client.ts';
import { doorTokens } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

/** Walk-ups and letting in take a seat at the venue: a room's door sends them to the entrance. */
export const ROOM_DOOR = 'A room door checks in registrations of its session only: register at the entrance.';

export const DOOR_TOKEN_REQUIRED = 'This door link is not valid (any more). Ask the organiser for a new one.';

/** How a token is stored (and looked up): its SHA-256, never the token. */
export const doorTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const hashOf = doorTokenHash;

export interface Door {
  id: string;
  name: string;
  projectId: string;
  /** A room's door: the session it checks in (null: the venue's door). */
  session: string | null;
}

/** A new door: its token is answered once, here, and never again. */
export async function makeDoor(db: Db, projectId: string, name: string, now: Date, session: string | null = null) {
  const token = randomBytes(24).toString('base64url');
  const id = `door-${randomBytes(9).toString('base64url')}`;
  await db.insert(doorTokens).values({ id, projectId, name, session, tokenHash: hashOf(token), createdAt: now });
  return { id, name, session, token, createdAt: now.toISOString(), revokedAt: null };
}

export async function listDoors(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(doorTokens)
    .where(eq(doorTokens.projectId, projectId))
    .orderBy(asc(doorTokens.createdAt), asc(doorTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    session: row.session,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** True when the door existed and was not revoked yet. */
export async function revokeDoor(db: Db, projectId: string, doorId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(doorTokens)
    .set({ revokedAt: now })
    .where(and(eq(doorTokens.id, doorId), eq(doorTokens.projectId, projectId), isNull(doorTokens.revokedAt)))
    .returning({ id: doorTokens.id });
  return rows.length > 0;
}

/** The door of a token of this project that is not revoked; anything else is a 401. */
export async function requireDoor(db: Db, projectId: string, token: string | undefined): Promise<Door> {
  if (token && DOOR_TOKEN.test(token)) {
    const [row] = await db
      .select({
        id: doorTokens.id,
        name: doorTokens.name,
        projectId: doorTokens.projectId,
        session: doorTokens.session,
      })
      .from(doorTokens)
      .where(
        and(eq(doorTokens.tokenHash, hashOf(token)), eq(doorTokens.projectId, projectId), isNull(doorTokens.revokedAt)),
      );
    if (row) return row;
  }
  throw new ApiError(401, DOOR_TOKEN_REQUIRED, { code: 'door-token' });
}

/** Which of these doors of the project are revoked (their open streams end: doorHubs.ts). */
export async function revokedAmong(db: Db, projectId: string, doorIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: doorTokens.id })
    .from(doorTokens)
    .where(and(eq(doorTokens.projectId, projectId), inArray(doorTokens.id, doorIds), isNotNull(doorTokens.revokedAt)));
  return rows.map((row) => row.id);
}
