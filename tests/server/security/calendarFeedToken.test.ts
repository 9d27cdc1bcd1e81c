// @vitest-environment node
/**
 * Issue 43, Low: the calendar feed's address was the personal link
 * (`/{event}/{registration}/calendar.ics`), and calendar services store the addresses they
 * subscribe to. Now the feed has a token of its own: the personal page asks for it
 * (`GET /api/registrations/{project}/{registration}/calendar-feed`), the feed answers only under
 * it (`/api/calendar-feed/{token}.ics`), a new one replaces it on request, and the old address
 * gives no feed to anyone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const PROJECT = 'proj-hybrid-summit';
let t: TestApp;
let ada = '';
beforeAll(async () => {
  t = await makeTestApp();
  ada = (await t.post('/api/registrations', hybridForm('feed.token@example.com', 0))).json.registrationID;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const tokenPath = (registrationId: string, project = PROJECT) =>
  `/api/registrations/${project}/${registrationId}/calendar-feed`;
const feed = (token: string) => t.get(`/api/calendar-feed/${token}.ics`);

it("the personal link as the feed's address gives no feed, whether the registration exists or not", async () => {
  for (const id of [ada, 'demoRegistrationOnline01', 'noSuchRegistration000001']) {
    const old = await t.get(`/hybrid-summit/${id}/calendar.ics`);
    expect(old.status, id).toBe(410);
    expect(old.text).not.toContain('BEGIN:VCALENDAR');
  }
});

it('the feed answers under its own token, which holds nothing of the personal link', async () => {
  const asked = await t.get(tokenPath(ada));
  expect(asked.status).toBe(200);
  expect(asked.headers.get('cache-control')).toBe('no-store');
  const { token } = asked.json as { token: string };
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(token).not.toContain(ada);
  // Asked again (another visit of the personal page): the same address, so a subscription keeps working.
  expect((await t.get(tokenPath(ada))).json).toEqual({ token });

  const res = await feed(token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.text).toContain('BEGIN:VEVENT');

  // Nor does the registration id in the token's place.
  expect((await feed(ada)).status).toBe(404);
});

it('a new token replaces the old one, whose address stops answering at once', async () => {
  const { token: before } = (await t.get(tokenPath(ada))).json as { token: string };
  const replaced = await t.post(tokenPath(ada), {});
  expect(replaced.status).toBe(200);
  const { token: after } = replaced.json as { token: string };
  expect(after).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(after).not.toBe(before);
  expect((await feed(before)).status).toBe(404);
  expect((await feed(after)).status).toBe(200);
  expect((await t.get(tokenPath(ada))).json).toEqual({ token: after });
});

it(
  'only the personal link opens the token: wrong project, ' +
    'unknown registration, or a cross-site simple POST get none',
  async () => {
    expect((await t.get(tokenPath(ada, 'proj-webinar'))).status).toBe(404);
    expect((await t.get(tokenPath('noSuchRegistration000001'))).status).toBe(404);
    const simple = await t.app.request(`http://localhost${tokenPath(ada)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(simple.status).toBe(415);
    const { token } = (await t.get(tokenPath(ada))).json as { token: string };
    expect((await feed(token)).status).toBe(200);
  },
);
