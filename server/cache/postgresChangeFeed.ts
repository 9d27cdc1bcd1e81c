/**
 * The change feed between server processes on one PostgreSQL database (ARCHITECTURE.md: NOTIFY
 * is for rare signals). Publishing is coalesced per project and kind: at most one NOTIFY per
 * interval, sent after the commit from outside any transaction (a NOTIFY inside a transaction
 * takes a global lock at commit and would serialise every writer). Listening uses one dedicated
 * connection that reconnects with jittered backoff and then asks for a resync.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { errorSummary } from '../lib/logSafe.ts';
import { heardByPublisher, mergeChanges, type Change, type ChangeFeed } from './changeFeed.ts';

export const CHANGE_CHANNEL = 'eventhall_changes';
/** At most four NOTIFYs per second per project and kind, from each process. */
const PUBLISH_INTERVAL_MS = 250;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

type Published = Exclude<Change, { kind: 'resync' }>;

export interface PostgresFeedOptions {
  url: string;
  /** Sends one NOTIFY; the caller's pool does it, outside any transaction. */
  notify(channel: string, payload: string): Promise<void>;
  log?: (message: string) => void;
}

export async function postgresChangeFeed(options: PostgresFeedOptions): Promise<ChangeFeed> {
  const log = options.log ?? ((m: string) => console.warn(m));
  const origin = randomUUID(); // our own NOTIFYs come back to us: memory already has them
  const listeners: ((change: Change) => void)[] = [];
  const pending = new Map<string, { timer: NodeJS.Timeout; change: Published }>();
  const lastSent = new Map<string, number>();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  function send(change: Published): Promise<void> {
    const payload = JSON.stringify({ ...change, origin });
    return options.notify(CHANGE_CHANNEL, payload).catch((err: Error) => log(`NOTIFY failed: ${errorSummary(err)}`));
  }

  function receive(message: pg.Notification) {
    try {
      const { origin: from, ...change } = JSON.parse(message.payload ?? '') as Published & { origin: string };
      if (from === origin || !('projectId' in change || 'broadcast' in change)) return;
      for (const listener of listeners) listener(change);
    } catch {
      log(`Ignored a malformed change notification (${message.payload?.length ?? 0} characters)`);
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures++);
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        void connect(true);
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    );
  }

  async function connect(again: boolean) {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', receive);
    next.on('error', (err) => log(`Change listener: ${err.message}`));
    next.on('end', () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      log(`Change listener cannot connect: ${(err as Error).message}`);
      await next.end().catch(() => {});
      if (!again) throw err;
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    if (again) for (const listener of listeners) listener({ kind: 'resync' });
  }

  await connect(false);

  return {
    publish(change) {
      if (heardByPublisher(change)) for (const listener of listeners) listener(change);
      const key = `${change.kind}:${'broadcast' in change ? change.broadcast : change.projectId}`;
      const waiting = pending.get(key);
      if (waiting) mergeChanges(waiting.change, change);
      if (closed || waiting) return;
      // Its own copy: later taps are added to it while it waits (the listeners had the original).
      const held: Published = change.kind === 'reactions' ? { ...change, counts: { ...change.counts } } : change;
      const wait = Math.max(0, (lastSent.get(key) ?? 0) + PUBLISH_INTERVAL_MS - Date.now());
      const timer = setTimeout(() => {
        pending.delete(key);
        lastSent.set(key, Date.now());
        void send(held);
      }, wait);
      pending.set(key, { timer, change: held });
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      // Changes still waiting for their interval go out now, so other processes are not left behind.
      const last = [...pending.values()].map(({ timer, change }) => {
        clearTimeout(timer);
        return send(change);
      });
      pending.clear();
      await Promise.all(last);
      await client?.end().catch(() => {});
    },
  };
}
