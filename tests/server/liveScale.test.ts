// @vitest-environment node
/**
 * Issue 15, the small version of `npm run bench:live`'s two-process row: two real server processes
 * (server/main.ts) on one PostgreSQL, a few hundred live streams split between them over real
 * sockets, controller changes sent to either process: every change reaches every stream, in
 * order. Runs only with TEST_DATABASE_URL (scripts/ci/postgres.sh), like livePostgres.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `eventhall_scale_${randomBytes(4).toString('hex')}`;
const TOKEN = 'scale-live-token';
const ROOT = resolve(import.meta.dirname, '../..');
const STREAMS = 300;
const BROADCAST = 'hybrid-health-summit-2026';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

interface Proc {
  child: ChildProcess;
  base: string;
  dataDir: string;
  log: string;
}

async function startServer(databaseUrl: string): Promise<Proc> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eventhall-scale-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LIVE_CONTROL_TOKEN: TOKEN,
      RATE_LIMIT_SCALE: '1000',
      DIST_DIR: join(dataDir, 'no-dist'),
      SMTP_URL: '',
    },
  });
  const proc: Proc = { child, base: `http://127.0.0.1:${port}`, dataDir, log: '' };
  child.stdout!.on('data', (c) => {
    proc.log += c;
  });
  child.stderr!.on('data', (c) => {
    proc.log += c;
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited while starting:\n${proc.log}`);
    if (
      await fetch(`${proc.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    if (i > 300) throw new Error(`server did not start:\n${proc.log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer(proc: Proc | undefined) {
  if (!proc) return;
  if (proc.child.exitCode === null) {
    const exited = new Promise((r) => proc.child.once('exit', r));
    proc.child.kill('SIGTERM');
    await exited;
  }
  rmSync(proc.dataDir, { recursive: true, force: true });
}

/** A raw SSE stream: the versions of its `state` messages as they arrive. */
function openStream(base: string, lastEventId?: number) {
  const versions: number[] = [];
  let request: http.ClientRequest;
  const opened = new Promise<void>((done, fail) => {
    request = http.get(
      `${base}/live-director/stream/${BROADCAST}`,
      {
        agent: false,
        headers: {
          accept: 'text/event-stream',
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (res) => {
        if (res.statusCode !== 200) return fail(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const id = /^event: state\nid: (\d+)/.exec(block);
            if (id) versions.push(Number(id[1]));
          }
        });
        done();
      },
    );
    request.on('error', fail);
  });
  return { versions, opened, close: () => request.destroy() };
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

describe.skipIf(!adminUrl)('live at scale: two server processes on one PostgreSQL', () => {
  let a: Proc | undefined;
  let b: Proc | undefined;

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer(url.toString());
    b = await startServer(url.toString());
  }, 60_000);

  afterAll(async () => {
    await stopServer(a);
    await stopServer(b);
    if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
  }, 30_000);

  it(`delivers every change, sent to either process, to all ${STREAMS} streams of both`, async () => {
    const procs = [a!, b!];
    const streams = Array.from({ length: STREAMS }, (_, i) => openStream(procs[i % 2].base));
    await Promise.all(streams.map((s) => s.opened));
    expect(await until(() => streams.every((s) => s.versions.length === 1), 10_000)).toBe(true);
    const start = streams[0].versions[0];
    expect(streams.every((s) => s.versions[0] === start)).toBe(true);

    const sent: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${procs[i % 2].base}/live-director/control/hybrid-summit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ visible: { chat: i % 2 === 0 } }),
      });
      expect(res.status).toBe(200);
      const { version } = (await res.json()) as { version: number };
      sent.push(version);
      expect(await until(() => streams.every((s) => s.versions.includes(version)), 10_000)).toBe(true);
    }
    for (const s of streams) expect(s.versions).toEqual([start, ...sent]);

    // A page that was away comes back on the other process with its last id: it gets the latest at once.
    const back = openStream(b!.base, start);
    await back.opened;
    expect(await until(() => back.versions.length === 1, 5000)).toBe(true);
    expect(back.versions).toEqual([sent.at(-1)]);
    back.close();
    for (const s of streams) s.close();
  }, 60_000);
});
