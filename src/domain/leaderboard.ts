/**
 * The quiz leaderboard (issue 50): points per answer, the order of the players, the top 10 and
 * each visitor's own rank. The server builds the board once per question for every page
 * (server/live/leaderboard.ts); a page computes its own score and rank from the board and its
 * own answers, so 10,000 pages need no read of their own.
 *
 * Ties (DECISIONS-ADDITION.md): equal scores share a rank (1, 2, 2, 4: competition ranking), so
 * the own rank is the same number the list shows. Within a tie the list shows first who reached
 * the score first (the time of their last scoring answer), then by nickname.
 */
import type { Leaderboard, QuizOutcome } from '../contract/interaction';

/** A right answer's points; with speed scoring half of them are for speed (quiz settings `speed`). */
export const QUIZ_POINTS = 1000;
/** With speed: an answer within this long of the question's start earns speed points, fewer the later. */
export const SPEED_WINDOW_MS = 30_000;
/** Speed points go in steps of this many: a board of 10 questions holds at most ~500 distinct scores. */
export const SPEED_STEP = 10;
export const TOP_PLAYERS = 10;

/**
 * The points of one answer: 0 when wrong; QUIZ_POINTS when right without speed scoring; with it,
 * half for being right and up to half more the sooner it came, in steps of SPEED_STEP. The quiz
 * answer's statement (server/live/interactionWrites.ts) computes the same in SQL from these constants.
 */
export function quizPoints(correct: boolean, speed: boolean, elapsedMs: number): number {
  if (!correct) return 0;
  if (!speed) return QUIZ_POINTS;
  const half = QUIZ_POINTS / 2;
  const share = Math.max(0, 1 - Math.max(0, elapsedMs) / SPEED_WINDOW_MS);
  return half + Math.floor((share * half) / SPEED_STEP) * SPEED_STEP;
}

export interface Player {
  voterId: string;
  /** Null: anonymous, ranked but not listed. */
  nickname: string | null;
  score: number;
  /** When the player reached the score (ms): their last scoring answer; earlier wins a tie. */
  reachedAt: number;
}

/** Highest score first; a tie by who reached it first, then nickname, then voter id (a stable order). */
export function comparePlayers(a: Player, b: Player): number {
  return (
    b.score - a.score ||
    a.reachedAt - b.reachedAt ||
    (a.nickname ?? '').localeCompare(b.nickname ?? '') ||
    (a.voterId < b.voterId ? -1 : a.voterId > b.voterId ? 1 : 0)
  );
}

/** The board pushed to every page: the top 10 nicknamed players and the count of every score. */
export function leaderboardOf(players: Player[], questions: string[]): Leaderboard {
  const sorted = [...players].sort(comparePlayers);
  const histogram = new Map<number, number>();
  for (const p of sorted) histogram.set(p.score, (histogram.get(p.score) ?? 0) + 1);
  const scores = [...histogram.entries()].sort((a, b) => b[0] - a[0]);
  const top = sorted
    .filter((p) => p.nickname)
    .slice(0, TOP_PLAYERS)
    .map((p) => ({ rank: rankOf(scores, p.score), nickname: p.nickname as string, score: p.score }));
  return { questions, top, scores, players: sorted.length };
}

/** Competition rank of a score: 1 + how many players scored more. */
export function rankOf(scores: Leaderboard['scores'], score: number): number {
  let above = 0;
  for (const [s, n] of scores) if (s > score) above += n;
  return above + 1;
}

/** This visitor's score on the board: the points of their answers to the questions it counts. */
export function ownScore(board: Leaderboard, outcomes: Iterable<QuizOutcome>): number | null {
  const counted = new Set(board.questions);
  let score: number | null = null;
  for (const o of outcomes) if (counted.has(o.questionId)) score = (score ?? 0) + (o.points ?? 0);
  return score;
}

/** This visitor's rank among all players (anonymous or not); null before they answered a counted question. */
export function ownRank(board: Leaderboard, outcomes: Iterable<QuizOutcome>) {
  const score = ownScore(board, outcomes);
  return score === null ? null : { score, rank: rankOf(board.scores, score), players: board.players };
}
