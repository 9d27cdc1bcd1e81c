// @vitest-environment node
/**
 * Web Push from the server (issue 34): a push service started by the test on loopback receives
 * the "starts in 10 minutes" of a registered session and the "a poll is open" of the controller,
 * VAPID-signed with the key the app is given, and the test decrypts them (RFC 8291 aes128gcm)
 * with the subscription keys it made. A subscription the service answers 410 is deleted; the
 * subscriptions go with the project's personal data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { notifierFor } from '../../server/push/notifier.ts';
import { SETUP_TIMEOUT } from './helpers.ts';
import { until } from './mailSmtp.ts';
import { decryptPush, pushService, subscriptionKeys } from './pushEndpoint.ts';
import { openTestDatabase } from './testDatabase.ts';
import {
  EVENT,
  PORT_SHIFT,
  PROJECT,
  projectStartingAt,
  register,
  reminderApp,
  reminderRunner,
} from './reminderHelpers.ts';

const CONTROL_TOKEN = 'test-control-token-0123456789';
const service = pushService(8344 + PORT_SHIFT, (path) => (path === '/gone' ? 410 : 201));
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

let t: Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  await service.listen();
  cleanups.push(() => service.close());
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  const { app, admin } = reminderApp(database.db, {
    reminderOffsets: [],
    live: { controlToken: CONTROL_TOKEN },
    push: { loopbackForTests: true },
  });
  return { db: database.db, app, admin };
}
beforeAll(async () => {
  t = await setUp();
}, SETUP_TIMEOUT);

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const poll = {
  id: 'p1',
  question: 'Which licence?',
  options: [
    { id: 'mit', text: 'MIT' },
    { id: 'gpl', text: 'GPL' },
  ],
};

describe('web push', () => {
  const keys = subscriptionKeys();
  let ada = '';

  it('sends "starts in 10 minutes" to the subscribed browser, ' +
    'encrypted for its keys and signed with the VAPID key', async () => {
    // The push row is due 10 minutes before the start: three seconds from now.
    const startMs = Math.ceil((Date.now() + 10 * 60_000 + 3000) / 1000) * 1000;
    const doc = projectStartingAt(startMs, { language: 'de', live: { [EVENT]: { polls: [poll] } } }, 'Eröffnung');
    expect((await t.admin.put(`/admin/api/projects/${PROJECT}`, doc)).status).toBe(201);
    ada = await register(t.app, 'ada@example.com');
    const subscribe = (endpoint: string, k = keys.json) =>
      t.app.request(`http://localhost/api/push/${PROJECT}/${ada}`, json('POST', { endpoint, keys: k }));
    expect((await subscribe(service.url('/ada'))).status).toBe(201);
    expect((await subscribe(service.url('/gone'), subscriptionKeys().json)).status).toBe(201);
    expect((await subscribe('https://push.example.com/x', { p256dh: 'short', auth: 'x' })).status).toBe(400);
    expect((await subscribe('http://push.example.com/x')).status).toBe(400);

    const runner = reminderRunner(
      t.db,
      notifierFor({
        db: t.db,
        config: (await import('../../server/config.ts')).testConfig({ push: { loopbackForTests: true } }),
        now: () => new Date(),
      }),
    );
    cleanups.push(() => runner.stop());
    await until(() => service.received.some((r) => r.path === '/ada'), 15_000, 'the push');
    const message = service.received.find((r) => r.path === '/ada')!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await (await t.app.request('http://localhost/api/push/key')).json()) as {
      publicKey: string;
    };
    expect(String(message.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(JSON.parse(decryptPush(message.body, keys))).toEqual({
      kind: 'session-soon',
      title: 'Eröffnung',
      body: 'Beginnt in 10 Minuten',
      lang: 'de',
      url: `/${EVENT}/${ada}`,
      tag: `session-soon-${EVENT}`,
    });
    // The service said 410 Gone for the other subscription: it is deleted.
    await until(
      async () => (await t.db.select().from(pushSubscriptions)).length === 1,
      5000,
      'the gone subscription deleted',
    );
    await runner.stop();
  }, 30_000);

  it('tells the subscribers when the controller opens a poll', async () => {
    const res = await t.app.request(`http://localhost/live-director/control/${EVENT}`, {
      ...json('POST', { activePoll: 'p1' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${CONTROL_TOKEN}` },
    });
    expect(res.status).toBe(200);
    await until(() => service.received.filter((r) => r.path === '/ada').length === 2, 10_000, 'the poll push');
    const message = service.received.filter((r) => r.path === '/ada')[1];
    expect(JSON.parse(decryptPush(message.body, keys))).toMatchObject({
      kind: 'poll-open',
      title: 'Eröffnung',
      body: 'Eine Umfrage ist geöffnet',
    });
  });

  it('opts out, and the subscriptions go with the project’s personal data', async () => {
    const gone = await t.app.request(
      `http://localhost/api/push/${PROJECT}/${ada}`,
      json('DELETE', { endpoint: service.url('/ada') }),
    );
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
    await t.app.request(
      `http://localhost/api/push/${PROJECT}/${ada}`,
      json('POST', { endpoint: service.url('/ada'), keys: keys.json }),
    );
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.registrationId, ada))).toHaveLength(
      1,
    );
    expect((await t.admin.delete(`/admin/api/projects/${PROJECT}`)).status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});
