// @vitest-environment node
/**
 * The outbox's passes one at a time (oneAtATime in state/outboxReplay.ts): a trigger that comes
 * while a pass runs (the browser back online while a send hangs) gets a pass of its own after it.
 */
import { describe, expect, it, vi } from 'vitest';
import { oneAtATime, replayWith, type SendItem } from '../../../src/state/outboxReplay';
import { outboxItem } from './items';
import { memoryStore } from './memoryStore';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const answer = {
  registrationID: 'id-of-a'.padEnd(24, 'x'),
  cannotRegisterForEvents: [],
  on_site_viewer: 0,
};
const item = outboxItem(
  'key-for-a-at-x-nl',
  {
    kind: 'registration',
    body: { event_id: 'webinar', email: 'a@x.nl', time_zone: 'UTC', on_site_viewer: 0, SELECTED_EVENTS: ['webinar'] },
  },
  'webinar',
  1,
);

describe('one pass at a time', () => {
  it('a call while a send hangs and then fails gets a pass after it, which sends the item', async () => {
    const { store, pending } = memoryStore([item]);
    const hanging = deferred<unknown>();
    const sends: Array<Promise<unknown>> = [hanging.promise, Promise.resolve(answer)];
    let sent = 0;
    const send: SendItem = () => sends[sent++];
    const replay = oneAtATime(() => replayWith(store, send, () => 5000));

    const first = replay();
    await vi.waitFor(() => expect(sent).toBe(1)); // the first pass has read the outbox and its send hangs
    const online = replay(); // the network is back meanwhile
    expect(replay()).toBe(online); // further calls share the pass still to come
    hanging.reject(new TypeError('Failed to fetch'));

    expect(await first).toEqual({ settled: [], remaining: 1 });
    expect((await online).settled.map((o) => o.id)).toEqual([item.id]);
    expect(sent).toBe(2);
    expect(pending.size).toBe(0);
  });

  it('runs a single pass for a single call, and a new one for a call after it ended', async () => {
    let passes = 0;
    const replay = oneAtATime(async () => ++passes);
    expect(await replay()).toBe(1);
    expect(await replay()).toBe(2);
    expect(passes).toBe(2);
  });

  it('goes on after a pass that threw', async () => {
    let passes = 0;
    const replay = oneAtATime(async () => {
      if (++passes === 1) throw new Error('storage blocked');
      return passes;
    });
    const first = replay();
    const second = replay();
    await expect(first).rejects.toThrow('storage blocked');
    expect(await second).toBe(2);
  });
});
