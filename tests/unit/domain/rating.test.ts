/** Issue 50: the rating scale's options and summary, and when a page shows a poll's counts. */
import { describe, expect, it } from 'vitest';
import { ratingOptions, ratingSummary, showsCounts } from '../../../src/domain/rating';

const rating = { id: 'r', question: 'How useful?', options: ratingOptions(5), rating: { max: 5 as const } };

describe('the rating scale', () => {
  it('has the numbers as options, lowest first', () => {
    expect(ratingOptions(5).map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(ratingOptions(10).at(-1)).toEqual({ id: '10', text: '10' });
  });
  it('averages to one decimal with a row per value', () => {
    const summary = ratingSummary(rating, { r: { 1: 1, 4: 2, 5: 2 } });
    expect(summary.count).toBe(5);
    expect(summary.average).toBe(3.8);
    expect(summary.rows.map((r) => [r.value, r.count, r.percent])).toEqual([
      [1, 1, 20],
      [2, 0, 0],
      [3, 0, 0],
      [4, 2, 40],
      [5, 2, 40],
    ]);
  });
  it('has no average without ratings', () => {
    expect(ratingSummary(rating, {}).average).toBeNull();
  });
});

describe('showsCounts', () => {
  const poll = (showResults?: 'live' | 'afterVoting' | 'onReveal') => ({ ...rating, showResults });
  it('live: always; after voting (the default): once voted', () => {
    expect(showsCounts(poll('live'), {}, false)).toBe(true);
    expect(showsCounts(poll(), {}, false)).toBe(false);
    expect(showsCounts(poll('afterVoting'), { r: {} }, true)).toBe(true);
  });
  it('on reveal: only once the counts were pushed, voted or not', () => {
    expect(showsCounts(poll('onReveal'), {}, true)).toBe(false);
    expect(showsCounts(poll('onReveal'), { r: { 1: 0 } }, false)).toBe(true);
  });
});
