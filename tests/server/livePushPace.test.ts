// @vitest-environment node
/**
 * The pace of the vote counts' pushes (server/live/pushedParts.ts `nextPushAt`): a pure rule, so
 * a storm's pushes keep to a share of the process's time whatever the audience size.
 */
import { describe, expect, it } from 'vitest';
import { nextPushAt } from '../../server/live/pushedParts.ts';

describe('the pace of the pushes', () => {
  it(
    'at most four a second; spaced out by the number of ' + 'streams while votes keep coming; at once when they stop',
    () => {
      // A first vote after a quiet time: at once.
      expect(nextPushAt(0, 10_000, 10_000)).toBeLessThanOrEqual(10_000);
      // Votes keep coming: every 250 ms with few streams, every second with 10,000.
      expect(nextPushAt(10_000, 10_240, 100)).toBe(10_250);
      expect(nextPushAt(10_000, 10_900, 10_000)).toBe(11_000);
      expect(nextPushAt(10_000, 10_900, 5_000)).toBe(10_500);
      // The storm stopped at 10,300: the final counts 150 ms later, not a second after the last push.
      expect(nextPushAt(10_000, 10_300, 10_000)).toBe(10_450);
      // Never two pushes within 250 ms.
      expect(nextPushAt(10_000, 10_000, 10_000)).toBe(10_250);
    },
  );
  it('a push whose writes took long waits four times as long before the next, a second at most', () => {
    // The last push to 10,000 streams took 120 ms of writes: the storm's end waits 480 ms after it, not 150 ms.
    expect(nextPushAt(10_000, 10_300, 10_000, 120)).toBe(10_480);
    // Cheap pushes keep the old pace; a very slow one never holds the counts back more than a second.
    expect(nextPushAt(10_000, 10_300, 10_000, 20)).toBe(10_450);
    expect(nextPushAt(10_000, 10_300, 10_000, 900)).toBe(11_000);
    // While votes keep coming, 10,000 streams: once a second as before.
    expect(nextPushAt(10_000, 10_900, 10_000, 120)).toBe(11_000);
  });
});
