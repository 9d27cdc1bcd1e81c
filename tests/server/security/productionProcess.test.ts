// @vitest-environment node
/**
 * Issue 27: a real server process started with NODE_ENV=production on a new data folder (an empty,
 * migrated database: pgliteTemplate.ts; a fresh folder's own start is dataFolder.test.ts's) says
 * that it runs in production, prints neither the organiser token nor the live-control token
 * (they are in their 0600 files), serves no /dev page and seeds no demo project or registration.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataFolder } from '../pgliteTemplate.ts';
import { freePort, startServer, type ServerProcess } from '../serverProcess.ts';

const PROCESS_TIMEOUT = 180_000;
const root = mkdtempSync(join(tmpdir(), 'eventhall-production-'));
const dataDir = join(root, 'data');
let server: ServerProcess | undefined;

beforeAll(async () => {
  await migratedDataFolder(dataDir);
  server = await startServer(
    await freePort(),
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: '',
      LIVE_CONTROL_TOKEN: '',
      DEMO_SEED: '',
      PUBLIC_URL: 'https://events.example.org',
    },
    PROCESS_TIMEOUT,
  );
}, PROCESS_TIMEOUT);

afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server!.base}${path}`);

describe('a production server process', () => {
  it('prints that it runs in production and never a token', async () => {
    const output = server!.output();
    expect(output).toContain('production');
    expect(output).not.toMatch(/Mode: demo/);
    for (const file of ['admin-token', 'live-control-token']) {
      const token = readFileSync(join(dataDir, file), 'utf8').trim();
      expect(token.length, file).toBeGreaterThan(20);
      expect(output, file).not.toContain(token);
      expect(output, file).toContain(file); // it says where the token is
    }
    expect(output).not.toContain('/dev/mail');
  });

  it('serves no /dev page: mail outbox, analytics, chat, meeting and sign-in stand-ins are 404', async () => {
    for (const path of [
      '/dev/mail',
      '/dev/mail.json',
      '/dev/analytics?format=json',
      '/dev/chat/last',
      '/dev/jitsi/external_api.js',
      '/dev/oauth/publisher/profile',
      '/dev/director/hybrid-summit',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('has no demo projects or registrations, and the director console still answers', async () => {
    expect((await get('/frontend-api/projectevents/hybrid-summit')).status).toBe(404);
    expect((await get('/api/registrations/proj-hybrid-summit/demoRegistrationHybrid01')).status).toBe(404);
    const console = await get('/live-director/console/any-event');
    expect(console.status).toBe(200);
    expect(await console.text()).toContain('/live-director/control/');
  });
});
