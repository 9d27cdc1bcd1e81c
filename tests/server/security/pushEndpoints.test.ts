// @vitest-environment node
/**
 * Issue 43, High: a push subscription's endpoint is chosen by the caller, and the server posts to
 * it at each poll start, "questions open" and reminder. Only the push services' endpoints are
 * stored; loopback endpoints are refused with 400 and never contacted (a listener on loopback
 * counts connections), a stored one (from before the rule) is dropped unsent, a redirect of a
 * push service is never followed, a registration keeps its newest 5 subscriptions, and the
 * tests' loopback service needs PUSH_LOOPBACK_FOR_TESTS, which production refuses to start with.
 * Private, link-local and public non-push hosts are checked on the rules themselves: no test
 * sends anything off this machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, productionStartProblems, testConfig } from '../../../server/config.ts';
import { pushSubscriptions } from '../../../server/db/schema.ts';
import { guardedLookup } from '../../../server/push/deliver.ts';
import { isPublicAddress, pushEndpointProblem } from '../../../server/push/endpointRules.ts';
import { sendPushes } from '../../../server/push/send.ts';
import { vapidDetails } from '../../../server/push/vapid.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { subscriptionKeys } from '../pushEndpoint.ts';

const PROJECT = 'proj-hybrid-summit';
const ADA = 'demoRegistrationHybrid01';
const TOKEN = 'test-control-token-push-endpoints';
const keys = subscriptionKeys().json;

/** A loopback listener that counts every connection made to it and answers `status` (with `location`). */
function listener(status = 201, location?: string) {
  const server: Server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, location ? { location } : {}).end();
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  return {
    connections: () => connections,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let strict: TestApp;
let testing: TestApp;
beforeAll(async () => {
  strict = await makeTestApp({ live: { controlToken: TOKEN } });
  testing = await makeTestApp({ push: { loopbackForTests: true } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await strict?.close();
  await testing?.close();
});

const subscribe = (t: TestApp, endpoint: string) => t.post(`/api/push/${PROJECT}/${ADA}`, { endpoint, keys });

describe('push endpoints: rules', () => {
  it('accepts the push services only: https, port 443, their domains, no IP literal', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(pushEndpointProblem(ok), ok).toBeUndefined();
    for (const bad of [
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'http://fcm.googleapis.com/x',
      'https://10.0.0.7/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://user:pw@fcm.googleapis.com/x',
    ])
      expect(pushEndpointProblem(bad), bad).toBeDefined();
    // The tests' setting lets loopback through, nothing else.
    expect(pushEndpointProblem('http://127.0.0.1:9/x', true)).toBeUndefined();
    expect(pushEndpointProblem('https://10.0.0.7/x', true)).toBeDefined();
  });

  it('counts loopback, private, carrier, link-local, unique-local and mapped addresses as not public', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      '::',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['142.250.74.10', '2a00:1450:4001::200a'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses at send time a push host that resolves to a non-public address (DNS answer, nothing sent)', async () => {
    const resolveTo =
      (address: string, family: number) =>
      (_h: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
        cb(null, [{ address, family }]);
    const lookupOf = (address: string, family: number) =>
      new Promise<string>((resolve) =>
        guardedLookup(false, resolveTo(address, family) as never)('fcm.googleapis.com', { all: true }, (err) =>
          resolve(err ? ((err as { code?: string }).code ?? 'error') : 'ok'),
        ),
      );
    expect(await lookupOf('169.254.169.254', 4)).toBe('EPUSHADDRESS');
    expect(await lookupOf('10.0.0.7', 4)).toBe('EPUSHADDRESS');
    expect(await lookupOf('fd00::7', 6)).toBe('EPUSHADDRESS');
    expect(await lookupOf('142.250.74.10', 4)).toBe('ok');
  });
});

describe('push endpoints: the server', () => {
  it('refuses loopback endpoints with 400 and never contacts them, not even one stored before the rule', async () => {
    const inside = listener();
    const port = await inside.listen();
    try {
      for (const endpoint of [
        `https://127.0.0.1:${port}/internal/admin`,
        `https://localhost:${port}/x`,
        `https://[::1]:${port}/x`,
        `http://127.0.0.1:${port}/x`,
      ]) {
        const res = await subscribe(strict, endpoint);
        expect(res.status, endpoint).toBe(400);
        expect(res.json.fields).toEqual(['endpoint']);
      }
      expect(await strict.db.select().from(pushSubscriptions)).toHaveLength(0);
      // One stored before this rule, then the organiser opens the questions: dropped, unsent.
      await strict.db.insert(pushSubscriptions).values({
        projectId: PROJECT,
        registrationId: ADA,
        eventId: 'hybrid-summit',
        endpoint: `https://127.0.0.1:${port}/old`,
        ...keys,
      });
      const target = (await strict.db.select().from(pushSubscriptions))[0];
      const result = await sendPushes(
        strict.db,
        vapidDetails(testConfig()),
        [target],
        () => ({ kind: 'poll-open', title: 't', body: 'b', lang: 'en', url: '/', tag: 't' }),
        () => {},
      );
      expect(result).toEqual({ sent: 0, removed: 1 });
      expect(inside.connections()).toBe(0);
    } finally {
      await inside.close();
    }
  });

  it(
    'never follows a push service’s redirect (the loopback ' +
      'service of the tests answers 303 to an internal address)',
    async () => {
      const internal = listener(200);
      const internalPort = await internal.listen();
      const service = listener(303, `http://127.0.0.1:${internalPort}/internal`);
      const servicePort = await service.listen();
      const log: string[] = [];
      try {
        expect((await subscribe(testing, `http://127.0.0.1:${servicePort}/redirecting`)).status).toBe(201);
        const targets = await testing.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, `http://127.0.0.1:${servicePort}/redirecting`));
        const result = await sendPushes(
          testing.db,
          vapidDetails(testConfig()),
          targets,
          () => ({ kind: 'poll-open', title: 't', body: 'b', lang: 'en', url: '/', tag: 't' }),
          (line) => log.push(line),
          true,
        );
        expect(result.sent).toBe(0);
        expect(service.connections()).toBe(1);
        expect(internal.connections()).toBe(0);
        expect(log.join('\n')).toContain('refused: 303');
      } finally {
        await internal.close();
        await service.close();
      }
    },
  );

  it('keeps a registration’s newest 5 subscriptions: the sixth replaces the first', async () => {
    const endpoint = (n: number) => `http://127.0.0.1:9/device-${n}`;
    for (let n = 1; n <= 6; n += 1) expect((await subscribe(testing, endpoint(n))).status).toBe(201);
    const kept = await testing.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.registrationId, ADA))
      .orderBy(asc(pushSubscriptions.id));
    expect(kept.map((k) => k.endpoint)).toEqual([2, 3, 4, 5, 6].map(endpoint));
  });

  it('a production server refuses to start with the tests’ loopback push setting', () => {
    const production = configFromEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://events.example.org',
      PUSH_LOOPBACK_FOR_TESTS: '1',
    });
    expect(productionStartProblems(production)).toEqual([expect.stringContaining('PUSH_LOOPBACK_FOR_TESTS')]);
    expect(productionStartProblems({ ...production, push: {} })).toEqual([]);
    const dataDir = mkdtempSync(join(tmpdir(), 'eventhall-pushloopback-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://events.example.org',
          PUSH_LOOPBACK_FOR_TESTS: '1',
          DATA_DIR: dataDir,
          PORT: '0',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('PUSH_LOOPBACK_FOR_TESTS');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
