// @vitest-environment node
/**
 * Issue 27: a publisher sign-on registration is accepted only as the provider confirms it. The
 * server asks the provider's profile endpoint (here the server's own development provider, in
 * process) with the caller's access token; a forged cas_id, big_number or e-mail, or a token the
 * provider refuses, is refused, and a known e-mail is never rewritten.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../../server/db/schema.ts';
import { publisherProfileLookup } from '../../../server/oauth/publisherProfile.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { publisherAccessToken, publisherProfile, type PublisherPerson } from './ssoProvider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

/** Signs in at the provider and builds the body the app's publisher flow sends. */
async function signedIn(person: PublisherPerson) {
  const accessToken = await publisherAccessToken(t, person);
  const { attributes } = await publisherProfile(t, accessToken);
  return {
    access_token: accessToken,
    event_id: 'publisher-day',
    cas_id: attributes.cas_id,
    first_name: attributes.firstname,
    last_name: attributes.lastname,
    email: attributes.email,
    big_number: attributes.big_number,
  };
}

const rowOf = async (email: string) =>
  (await t.db.select().from(registrations).where(eq(registrations.email, email)))[0];

describe('publisher sign-on registration', () => {
  it('refuses a forged cas_id, big_number or e-mail with 403 and stores nothing', async () => {
    const body = await signedIn({
      firstname: 'Piet',
      lastname: 'Jansen',
      email: 'piet@example.com',
      big_number: '11111111111',
    });
    for (const [field, forged] of [
      ['cas_id', 'cas-somebody-else'],
      ['big_number', '99999999999'],
      ['email', 'victim@example.com'],
    ] as const) {
      const res = await t.post('/api/sso-registrations', { ...body, [field]: forged });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({
        error: 'The sign-on details do not match what the provider confirmed.',
        fields: [field],
        kind: 'forbidden',
      });
    }
    expect(await rowOf('piet@example.com')).toBeUndefined();
    expect(await rowOf('victim@example.com')).toBeUndefined();
  });

  it('refuses an access token the provider does not know (401) and one that is no token (400)', async () => {
    const body = await signedIn({ firstname: 'Kees', lastname: 'Bakker', email: 'kees@example.com' });
    const unknown = await t.post('/api/sso-registrations', { ...body, access_token: 'made-up-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toMatch(/could not be confirmed/);
    expect((await t.post('/api/sso-registrations', { ...body, access_token: 'two words\nnewline' })).status).toBe(400);
    const { access_token: _, ...without } = body;
    expect((await t.post('/api/sso-registrations', without)).status).toBe(400);
    expect(await rowOf('kees@example.com')).toBeUndefined();
  });

  it('accepts a confirmed sign-on and stores what the provider says', async () => {
    const body = await signedIn({
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne.sso@example.com',
      big_number: '19012345601',
    });
    const res = await t.post('/api/sso-registrations', body);
    expect(res.status).toBe(200);
    const row = await rowOf('sanne.sso@example.com');
    expect(row).toMatchObject({
      id: res.json.registrationID,
      firstName: 'Sanne',
      lastName: 'de Vries',
      generated: true,
    });
    expect(row.data).toEqual({ cas_id: body.cas_id, big_number: '19012345601' });
  });

  it('does not rewrite a known registration: it only adds sessions and mails the stored address', async () => {
    const form = await t.post('/api/registrations', {
      event_id: 'publisher-day',
      email: 'known.sso@example.com',
      first_name: 'Original',
      last_name: 'Owner',
      time_zone: 'Europe/Amsterdam',
    });
    expect(form.status).toBe(200);
    const before = await rowOf('known.sso@example.com');
    const body = await signedIn({
      firstname: 'Other',
      lastname: 'Name',
      email: 'known.sso@example.com',
      big_number: '12345',
    });
    const res = await t.post('/api/sso-registrations', body);
    expect(res.json.registrationID).toBe(form.json.registrationID);
    expect(await rowOf('known.sso@example.com')).toEqual(before);
  });

  it('reads the provider over HTTP when configured: a refusal is 401, an unreachable provider 502', async () => {
    const refusing = publisherProfileLookup(
      'https://provider.example/profile',
      async () => new Response('{"error":"invalid_token"}', { status: 401 }),
    );
    await expect(refusing('token')).rejects.toMatchObject({ status: 401 });
    const down = publisherProfileLookup('https://provider.example/profile', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down('token')).rejects.toMatchObject({ status: 502 });
    let sent: Headers | undefined;
    const answering = publisherProfileLookup('https://provider.example/profile', async (_url, init) => {
      sent = new Headers(init.headers);
      return Response.json({
        id: 'p1',
        attributes: { firstname: 'A', lastname: 'B', email: 'a@example.com', big_number: null, cas_id: 'c1' },
      });
    });
    expect((await answering('tok.en')).attributes.cas_id).toBe('c1');
    expect(sent?.get('authorization')).toBe('Bearer tok.en');
  });
});
