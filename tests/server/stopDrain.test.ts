// @vitest-environment node
/**
 * Issue 44: the drain at the start of a graceful stop (STOP_DRAIN_MS, ops/gracefulStop.ts). While
 * it lasts /healthz answers 503, so the balancer's health check takes the process out, and every
 * other request is still served; then the listener closes and the process stops as before.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { configFromEnv, testConfig } from '../../server/config.ts';
import { createNodeServer } from '../../server/http/nodeServer.ts';
import { createOpenStreams } from '../../server/lib/openStreams.ts';
import { stopGracefully } from '../../server/ops/gracefulStop.ts';
import { openTestDatabase } from './testDatabase.ts';
import { NOW } from './helpers.ts';

describe('the drain of a graceful stop', () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('says 503 on /healthz while it serves the rest, then closes and exits with 0', async () => {
    const database = await openTestDatabase();
    closing.push(() => database.close());
    const config = testConfig({ distDir: '/nonexistent-dist', host: '127.0.0.1' });
    const streams = createOpenStreams();
    const app = createApp({ db: database.db, config, now: () => NOW, streams });
    const server = createNodeServer(app.fetch, config);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    let exitCode: number | undefined;
    const exited = new Promise<void>((resolve) => {
      void stopGracefully({
        server,
        streams,
        drainMs: 1500,
        workers: [],
        closeAfter: [],
        log: () => {},
        exit: (code) => {
          exitCode = code;
          resolve();
        },
      });
    });
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${base}/api/deployment-settings`)).status).toBe(200);
    await exited;
    expect(exitCode).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow(); // the listener is closed
  });

  it('is 3 s in production unless STOP_DRAIN_MS says otherwise, and none in the demo', () => {
    expect(configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org' }).stopDrainMs).toBe(3000);
    expect(
      configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org', STOP_DRAIN_MS: '0' })
        .stopDrainMs,
    ).toBe(0);
    expect(configFromEnv({ STOP_DRAIN_MS: '5000' }).stopDrainMs).toBe(5000);
    expect(configFromEnv({}).stopDrainMs).toBe(0);
  });
});
