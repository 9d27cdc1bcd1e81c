// @vitest-environment node
/** The fan-out: one change is serialised once and the same bytes go to every open stream. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChangeFeed } from '../../server/cache/changeFeed.ts';
import type { Database } from '../../server/db/client.ts';
import { createBroadcasts } from '../../server/live/broadcasts.ts';
import { applyPatch } from '../../server/live/controlState.ts';
import { createLiveHubs, type LiveClient } from '../../server/live/hub.ts';
import { seed } from '../../server/seed/index.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { openTestDatabase } from './testDatabase.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, NOW);
}, SETUP_TIMEOUT);
afterAll(() => database?.close());

describe('live hub', () => {
  it('writes one shared buffer per change to thousands of streams, and forgets them when they leave', async () => {
    const feed = localChangeFeed();
    const broadcasts = createBroadcasts(database.db);
    const hubs = createLiveHubs({ db: database.db, feed, broadcasts, now: () => NOW, heartbeatMs: 60_000 });
    const info = (await broadcasts.byEvent('secure-live'))!;
    const written: Uint8Array[][] = [];
    const clients: LiveClient[] = Array.from({ length: 3000 }, (_, i) => {
      written[i] = [];
      return { write: (bytes: Uint8Array) => written[i].push(bytes) };
    });
    for (const client of clients) await hubs.join(info, client, undefined);
    expect(hubs.clients()).toBe(3000);
    // On connect the state, then the poll counts: the same bytes for everyone.
    expect(written.every((w) => w.length === 2)).toBe(true);
    expect(new Set(written.map((w) => w[0])).size).toBe(1);
    expect(new Set(written.map((w) => w[1])).size).toBe(1);
    expect(new TextDecoder().decode(written[0][1])).toMatch(/^event: results\ndata: \{"results":\{.*\}\}\n\n$/);

    await applyPatch(database.db, info, { visible: { chat: true } }, NOW);
    hubs.changed(info.broadcast); // the local feed hands it to this process's hub
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(written.every((w) => w.length === 3)).toBe(true);
    expect(new Set(written.map((w) => w[2])).size).toBe(1);
    const text = new TextDecoder().decode(written[0][2]);
    expect(text).toMatch(/^event: state\nid: \d+\ndata: \{.*"chat":true.*\}\n\n$/);

    for (const client of clients) hubs.leave(info.broadcast, client);
    expect(hubs.clients()).toBe(0);
  });
});
