/**
 * Where a project's personal data lives, for retention (delete it, keep the project) and for
 * deleting a project. A new table that holds visitors' data (questions, votes, evaluation
 * answers, session ratings...) is one more line in PERSONAL_DATA.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  analyticsEvents,
  checkIns,
  evaluationAnswers,
  events,
  liveNicknames,
  liveQuestions,
  liveSessions,
  liveCloudWords,
  liveVotes,
  mailOutbox,
  pushSubscriptions,
  qnaUpvotes,
  registrations,
  sessionRatings,
} from '../db/schema.ts';

interface PersonalTable {
  name: string;
  rows(projectId: string): SQL;
}

/** `rows` selects the table's rows of one project (a `from ... where ...` clause). */
export const PERSONAL_DATA: PersonalTable[] = [
  // Live connections are claimed by registration id: before the registrations go.
  {
    name: 'liveSessions',
    rows: (id) =>
      sql`from ${liveSessions} where ${liveSessions.registrationId} in (select ${registrations.id} from ${registrations}
        where ${registrations.projectId} = ${id})`,
  },
  // Votes and quiz answers are kept by registration id too (a browser's own voter id names nobody).
  {
    name: 'liveVotes',
    rows: (id) =>
      sql`from ${liveVotes} where ${liveVotes.voterId} in (select ${registrations.id} from ${registrations} where
        ${registrations.projectId} = ${id})`,
  },
  // Quiz nicknames (issue 50): names visitors chose, per broadcast of the project's events (broadcasts.ts broadcastOf).
  {
    name: 'liveNicknames',
    rows: (id) =>
      sql`from ${liveNicknames} where ${liveNicknames.broadcast} in (select coalesce(nullif(trim(${events.doc}
        ->>'liveDirectorBroadcastSlug'), ''), ${events.id}) from ${events} where ${events.projectId} = ${id})`,
  },
  // Word cloud words (issue 50), kept by voter id as votes are.
  {
    name: 'liveCloudWords',
    rows: (id) =>
      sql`from ${liveCloudWords} where ${liveCloudWords.voterId} in (select ${registrations.id} from ${registrations}
        where ${registrations.projectId} = ${id})`,
  },
  // Audience Q&A upvotes (server/live/qna/) go with their questions; listed first so the count says so.
  {
    name: 'qnaUpvotes',
    rows: (id) =>
      sql`from ${qnaUpvotes} where ${qnaUpvotes.questionId} in (select ${liveQuestions.id} from ${liveQuestions} where
        ${liveQuestions.eventId} in (select ${events.id} from ${events} where ${events.projectId} = ${id}))`,
  },
  {
    name: 'liveQuestions',
    rows: (id) =>
      sql`from ${liveQuestions} where ${liveQuestions.eventId} in (select ${events.id} from ${events} where
        ${events.projectId} = ${id})`,
  },
  // A browser's push subscription (endpoint and keys) belongs to its registration (issue 34).
  {
    name: 'pushSubscriptions',
    rows: (id) => sql`from ${pushSubscriptions} where ${pushSubscriptions.projectId} = ${id}`,
  },
  // Who came in, and when (issue 49): by registration, so it goes with them.
  { name: 'checkIns', rows: (id) => sql`from ${checkIns} where ${checkIns.projectId} = ${id}` },
  { name: 'registrations', rows: (id) => sql`from ${registrations} where ${registrations.projectId} = ${id}` },
  { name: 'mails', rows: (id) => sql`from ${mailOutbox} where ${mailOutbox.projectId} = ${id}` },
  { name: 'analytics', rows: (id) => sql`from ${analyticsEvents} where ${analyticsEvents.projectId} = ${id}` },
  {
    name: 'evaluationAnswers',
    rows: (id) => sql`from ${evaluationAnswers} where ${evaluationAnswers.projectId} = ${id}`,
  },
  { name: 'sessionRatings', rows: (id) => sql`from ${sessionRatings} where ${sessionRatings.projectId} = ${id}` },
];

type Rows = { rows: { n: number | string }[] };
const countOf = (result: unknown) => Number((result as Rows).rows[0]?.n ?? 0);

/** Rows per table that retention would delete. */
export async function countPersonalData(db: Db, projectId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of PERSONAL_DATA)
    counts[t.name] = countOf(await db.execute(sql`select count(*)::int as n ${t.rows(projectId)}`));
  return counts;
}

/** Deletes them (inside the caller's transaction) and returns how many rows went per table. */
export async function deletePersonalData(tx: Db, projectId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of PERSONAL_DATA) {
    counts[t.name] = countOf(
      await tx.execute(sql`with gone as (delete ${t.rows(projectId)} returning 1) select count(*)::int as n from gone`),
    );
  }
  return counts;
}
