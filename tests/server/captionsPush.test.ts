// @vitest-environment node
/**
 * The caption push's own rules (server/live/captions/push.ts, lineWindow.ts), without a server: the
 * lines a push sends (each new or revised line once, in language and `seq` order, the window kept
 * small) and when the next push may go (at once after a cheap push; after a dear one, later).
 */
import { describe, expect, it } from 'vitest';
import type { CaptionLine } from '../../src/contract/captions.ts';
import { createLineWindow } from '../../server/live/captions/lineWindow.ts';
import { nextCaptionsAt, PUSH_INTERVAL_MS } from '../../server/live/captions/push.ts';

const line = (lang: string, seq: number, rev = 1, text = `${lang} ${seq}`): CaptionLine => ({
  lang,
  seq,
  rev,
  text,
  final: true,
  at: 0,
});
const keys = (lines: CaptionLine[]) => lines.map((l) => `${l.lang}:${l.seq}:${l.rev}`);

describe('the lines a push sends', () => {
  it('each new or revised line once, in language then seq order, the highest revision only', () => {
    const window = createLineWindow(50);
    window.add([line('nl', 1), line('en', 3), line('en', 1)]);
    expect(keys(window.takeFresh())).toEqual(['en:1:1', 'en:3:1', 'nl:1:1']);
    expect(window.takeFresh()).toEqual([]);
    // Out of order, a revision, and an older revision heard late (a read that started earlier).
    window.add([line('en', 2), line('en', 1, 3), line('en', 1, 2)]);
    expect(keys(window.takeFresh())).toEqual(['en:1:3', 'en:2:1']);
    window.add([line('en', 1, 2)]);
    expect(window.takeFresh()).toEqual([]);
    expect(keys(window.lines())).toEqual(['en:1:3', 'en:2:1', 'en:3:1', 'nl:1:1']);
  });

  it('keeps the last lines of each language only; what a joining page got counts as sent', () => {
    const window = createLineWindow(2);
    window.add([1, 2, 3, 4].map((seq) => line('en', seq)));
    expect(keys(window.lines())).toEqual(['en:3:1', 'en:4:1']);
    window.allSent();
    expect(window.takeFresh()).toEqual([]);
    window.add([line('en', 5)]);
    expect(keys(window.takeFresh())).toEqual(['en:5:1']);
  });
});

describe('when the next push may go', () => {
  it('a new line at once after a cheap push, never within PUSH_INTERVAL_MS of the last', () => {
    expect(nextCaptionsAt(10_000, 10_500, 5)).toBe(10_500);
    expect(nextCaptionsAt(10_000, 10_020, 5)).toBe(10_000 + PUSH_INTERVAL_MS);
  });

  it('after a push whose writes took long: as long again (half the process at most), a second at most', () => {
    // 10,000 streams, 150 ms of writes: a line 100 ms after the push waits 50 ms more.
    expect(nextCaptionsAt(10_000, 10_100, 150)).toBe(10_150);
    expect(nextCaptionsAt(10_000, 10_100, 900)).toBe(10_900);
    expect(nextCaptionsAt(10_000, 10_100, 1500)).toBe(11_000);
  });
});
