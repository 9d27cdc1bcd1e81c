/**
 * Issue 50's pure parts: what a page draws of a burst, how it reads the stream's messages, how
 * often bursts go out, and how the change feed sums the taps waiting for one NOTIFY.
 */
import { describe, expect, it } from 'vitest';
import { parseCloudEvent, parseReactionsEvent } from '../../../src/api/reactions';
import { floatsOf, MAX_FLOATS_PER_BURST } from '../../../src/domain/reactions';
import {
  applyCloud,
  applyReactionBurst,
  audienceStore,
  onReactionBurst,
  resetAudience,
} from '../../../src/state/audience';
import { type Change, mergeChanges } from '../../../server/cache/changeFeed';
import { nextBurstAt } from '../../../server/live/reactions/push';

describe('floatsOf', () => {
  it('draws a few of a large burst, each reaction by its share and at least once', () => {
    const drawn = floatsOf({ clap: 500, heart: 1 });
    expect(drawn.length).toBeLessThanOrEqual(MAX_FLOATS_PER_BURST + 1);
    expect(drawn.filter((r) => r === 'heart')).toHaveLength(1);
    expect(drawn.filter((r) => r === 'clap').length).toBeGreaterThanOrEqual(MAX_FLOATS_PER_BURST - 1);
    expect(floatsOf({ wow: 2 })).toEqual(['wow', 'wow']);
    expect(floatsOf({})).toEqual([]);
  });
});

describe('the stream messages', () => {
  it('reads a burst and a cloud, and drops what the contract does not hold', () => {
    expect(parseReactionsEvent('{"reactions":{"clap":3,"idea":1}}')).toEqual({ clap: 3, idea: 1 });
    expect(parseReactionsEvent('{"reactions":{"boo":3}}')).toBeNull();
    expect(parseReactionsEvent('not json')).toBeNull();
    const cloud = { id: 'c1', question: 'Q?', open: true, words: [{ word: 'a', count: 2 }], others: 0, total: 2 };
    expect(parseCloudEvent(JSON.stringify({ cloud }))).toEqual(cloud);
    expect(parseCloudEvent('{"cloud":null}')).toBeNull();
    expect(parseCloudEvent('{"cloud":{"id":1}}')).toBeUndefined();
  });

  it('adds the bursts up and tells the floats; a cloud replaces the one held', () => {
    resetAudience();
    const heard: unknown[] = [];
    const stop = onReactionBurst((burst) => heard.push(burst));
    applyReactionBurst({ clap: 2 });
    applyReactionBurst({ clap: 1, heart: 4 });
    stop();
    applyReactionBurst({ wow: 1 });
    expect(heard).toEqual([{ clap: 2 }, { clap: 1, heart: 4 }]);
    expect(audienceStore.totals).toMatchObject({ clap: 3, heart: 4, wow: 1, laugh: 0 });
    applyCloud({ id: 'c1', question: 'Q?', open: true, words: [], others: 0, total: 0 });
    expect(audienceStore.cloud?.id).toBe('c1');
    applyCloud(null);
    expect(audienceStore.cloud).toBeNull();
  });
});

describe('the server side', () => {
  it('spaces the bursts out with the streams: four a second, one a second at 10,000 while taps keep coming', () => {
    expect(nextBurstAt(1000, 1900, 10)).toBe(1250);
    expect(nextBurstAt(1000, 1900, 10_000)).toBe(2000);
    // The taps stopped: the last ones go 150 ms after them, not a whole interval later.
    expect(nextBurstAt(1000, 1100, 10_000)).toBe(1250);
  });

  it('sums the taps waiting for one NOTIFY; other changes stay signals', () => {
    const waiting: Change = { kind: 'reactions', broadcast: 'b', counts: { clap: 1 } };
    mergeChanges(waiting, { kind: 'reactions', broadcast: 'b', counts: { clap: 2, heart: 1 } });
    expect(waiting).toEqual({ kind: 'reactions', broadcast: 'b', counts: { clap: 3, heart: 1 } });
    const signal: Change = { kind: 'cloud', broadcast: 'b' };
    mergeChanges(signal, { kind: 'cloud', broadcast: 'b' });
    expect(signal).toEqual({ kind: 'cloud', broadcast: 'b' });
  });
});
