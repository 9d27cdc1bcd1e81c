// One fan-out at a time per broadcast (server/live/fanOutQueue.ts): what is pushed meanwhile waits
// and goes together, one write per stream, in the order it was pushed; a held-back client keeps
// each message under its own slot.
import { describe, expect, it } from 'vitest';
import type { LiveClient, Pushed } from '../../server/live/fanOut.ts';
import { createFanOutQueue, RIDE_MS } from '../../server/live/fanOutQueue.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const turn = () => new Promise((resolve) => setImmediate(resolve));

function recordingClient(joins: boolean) {
  const writes: string[] = [];
  const client: LiveClient = {
    write: (data, slot) => writes.push(`${slot}=${text(data)}`),
    ...(joins && {
      writeJoined: (joined: Uint8Array, parts: readonly Pushed[]) => writes.push(`${parts.length}:${text(joined)}`),
    }),
  };
  return { client, writes };
}

describe('the fan-out queue', () => {
  it('writes at once when idle, and joins what came during a fan-out into one write per stream', async () => {
    const a = recordingClient(true);
    const b = recordingClient(false);
    const queue = createFanOutQueue(() => [a.client, b.client]);
    const done: string[] = [];
    // One stream per turn: the first fan-out is still running when the next two come.
    queue.send([{ message: bytes('s1'), slot: 'state' }], () => done.push('s1'), 1);
    expect(a.writes).toEqual(['state=s1']);
    expect(queue.busy()).toBe(true);
    queue.send([{ message: bytes('c1'), slot: 'captions:1' }], () => done.push('c1'), 1);
    queue.send([{ message: bytes('r1'), slot: 'results' }], () => done.push('r1'), 1);
    while (queue.busy()) await turn();
    expect(a.writes).toEqual(['state=s1', '2:c1r1']);
    // A client that cannot take joined bytes gets each message under its slot, in order.
    expect(b.writes).toEqual(['state=s1', 'captions:1=c1', 'results=r1']);
    expect(done).toEqual(['s1', 'c1', 'r1']);
  });

  it('a push started by a callback goes after what was already waiting', async () => {
    const a = recordingClient(true);
    const queue = createFanOutQueue(() => [a.client, recordingClient(true).client]);
    queue.send([{ message: bytes('1') }], () => queue.send([{ message: bytes('3') }], undefined, 1), 1);
    queue.send([{ message: bytes('2') }], undefined, 1);
    while (queue.busy()) await turn();
    await turn();
    while (queue.busy()) await turn();
    expect(a.writes.map((w) => w.split('=').pop())).toEqual(['1', '2', '3']);
  });

  it('a push that may ride goes at once while pushes are rare, else with the next push or after RIDE_MS', async () => {
    const a = recordingClient(true);
    const queue = createFanOutQueue(() => [a.client]);
    queue.send([{ message: bytes('r1'), slot: 'results' }], undefined, undefined, true);
    expect(a.writes).toEqual(['results=r1']);
    // A caption line just went: the counts wait for the next one and go in the same write.
    queue.send([{ message: bytes('c1'), slot: 'captions:1' }]);
    queue.send([{ message: bytes('r2'), slot: 'results' }], undefined, undefined, true);
    expect(a.writes).toHaveLength(2);
    queue.send([{ message: bytes('c2'), slot: 'captions:2' }]);
    expect(a.writes).toEqual(['results=r1', 'captions:1=c1', '2:r2c2']);
    // No next push: they go alone, RIDE_MS later.
    queue.send([{ message: bytes('r3'), slot: 'results' }], undefined, undefined, true);
    expect(a.writes).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, RIDE_MS + 50));
    expect(a.writes.at(-1)).toBe('results=r3');
  });
});
