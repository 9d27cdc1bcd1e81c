// @vitest-environment node
/**
 * "Watch here instead" (issue 28): library.js, run as a page runs it, takes a single-session link
 * from the browser holding it; that browser's next heartbeat is refused and its onLost is called.
 * Still one browser at a time: the one that lost the link cannot connect again without taking it.
 */
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { seed } from '../../server/seed/index.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { openTestDatabase } from './testDatabase.ts';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, NOW);
  app = createApp({
    db: database.db,
    config: testConfig({ distDir: '/nonexistent', rateLimitScale: 1000, live: { controlToken: 'x' } }),
    now: () => NOW,
  });
}, SETUP_TIMEOUT);
afterAll(() => database?.close());

type Connected = { sessionId: string; close(): void };
interface LiveDirector {
  connect(options: Record<string, unknown>): Promise<Connected>;
}

/** A browser with its own storage; `beat()` runs the library's heartbeat timer once. */
async function browser() {
  const source = await (await app.request('http://localhost/live-director/library.js')).text();
  const timers: Array<() => void> = [];
  const storage = new Map<string, string>();
  const context: Record<string, unknown> = {
    URL,
    JSON,
    Promise,
    Error,
    console,
    crypto: globalThis.crypto,
    Uint8Array,
    Array,
    setInterval: (fn: () => void) => timers.push(fn),
    clearInterval: () => {
      timers.length = 0;
    },
    location: { origin: 'http://localhost', href: 'http://localhost/x' },
    document: {
      currentScript: { src: 'http://localhost/live-director/library.js' },
      addEventListener() {},
      removeEventListener() {},
      visibilityState: 'visible',
    },
    navigator: {},
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    addEventListener() {},
    removeEventListener() {},
    fetch: (url: string, init: RequestInit) => app.request(url, init),
  };
  context.window = context;
  vm.runInNewContext(source, context);
  const beats = () => timers.length;
  // The heartbeat's answer arrives after the server's batch window (heartbeats.ts, 200 ms).
  const beat = async () => {
    for (const fn of timers) fn();
    await new Promise((resolve) => setTimeout(resolve, 400));
  };
  return { LiveDirector: context.LiveDirector as LiveDirector, beat, beats };
}

const grace = {
  broadcast: 'hybrid-health-summit-2026',
  name: 'Grace',
  email: 'grace@example.com',
  registrationId: 'demoRegistrationOnline01',
  pwaUser: false,
};

describe('Watch here instead', () => {
  it('moves the link to the second browser; the first learns it at its next heartbeat', async () => {
    const first = await browser();
    let lost = 0;
    const held = await first.LiveDirector.connect({
      ...grace,
      onLost: () => {
        lost += 1;
      },
    });
    await first.beat();
    expect(lost).toBe(0);

    const second = await browser();
    await expect(second.LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    let secondLost = false;
    const taken = await second.LiveDirector.connect({
      ...grace,
      takeOver: true,
      onLost: () => {
        secondLost = true;
      },
    });
    expect(taken.sessionId).not.toBe(held.sessionId);

    await first.beat();
    expect(lost).toBe(1);
    expect(first.beats()).toBe(0); // it stopped claiming the link
    // The second keeps it: its heartbeats are accepted, and the first cannot come back silently.
    await second.beat();
    await expect(first.LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    expect(secondLost).toBe(false);
    taken.close();
  });

  it('keeps the link of a page that connects again and then closes its first connection', async () => {
    const page = await browser();
    const first = await page.LiveDirector.connect(grace);
    // New options in the page: the second connection claims before the first is closed (React
    // runs the new effect's connect before the old one's close, which waits a microtask).
    const again = await page.LiveDirector.connect({ ...grace, name: 'Grace H.' });
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 100)); // a release would have been sent by now
    await expect((await browser()).LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    again.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    (await (await browser()).LiveDirector.connect(grace)).close(); // the last connection released it
  });

  it('refuses a malformed takeOver', async () => {
    const res = await app.request('http://localhost/live-director/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...grace, takeOver: 'yes' }),
    });
    expect(res.status).toBe(400);
  });
});
