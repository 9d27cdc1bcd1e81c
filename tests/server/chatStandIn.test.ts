// @vitest-environment node
/** The dev chat stand-in (/dev/chat): both embed kinds, what they were given, messages, escaping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const url = (path: string) => `http://localhost/dev/chat${path}`;

describe('/dev/chat', () => {
  it('the website kind records nickname, e-mail and locale, and speaks the locale', async () => {
    const res = await t.app.request(url('/website/site-1?email=grace%40example.com&nickname=Grace%20Tester&locale=nl'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-nickname="Grace Tester"');
    expect(html).toContain('Versturen');
    const last = await (await t.app.request(url('/last?kind=website&id=site-1'))).json();
    expect(last).toMatchObject({
      kind: 'website',
      id: 'site-1',
      nickname: 'Grace Tester',
      email: 'grace@example.com',
      locale: 'nl',
    });
    // Any other locale is English.
    await t.app.request(url('/website/site-1?nickname=A&locale=de'));
    expect(await (await t.app.request(url('/last'))).json()).toMatchObject({ locale: 'en', nickname: 'A' });
  });

  it('the event kind keeps a room: a posted message shows for the next visitor, escaped', async () => {
    const posted = await t.app.request(url('/event/room-7?nickname=%3Cb%3EEve'), {
      method: 'POST',
      body: new URLSearchParams({ text: '<script>alert(1)</script> hello' }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/dev/chat/event/room-7?nickname=%3Cb%3EEve');
    const html = await (await t.app.request(url('/event/room-7?nickname=Bob'))).text();
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; hello');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;b&#62;Eve');
    expect(await (await t.app.request(url('/last?kind=event&id=room-7'))).json()).toMatchObject({
      kind: 'event',
      nickname: 'Bob',
      locale: null,
    });
  });

  it('answers 404 for a room nobody opened', async () => {
    expect((await t.app.request(url('/last?kind=event&id=nobody'))).status).toBe(404);
  });
});
