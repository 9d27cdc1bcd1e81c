/**
 * The session ratings per session of a project, for the organiser (issue 50: the rating scale
 * doubles as a per-session rating in the export): one row per event of the project in its
 * order, with the number of ratings, the average (empty without ratings) and how many gave each
 * value. Aggregates only: which visitor gave what stays in the database.
 */
import { stringify } from 'csv-stringify/sync';
import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { RATING_VALUES } from '../../src/contract/sessionRating.ts';
import type { Db } from '../db/client.ts';
import { loadProject } from '../db/projects.ts';
import { events, sessionRatings } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { type RatingPollRow, ratingPollsOf, ratingPollSummary } from './ratingPolls.ts';

export interface SessionRatingRow {
  event_id: string;
  name: string;
  ratings: number;
  average: number | null;
  distribution: Record<string, number>;
  /** The live rating questions of the session (ratingPolls.ts), each on its own scale. */
  rating_polls: RatingPollRow[];
}

export async function sessionRatingsOf(db: Db, projectId: string): Promise<SessionRatingRow[]> {
  const counts = await db
    .select({ eventId: sessionRatings.eventId, value: sessionRatings.value, n: sql<number>`count(*)::int` })
    .from(sessionRatings)
    .where(eq(sessionRatings.projectId, projectId))
    .groupBy(sessionRatings.eventId, sessionRatings.value);
  const rows = await db
    .select({ id: events.id, doc: events.doc })
    .from(events)
    .where(eq(events.projectId, projectId))
    .orderBy(asc(events.position), asc(events.id));
  const polls = await ratingPollsOf(db, rows);
  return rows.map(({ id, doc }) => {
    const distribution = Object.fromEntries(
      RATING_VALUES.map((value) => [value, counts.find((c) => c.eventId === id && String(c.value) === value)?.n ?? 0]),
    );
    const ratings = Object.values(distribution).reduce((sum, n) => sum + n, 0);
    const total = RATING_VALUES.reduce((sum, value) => sum + Number(value) * distribution[value], 0);
    return {
      event_id: id,
      name: typeof doc.name === 'string' ? doc.name : '',
      ratings,
      average: ratings ? Math.round((total / ratings) * 100) / 100 : null,
      distribution,
      rating_polls: polls.get(id) ?? [],
    };
  });
}

const CSV_OPTIONS = { escape_formulas: true, quoted_match: /^[=+\-@\t\r]/ };

/** `GET /admin/api/projects/{id}/session-ratings.csv` and `.json`. */
export async function exportSessionRatings(db: Db, c: Context, projectId: string, format: 'csv' | 'json') {
  if (!(await loadProject(db, projectId))) throw notFound('Project');
  const rows = await sessionRatingsOf(db, projectId);
  if (format === 'json') return c.json(rows);
  const header = [
    'event_id',
    'name',
    'ratings',
    'average',
    ...RATING_VALUES.map((value) => `rated_${value}`),
    'poll_ratings',
    'poll_average_of_5',
  ];
  const cells = rows.map((r) => {
    const polls = ratingPollSummary(r.rating_polls);
    return [
      r.event_id,
      r.name,
      r.ratings,
      r.average ?? '',
      ...RATING_VALUES.map((value) => r.distribution[value]),
      polls.ratings,
      polls.averageOf5 ?? '',
    ];
  });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${projectId}-session-ratings.csv"`);
  return c.body(stringify([header, ...cells], { ...CSV_OPTIONS, bom: true }));
}
