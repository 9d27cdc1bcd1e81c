/**
 * This process's open streams, one hub per broadcast. A change (heard on the ChangeFeed, or the
 * event's clock reaching its start or end) re-reads the row once, serialises the state once and
 * writes those same bytes to every stream of the broadcast: thousands of pages cost one query and
 * one JSON.stringify per change. A heartbeat comment goes to every stream every 15 s.
 * The state carries the active poll's and quiz question's definitions (activeItems.ts), so a page
 * reads nothing when one starts. Poll results and any other pushed part (pushedParts.ts) travel
 * the same way as their own events (`event: results`: every started poll of the broadcast, full counts
 * each time, read from counter rows): a vote publishes `live-results`, each process re-reads at
 * most four times a second per broadcast and writes one serialisation to every stream. A joining
 * stream gets the parts right after the state, so a reconnect needs no read of its own.
 */
import type { LiveState } from '../../src/contract/live.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/logSafe.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { startedPolls, withActiveItems } from './activeItems.ts';
import { effectiveState, followsClock, nextClockChange, readControl } from './controlState.ts';
import { listItems, type Items } from './interaction.ts';
import { nextPushAt, partsOf, type HubParts } from './pushedParts.ts';

/**
 * What a hub needs of a stream (nodeStream.ts; hono's SSEStreamingApi has it too). `slot` names
 * what a message is ('state', 'project'): a client whose socket is full keeps only the latest
 * message per slot and drops those without one (heartbeats). A message type whose events build on
 * each other must not be skipped like that: send it as a full state under its own slot.
 */
export interface LiveClient { write(bytes: Uint8Array, slot?: string): unknown; abort?(): void }

