// @vitest-environment node
/**
 * Faults, bounded and on loopback only (issue 14), against real server processes:
 * - `kill -9` of the server in the middle of a registration load loses no registration it
 *   acknowledged (200 with an id): after a restart on the same store every one is there. On a
 *   PGlite folder, and on PostgreSQL when TEST_DATABASE_URL is set.
 * - The live stream survives a server crash and restart: the app's own SSE client
 *   (src/api/eventStream.ts) reconnects by itself and gets the changes made after the restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openEventStream,
  type EventSourceLike,
  type StreamEvent,
  type StreamStatus,
} from '../../src/api/eventStream.ts';
import { LiveStateSchema, type LiveState } from '../../src/contract/live.ts';
import { hybridForm } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { migratedDataFolder } from './pgliteTemplate.ts';
import { freePort, startServer, type ServerProcess } from './serverProcess.ts';
import { freshPostgresDatabase } from './testDatabase.ts';

const TOKEN = 'faults-control-token';
const LOAD_WORKERS = 8;
/** Acknowledged registrations before the kill: enough that writes are in flight at that moment. */
const KILL_AFTER = 120;
const TEST_TIMEOUT = 300_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * One PGlite folder for the file, a copy of the migrated template (pgliteTemplate.ts): PGlite's
 * initdb and the migrations are the slow part of a server's first start on a new folder.
 */
let sharedFolder: string | undefined;
const pgliteFolder = async () => (sharedFolder ??= await migratedDataFolder(join(tempDir(), 'data')));

function track(server: ServerProcess) {
  cleanups.push(() => server.kill());
  return server;
}

interface Acknowledged {
  id: string;
  email: string;
}

/** Registers from LOAD_WORKERS loops until the server goes away; kills it after KILL_AFTER answers. */
async function registrationLoad(server: ServerProcess, label: string) {
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let killing: Promise<void> | undefined;
  const worker = async (w: number) => {
    for (let i = 0; ; i++) {
      const email = `fault.${label}.${w}.${i}@example.com`;
      sent++;
      try {
        const res = await fetch(`${server.base}/api/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hybridForm(email, 0)),
        });
        const body = (await res.json()) as { registrationID?: string };
        if (res.status === 200 && body.registrationID) acknowledged.push({ id: body.registrationID, email });
        else throw new Error(`unexpected ${res.status} ${JSON.stringify(body)}`);
      } catch (error) {
        if (killing) return; // the server is gone: this one was never acknowledged
        throw error;
      }
      if (acknowledged.length >= KILL_AFTER) killing ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: LOAD_WORKERS }, (_, w) => worker(w)));
  await killing;
  return { acknowledged, sent };
}

async function expectAllThere(server: ServerProcess, acknowledged: Acknowledged[]) {
  const missing: string[] = [];
  for (const { id, email } of acknowledged) {
    const res = await fetch(`${server.base}/api/registrations/proj-hybrid-summit/${id}`);
    const body = (await res.json()) as { email?: string };
    if (res.status !== 200 || body.email !== email) missing.push(`${id} ${res.status}`);
  }
  expect(missing).toEqual([]);
  // And the restarted server takes new registrations.
  const res = await fetch(`${server.base}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hybridForm(`after.restart.${Date.now()}@example.com`, 0)),
  });
  expect(res.status).toBe(200);
}

async function crashDuringLoad(env: Record<string, string>, label: string) {
  const port = await freePort();
  const first = track(await startServer(port, env));
  const { acknowledged, sent } = await registrationLoad(first, label);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(sent).toBeGreaterThan(acknowledged.length); // some were in flight when it died
  const second = track(await startServer(port, env));
  await expectAllThere(second, acknowledged);
  await second.stop();
  return acknowledged.length;
}

describe('kill -9 during a registration load', () => {
  it(
    'loses no acknowledged registration on a PGlite folder',
    async () => {
      await crashDuringLoad({ DATA_DIR: await pgliteFolder(), LIVE_CONTROL_TOKEN: TOKEN }, 'pglite');
    },
    TEST_TIMEOUT,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'loses no acknowledged registration on PostgreSQL',
    async () => {
      const { url, drop } = await freshPostgresDatabase('eventhall_faults');
      cleanups.push(drop);
      await crashDuringLoad({ DATABASE_URL: url, DATA_DIR: tempDir(), LIVE_CONTROL_TOKEN: TOKEN }, 'postgres');
    },
    TEST_TIMEOUT,
  );
});

/** The app's EventSource seam (src/api/eventStream.ts) over fetch: Node 20 has no EventSource. */
function fetchEventSource(url: string): EventSourceLike {
  const listeners = new Map<string, Array<(event: StreamEvent) => void>>();
  const abort = new AbortController();
  let readyState = 0;
  const emit = (type: string, data = '', lastEventId = '') => {
    for (const listener of listeners.get(type) ?? []) listener({ data, lastEventId });
  };
  void (async () => {
    try {
      const res = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      readyState = 1;
      emit('open');
      const reader = sseReader(res.body);
      for (;;) {
        const event = await reader.next(120_000);
        if (event.data !== undefined) emit(event.event ?? 'message', event.data, event.id ?? '');
      }
    } catch {
      if (abort.signal.aborted) return;
      readyState = 2;
      emit('error');
    }
  })();
  return {
    get readyState() {
      return readyState;
    },
    addEventListener: (type, listener) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => {
      readyState = 2;
      abort.abort();
    },
  };
}

/** Resolves once `check` holds; polls the in-memory record (no fixed sleep decides anything). */
async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the live stream across a server restart', () => {
  it(
    'reconnects by itself after a crash and carries the changes made after the restart',
    async () => {
      const port = await freePort();
      const env = { DATA_DIR: await pgliteFolder(), LIVE_CONTROL_TOKEN: TOKEN };
      const first = track(await startServer(port, env));
      const base = first.base;
      const statuses: StreamStatus[] = [];
      const states: LiveState[] = [];
      const stream = openEventStream({
        url: `${base}/live-director/stream/beng-in-de-praktijk`,
        schema: LiveStateSchema,
        event: 'state',
        create: fetchEventSource,
        baseDelayMs: 100,
        maxDelayMs: 1000,
        onMessage: (state) => states.push(state),
        onStatus: (status) => statuses.push(status),
      });
      cleanups.push(() => stream.close());
      await until(() => states.length > 0, 'the first state');
      expect(states[0].state).toBe('pre');

      await first.kill();
      await until(() => statuses.includes('reconnecting'), 'the client to notice');
      const second = track(await startServer(port, env));
      await until(() => statuses.filter((s) => s === 'open').length >= 2, 'the reconnect');

      const control = await fetch(`${base}/live-director/control/webinar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'on-air' }),
      });
      expect(control.status).toBe(200);
      await until(() => states.some((s) => s.state === 'on-air'), 'the change over the new stream');
      expect(statuses.at(-1)).toBe('open');
      stream.close();
      await second.stop();
    },
    TEST_TIMEOUT,
  );
});
