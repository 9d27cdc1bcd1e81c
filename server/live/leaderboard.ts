/**
 * The quiz leaderboard pushed as `event: leaderboard` (issue 50; rules in src/domain/leaderboard.ts):
 * the points of every answer to the stopped questions (the active one counts once the director
 * stops it: "after each question"), summed per voter with their nickname, once per change for all
 * streams of a process. The parts are re-read with every push of the counts, so the board is kept:
 * it is read again only when a question stopped or a nickname changed (a one-row check).
 */
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Leaderboard } from '../../src/contract/interaction.ts';
import { leaderboardOf } from '../../src/domain/leaderboard.ts';
import type { Db } from '../db/client.ts';
import { liveNicknames, liveVotes } from '../db/schema.ts';
import type { Items } from './interaction.ts';

interface BoardContext {
  db: Db;
  info: { broadcast: string };
  items?: Items;
  activeQuiz?: string | null;
}

/** Per database (each test app its own) and broadcast: the board last built and what it was built from. */
const kept = new WeakMap<Db, Map<string, { key: string; board: Leaderboard | null }>>();

/** The stopped quiz questions of the broadcast, in the quiz's order. */
export const stoppedQuestions = (items: Items | undefined, activeQuiz: string | null | undefined) =>
  (items?.quiz ?? []).map((q) => q.id).filter((id) => id !== activeQuiz);

export async function readLeaderboard(db: Db, broadcast: string, questions: string[]): Promise<Leaderboard | null> {
  if (!questions.length) return null;
  const rows = await db
    .select({
      voterId: liveVotes.voterId,
      score: sql<number>`coalesce(sum(${liveVotes.points}), 0)::int`,
      reachedAt: sql<string | null>`max(${liveVotes.updatedAt}) filter (where ${liveVotes.points} > 0)`,
      nickname: liveNicknames.nickname,
    })
    .from(liveVotes)
    .leftJoin(
      liveNicknames,
      and(eq(liveNicknames.broadcast, liveVotes.broadcast), eq(liveNicknames.voterId, liveVotes.voterId)),
    )
    .where(and(eq(liveVotes.broadcast, broadcast), inArray(liveVotes.itemId, questions)))
    .groupBy(liveVotes.voterId, liveNicknames.nickname);
  const players = rows.map((r) => ({
    voterId: r.voterId,
    nickname: r.nickname,
    score: Number(r.score),
    reachedAt: r.reachedAt ? new Date(r.reachedAt).getTime() : 0,
  }));
  return leaderboardOf(players, questions);
}

/** The pushed part's value; the board kept while neither the stopped questions nor the nicknames changed. */
export async function leaderboardPart({ db, info, items, activeQuiz }: BoardContext) {
  const questions = stoppedQuestions(items, activeQuiz);
  if (!questions.length) return { leaderboard: null };
  const [names] = await db
    .select({ n: count(), at: max(liveNicknames.updatedAt) })
    .from(liveNicknames)
    .where(eq(liveNicknames.broadcast, info.broadcast));
  const key = `${questions.join(',')}|${names?.n ?? 0}|${names?.at ? new Date(names.at).getTime() : ''}`;
  const byBroadcast = kept.get(db) ?? new Map();
  kept.set(db, byBroadcast);
  const before = byBroadcast.get(info.broadcast);
  if (before?.key === key) return { leaderboard: before.board };
  const board = await readLeaderboard(db, info.broadcast, questions);
  byBroadcast.set(info.broadcast, { key, board });
  return { leaderboard: board };
}
