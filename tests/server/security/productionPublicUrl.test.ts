// @vitest-environment node
/**
 * Issue 27: mailed personal links take PUBLIC_URL, else the request's Host header, which any caller
 * chooses. A production server therefore refuses to start without PUBLIC_URL, before it opens a
 * database or listens.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('a production server without PUBLIC_URL exits with a clear message', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventhall-publicurl-'));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NODE_ENV=production needs PUBLIC_URL');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
