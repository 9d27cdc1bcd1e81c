// @vitest-environment node
/** The bounded caches' map: at most `limit` entries, dropping the least recently used. */
import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../server/lib/boundedMap.ts';

describe('BoundedMap', () => {
  it('keeps at most its limit, dropping the oldest entry', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, i);
    expect(map.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((key) => map.get(key))).toEqual([1, 2, 3]);
  });

  it('keeps an entry that was read while the map filled up', () => {
    const map = new BoundedMap<string, number>(4);
    map.set('hot', 0);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('hot')).toBe(0); // over half full: this read marks it as recently used
    map.set('c', 3);
    map.set('d', 4); // full: drops 'a', the least recently used, not 'hot'
    expect(map.get('hot')).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
