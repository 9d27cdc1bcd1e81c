/**
 * The audience list pushed on the live stream as `event: questions` (no id: the resume point
 * stays the state's). A committed change publishes `{ kind: 'qna', broadcast }` on the change
 * feed (NOTIFY across processes); each process with streams of that broadcast reads the list at
 * most four times a second, serialises it once and writes the same bytes to every stream. A
 * joining or reconnecting page reads the list itself (GET /live-director/qna/{broadcast}).
 */
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/logSafe.ts';
import type { Broadcasts } from '../broadcasts.ts';
import type { LiveHubs } from '../hub.ts';
import { readList } from './list.ts';
import { createPacer, type Pacer } from '../pacer.ts';

/** Read and push a broadcast's list at most this often, however many changes arrive. */
export const PUSH_INTERVAL_MS = 250;
const encoder = new TextEncoder();

export const questionsMessage = (json: string) => encoder.encode(`event: questions\ndata: ${json}\n\n`);

/** A watched broadcast's pacer and the list it last pushed (unchanged lists are not sent again). */
interface Watched {
  pacer: Pacer;
  json?: string;
}

export function createQnaPush(options: { db: Db; feed: ChangeFeed; broadcasts: Broadcasts; hubs: LiveHubs }) {
  const { db, feed, broadcasts, hubs } = options;
  const watched = new Map<string, Watched>();
  let pushes = 0;

  async function push(broadcast: string, entry: Watched) {
    try {
      const info = await broadcasts.byBroadcast(broadcast);
      if (!info) return;
      const json = JSON.stringify(await readList(db, info));
      if (json === entry.json) return;
      entry.json = json;
      pushes += 1;
      hubs.write(broadcast, questionsMessage(json), 'questions');
    } catch (err) {
      console.warn(`Questions of ${broadcast} not pushed: ${errorSummary(err)}`);
    }
  }

  /** A change: push soon, at most every PUSH_INTERVAL_MS per broadcast; only where this process has its streams. */
  function changed(broadcast: string) {
    if (!hubs.watched().includes(broadcast)) {
      watched.get(broadcast)?.pacer.stop();
      watched.delete(broadcast);
      return;
    }
    let entry = watched.get(broadcast);
    if (!entry) {
      // The pacer notes the moment before it reads: a change committed during the read pushes again.
      const created: Watched = {
        pacer: createPacer(
          (lastPushAt) => lastPushAt + PUSH_INTERVAL_MS,
          () => void push(broadcast, created),
        ),
      };
      entry = created;
      watched.set(broadcast, entry);
    }
    entry.pacer.changed();
  }

  feed.subscribe((change) => {
    if (change.kind === 'qna') changed(change.broadcast);
    else if (change.kind === 'resync') for (const broadcast of hubs.watched()) changed(broadcast);
  });

  return {
    /** After a committed change: this process and the others push the list again. */
    publish: (broadcast: string) => feed.publish({ kind: 'qna', broadcast }),
    /** Lists serialised and written so far (tests: coalescing). */
    pushes: () => pushes,
  };
}
export type QnaPush = ReturnType<typeof createQnaPush>;
