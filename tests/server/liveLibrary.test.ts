// @vitest-environment node
/**
 * library.js as a page runs it (in a vm context with a page's globals), talking to the real app:
 * connect, the one-browser rule ('already-open'), release on close() and after 30 s of silence.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { events, liveSessions } from '../../server/db/schema.ts';
import { seed } from '../../server/seed/index.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { openTestDatabase } from './testDatabase.ts';

let database: Database;
let app: ReturnType<typeof createApp>;
let clock = NOW.getTime();

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, NOW);
  app = createApp({
    db: database.db,
    config: testConfig({ distDir: '/nonexistent', rateLimitScale: 1000, live: { controlToken: 'x' } }),
    now: () => new Date(clock),
  });
}, SETUP_TIMEOUT);
afterAll(() => database?.close());
// close() sends its release without waiting; on PostgreSQL the release and the next test's claim
// may take different connections, so each test starts once the claims of the last are gone.
afterEach(async () => {
  for (let i = 0; i < 100 && (await database.db.select().from(liveSessions)).length; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
});

type Connected = { sessionId: string; streamUrl: string; stateUrl: string; close(): void };
interface LiveDirector {
  version: number;
  connect(options: Record<string, unknown>): Promise<Connected>;
}

/** A "browser": library.js loaded from the server into a fresh context of its own. */
async function browser(storage?: Map<string, string>) {
  const res = await app.request('http://localhost/live-director/library.js');
  expect(res.status).toBe(200);
  const source = await res.text();
  const requests: string[] = [];
  const context: Record<string, unknown> = {
    URL,
    JSON,
    Promise,
    Error,
    setInterval: () => 0,
    clearInterval: () => {},
    console,
    location: { origin: 'http://localhost', href: 'http://localhost/x' },
    document: {
      currentScript: { src: 'http://localhost/live-director/library.js' },
      addEventListener() {},
      removeEventListener() {},
      visibilityState: 'visible',
    },
    navigator: {},
    crypto: globalThis.crypto,
    Uint8Array,
    Array,
    ...(storage
      ? {
          localStorage: {
            getItem: (k: string) => storage.get(k) ?? null,
            setItem: (k: string, v: string) => storage.set(k, v),
          },
        }
      : {}),
    addEventListener() {},
    removeEventListener() {},
    fetch: (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`);
      return app.request(url, init);
    },
  };
  context.window = context;
  vm.runInNewContext(source, context);
  return { LiveDirector: context.LiveDirector as LiveDirector, requests };
}

const grace = {
  broadcast: 'hybrid-health-summit-2026',
  name: 'Grace',
  email: 'grace@example.com',
  registrationId: 'demoRegistrationOnline01',
  pwaUser: false,
};

describe('library.js', () => {
  it('is served no-cache with an ETag and defines window.LiveDirector', async () => {
    const res = await app.request('http://localhost/live-director/library.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const again = await app.request('http://localhost/live-director/library.js', {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const { LiveDirector } = await browser();
    expect(typeof LiveDirector.connect).toBe('function');
    expect(readFileSync('server/live/library.js').byteLength).toBeLessThan(8 * 1024);
  });

  it('connects and answers absolute stream and state urls that work', async () => {
    const { LiveDirector } = await browser();
    const session = await LiveDirector.connect({ ...grace, config: { theme: 'dark' } });
    expect(session.streamUrl).toBe('http://localhost/live-director/stream/hybrid-health-summit-2026');
    expect(session.stateUrl).toBe('http://localhost/live-director/state/hybrid-health-summit-2026');
    const state = (await (await app.request(session.stateUrl)).json()) as { state: string };
    expect(state.state).toBe('on-air');
    session.close();
  });

  it('refuses a second browser on the same single-session link until the first closes', async () => {
    const first = await (await browser()).LiveDirector.connect(grace);
    const second = await browser();
    await expect(second.LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 50)); // close() sends its release without waiting
    const again = await second.LiveDirector.connect(grace);
    expect(again.sessionId).not.toBe(first.sessionId);
    again.close();
  });

  it('lets the tabs of one browser share the link, not another browser', async () => {
    const storage = new Map<string, string>();
    const tab1 = await (await browser(storage)).LiveDirector.connect(grace);
    const tab2 = await (await browser(storage)).LiveDirector.connect(grace);
    expect(storage.get('liveDirector.browserId')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(tab2.sessionId).toBe(tab1.sessionId);
    await expect((await browser(new Map())).LiveDirector.connect(grace)).rejects.toMatchObject({
      code: 'already-open',
    });
    tab1.close();
    tab2.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('releases only the link a page closes, not the other links the same browser holds', async () => {
    const storage = new Map<string, string>();
    const ada = { ...grace, name: 'Ada', registrationId: 'demoRegistrationHybrid01' };
    const graceTab = await (await browser(storage)).LiveDirector.connect(grace);
    const adaTab = await (await browser(storage)).LiveDirector.connect(ada);
    expect(adaTab.sessionId).toBe(graceTab.sessionId); // one browser id, two claims
    adaTab.close();
    for (let i = 0; i < 100 && (await database.db.select().from(liveSessions)).length > 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const held = await database.db.select().from(liveSessions);
    expect(held.map((row) => row.registrationId)).toEqual([grace.registrationId]);
    await expect((await browser(new Map())).LiveDirector.connect(grace)).rejects.toMatchObject({
      code: 'already-open',
    });
    (await (await browser(new Map())).LiveDirector.connect(ada)).close();
    // A release that does not name its link releases nothing.
    const bare = await app.request(`http://localhost/live-director/sessions/${graceTab.sessionId}/close`, {
      method: 'POST',
    });
    expect(bare.status).toBe(400);
    await expect((await browser(new Map())).LiveDirector.connect(grace)).rejects.toMatchObject({
      code: 'already-open',
    });
    graceTab.close();
  });

  it('releases a link whose browser stopped its heartbeat for 30 s', async () => {
    const first = await browser();
    const held = await first.LiveDirector.connect(grace);
    clock += 25_000;
    await expect((await browser()).LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    // A heartbeat renews the claim (what the library's timer sends every 10 s).
    const beat = await app.request(`http://localhost/live-director/sessions/${held.sessionId}/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ broadcast: grace.broadcast, registrationId: grace.registrationId }),
    });
    expect(beat.status).toBe(204);
    clock += 25_000;
    await expect((await browser()).LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    clock += 6_000; // 31 s without a heartbeat
    const taken = await (await browser()).LiveDirector.connect(grace);
    // The silent browser's next heartbeat learns it lost the link.
    const lost = await app.request(`http://localhost/live-director/sessions/${held.sessionId}/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ broadcast: grace.broadcast, registrationId: grace.registrationId }),
    });
    expect(lost.status).toBe(409);
    taken.close();
  });

  it('lets the organiser release every claim on a broadcast', async () => {
    await (await browser()).LiveDirector.connect(grace);
    await expect((await browser()).LiveDirector.connect(grace)).rejects.toMatchObject({ code: 'already-open' });
    const url = 'http://localhost/live-director/control/hybrid-summit/release-sessions';
    expect((await app.request(url, { method: 'POST' })).status).toBe(401);
    const res = await app.request(url, { method: 'POST', headers: { authorization: 'Bearer x' } });
    expect(await res.json()).toEqual({ released: 1 });
    (await (await browser()).LiveDirector.connect(grace)).close();
  });

  it('lets any number of browsers in where the rule does not apply', async () => {
    const open = { broadcast: 'campus-noord-open-dag', registrationId: 'openRegistrationId000000' };
    const multi = { broadcast: 'osld-2026-round1-a', registrationId: 'demoRegistrationMulti001' };
    for (const options of [open, multi, { broadcast: 'hybrid-health-summit-2026' }]) {
      const a = await (await browser()).LiveDirector.connect(options);
      const b = await (await browser()).LiveDirector.connect(options);
      expect(a.sessionId).not.toBe(b.sessionId);
    }
  });

  it("rejects with 'connect-failed' for an unknown broadcast or a server that cannot be reached", async () => {
    await expect((await browser()).LiveDirector.connect({ broadcast: 'nope' })).rejects.toMatchObject({
      code: 'connect-failed',
    });
    const source = readFileSync('server/live/library.js', 'utf8');
    const page: Record<string, unknown> = {
      URL,
      JSON,
      Promise,
      Error,
      location: { origin: 'http://localhost' },
      document: { currentScript: null },
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    page.window = page;
    vm.runInNewContext(source, page);
    await expect((page.LiveDirector as LiveDirector).connect(grace)).rejects.toMatchObject({ code: 'connect-failed' });
  });
});

describe('the clock', () => {
  it('moves a stream from pre to on-air at the event start, without an organiser', async () => {
    const start = Math.ceil((clock + 400) / 1000); // seconds, as events store them
    await database.db
      .update(events)
      .set({ doc: sql`${events.doc} || ${JSON.stringify({ startTime: start, durationInMinutes: 30 })}::jsonb` })
      .where(eq(events.id, 'dynamic'));
    const sse = sseReader((await app.request('http://localhost/live-director/stream/atlas-3-launch')).body!);
    const before = await sse.nextState();
    expect(before.state.state).toBe('pre');
    clock = start * 1000 + 1; // the hub's timer fires in real time; by then the clock says "started"
    const after = await sse.nextState(5000);
    expect(after.state).toMatchObject({ state: 'on-air', onAirAt: new Date(start * 1000).toISOString() });
    expect(after.state.version).toBeGreaterThan(before.state.version);
    await sse.close();
  });
});
