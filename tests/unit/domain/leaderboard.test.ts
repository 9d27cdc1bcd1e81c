/**
 * Issue 50: the quiz leaderboard's rules: points (speed in steps), the order of players with ties
 * (competition ranking; within a tie who reached the score first, then nickname), the top 10 of
 * nicknamed players only, and the own rank a page computes from the pushed scores.
 */
import { describe, expect, it } from 'vitest';
import {
  comparePlayers,
  leaderboardOf,
  ownRank,
  type Player,
  QUIZ_POINTS,
  quizPoints,
  rankOf,
  SPEED_WINDOW_MS,
} from '../../../src/domain/leaderboard';

const player = (voterId: string, score: number, reachedAt: number, nickname: string | null = voterId): Player => ({
  voterId,
  nickname,
  score,
  reachedAt,
});

describe('quizPoints', () => {
  it('gives nothing for a wrong answer and the full points without speed scoring', () => {
    expect(quizPoints(false, true, 0)).toBe(0);
    expect(quizPoints(true, false, 29_000)).toBe(QUIZ_POINTS);
  });
  it('with speed: half for being right, the other half shrinking over the window in steps of 10', () => {
    expect(quizPoints(true, true, 0)).toBe(1000);
    expect(quizPoints(true, true, SPEED_WINDOW_MS / 2)).toBe(750);
    expect(quizPoints(true, true, 1_234)).toBe(970);
    expect(quizPoints(true, true, SPEED_WINDOW_MS)).toBe(500);
    expect(quizPoints(true, true, 10 * SPEED_WINDOW_MS)).toBe(500);
    expect(quizPoints(true, true, -5)).toBe(1000);
  });
});

describe('the order and the ranks', () => {
  const players = [
    player('v-cem', 1000, 300, 'Cem'),
    player('v-ana', 1000, 100, 'Ana'),
    player('v-anon', 2000, 50, null),
    player('v-bob', 1000, 100, 'Bob'),
    player('v-dee', 0, 0, 'Dee'),
  ];

  it('sorts by score, then who reached it first, then nickname', () => {
    expect([...players].sort(comparePlayers).map((p) => p.voterId)).toEqual([
      'v-anon',
      'v-ana',
      'v-bob',
      'v-cem',
      'v-dee',
    ]);
  });

  it('lists nicknamed players only, with shared ranks for equal scores, and counts everyone', () => {
    const board = leaderboardOf(players, ['q1', 'q2']);
    expect(board.top).toEqual([
      { rank: 2, nickname: 'Ana', score: 1000 },
      { rank: 2, nickname: 'Bob', score: 1000 },
      { rank: 2, nickname: 'Cem', score: 1000 },
      { rank: 5, nickname: 'Dee', score: 0 },
    ]);
    expect(board.scores).toEqual([
      [2000, 1],
      [1000, 3],
      [0, 1],
    ]);
    expect(board.players).toBe(5);
    expect(JSON.stringify(board)).not.toContain('v-');
  });

  it('keeps ten of many', () => {
    const many = Array.from({ length: 25 }, (_, i) => player(`v-${i}`, i * 10, i));
    const board = leaderboardOf(many, ['q1']);
    expect(board.top).toHaveLength(10);
    expect(board.top[0]).toEqual({ rank: 1, nickname: 'v-24', score: 240 });
    expect(board.top[9].rank).toBe(10);
  });

  it('ranks a score by how many scored more', () => {
    const scores: [number, number][] = [
      [3000, 2],
      [2000, 5],
      [0, 9],
    ];
    expect(rankOf(scores, 3000)).toBe(1);
    expect(rankOf(scores, 2000)).toBe(3);
    expect(rankOf(scores, 1500)).toBe(8);
    expect(rankOf(scores, 0)).toBe(8);
  });
});

describe('the own rank a page computes', () => {
  const board = leaderboardOf([player('a', 2000, 1), player('b', 1000, 2), player('c', 1000, 3)], ['q1', 'q2']);
  const outcome = (questionId: string, points: number) => ({ questionId, optionId: 'o1', correct: points > 0, points });

  it('sums the points of the counted questions only (the active one counts after it stops)', () => {
    expect(ownRank(board, [outcome('q1', 1000), outcome('q2', 0), outcome('q3', 1000)])).toEqual({
      score: 1000,
      rank: 2,
      players: 3,
    });
  });
  it('is null before the visitor answered a counted question', () => {
    expect(ownRank(board, [outcome('q3', 1000)])).toBeNull();
    expect(ownRank(board, [])).toBeNull();
  });
});
