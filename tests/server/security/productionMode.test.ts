// @vitest-environment node
/**
 * Issue 27, production mode: with NODE_ENV=production (config.production) every /dev page and
 * stand-in is gone (mail outbox, analytics list, chat, meeting and sign-in stand-ins); the demo
 * (`npm start`) keeps them. The director console lives at /live-director/console/{eventId} in
 * both modes; the page holds no data and every call it makes needs the live-control token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config.ts';
import { liveQuestions } from '../../../server/db/schema.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const TOKEN = 'production-test-control-token';
const SUMMIT = 'hybrid-health-summit-2026';
const SECRET_EMAIL = 'whistle.blower@example.com';

/** Every /dev page and stand-in; several of them showed visitors' addresses, links and ids. */
const DEV_PATHS = [
  '/dev/mail',
  '/dev/mail.json',
  '/dev/mail.json?to=ada@example.com',
  '/dev/analytics',
  '/dev/analytics?format=json',
  '/dev/chat/event/hybrid-summit?nickname=Ada&email=ada@example.com',
  '/dev/chat/website/42?email=ada@example.com',
  '/dev/chat/last',
  '/dev/jitsi/external_api.js',
  '/dev/oauth/linkedin/authorize?response_type=code&client_id=x&redirect_uri=http://localhost/cb&state=s',
  '/dev/oauth/publisher/authorize?response_type=code&client_id=x&redirect_uri=http://localhost/cb&state=s',
  '/dev/oauth/publisher/profile',
  '/dev/director/hybrid-summit',
];

let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  const live = { controlToken: TOKEN };
  [demo, production] = await Promise.all([
    makeTestApp({ live }),
    makeTestApp({ production: true, demoSeed: false, live }),
  ]);
  await production.db.insert(liveQuestions).values({
    broadcast: SUMMIT,
    eventId: 'hybrid-summit',
    registrationId: 'demoRegistrationOnline01',
    name: 'Whistle Blower',
    email: SECRET_EMAIL,
    type: 'content',
    message: 'A question only the moderator may read',
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
});

describe('NODE_ENV', () => {
  it('production is read once from the environment; the demo is the default and seeds unless told otherwise', () => {
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({ production: true, demoSeed: false });
    expect(configFromEnv({ NODE_ENV: 'production', DEMO_SEED: '1' })).toMatchObject({
      production: true,
      demoSeed: true,
    });
    expect(configFromEnv({})).toMatchObject({ production: false, demoSeed: true });
    expect(configFromEnv({ NODE_ENV: 'development' })).toMatchObject({ production: false, demoSeed: true });
  });
});

describe('the /dev pages and stand-ins', () => {
  it('are 404 in production, mail outbox, analytics list, chat/last and sign-in providers among them', async () => {
    for (const path of DEV_PATHS) {
      const res = await production.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toMatch(/@example\.com|demoRegistration/);
    }
    const token = await production.post('/dev/oauth/linkedin/access-token', { code: 'x' });
    expect(token.status).toBe(404);
  });

  it('stay in the demo, exactly as before', async () => {
    // Each answers (some ask for more parameters or a token), none is missing.
    for (const path of DEV_PATHS) expect((await demo.get(path)).status, path).not.toBe(404);
    for (const path of [
      '/dev/mail',
      '/dev/mail.json',
      '/dev/analytics?format=json',
      '/dev/chat/last',
      '/dev/jitsi/external_api.js',
    ]) {
      expect((await demo.get(path)).status, path).toBe(200);
    }
    expect((await demo.get('/dev/mail.json?to=ada@example.com')).headers.get('content-type')).toMatch(/json/);
  });
});

describe('the director console', () => {
  it('is served at /live-director/console/{eventId} in both modes, with its own inline code only', async () => {
    for (const t of [demo, production]) {
      const res = await t.get('/live-director/console/hybrid-summit');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toContain('/live-director/control/');
      expect(res.text).toMatch(/<script nonce="[^"]+">/);
      expect(res.text).not.toMatch(/<(script|style)(?![^>]*nonce=)[\s>]/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      // The page holds no data: no question, name or address of anyone.
      expect(res.text).not.toContain(SECRET_EMAIL);
      expect(res.text).not.toContain('Whistle Blower');
      expect((await t.get('/live-director/console/bad%20id')).status).toBe(400);
    }
  });

  it("the demo's old address /dev/director/{eventId} redirects there", async () => {
    const res = await demo.get('/dev/director/hybrid-summit');
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/live-director/console/hybrid-summit');
  });

  it('every call it makes needs the control token: the questions with names and e-mails only with it', async () => {
    const without = await production.get('/live-director/control/hybrid-summit');
    expect(without.status).toBe(401);
    expect(without.text).not.toContain(SECRET_EMAIL);
    const wrong = await production.get('/live-director/control/hybrid-summit', {
      authorization: 'Bearer not-the-token',
    });
    expect(wrong.status).toBe(401);
    const posted = await production.app.request('http://localhost/live-director/control/hybrid-summit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'on-air' }),
    });
    expect(posted.status).toBe(401);
    const dropped = await production.app.request('http://localhost/live-director/control/hybrid-summit/drop-streams', {
      method: 'POST',
    });
    expect(dropped.status).toBe(401);
    const released = await production.app.request(
      'http://localhost/live-director/control/hybrid-summit/release-sessions',
      { method: 'POST' },
    );
    expect(released.status).toBe(401);

    const granted = await production.get('/live-director/control/hybrid-summit', { authorization: `Bearer ${TOKEN}` });
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(granted.json.questions)).toContain(SECRET_EMAIL);
  });

  it("the public stream's snapshot, which the console also follows, carries no question, name or e-mail", async () => {
    const snapshot = await production.get(`/live-director/state/${SUMMIT}`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.text).not.toContain(SECRET_EMAIL);
    expect(snapshot.text).not.toContain('Whistle Blower');
  });
});

describe('production without its settings', () => {
  it('refuses a sign-on registration when no provider is configured (the dev provider is gone)', async () => {
    const res = await production.post('/api/sso-registrations', {
      access_token: 'a'.repeat(32),
      event_id: 'publisher-day',
      cas_id: 'cas-1',
      first_name: 'Piet',
      last_name: 'Jansen',
      email: 'piet@example.com',
      big_number: '11111111111',
    });
    expect(res.status).toBe(503);
    expect(res.json.error).toContain('PUBLISHER_PROFILE_URL');
  });
});
