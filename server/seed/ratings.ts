/**
 * A few session ratings of the multi-session opening (ended, on demand), so its end page and its
 * replay show a distribution before the first demo visitor rates. Inserted when absent, like the
 * registrations: a visitor's own rating survives restarts.
 */
import type { Db } from '../db/client.ts';
import { sessionRatings } from '../db/schema.ts';
import { sessionBRegistrationIds } from './registrations.ts';

const OPENING_RATINGS = [5, 4, 4];

export async function seedRatings(tx: Db): Promise<void> {
  const rows = sessionBRegistrationIds().map((registrationId, i) => ({
    eventId: 'multi-session',
    registrationId,
    projectId: 'proj-multi-session',
    value: OPENING_RATINGS[i % OPENING_RATINGS.length],
  }));
  if (rows.length) await tx.insert(sessionRatings).values(rows).onConflictDoNothing();
}
