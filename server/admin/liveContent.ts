/**
 * The live director's content the organiser loaded with the project (`live` of the organiser's
 * document): the polls and quiz questions of one event, for the live director to start by id.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, projectPrivate } from '../db/schema.ts';
import type { LiveContent } from './schema.ts';

export async function readLiveContent(db: Db, eventId: string): Promise<LiveContent> {
  const [row] = await db.select({ live: projectPrivate.live }).from(events)
    .innerJoin(projectPrivate, eq(projectPrivate.projectId, events.projectId))
    .where(eq(events.id, eventId));
  const content = row?.live[eventId] as Partial<LiveContent> | undefined;
  return { polls: content?.polls ?? [], quiz: content?.quiz ?? [] };
}
