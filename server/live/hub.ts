/**
 * This process's open streams, one hub per broadcast. A change (heard on the ChangeFeed, or the
 * event's clock reaching its start or end) re-reads the row once, serialises the state once and
 * writes those same bytes to every stream of the broadcast: thousands of pages cost one query and
 * one JSON.stringify per change. A heartbeat comment goes to every stream every 15 s.
 * Poll results travel the same way as `event: results` (all polls of the broadcast, full counts
 * each time): a vote publishes `live-results`, each process re-counts at most four times a
 * second per broadcast and writes one serialisation to every stream. A joining stream gets no
 * counts (a page reads them with GET /live-director/interaction/{broadcast}, also after a reconnect).
 */
import type { LiveState } from '../../src/contract/live.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../http/logSafe.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { effectiveState, followsClock, nextClockChange, readControl } from './controlState.ts';
import { pollResults } from './interaction.ts';

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
  results?: { json: string; message: Uint8Array; seq: number };
  resultsTimer?: NodeJS.Timeout;
  resultsAt: number;
  resultsSeq: number;
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const RECHECK_MS = 60_000;
/** Re-count a broadcast's votes at most this often, however many arrive. */
const RESULTS_INTERVAL_MS = 250;
const BEAT_SLICE = 500;

export const sseMessage = (state: LiveState) => encoder.encode(`event: state\nid: ${state.version}\ndata: ${JSON.stringify(state)}\n\n`);
/** The organiser changed the project: open pages fetch it again. No id, so a resume point stays the state's. */
export const projectMessage = (projectId: string) => encoder.encode(`event: project\ndata: ${JSON.stringify({ projectId })}\n\n`);

/** Every poll's counts (no id: the resume point stays the state's). */
export const resultsMessage = (json: string) => encoder.encode(`event: results\ndata: ${json}\n\n`);

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
  let heartbeat: NodeJS.Timeout | undefined;

  async function load(info: Broadcast): Promise<{ state: LiveState; clock: boolean }> {
    const row = await readControl(db, info.broadcast);
    return { state: effectiveState(info, row, now().getTime()), clock: followsClock(row) };
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
    for (const client of hub.clients) client.write(hub.message, 'state');
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
          const { state, clock } = await load(hub.info);
          fanOut(hub, state);
          schedule(hub, clock);
        } catch (err) {
          console.warn(`Live state of ${broadcast} not refreshed: ${errorSummary(err)}`);
        }
      } while (hub.again);
      hub.refreshing = undefined;
    })();
    return hub.refreshing;
  }

  /** Re-counts and pushes when the counts changed; a later count never loses to an earlier one. */
  async function loadResults(hub: Hub): Promise<void> {
    const seq = ++hub.resultsSeq;
    try {
      const json = JSON.stringify({ results: await pollResults(db, hub.info.broadcast) });
      if (hub.results && hub.results.seq > seq) return;
      const same = hub.results?.json === json;
      hub.results = { json, message: same ? hub.results!.message : resultsMessage(json), seq };
      if (!same) for (const client of hub.clients) client.write(hub.results.message, 'results');
    } catch (err) {
      console.warn(`Poll results of ${hub.info.broadcast} not refreshed: ${errorSummary(err)}`);
    }
  }

  /** A vote came in: count again soon (at most every RESULTS_INTERVAL_MS per broadcast). */
  function resultsChanged(broadcast: string) {
    const hub = hubs.get(broadcast);
    if (!hub || hub.resultsTimer) return;
    const wait = Math.max(0, hub.resultsAt + RESULTS_INTERVAL_MS - Date.now());
    hub.resultsTimer = setTimeout(() => {
      // Cleared before counting: a vote committed during the count schedules another one.
      hub.resultsTimer = undefined;
      hub.resultsAt = Date.now();
      void loadResults(hub);
    }, wait);
    hub.resultsTimer.unref();
  }

  function tellProjectChanged(projectId: string) {
    let message: Uint8Array | undefined;
    for (const hub of hubs.values()) {
      if (hub.info.projectId !== projectId) continue;
      message ??= projectMessage(projectId);
      for (const client of hub.clients) client.write(message, 'project');
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
    clearTimeout(hub.resultsTimer);
    hubs.delete(hub.info.broadcast);
    if (!hubs.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** The heartbeat, in slices: 10,000 writes at once would hold every request back for a moment every 15 s. */
  function beat() {
    const all = [...hubs.values()].flatMap((hub) => [...hub.clients]);
    let i = 0;
    const slice = () => {
      for (const end = Math.min(all.length, i + BEAT_SLICE); i < end; i++) all[i].write(HEARTBEAT);
      if (i < all.length) setImmediate(slice);
    };
    slice();
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
        hub = { info, clients: new Set(), again: false, joining: 0, resultsAt: 0, resultsSeq: 0 };
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
      feed.publish({ kind: 'live-results', broadcast });
    },

    /** Ends this process's open streams of a broadcast (QA and tests of the reconnect); answers how many. */
    drop(broadcast: string): number {
      const clients = [...(hubs.get(broadcast)?.clients ?? [])];
      for (const client of clients) client.abort?.();
      return clients.length;
    },

    /** Writes another module's message (server/qna/) to this process's streams of the broadcast; answers how many. */
    write(broadcast: string, message: Uint8Array, slot: string): number {
      const clients = hubs.get(broadcast)?.clients ?? new Set<LiveClient>();
      for (const client of clients) client.write(message, slot);
      return clients.size;
    },

    /** Broadcasts with open streams (or joining ones) in this process. */
    watched: () => [...hubs.keys()],

    /** Number of open streams (for tests and logs). */
    clients: () => [...hubs.values()].reduce((n, hub) => n + hub.clients.size, 0),
  };
}
export type LiveHubs = ReturnType<typeof createLiveHubs>;
