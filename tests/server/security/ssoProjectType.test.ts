// @vitest-environment node
/**
 * Issue 43, Low: a publisher sign-on (`POST /api/sso-registrations`) completed a registration on
 * any project, one whose form has required fields the sign-on never asks for (the webinar's date
 * of birth, scale, ...). Only a project of registration type `publisher` takes it now: elsewhere
 * 403 naming `event_id`, before the provider is asked, and nothing is stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrations } from '../../../server/db/schema.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { publisherAccessToken, publisherProfile } from './ssoProvider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

it('refuses a sign-on registration on a project that is not a publisher project, and takes it on one', async () => {
  const accessToken = await publisherAccessToken(t, {
    firstname: 'Sam',
    lastname: 'Skip',
    email: 'sam.skip@example.com',
    big_number: '19012345602',
  });
  const { attributes } = await publisherProfile(t, accessToken);
  const body = (eventId: string) => ({
    access_token: accessToken,
    event_id: eventId,
    cas_id: attributes.cas_id,
    first_name: 'Sam',
    last_name: 'Skip',
    email: 'sam.skip@example.com',
    big_number: '19012345602',
  });
  for (const eventId of ['webinar', 'hybrid-summit']) {
    const res = await t.post('/api/sso-registrations', body(eventId));
    expect(res.status, eventId).toBe(403);
    expect(res.json.fields).toEqual(['event_id']);
  }
  expect(await t.db.select().from(registrations).where(eq(registrations.email, 'sam.skip@example.com'))).toHaveLength(
    0,
  );
  expect((await t.post('/api/sso-registrations', body('publisher-day'))).status).toBe(200);
});
