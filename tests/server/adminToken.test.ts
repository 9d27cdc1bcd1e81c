// @vitest-environment node
/**
 * The organiser token: ADMIN_TOKEN wins; else one is made once into the data folder (owner-only),
 * printed, and read back by the next start and by the command-line tools; never a file without
 * a data folder. The service worker leaves the organiser's and the operators' paths alone.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../server/admin/client.ts';
import { ADMIN_TOKEN_FILE, adminToken } from '../../server/admin/token.ts';
import { testConfig } from '../../server/config.ts';
import { isProjectDataPath } from '../../sw/routes.ts';
import { navigationDenied } from '../unit/pwa/navigationRoute.ts';

const dir = mkdtempSync(join(tmpdir(), 'eventhall-admin-token-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the organiser token', () => {
  it('is made once into the data folder, printed, and read back', () => {
    const lines: string[] = [];
    const first = adminToken(testConfig({ dataDir: dir }), (l) => lines.push(l));
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const file = join(dir, ADMIN_TOKEN_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines).toEqual([`Organiser API token (new, kept in ${file}): ${first}`]);

    expect(adminToken(testConfig({ dataDir: dir }), (l) => lines.push(l))).toBe(first);
    expect(lines[1]).toBe(`Organiser API token: in ${file} (or set ADMIN_TOKEN)`);
    expect(adminClient({ DATA_DIR: dir, PORT: '8279' }).origin).toBe('http://localhost:8279');
  });

  it('comes from ADMIN_TOKEN when set, and lives in memory only without a data folder', () => {
    expect(adminToken(testConfig({ dataDir: dir, admin: { token: 'from-env', retentionMonths: 6 } }))).toBe('from-env');
    const a = adminToken(testConfig({ dataDir: '' }));
    const b = adminToken(testConfig({ dataDir: '' }));
    expect(a).not.toBe(b);
    expect(() => adminClient({ DATA_DIR: join(dir, 'nothing-here') })).toThrow(/No organiser token/);
  });

  it('is never answered or kept by the service worker', async () => {
    const isNavigationDenied = await navigationDenied();
    for (const path of ['/admin/api/projects', '/admin/api/projects/p/registrations.csv', '/healthz', '/metrics']) {
      expect(isNavigationDenied(path), path).toBe(true);
      expect(isProjectDataPath(path), path).toBe(false);
    }
  });
});
