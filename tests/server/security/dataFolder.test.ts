// @vitest-environment node
/**
 * Issue 27: the data folder is the server user's alone. A real server process on a fresh DATA_DIR
 * makes the folder 0700 and every file in it (the organiser and live-control tokens, the meeting
 * and e-learning secrets, server.pid, PGlite's own files) without group or other access; an
 * existing folder from an older install is tightened at the next start.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hybridForm } from '../helpers.ts';
import { freePort, startServer, type ServerProcess } from '../serverProcess.ts';

const PROCESS_TIMEOUT = 180_000;
const root = mkdtempSync(join(tmpdir(), 'eventhall-data-folder-'));
const dataDir = join(root, 'data');

/** Every path under `dir` (itself included) with its permission bits. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    found.set(relative(dir, path) || '.', stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

const open = (all: Map<string, number>) =>
  [...all].filter(([, mode]) => mode & 0o077).map(([path, mode]) => `${path} ${mode.toString(8)}`);

let server: ServerProcess | undefined;

async function start(): Promise<ServerProcess> {
  // No tokens from the environment: the server makes them and keeps them in the folder.
  server = await startServer(
    await freePort(),
    { DATA_DIR: dataDir, ADMIN_TOKEN: '', LIVE_CONTROL_TOKEN: '', JITSI_APP_SECRET: '', ELEARNING_SECRET: '' },
    PROCESS_TIMEOUT,
  );
  return server;
}

beforeAll(start, PROCESS_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the data folder', () => {
  it("a fresh one is 0700, and every file the server and PGlite create in it is its user's only", async () => {
    const all = modes(dataDir);
    expect(all.get('.')).toBe(0o700);
    for (const file of [
      'admin-token',
      'live-control-token',
      'jitsi-app-secret',
      'elearning-secret',
      'server.pid',
      'PG_VERSION',
    ]) {
      expect(all.has(file), file).toBe(true);
    }
    expect(all.size).toBeGreaterThan(50); // PGlite's own files are among them
    expect(open(all)).toEqual([]);
    expect(server!.output()).toContain('Mode: demo');
  });

  it(
    "files the database makes while it runs and when it stops are the user's only too",
    async () => {
      for (let i = 0; i < 20; i += 1) {
        const res = await fetch(`${server!.base}/api/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hybridForm(`folder${i}@example.com`, 0)),
        });
        expect(res.status).toBe(200);
      }
      expect(open(modes(dataDir))).toEqual([]);
      await server!.stop();
      expect(open(modes(dataDir))).toEqual([]);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'an existing one with open permissions (an older install) is tightened at the next start',
    async () => {
      chmodSync(dataDir, 0o777);
      for (const file of ['admin-token', 'live-control-token', 'PG_VERSION']) chmodSync(join(dataDir, file), 0o666);
      chmodSync(join(dataDir, 'base'), 0o777);
      expect(open(modes(dataDir)).length).toBeGreaterThanOrEqual(5);
      await start();
      expect(open(modes(dataDir))).toEqual([]);
      expect(modes(dataDir).get('.')).toBe(0o700);
    },
    PROCESS_TIMEOUT,
  );
});
