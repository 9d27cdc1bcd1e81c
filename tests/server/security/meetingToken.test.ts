// @vitest-environment node
/**
 * Issue 27, POST /api/jitsi-jwt: the open placeholder id only where registration is open; the
 * token carries the registration's own stored name and e-mail, never the caller's; `moderator`
 * as server/live/README.md says (the event's flag AND the page asking); the page token on a
 * protected project.
 */
import { eq, sql } from 'drizzle-orm';
import { verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../server/db/schema.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const SECRET = 'jitsi-secret-meeting-token-test';
let t: TestApp;
const claimsOf = async (jwt: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
  verify(jwt, SECRET, { alg: 'HS256', exp: false, nbf: false, iat: false }) as Promise<any>;
const ask = (body: Record<string, unknown>) => t.post('/api/jitsi-jwt', body);

beforeAll(async () => {
  t = await makeTestApp({ live: { jitsiAppSecret: SECRET } });
  await t.db
    .update(events)
    .set({ doc: sql`${events.doc} || '{"moderator": true}'::jsonb` })
    .where(eq(events.id, 'hybrid-summit'));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('POST /api/jitsi-jwt', () => {
  it('refuses the open placeholder id on a project whose registration is not open', async () => {
    const res = await ask({
      registration_id: 'openRegistrationId000000',
      event_id: 'hybrid-summit',
      email: 'anyone@example.com',
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: expect.stringMatching(/personal link/), fields: ['registration_id'] });
  });

  it('accepts the placeholder where registration is open, naming nobody', async () => {
    const res = await ask({
      registration_id: 'openRegistrationId000000',
      event_id: 'open-hybrid',
      email: 'victim@example.com',
    });
    expect(res.status).toBe(200);
    expect((await claimsOf(res.json.jwt)).context.user).toMatchObject({ name: '', email: '' });
  });

  it("signs the registration's own stored name and e-mail, not the one the caller sends", async () => {
    const res = await ask({
      registration_id: 'demoRegistrationOnline01',
      event_id: 'hybrid-summit',
      email: 'ceo@example.com',
    });
    expect(res.status).toBe(200);
    const user = (await claimsOf(res.json.jwt)).context.user;
    expect(user.email).toBe('grace@example.com');
    expect(user.name).not.toBe('');
    expect(res.text).not.toContain('ceo@example.com');
  });

  it('is a moderator only when the event says so AND the page asks', async () => {
    const cases: [string, string, boolean, boolean][] = [
      ['demoRegistrationOnline01', 'hybrid-summit', true, true],
      ['demoRegistrationOnline01', 'hybrid-summit', false, false],
      ['demoRegistrationMulti001', 'multi-session-round1-a', true, false],
    ];
    for (const [registration_id, event_id, moderator, expected] of cases) {
      const claims = await claimsOf((await ask({ registration_id, event_id, moderator })).json.jwt);
      expect(claims.moderator, `${event_id} asked ${moderator}`).toBe(expected);
      expect(claims.context.user.moderator).toBe(expected);
    }
    expect(
      (await claimsOf((await ask({ registration_id: 'demoRegistrationOnline01', event_id: 'hybrid-summit' })).json.jwt))
        .moderator,
    ).toBe(false);
  });

  it('needs the page token on a protected project', async () => {
    const id = (
      await t.post('/api/registrations', {
        event_id: 'secure-live',
        email: 'jonas.meeting@example.com',
        first_name: 'Jonas',
        last_name: 'Weber',
        time_zone: 'Europe/Berlin',
      })
    ).json.registrationID;
    expect((await ask({ registration_id: id, event_id: 'secure-live' })).status).toBe(401);
    const { token } = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' }))
      .json;
    const res = await ask({ registration_id: id, event_id: 'secure-live', pageToken: token });
    expect(res.status).toBe(200);
    expect((await claimsOf(res.json.jwt)).context.user).toMatchObject({
      name: 'Jonas Weber',
      email: 'jonas.meeting@example.com',
    });
  });
});
