// @vitest-environment node
/**
 * Issue 27: the daily retention job also clears what nothing needs any more: idempotency keys
 * older than 7 days, live-director claims without a heartbeat for far longer than the 30 s
 * release, and questions, votes and quiz answers of events that no longer exist. Rows are put
 * straight into a seeded database; the job runs by its own timer (fake timers), as in production.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppCache } from '../../../server/cache/appCache.ts';
import { localChangeFeed } from '../../../server/cache/changeFeed.ts';
import { testConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { idempotencyKeys, liveQuestions, liveSessions, liveVotes } from '../../../server/db/schema.ts';
import { startRetentionJob } from '../../../server/admin/retention.ts';
import { seed } from '../../../server/seed/index.ts';
import { NOW, SETUP_TIMEOUT } from '../helpers.ts';
import { openTestDatabase } from '../testDatabase.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** hybrid-summit's broadcast is its slug; a vote kept under an event's own id stays too. */
const SUMMIT = 'hybrid-health-summit-2026';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, NOW);
  const db = database.db;
  await db.insert(idempotencyKeys).values([
    { key: 'leftoverKeyEightDays01', fingerprint: 'f', status: 201, body: {}, createdAt: ago(8 * DAY) },
    { key: 'leftoverKeySixDays0001', fingerprint: 'f', status: 201, body: {}, createdAt: ago(6 * DAY) },
  ]);
  await db.insert(liveSessions).values([
    {
      registrationId: 'leftoverClaimOld0000001',
      broadcast: 'webinar',
      sessionId: '00000000-0000-4000-8000-000000000001',
      lastSeen: ago(2 * DAY),
    },
    {
      registrationId: 'leftoverClaimFresh00001',
      broadcast: 'webinar',
      sessionId: '00000000-0000-4000-8000-000000000002',
      lastSeen: ago(10_000),
    },
  ]);
  const question = {
    name: 'Quinn',
    email: 'quinn@example.com',
    type: 'question',
    message: 'Kept?',
    receivedAt: ago(DAY),
  };
  await db.insert(liveQuestions).values([
    { ...question, broadcast: 'removed-event', eventId: 'removed-event', message: 'Of an event that is gone' },
    { ...question, broadcast: SUMMIT, eventId: 'hybrid-summit', message: 'Of a live event' },
  ]);
  await db.insert(liveVotes).values([
    { broadcast: 'removed-event', itemId: 'poll-1', voterId: 'leftoverVoterGone000001', optionId: 'o1' },
    { broadcast: 'removed-event', itemId: 'quiz-1', voterId: 'leftoverVoterGone000001', optionId: 'o2', correct: true },
    { broadcast: SUMMIT, itemId: 'poll-1', voterId: 'leftoverVoterLive000001', optionId: 'o1' },
    { broadcast: 'webinar', itemId: 'poll-1', voterId: 'leftoverVoterLive000002', optionId: 'o1' },
  ]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database?.close();
});

/**
 * Runs the daily job by its own timer (its first run a minute after the start) until it logs the
 * leftovers it cleared, its last step, or 10 s: the rows are read only once the whole run is done.
 */
async function runDailyJob(): Promise<void> {
  const db = database.db;
  const log = vi.spyOn(console, 'log');
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  const config = testConfig({ admin: { token: 'leftover-test-token', retentionMonths: 6 } });
  const stop = startRetentionJob({ db, config, cache: createAppCache(db, localChangeFeed()), now: () => NOW });
  try {
    vi.advanceTimersByTime(60_000);
    await vi
      .waitFor(
        () => {
          expect(log.mock.calls.some(([line]) => String(line).startsWith('Retention: cleared leftovers'))).toBe(true);
        },
        { timeout: 10_000 },
      )
      .catch(() => {
        /* each test below says what is left */
      });
  } finally {
    stop();
    vi.useRealTimers();
    log.mockRestore();
  }
}

describe('the daily retention job clears leftovers', () => {
  beforeAll(runDailyJob, SETUP_TIMEOUT);

  it('idempotency keys older than 7 days (newer ones stay)', async () => {
    const keys = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['leftoverKeyEightDays01', 'leftoverKeySixDays0001']));
    expect(keys).toEqual([{ key: 'leftoverKeySixDays0001' }]);
  });

  it('live-director claims without a heartbeat for long (a fresh one stays)', async () => {
    const claims = await database.db.select({ id: liveSessions.registrationId }).from(liveSessions);
    expect(claims).toEqual([{ id: 'leftoverClaimFresh00001' }]);
  });

  it('questions, votes and quiz answers of events that no longer exist (those of existing events stay)', async () => {
    const questions = await database.db
      .select({ message: liveQuestions.message })
      .from(liveQuestions)
      .where(inArray(liveQuestions.eventId, ['removed-event', 'hybrid-summit']));
    expect(questions.map((q) => q.message)).toEqual(['Of a live event']);
    const votes = await database.db
      .select({ voter: liveVotes.voterId, broadcast: liveVotes.broadcast })
      .from(liveVotes)
      .where(
        inArray(liveVotes.voterId, ['leftoverVoterGone000001', 'leftoverVoterLive000001', 'leftoverVoterLive000002']),
      );
    expect(votes.sort((a, b) => a.voter.localeCompare(b.voter))).toEqual([
      { voter: 'leftoverVoterLive000001', broadcast: SUMMIT },
      { voter: 'leftoverVoterLive000002', broadcast: 'webinar' },
    ]);
  });
});
