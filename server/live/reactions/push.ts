/**
 * Reaction bursts on the live stream (issue 50): `event: reactions`, `data: { reactions: { clap: 12,
 * ... } }`, the taps of every page since the last burst (no id: the resume point stays the
 * state's). A tap is counted in memory only, never stored: the process that took it publishes
 * `{ kind: 'reactions', broadcast, counts }` on the change feed, which hears it at once and carries
 * it to the other processes (NOTIFY, the taps of 250 ms summed in one: changeFeed.ts mergeChanges).
 * Each process with streams of the broadcast adds every process's taps to its next burst and
 * writes one serialisation to all of them through one pacer: at most four bursts a second, fewer
 * with many streams (10,000 streams: one a second while taps keep coming), whatever the number of taps.
 */
import { REACTIONS, type Reaction } from '../../../src/contract/reactions.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import type { LiveHubs } from '../hub.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { nextPushAt } from '../pushedParts.ts';

const encoder = new TextEncoder();
export const reactionsMessage = (counts: Partial<Record<Reaction, number>>) =>
  encoder.encode(`event: reactions\ndata: ${JSON.stringify({ reactions: counts })}\n\n`);

/**
 * When the next burst may go: as the poll counts (pushedParts.ts nextPushAt), four a second with few
 * streams, once a second with 10,000 while taps keep coming, the last taps 150 ms after they stop,
 * and never more than a quarter of the process for the writes.
 */
export const nextBurstAt = nextPushAt;

/** Only the bar's reactions, as whole positive numbers: a NOTIFY's payload is read, not trusted blindly. */
function tapsOf(counts: Record<string, number>): [Reaction, number][] {
  return REACTIONS.flatMap((name) => {
    const n = counts[name];
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? [[name, n] as [Reaction, number]] : [];
  });
}

interface Watched {
  pacer: Pacer;
  taps: Partial<Record<Reaction, number>>;
  streams: number;
  /** What the last burst's writes took. */
  lastBurstMs: number;
}

export function createReactionsPush(options: { feed: ChangeFeed; hubs: LiveHubs }) {
  const { feed, hubs } = options;
  const watched = new Map<string, Watched>();
  let bursts = 0;

  function burst(broadcast: string, entry: Watched) {
    const { taps } = entry;
    entry.taps = {};
    if (!Object.keys(taps).length) return;
    entry.streams = hubs.write(broadcast, reactionsMessage(taps), 'reactions', (busyMs) => {
      entry.lastBurstMs = busyMs;
    });
    bursts += 1;
    // Nobody watches here any more: forget the broadcast until a stream joins again.
    if (!entry.streams) {
      entry.pacer.stop();
      watched.delete(broadcast);
    }
  }

  function tapped(broadcast: string, counts: Record<string, number>) {
    if (!hubs.watched().includes(broadcast)) return;
    let entry = watched.get(broadcast);
    if (!entry) {
      const created: Watched = {
        pacer: createPacer(
          (lastBurstAt, lastTapAt) => nextBurstAt(lastBurstAt, lastTapAt, created.streams, created.lastBurstMs),
          () => burst(broadcast, created),
        ),
        taps: {},
        streams: 0,
        lastBurstMs: 0,
      };
      entry = created;
      watched.set(broadcast, entry);
    }
    for (const [name, n] of tapsOf(counts)) entry.taps[name] = (entry.taps[name] ?? 0) + n;
    entry.pacer.changed();
  }

  feed.subscribe((change) => {
    if (change.kind === 'reactions') tapped(change.broadcast, change.counts);
  });

  return {
    /** A tap this process took: every process with streams of the broadcast adds it to its next burst. */
    tap: (broadcast: string, reaction: Reaction) =>
      feed.publish({ kind: 'reactions', broadcast, counts: { [reaction]: 1 } }),
    /** Bursts serialised and written so far (tests: taps are coalesced). */
    bursts: () => bursts,
  };
}
export type ReactionsPush = ReturnType<typeof createReactionsPush>;
