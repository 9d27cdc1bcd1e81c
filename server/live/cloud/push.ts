/**
 * The open word cloud on the live stream (issue 50): `event: cloud`, `data: { cloud: { id,
 * question, words: [{ word, count }] (top 30), others, total } | null }` (no id: the resume point
 * stays the state's). A word, an opened or a closed cloud publishes `{ kind: 'cloud', broadcast }`
 * on the change feed (NOTIFY across processes, coalesced to four a second); each process with
 * streams of that broadcast counts the words at most as often as a poll's counts are pushed
 * (pushedParts.ts nextPushAt: four a second, once a second with 10,000 streams, the final counts
 * 150 ms after the words stop), serialises them once and writes the same bytes to every stream.
 * A joining page gets the counts right after the state, so it reads nothing itself.
 */
import type { CloudCounts } from '../../../src/contract/reactions.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/logSafe.ts';
import type { LiveClient } from '../fanOut.ts';
import type { LiveHubs } from '../hub.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { nextPushAt } from '../pushedParts.ts';
import { cloudCounts } from './store.ts';

const encoder = new TextEncoder();
export const cloudMessage = (json: string) => encoder.encode(`event: cloud\ndata: ${json}\n\n`);

const NONE = JSON.stringify({ cloud: null });

interface Watched {
  pacer: Pacer;
  /** The counts last pushed (or read for joining pages), serialised; unchanged counts are not sent again. */
  json?: string;
  /** What a joining page gets: the counts' message, none while no cloud is open. */
  message?: Promise<Uint8Array | undefined>;
  streams: number;
  /** What the last push's writes took (the pacer keeps pushes to a share of the time). */
  lastPushMs: number;
}

export function createCloudPush(options: { db: Db; feed: ChangeFeed; hubs: LiveHubs }) {
  const { db, feed, hubs } = options;
  const watched = new Map<string, Watched>();
  let pushes = 0;

  const read = async (broadcast: string) => JSON.stringify({ cloud: await cloudCounts(db, broadcast) });

  async function push(broadcast: string, entry: Watched) {
    try {
      const json = await read(broadcast);
      if (json === entry.json) return;
      entry.json = json;
      const message = cloudMessage(json);
      entry.message = Promise.resolve(json === NONE ? undefined : message);
      pushes += 1;
      entry.streams = hubs.write(broadcast, message, 'cloud', (busyMs) => {
        entry.lastPushMs = busyMs;
      });
    } catch (err) {
      console.warn(`Word cloud of ${broadcast} not pushed: ${errorSummary(err)}`);
    }
  }

  function entryOf(broadcast: string): Watched {
    let entry = watched.get(broadcast);
    if (!entry) {
      const created: Watched = {
        pacer: createPacer(
          (lastPushAt, lastChangeAt) => nextPushAt(lastPushAt, lastChangeAt, created.streams, created.lastPushMs),
          () => void push(broadcast, created),
        ),
        streams: 0,
        lastPushMs: 0,
      };
      entry = created;
      watched.set(broadcast, entry);
    }
    return entry;
  }

  function changed(broadcast: string) {
    if (!hubs.watched().includes(broadcast)) {
      watched.get(broadcast)?.pacer.stop();
      watched.delete(broadcast);
      return;
    }
    entryOf(broadcast).pacer.changed();
  }

  feed.subscribe((change) => {
    if (change.kind === 'cloud') changed(change.broadcast);
    else if (change.kind === 'resync') for (const broadcast of hubs.watched()) changed(broadcast);
  });

  return {
    /** After a committed word or an opened or closed cloud: this process and the others push the counts. */
    publish: (broadcast: string) => feed.publish({ kind: 'cloud', broadcast }),

    /** A stream joined: it gets the open cloud's counts (one read shared by the pages joining meanwhile). */
    async joined(broadcast: string, client: LiveClient): Promise<void> {
      const entry = entryOf(broadcast);
      if (!entry.message) {
        const loading = read(broadcast).then((json) => {
          entry.json ??= json;
          return json === NONE ? undefined : cloudMessage(json);
        });
        entry.message = loading;
        loading.catch(() => {
          if (entry.message === loading) entry.message = undefined;
        });
      }
      try {
        const message = await entry.message;
        if (message) client.write(message, 'cloud');
      } catch (err) {
        console.warn(`Word cloud of ${broadcast} not sent to a joining page: ${errorSummary(err)}`);
      }
    },

    /** Counts serialised and written so far (tests: coalescing). */
    pushes: () => pushes,
  };
}
export type CloudPush = ReturnType<typeof createCloudPush>;
export type { CloudCounts };
