/**
 * Issue 50: the stream's `event: leaderboard` as the page reads it: a board (kept whole in the live
 * store), null (no question stopped yet, or the quiz was reset), or anything else (ignored).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseLeaderboardEvent } from '../../../src/api/interaction';
import { applyLeaderboard, liveStore, resetLive } from '../../../src/state/live';

const board = {
  questions: ['q1'],
  top: [{ rank: 1, nickname: 'Ada', score: 1000 }],
  scores: [
    [1000, 1],
    [0, 2],
  ],
  players: 3,
};

afterEach(() => resetLive());

describe('the leaderboard push', () => {
  it('reads a board, and null', () => {
    expect(parseLeaderboardEvent(JSON.stringify({ leaderboard: board }))).toEqual(board);
    expect(parseLeaderboardEvent(JSON.stringify({ leaderboard: null }))).toBeNull();
  });

  it('ignores what is not a board: undefined, so the page keeps what it has', () => {
    expect(parseLeaderboardEvent('not json')).toBeUndefined();
    expect(parseLeaderboardEvent(JSON.stringify({ leaderboard: { top: 'x' } }))).toBeUndefined();
    expect(parseLeaderboardEvent(JSON.stringify({ leaderboard: { ...board, scores: [[-1, 1]] } }))).toBeUndefined();
  });

  it('keeps the latest board in the live store until the page leaves', () => {
    applyLeaderboard(board as Parameters<typeof applyLeaderboard>[0]);
    expect(liveStore.leaderboard).toEqual(board);
    applyLeaderboard(null);
    expect(liveStore.leaderboard).toBeNull();
    applyLeaderboard(board as Parameters<typeof applyLeaderboard>[0]);
    resetLive();
    expect(liveStore.leaderboard).toBeNull();
  });
});
