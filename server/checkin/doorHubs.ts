/**
 * The doors' live streams in this process (issue 49), one hub per project with door streams open:
 * a check-in written anywhere publishes `{ kind: 'check-ins', projectId }` on the change feed
 * (NOTIFY across processes, coalesced to four a second per project); the project's hub then reads
 * the check-ins after its cursor once (doorFeed.ts), at most every PUSH_INTERVAL_MS, serialises
 * them once per door scope (the venue, or a room's session) and writes them to those doors'
 * streams as `event: check-ins` with the feed number as its id. A joining stream first gets what
 * came after its own cursor (the list's, or the last id it saw), so a door back from a dropped
 * connection misses nothing. A door may hear a check-in twice (a join overlapping a push): the
 * device keeps the earliest it knows of, so that changes nothing.
 * A revoked door (`{ kind: 'doors', projectId }`) has its streams ended; it cannot open another.
 */
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { HEARTBEAT, type LiveClient } from '../live/fanOut.ts';
import { createPacer, type Pacer } from '../live/pacer.ts';
import { DOOR_STREAM_EVENT } from '../../src/contract/checkIn.ts';
import { type CheckValues, checkInsSince, FEED_PAGE, type FeedCheckIn, feedCursor } from './doorFeed.ts';
import { type Door, revokedAmong } from './doors.ts';
import { VENUE } from './keepEarliest.ts';

/** Push a project's new check-ins at most this often: a door turns amber within moments. */
export const PUSH_INTERVAL_MS = 200;

interface DoorClient {
  client: LiveClient;
  door: Door;
}

interface Hub {
  clients: Set<DoorClient>;
  joining: number;
  /** The feed number up to which this hub has pushed. */
  cursor: number;
  /** Reads and writes of the hub, one after the other: a join's catch-up and the pushes never interleave. */
  queue: Promise<void>;
  checks: CheckValues;
  pacer: Pacer;
}

const encoder = new TextEncoder();

/** Each message under a slot of its own: a slow door's socket keeps them all (nodeStream.ts), none is skipped. */
function message(rows: FeedCheckIn[], id: number) {
  // `later` only where the row has one: JSON leaves an undefined field out.
  const checkIns = rows.map(({ check, at, door, later }) => ({ check, at, door, later }));
  const bytes = encoder.encode(`event: ${DOOR_STREAM_EVENT}\nid: ${id}\ndata: ${JSON.stringify({ checkIns })}\n\n`);
  return { bytes, slot: `${DOOR_STREAM_EVENT}:${id}` };
}

const scopeOf = (door: Door) => door.session ?? VENUE;

export interface DoorHubOptions {
  db: Db;
  config: Config;
  feed: ChangeFeed;
  heartbeatMs: number;
}

