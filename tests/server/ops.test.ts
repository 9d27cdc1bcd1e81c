// @vitest-environment node
/**
 * Operating the server through the real app: /healthz answers load balancers (503 when the
 * database does not answer), /metrics speaks Prometheus text behind the organiser token with
 * request counts and latencies per route pattern, registrations, live connections and mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

describe('GET /healthz', () => {
  it('is 200 while the database answers, without a token and never cached', async () => {
    const res = await t.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 when the database fails', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = createApp({ db: down, config: testConfig({ distDir: '/nonexistent-dist' }), now: () => new Date() });
    const res = await app.request('http://localhost/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', error: 'connection refused' });
  });
});

describe('GET /metrics', () => {
  it('counts requests per route pattern, and shows registrations, live connections and mails', async () => {
    expect((await t.get('/frontend-api/projectevents/webinar')).status).toBe(200);
    expect((await t.get('/frontend-api/projectevents/hybrid-summit')).status).toBe(200);
    expect((await t.get('/frontend-api/projectevents/no-such-event')).status).toBe(404);
    expect((await t.get('/api/registrations/proj-hybrid-summit/count-on-site-viewers')).status).toBe(200);
    expect((await t.post('/api/registrations', hybridForm('metrics.person@example.com', 0))).status).toBe(200);
    await t.get('/wp-login.php');

    const res = await organiser(t.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.text;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/frontend-api/projectevents/:eventID",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/frontend-api/projectevents/:eventID",status="404"} 1',
    );
    expect(text).toContain('http_requests_total{method="POST",route="/api/registrations",status="200"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/frontend-api/projectevents/:eventID"} 3',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/registrations/:projectID/count-on-site-viewers",status="200"} 1',
    );
    expect(text).not.toContain('wp-login');
    // 38 on-site + grace + the one above.
    expect(text).toContain('eventhall_registrations_active{project="proj-hybrid-summit"} 40');
    expect(text).toMatch(/eventhall_mails\{state="pending"\} [1-9]/);
    expect(text).toContain('eventhall_mails{state="failed"} 0');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts the open live streams until they close', async () => {
    const metric = async () =>
      Number(/^eventhall_live_connections (\d+)$/m.exec((await organiser(t.app).get('/metrics')).text)?.[1]);
    // Counted per process: streams other test files of this worker left open count too.
    const before = await metric();
    const streams = await Promise.all(
      ['webinar', 'hybrid-summit'].map((id) => t.app.request(`http://localhost/live-director/stream/${id}`)),
    );
    for (const res of streams) expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const readers = streams.map((res) => res.body!.getReader());
    await Promise.all(readers.map((r) => r.read()));
    expect(await metric()).toBe(before + 2);
    await readers[0].cancel();
    expect(await metric()).toBe(before + 1);
    await readers[1].cancel();
    expect(await metric()).toBe(before);
  });
});
