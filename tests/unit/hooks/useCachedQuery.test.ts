import { describe, expect, it } from 'vitest';
import { ensureQuery, peekQuery } from '../../../src/hooks/useCachedQuery';

/** A load whose answer the test decides, to order it against another ask. */
function deferredLoads() {
  const started: ((value: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { load, started };
}

describe('ensureQuery', () => {
  it('keeps the state (no render) when a forced load brings the same data, and takes a change', async () => {
    await ensureQuery('same-again', async () => ({ title: 'Summit', sessions: [1, 2] }));
    const before = peekQuery('same-again');
    await ensureQuery('same-again', async () => ({ title: 'Summit', sessions: [1, 2] }), true);
    expect(peekQuery('same-again')).toBe(before);
    await ensureQuery('same-again', async () => ({ title: 'Summit', sessions: [1, 2, 3] }), true);
    expect(peekQuery('same-again')).toEqual({ status: 'success', data: { title: 'Summit', sessions: [1, 2, 3] } });
  });

  it('loads again when forced while a load is under way (its answer may predate the change)', async () => {
    const { load, started } = deferredLoads();
    const first = ensureQuery('forced-during-load', load);
    // The change is pushed while the first answer is on its way: the forced ask may not end with it.
    const forced = ensureQuery('forced-during-load', load, true);
    expect(started).toHaveLength(1);
    started[0]!('before the change');
    await first;
    expect(started).toHaveLength(2);
    started[1]!('after the change');
    await forced;
    expect(peekQuery('forced-during-load')).toEqual({ status: 'success', data: 'after the change' });
  });

  it('shares one load between asks that do not force, and one follow-up between forced asks', async () => {
    const { load, started } = deferredLoads();
    const asks = [
      ensureQuery('shared', load),
      ensureQuery('shared', load),
      ensureQuery('shared', load, true),
      ensureQuery('shared', load, true),
    ];
    started[0]!('one');
    await asks[0];
    started[1]!('two');
    await Promise.all(asks);
    expect(started).toHaveLength(2);
    expect(peekQuery('shared')).toEqual({ status: 'success', data: 'two' });
  });

  it('does not load again when not forced and the value is in', async () => {
    const { load, started } = deferredLoads();
    const first = ensureQuery('in', load);
    started[0]!('value');
    await first;
    await ensureQuery('in', load);
    expect(started).toHaveLength(1);
  });
});