interface Hub {
  info: Broadcast;
  clients: Set<LiveClient>;
  state?: LiveState;
  message?: Uint8Array;
  timer?: NodeJS.Timeout;
  refreshing?: Promise<void>;
  again: boolean;
  /** Streams waiting for the first state: the hub stays while any are. */
  joining: number;
  /** The broadcast's polls and quiz, re-read with every state change. */
  items?: Items;
  parts: HubParts;
  partsTimer?: NodeJS.Timeout;
  partsAt: number;
  /** When the last vote notice came (pushedParts.ts nextPushAt). */
  changeAt: number;
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const RECHECK_MS = 60_000;
/** A process tells the others of new votes at most this often per broadcast (one NOTIFY, not one per vote). */
const PUBLISH_INTERVAL_MS = 100;
/** Streams written per turn of the event loop: requests (a vote's answer) get their turn between slices. */
const FAN_OUT_SLICE = 500;

export const sseMessage = (state: LiveState) => encoder.encode(`event: state\nid: ${state.version}\ndata: ${JSON.stringify(state)}\n\n`);
/** The organiser changed the project: open pages fetch it again. No id, so a resume point stays the state's. */
export const projectMessage = (projectId: string) => encoder.encode(`event: project\ndata: ${JSON.stringify({ projectId })}\n\n`);

/**
 * Writes one message to every stream, FAN_OUT_SLICE at a time: 10,000 writes in one go hold every
 * request back for a good part of a second. Later messages start after earlier ones and advance
 * a slice per turn as well, so each stream still gets them in order; a stream that joins in
 * between gets the current messages on joining and none of the older one.
 */
function writeToAll(clients: Iterable<LiveClient>, message: Uint8Array, slot?: string): void {
  const all = [...clients];
  let i = 0;
  const slice = () => {
    for (const end = Math.min(all.length, i + FAN_OUT_SLICE); i < end; i++) all[i].write(message, slot);
    if (i < all.length) setImmediate(slice);
  };
  slice();
}

export interface HubOptions {
  db: Db;
  feed: ChangeFeed;
  broadcasts: Broadcasts;
  now(): Date;
  heartbeatMs: number;
}

export function createLiveHubs(options: HubOptions) {
  const { db, feed, broadcasts, now } = options;
  const hubs = new Map<string, Hub>();
  const loading = new Map<string, Promise<LiveState>>();
  const publishing = new Map<string, NodeJS.Timeout>();
  let heartbeat: NodeJS.Timeout | undefined;

  async function load(info: Broadcast): Promise<{ state: LiveState; clock: boolean; items: Items }> {
    // Only started items (issue 43): the active ones and the `results` part alike.
    const [row, items] = await Promise.all([readControl(db, info.broadcast), listItems(db, info.broadcast, 'started')]);
    return { state: withActiveItems(effectiveState(info, row, now().getTime()), items), clock: followsClock(row), items };
  }

  /** While the state follows the clock: wake at the event's next start or end, and at least every minute (the event may be re-timed). */
  function schedule(hub: Hub, clock: boolean) {
    clearTimeout(hub.timer);
    hub.timer = undefined;
    if (!clock || !hubs.has(hub.info.broadcast)) return;
    const at = nextClockChange(hub.info, now().getTime());
    const wait = at === undefined ? RECHECK_MS : Math.min(RECHECK_MS, at - now().getTime() + 20);
    hub.timer = setTimeout(() => void refresh(hub.info.broadcast), Math.max(20, wait));
    hub.timer.unref();
  }

  function fanOut(hub: Hub, state: LiveState) {
    if (hub.state && state.version <= hub.state.version) return;
    hub.state = state;
    hub.message = sseMessage(state);
    writeToAll(hub.clients, hub.message, 'state');
  }

  /** Re-reads one broadcast and pushes it if it is newer; overlapping calls collapse into one more. */
  function refresh(broadcast: string): Promise<void> {
    const hub = hubs.get(broadcast);
    if (!hub) return Promise.resolve();
    if (hub.refreshing) {
      hub.again = true;
      return hub.refreshing;
    }
    hub.refreshing = (async () => {
      do {
        hub.again = false;
        try {
          hub.info = (await broadcasts.byBroadcast(broadcast)) ?? hub.info;
          const { state, clock, items } = await load(hub.info);
          // A poll just started: its (zero) counts join the results part now, not at its first vote.
          const newlyStarted = hub.items !== undefined && startedPolls(items) !== startedPolls(hub.items);
          hub.items = items;
          // A new hub pushes nothing before it holds the counts too: a joining stream gets both.
          if (!hub.parts.loaded()) await hub.parts.load();
          fanOut(hub, state);
          if (newlyStarted) void loadParts(hub);
          schedule(hub, clock);
        } catch (err) {
          console.warn(`Live state of ${broadcast} not refreshed: ${errorSummary(err)}`);
        }
      } while (hub.again);
      hub.refreshing = undefined;
    })();
    return hub.refreshing;
  }

  /** Re-reads the pushed parts and writes those that changed to every stream. */
  async function loadParts(hub: Hub): Promise<void> {
    try {
      for (const { event, message } of await hub.parts.load()) writeToAll(hub.clients, message, event);
    } catch (err) {
      console.warn(`Poll results of ${hub.info.broadcast} not refreshed: ${errorSummary(err)}`);
    }
  }

  /** A vote came in: read the counts again soon (at most four times a second, paced by nextPushAt). */
  function resultsChanged(broadcast: string) {
    const hub = hubs.get(broadcast);
    if (!hub) return;
    hub.changeAt = Date.now();
    if (!hub.partsTimer) schedulePush(hub);
  }

  function schedulePush(hub: Hub) {
    const wait = Math.max(0, nextPushAt(hub.partsAt, hub.changeAt, hub.clients.size) - Date.now());
    hub.partsTimer = setTimeout(() => {
      hub.partsTimer = undefined;
      // More votes meanwhile moved the moment on: wait for it.
      if (Date.now() < nextPushAt(hub.partsAt, hub.changeAt, hub.clients.size)) return schedulePush(hub);
      hub.partsAt = Date.now();
      void loadParts(hub);
    }, wait);
    hub.partsTimer.unref();
  }

  function tellProjectChanged(projectId: string) {
    let message: Uint8Array | undefined;
    for (const hub of hubs.values()) {
      if (hub.info.projectId !== projectId) continue;
      message ??= projectMessage(projectId);
      writeToAll(hub.clients, message, 'project');
    }
  }

  feed.subscribe((change) => {
    if (change.kind === 'live') void refresh(change.broadcast);
    else if (change.kind === 'live-results') resultsChanged(change.broadcast);
    else if (change.kind === 'project') tellProjectChanged(change.projectId);
    else if (change.kind === 'resync') {
      for (const key of hubs.keys()) {
        void refresh(key);
        resultsChanged(key);
      }
    }
  });

  /** Forgets a hub nobody watches or is joining any more. */
  function drop(hub: Hub) {
    if (hub.clients.size || hub.joining || hubs.get(hub.info.broadcast) !== hub) return;
    clearTimeout(hub.timer);
    clearTimeout(hub.partsTimer);
    hubs.delete(hub.info.broadcast);
    if (!hubs.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** The heartbeat (no slot: a full socket skips it). */
  function beat() {
    writeToAll([...hubs.values()].flatMap((hub) => [...hub.clients]), HEARTBEAT);
  }

  return {
    /** The current state: from memory when this process holds the broadcast, else the database. */
    async snapshot(info: Broadcast): Promise<LiveState> {
      const hub = hubs.get(info.broadcast);
      if (hub?.state && !hub.refreshing) return hub.state;
      // A reconnect storm asks thousands of times at once: they share one read.
      let pending = loading.get(info.broadcast);
      if (!pending) {
        pending = load(info).then((r) => r.state).finally(() => loading.delete(info.broadcast));
        loading.set(info.broadcast, pending);
      }
      return pending;
    },

    /** Adds a stream; answers the hub's current state (already sent to the stream unless `known`). */
    async join(info: Broadcast, client: LiveClient, lastEventId: number | undefined): Promise<LiveState> {
      let hub = hubs.get(info.broadcast);
      if (!hub) {
        const context = () => ({ db, info: created.info, items: created.items });
        const created: Hub = { info, clients: new Set(), again: false, joining: 0, parts: partsOf(context), partsAt: 0, changeAt: 0 };
        hub = created;
        hubs.set(info.broadcast, hub);
        heartbeat ??= setInterval(beat, options.heartbeatMs);
        heartbeat.unref();
      }
      if (!hub.state) {
        hub.joining += 1;
        await refresh(info.broadcast).finally(() => { hub.joining -= 1; });
      }
      const { state, message } = hub;
      if (!state || !message) {
        drop(hub);
        throw new Error(`Live state of ${info.broadcast} unavailable`);
      }
      // From here on the client gets every change; it gets the current state now unless it holds it.
      hub.clients.add(client);
      if (!(lastEventId !== undefined && lastEventId >= state.version)) client.write(message, 'state');
      for (const part of hub.parts.messages()) client.write(part.message, part.event);
      return state;
    },

    leave(broadcast: string, client: LiveClient) {
      const hub = hubs.get(broadcast);
      if (!hub) return;
      hub.clients.delete(client);
      drop(hub);
    },

    /** After a committed organiser change: this process and the others re-read and push. */
    changed(broadcast: string) {
      feed.publish({ kind: 'live', broadcast });
    },

    /** After a committed vote: every process with streams of the broadcast pushes the new counts. */
    resultsChanged(broadcast: string) {
      if (publishing.has(broadcast)) return;
      // A storm of votes is one notice per broadcast every PUBLISH_INTERVAL_MS (trailing: the last vote is always told).
      publishing.set(broadcast, setTimeout(() => {
        publishing.delete(broadcast);
        feed.publish({ kind: 'live-results', broadcast });
      }, PUBLISH_INTERVAL_MS).unref());
    },

    /** Ends this process's open streams of a broadcast (QA and tests of the reconnect); answers how many. */
    drop(broadcast: string): number {
      const clients = [...(hubs.get(broadcast)?.clients ?? [])];
      for (const client of clients) client.abort?.();
      return clients.length;
    },

    /** Writes another module's message (server/live/qna/) to this process's streams of the broadcast; answers how many. */
    write(broadcast: string, message: Uint8Array, slot: string): number {
      const clients = hubs.get(broadcast)?.clients ?? new Set<LiveClient>();
      writeToAll(clients, message, slot);
      return clients.size;
    },

    /** Broadcasts with open streams (or joining ones) in this process. */
    watched: () => [...hubs.keys()],

    /** Number of open streams (for tests and logs). */
    clients: () => [...hubs.values()].reduce((n, hub) => n + hub.clients.size, 0),
  };
}
export type LiveHubs = ReturnType<typeof createLiveHubs>;