export function createDoorHubs({ db, config, feed, heartbeatMs }: DoorHubOptions) {
  const hubs = new Map<string, Hub>();
  let heartbeat: NodeJS.Timeout | undefined;

  /**
   * Runs `task` after the hub's earlier ones. Its failure is the caller's (a join answers it) and is
   * logged; the hub's next task runs all the same, and the next change tries the push again.
   */
  function queued(projectId: string, hub: Hub, task: () => Promise<void>): Promise<void> {
    const run = hub.queue.then(task);
    hub.queue = run.catch((err: unknown) => {
      console.warn(`Door stream of ${projectId}: ${errorSummary(err)}`);
    });
    return run;
  }
  const inBackground = (run: Promise<void>) => void run.catch(() => {});

  /** Reads the check-ins after `since` page by page; `send` gets each page and its last feed number. */
  async function readAfter(
    projectId: string,
    hub: Hub,
    since: number,
    send: (rows: FeedCheckIn[], id: number) => void,
  ) {
    let after = since;
    for (;;) {
      const rows = await checkInsSince(db, config, projectId, after, hub.checks);
      if (!rows.length) return after;
      after = rows[rows.length - 1]!.seq;
      send(rows, after);
      if (rows.length < FEED_PAGE) return after;
    }
  }

  /** One message per door scope, written to that scope's streams. */
  function pushTo(clients: Iterable<DoorClient>, rows: FeedCheckIn[], id: number) {
    const byScope = new Map<string, ReturnType<typeof message>>();
    for (const entry of clients) {
      const scope = scopeOf(entry.door);
      let scoped = byScope.get(scope);
      if (!scoped) {
        const own = rows.filter((row) => row.session === scope);
        if (!own.length) continue;
        scoped = message(own, id);
        byScope.set(scope, scoped);
      }
      entry.client.write(scoped.bytes, scoped.slot);
    }
  }

  function hubOf(projectId: string): Hub {
    const hub = hubs.get(projectId);
    if (hub) return hub;
    const made: Hub = {
      clients: new Set(),
      joining: 0,
      cursor: 0,
      queue: Promise.resolve(),
      checks: new Map(),
      pacer: createPacer(
        (lastRunAt) => lastRunAt + PUSH_INTERVAL_MS,
        () =>
          inBackground(
            queued(projectId, made, async () => {
              made.cursor = await readAfter(projectId, made, made.cursor, (rows, id) => pushTo(made.clients, rows, id));
            }),
          ),
      ),
    };
    hubs.set(projectId, made);
    inBackground(
      queued(projectId, made, async () => {
        made.cursor = await feedCursor(db, projectId);
      }),
    );
    heartbeat ??= setInterval(() => {
      for (const each of hubs.values()) for (const entry of each.clients) entry.client.write(HEARTBEAT);
    }, heartbeatMs);
    heartbeat.unref();
    return made;
  }

  function forgetIfUnwatched(projectId: string, hub: Hub) {
    if (hub.clients.size || hub.joining || hubs.get(projectId) !== hub) return;
    hub.pacer.stop();
    hubs.delete(projectId);
    if (!hubs.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** Ends the streams of the project's doors that were revoked meanwhile. */
  function endRevoked(projectId: string, hub: Hub) {
    inBackground(
      queued(projectId, hub, async () => {
        const ids = [...new Set([...hub.clients].map((entry) => entry.door.id))];
        if (!ids.length) return;
        const revoked = new Set(await revokedAmong(db, projectId, ids));
        for (const entry of hub.clients) if (revoked.has(entry.door.id)) entry.client.abort?.();
      }),
    );
  }

  feed.subscribe((change) => {
    if (change.kind === 'check-ins') hubs.get(change.projectId)?.pacer.changed();
    else if (change.kind === 'doors') {
      const hub = hubs.get(change.projectId);
      if (hub) endRevoked(change.projectId, hub);
    } else if (change.kind === 'resync') {
      for (const [projectId, hub] of hubs) {
        hub.pacer.changed();
        endRevoked(projectId, hub);
      }
    }
  });

  return {
    /** Adds a door's stream: it first gets the check-ins after `since`, then every new one of its scope. */
    async join(projectId: string, door: Door, client: LiveClient, since: number): Promise<void> {
      const hub = hubOf(projectId);
      const entry = { client, door };
      hub.joining += 1;
      try {
        await queued(projectId, hub, async () => {
          await readAfter(projectId, hub, since, (rows, id) => pushTo([entry], rows, id));
          hub.clients.add(entry);
        });
      } finally {
        hub.joining -= 1;
      }
      if (!hub.clients.has(entry)) forgetIfUnwatched(projectId, hub);
    },

    leave(projectId: string, client: LiveClient) {
      const hub = hubs.get(projectId);
      if (!hub) return;
      for (const entry of hub.clients) if (entry.client === client) hub.clients.delete(entry);
      forgetIfUnwatched(projectId, hub);
    },

    /** Open door streams in this process (tests). */
    clients: () => [...hubs.values()].reduce((n, hub) => n + hub.clients.size, 0),
  };
}
export type DoorHubs = ReturnType<typeof createDoorHubs>;
