/**
 * This process's open streams, one hub per broadcast (broadcastHub.ts). A change (heard on the
 * ChangeFeed, or the event's clock reaching its start or end) re-reads the row once, serialises the
 * state once and writes those same bytes to every stream of the broadcast: thousands of pages cost
 * one query and one JSON.stringify per change. A heartbeat comment goes to every stream every 15 s.
 * The state carries the active poll's and quiz question's definitions (activeItems.ts), so a page
 * reads nothing when one starts. Poll results and any other pushed part (pushedParts.ts) travel
 * the same way as their own events (`event: results`: every started poll of the broadcast, full
 * counts each time, read from counter rows): a vote publishes `live-results`, each process re-reads
 * at most four times a second per broadcast (one pacer, pacer.ts) and writes one serialisation to
 * every stream. A joining stream gets the parts right after the state, so a reconnect needs no read
 * of its own.
 */
import type { LiveState } from '../../src/contract/live.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { Db } from '../db/client.ts';
import { BroadcastHub, loadState } from './broadcastHub.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { HEARTBEAT, type LiveClient, projectMessage, writeToAll } from './fanOut.ts';

export type { LiveClient } from './fanOut.ts';

export interface HubOptions {
  db: Db;
  feed: ChangeFeed;
  broadcasts: Broadcasts;
  now(): Date;
  heartbeatMs: number;
}

export function createLiveHubs(options: HubOptions) {
  const { db, feed, broadcasts, now } = options;
  const hubs = new Map<string, BroadcastHub>();
  const loading = new Map<string, Promise<LiveState>>();
  let heartbeat: NodeJS.Timeout | undefined;

  function tellProjectChanged(projectId: string) {
    let message: Uint8Array | undefined;
    for (const hub of hubs.values()) {
      if (hub.info.projectId !== projectId) continue;
      message ??= projectMessage(projectId);
      hub.writeToAll(message, 'project');
    }
  }

  feed.subscribe((change) => {
    if (change.kind === 'live') void hubs.get(change.broadcast)?.refreshState();
    else if (change.kind === 'live-results') hubs.get(change.broadcast)?.countsChanged();
    else if (change.kind === 'project') tellProjectChanged(change.projectId);
    else if (change.kind === 'resync') {
      for (const hub of hubs.values()) {
        void hub.refreshState();
        hub.countsChanged();
      }
    }
  });

  /** Forgets a hub nobody watches or is joining any more. */
  function forgetIfUnwatched(hub: BroadcastHub) {
    if (hub.clients.size || hub.joining || hubs.get(hub.info.broadcast) !== hub) return;
    hub.stop();
    hubs.delete(hub.info.broadcast);
    if (!hubs.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** The heartbeat (no slot: a full socket skips it). */
  function beat() {
    writeToAll(
      [...hubs.values()].flatMap((hub) => [...hub.clients]),
      HEARTBEAT,
    );
  }

  function hubOf(info: Broadcast): BroadcastHub {
    let hub = hubs.get(info.broadcast);
    if (!hub) {
      hub = new BroadcastHub(info, { db, broadcasts, now });
      hubs.set(info.broadcast, hub);
      heartbeat ??= setInterval(beat, options.heartbeatMs);
      heartbeat.unref();
    }
    return hub;
  }

  return {
    /** The current state: from memory when this process holds the broadcast, else the database. */
    async snapshot(info: Broadcast): Promise<LiveState> {
      const hub = hubs.get(info.broadcast);
      if (hub?.state && !hub.refreshingState) return hub.state;
      // A reconnect storm asks thousands of times at once: they share one read.
      let pending = loading.get(info.broadcast);
      if (!pending) {
        pending = loadState(db, info, now())
          .then((r) => r.state)
          .finally(() => loading.delete(info.broadcast));
        loading.set(info.broadcast, pending);
      }
      return pending;
    },

    /** Adds a stream; answers the hub's current state (already sent to the stream unless `known`). */
    async join(info: Broadcast, client: LiveClient, lastEventId: number | undefined): Promise<LiveState> {
      const hub = hubOf(info);
      if (!hub.state) {
        hub.joining += 1;
        await hub.refreshState().finally(() => {
          hub.joining -= 1;
        });
      }
      const { state, message } = hub;
      if (!state || !message) {
        forgetIfUnwatched(hub);
        throw new Error(`Live state of ${info.broadcast} unavailable`);
      }
      // From here on the client gets every change; it gets the current state now unless it holds it.
      hub.clients.add(client);
      if (!(lastEventId !== undefined && lastEventId >= state.version)) client.write(message, 'state');
      for (const part of hub.partMessages()) client.write(part.message, part.event);
      return state;
    },

    leave(broadcast: string, client: LiveClient) {
      const hub = hubs.get(broadcast);
      if (!hub) return;
      hub.clients.delete(client);
      forgetIfUnwatched(hub);
    },

    /** After a committed organiser change: this process and the others re-read and push. */
    changed(broadcast: string) {
      feed.publish({ kind: 'live', broadcast });
    },

    /**
     * After a committed vote: every process with streams of the broadcast pushes the new counts,
     * paced by its hub (the feed coalesces the NOTIFYs between processes).
     */
    resultsChanged(broadcast: string) {
      feed.publish({ kind: 'live-results', broadcast });
    },

    /** Ends this process's open streams of a broadcast (QA and tests of the reconnect); answers how many. */
    endStreams(broadcast: string): number {
      const clients = [...(hubs.get(broadcast)?.clients ?? [])];
      for (const client of clients) client.abort?.();
      return clients.length;
    },

    /**
     * Writes another module's message (server/live/qna/) to this process's streams of the broadcast; how many.
     * `done` hears what the writes took (fanOut.ts writeToAll), for a pacer that keeps to a share of the time.
     */
    write(
      broadcast: string,
      message: Uint8Array,
      slot: string,
      done?: (busyMs: number) => void,
      slice?: number,
    ): number {
      const hub = hubs.get(broadcast);
      hub?.writeToAll(message, slot, done, slice);
      return hub?.clients.size ?? 0;
    },

    /** Broadcasts with open streams (or joining ones) in this process. */
    watched: () => [...hubs.keys()],

    /** Number of open streams (for tests and logs). */
    clients: () => [...hubs.values()].reduce((n, hub) => n + hub.clients.size, 0),
  };
}
export type LiveHubs = ReturnType<typeof createLiveHubs>;
