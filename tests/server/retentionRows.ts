/**
 * What the retention tests count and fill: the personal data of one project, row kind by row kind
 * (registrations, mails, analytics, evaluations, push, live sessions, votes, questions, upvotes,
 * session ratings).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
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
} from '../../server/db/schema.ts';

const count = async (
  db: Database['db'],
  table:
    | typeof registrations
    | typeof mailOutbox
    | typeof analyticsEvents
    | typeof evaluationAnswers
    | typeof pushSubscriptions
    | typeof sessionRatings
    | typeof checkIns,
  projectId: string,
) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.projectId, projectId)))[0].n);
const votesOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveVotes)
        .innerJoin(registrations, eq(registrations.id, liveVotes.voterId))
        .where(eq(registrations.projectId, projectId))
    )[0].n,
  );
const cloudWordsOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveCloudWords)
        .innerJoin(registrations, eq(registrations.id, liveCloudWords.voterId))
        .where(eq(registrations.projectId, projectId))
    )[0].n,
  );
const questionsOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveQuestions)
        .innerJoin(events, eq(events.id, liveQuestions.eventId))
        .where(eq(events.projectId, projectId))
    )[0].n,
  );
const upvotesOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qnaUpvotes)
        .innerJoin(events, eq(events.id, qnaUpvotes.broadcast))
        .where(eq(events.projectId, projectId))
    )[0].n,
  );
const nicknamesOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveNicknames)
        .innerJoin(events, eq(events.id, liveNicknames.broadcast))
        .where(eq(events.projectId, projectId))
    )[0].n,
  );
const sessionsOf = async (db: Database['db'], projectId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveSessions)
        .innerJoin(events, eq(events.id, liveSessions.broadcast))
        .where(eq(events.projectId, projectId))
    )[0].n,
  );

export async function personalData(db: Database['db'], projectId: string) {
  return {
    liveSessions: await sessionsOf(db, projectId),
    liveVotes: await votesOf(db, projectId),
    liveNicknames: await nicknamesOf(db, projectId),
    liveCloudWords: await cloudWordsOf(db, projectId),
    qnaUpvotes: await upvotesOf(db, projectId),
    liveQuestions: await questionsOf(db, projectId),
    registrations: await count(db, registrations, projectId),
    mails: await count(db, mailOutbox, projectId),
    analytics: await count(db, analyticsEvents, projectId),
    evaluationAnswers: await count(db, evaluationAnswers, projectId),
    pushSubscriptions: await count(db, pushSubscriptions, projectId),
    sessionRatings: await count(db, sessionRatings, projectId),
    checkIns: await count(db, checkIns, projectId),
  };
}
export const FULL = {
  liveSessions: 1,
  liveVotes: 1,
  liveNicknames: 1,
  liveCloudWords: 1,
  qnaUpvotes: 1,
  liveQuestions: 1,
  registrations: 2,
  mails: 2,
  analytics: 1,
  evaluationAnswers: 1,
  pushSubscriptions: 1,
  sessionRatings: 1,
  checkIns: 1,
};
export const NONE = {
  liveSessions: 0,
  liveVotes: 0,
  liveNicknames: 0,
  liveCloudWords: 0,
  qnaUpvotes: 0,
  liveQuestions: 0,
  registrations: 0,
  mails: 0,
  analytics: 0,
  evaluationAnswers: 0,
  pushSubscriptions: 0,
  sessionRatings: 0,
  checkIns: 0,
};

/**
 * One registration's rows beyond the registration: an evaluation, a live session, a poll vote, a
 * question with an upvote, a push subscription, a session rating, a check-in at the door.
 */
export async function addPersonalRows(
  db: Database['db'],
  { projectId, eventId, registrationId, at }: { projectId: string; eventId: string; registrationId: string; at: Date },
) {
  // An evaluation answered and a live connection claimed by this registration.
  await db
    .insert(evaluationAnswers)
    .values({ evaluationId: `eval-${projectId}`, registrationId: registrationId, projectId, answers: [] });
  await db
    .insert(liveSessions)
    .values({ registrationId: registrationId, broadcast: eventId, sessionId: `s-${eventId}`, lastSeen: at });
  // A poll vote and a question asked in the live page.
  await db.insert(liveVotes).values({ broadcast: eventId, itemId: 'poll-1', voterId: registrationId, optionId: 'o1' });
  // A quiz nickname (issue 50).
  await db.insert(liveNicknames).values({ broadcast: eventId, voterId: registrationId, nickname: 'Anna' });
  await db
    .insert(liveCloudWords)
    .values({ broadcast: eventId, cloudId: 'cloud-1', voterId: registrationId, slot: 1, word: 'retained' });
  const [asked] = await db
    .insert(liveQuestions)
    .values({
      broadcast: eventId,
      eventId,
      name: 'Anna',
      email: 'anna@example.com',
      type: 'content',
      message: 'Q?',
      status: 'approved',
      votes: 1,
    })
    .returning();
  // An audience upvote on it (server/qna/).
  await db.insert(qnaUpvotes).values({ questionId: asked.id, broadcast: eventId, voterId: registrationId });
  // A browser subscribed to her notifications (issue 34).
  await db.insert(pushSubscriptions).values({
    projectId,
    registrationId: registrationId,
    eventId,
    endpoint: `https://push.example/${projectId}`,
    p256dh: 'k',
    auth: 'a',
  });
  // The session rated at its end (issue 50).
  await db.insert(sessionRatings).values({ eventId, registrationId, projectId, value: 4 });
  // Scanned at the door (issue 49).
  await db.insert(checkIns).values({
    projectId,
    ticket: `t-${registrationId}`.slice(0, 16),
    registrationId,
    checkedInAt: at,
    doorId: 'door-1',
    doorName: 'Door 1',
  });
}
