// @vitest-environment node
/**
 * Issue 50: the quiz leaderboard. Right answers score (with speed where the question says so);
 * the board of the stopped questions goes to every stream as `event: leaderboard` when a question
 * stops; nicknamed players are listed, anonymous ones only counted; equal scores share a rank;
 * every write counts once under its key.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { CAMPUS, callsOf, rawStream, revealApp, voterId } from './liveRevealSetup.ts';

let t: TestApp;
let calls: ReturnType<typeof callsOf>;
beforeAll(async () => {
  t = await revealApp();
  calls = callsOf(t);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const [ana, bob, cem, dee] = [1, 2, 3, 4].map((n) => voterId(100 + n));

describe('the quiz leaderboard', () => {
  it('scores, ranks with shared ranks, lists only nicknames, and is pushed after each question', async () => {
    const page = await rawStream(t);
    try {
      await calls.control({ activeQuiz: 'q-a' });
      for (const [voter, name] of [
        [ana, 'Ana'],
        [bob, 'Bob'],
        [cem, 'Cem'],
      ])
        expect((await calls.nickname(voter, name)).json).toEqual({ nickname: name });
      const right = await calls.answer(ana, 'q-a', 'o1');
      expect(right.json).toMatchObject({ correct: true, points: 1000 });
      expect((await calls.answer(bob, 'q-a', 'o1')).json.points).toBe(1000);
      expect((await calls.answer(cem, 'q-a', 'o3')).json).toMatchObject({ correct: false, points: 0 });
      expect((await calls.answer(dee, 'q-a', 'o1')).json.points).toBe(1000);
      // Not before the question stops.
      expect(page.events('leaderboard').every((e) => e.leaderboard === null)).toBe(true);

      // The second question starts (the first stops): its board goes out. Bob reached 1000 a second
      // later than Ana: the tie lists Ana first, both rank 1; Dee is anonymous: counted, not listed.
      await t.db.execute(sql`update live_votes set updated_at = updated_at + interval '1 second'
        where broadcast = ${CAMPUS} and item_id = 'q-a' and voter_id = ${bob}`);
      await calls.control({ activeQuiz: 'q-b' });
      await page.until(() => page.events('leaderboard').some((e) => e.leaderboard));
      expect(page.events('leaderboard').at(-1).leaderboard).toEqual({
        questions: ['q-a'],
        top: [
          { rank: 1, nickname: 'Ana', score: 1000 },
          { rank: 1, nickname: 'Bob', score: 1000 },
          { rank: 4, nickname: 'Cem', score: 0 },
        ],
        scores: [
          [1000, 3],
          [0, 1],
        ],
        players: 4,
      });
      expect(page.text()).not.toContain(ana);

      // Speed: Bob answers 15 s after the start (half the window): 500 + 250.
      await t.db.execute(sql`update live_polls set started_at = started_at - interval '15 seconds'
        where broadcast = ${CAMPUS} and id = 'q-b'`);
      expect((await calls.answer(bob, 'q-b', 'o2')).json.points).toBe(750);
      expect((await calls.answer(ana, 'q-b', 'o1')).json.points).toBe(0);
      await calls.control({ activeQuiz: null });
      await page.until(() => page.events('leaderboard').at(-1).leaderboard?.questions.length === 2);
      const board = page.events('leaderboard').at(-1).leaderboard;
      expect(board.top).toEqual([
        { rank: 1, nickname: 'Bob', score: 1750 },
        { rank: 2, nickname: 'Ana', score: 1000 },
        { rank: 4, nickname: 'Cem', score: 0 },
      ]);
      expect(board.scores).toEqual([
        [1750, 1],
        [1000, 2],
        [0, 1],
      ]);
      // The director's console sees the same board.
      expect((await calls.controlView()).leaderboard.top).toEqual(board.top);

      // A nickname set later shows with the next push (Dee ties with Ana at rank 2, reached later).
      await t.db.execute(sql`update live_votes set updated_at = updated_at + interval '2 seconds'
        where broadcast = ${CAMPUS} and item_id = 'q-a' and voter_id = ${dee}`);
      await calls.nickname(dee, 'Dee');
      await page.until(() => page.events('leaderboard').at(-1).leaderboard.top.length === 4);
      expect(
        page
          .events('leaderboard')
          .at(-1)
          .leaderboard.top.map((p: { nickname: string }) => p.nickname),
      ).toEqual(['Bob', 'Ana', 'Dee', 'Cem']);
    } finally {
      await page.close();
    }
  });

  it('counts every write once under its key: a nickname, a quiz answer', async () => {
    const voter = voterId(200);
    const headers = calls.key();
    const first = await calls.nickname(voter, 'Eve', headers);
    expect(await calls.nickname(voter, 'Eve', headers)).toEqual(first);
    // The same key with another body is refused (422), and changes nothing.
    expect((await calls.nickname(voter, 'Mallory', headers)).status).toBe(422);
    const names = await t.db.execute(sql`select nickname from live_nicknames where voter_id = ${voter}`);
    const rows = (names as unknown as { rows?: unknown[] }).rows ?? (names as unknown as unknown[]);
    expect(rows).toEqual([{ nickname: 'Eve' }]);

    await calls.control({ activeQuiz: 'q-a' });
    const answerKey = calls.key();
    const answered = await calls.answer(voter, 'q-a', 'o1', answerKey);
    expect(await calls.answer(voter, 'q-a', 'o1', answerKey)).toEqual(answered);
    await calls.control({ activeQuiz: null });
    const eve = (await calls.controlView()).leaderboard.top.find((p: { nickname: string }) => p.nickname === 'Eve');
    expect(eve.score).toBe(1000);
  });

  it('refuses a nickname too short or with a control character (400); null: anonymous', async () => {
    expect((await calls.nickname(voterId(300), 'x')).status).toBe(400);
    expect((await calls.nickname(voterId(300), 'Bad\u0007name')).status).toBe(400);
    expect((await calls.nickname(voterId(200), null)).json).toEqual({ nickname: null });
    const top = (await calls.controlView()).leaderboard.top;
    expect(top.some((p: { nickname: string }) => p.nickname === 'Eve')).toBe(false);
  });
});
