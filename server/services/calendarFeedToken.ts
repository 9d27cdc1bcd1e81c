/**
 * The calendar feed's own token (issue 43). A calendar service stores the address it subscribes
 * to and fetches it from its own servers for years: that address must not be the personal link
 * (which opens the registration, its changes and its unsubscribe). So the feed has a token of its
 * own, which opens only the feed, is made at the first ask and is replaced on request (the old
 * address then answers 404). Stored as personal links are (a random id in its own column).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CALENDAR_FEED_TOKEN } from '../../src/contract/calendarFeed.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';

/** 24 random bytes: 32 base64url characters. */
const newToken = () => randomBytes(24).toString('base64url');

/** The registration's feed token, made now if it has none; undefined for no such registration of the project. */
export async function calendarFeedToken(
  db: Db,
  projectId: string,
  registrationId: string,
): Promise<string | undefined> {
  const mine = and(eq(registrations.id, registrationId), eq(registrations.projectId, projectId));
  const [row] = await db.select({ token: registrations.calendarToken }).from(registrations).where(mine);
  if (!row) return undefined;
  if (row.token) return row.token;
  // Two first asks at once: one sets it, the other reads what it set.
  await db
    .update(registrations)
    .set({ calendarToken: newToken() })
    .where(and(mine, isNull(registrations.calendarToken)));
  const [made] = await db.select({ token: registrations.calendarToken }).from(registrations).where(mine);
  return made?.token ?? undefined;
}

/** A new token in place of the old one, whose address stops answering at once. */
export async function replaceCalendarFeedToken(
  db: Db,
  projectId: string,
  registrationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(registrations)
    .set({ calendarToken: newToken() })
    .where(and(eq(registrations.id, registrationId), eq(registrations.projectId, projectId)))
    .returning({ token: registrations.calendarToken });
  return row?.token ?? undefined;
}

/** The registration a feed token belongs to (a malformed token is never looked up). */
export async function registrationOfCalendarToken(db: Db, token: string) {
  if (!CALENDAR_FEED_TOKEN.test(token)) return undefined;
  const [row] = await db.select().from(registrations).where(eq(registrations.calendarToken, token));
  return row;
}
