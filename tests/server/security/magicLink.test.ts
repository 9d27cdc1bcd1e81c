// @vitest-environment node
/**
 * Issue 27: a project in `registration.loginMode: 'magic-link'` answers find-by-email and a
 * repeated registration with 202 and no id, the same for known and unknown addresses; the
 * personal link goes by mail to a registered address only, at most 3 such mails an hour.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schemaMail.ts';
import { backgroundSettled } from '../../../server/lib/background.ts';
import { SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { FIND_BY_EMAIL as FIND, MAGIC_EVENT, MAGIC_PROJECT as PROJECT, magicLinkApp } from './magicLinkApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await magicLinkApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await backgroundSettled();
  await t.close();
});

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  event_id: MAGIC_EVENT,
  email,
  first_name: 'Grace',
  last_name: 'Owner',
  role: 'Maintainer',
  time_zone: 'Europe/Amsterdam',
  ...extra,
});
/** find-by-email, then its lookup and mail, which run after the answer (issue 43). */
const findSettled = async (email: string) => {
  const res = await t.post(FIND, { email });
  await backgroundSettled();
  return res;
};
const mailsOf = (to: string, kind: 'login-link' | 'registered-again' | 'confirmation') =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

describe('magic-link login mode', () => {
  it('the public document says so', async () => {
    expect((await t.get('/frontend-api/projectevents/open-source-day')).json.registration.loginMode).toBe('magic-link');
  });

  it('a new registration still gets its id', async () => {
    const res = await t.post('/api/registrations', form('new.magic@example.com'));
    expect(res.status).toBe(200);
    expect(res.json.registrationID).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it(
    'find-by-email answers 202 without an id for known and ' +
      'unknown addresses; only the known one is mailed its link',
    async () => {
      const registered = await t.post('/api/registrations', form('login.magic@example.com'));
      const id = registered.json.registrationID;
      const known = await t.post(FIND, { email: 'Login.Magic@example.com' });
      const unknown = await t.post(FIND, { email: 'nobody.magic@example.com' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.json).toEqual({ mailedIfRegistered: true });
      expect(unknown.text).toBe(known.text);
      expect(known.text).not.toContain(id);

      await backgroundSettled(); // the lookup and the mail run after the answer (issue 43)
      const [mail] = await mailsOf('login.magic@example.com', 'login-link');
      expect(mail.subject).toBe('Your personal link for Open Source Day 2027: running community projects that last');
      expect(mail.text).toContain(`http://localhost/open-source-day/${id}`);
      expect(mail.text).toContain('Dear Grace,');
      expect(await mailsOf('nobody.magic@example.com', 'login-link')).toEqual([]);
    },
  );

  it('an unregistered address gets the same 202 and no mail', async () => {
    const registered = await t.post('/api/registrations', form('gone.magic@example.com'));
    expect((await t.put(`/api/registrations/${PROJECT}/${registered.json.registrationID}/unsubscribe`)).status).toBe(
      200,
    );
    const res = await t.post(FIND, { email: 'gone.magic@example.com' });
    expect(res).toMatchObject({ status: 202, json: { mailedIfRegistered: true } });
    await backgroundSettled();
    expect(await mailsOf('gone.magic@example.com', 'login-link')).toEqual([]);
  });

  it('a repeated registration answers 202 without an id, changes nothing and mails the link', async () => {
    const first = await t.post('/api/registrations', form('again.magic@example.com'));
    const id = first.json.registrationID;
    const again = await t.post(
      '/api/registrations',
      form('again.magic@example.com', { first_name: 'Mallory', role: 'User or sponsor' }),
    );
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ mailedIfRegistered: true });
    expect(again.text).not.toContain(id);
    expect((await t.get(`/api/registrations/${PROJECT}/${id}`)).json).toMatchObject({
      first_name: 'Grace',
      role: 'Maintainer',
    });
    const [mail] = await mailsOf('again.magic@example.com', 'registered-again');
    expect(mail.text).toContain(`/open-source-day/${id}`);
  });

  it('with an Idempotency-Key the 202 is stored and replayed as 202', async () => {
    await t.post('/api/registrations', form('key.magic@example.com'));
    const send = () =>
      t.app.request('http://localhost/api/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': 'magic-link-key-0001' },
        body: JSON.stringify(form('key.magic@example.com')),
      });
    const first = await send();
    const repeat = await send();
    expect([first.status, repeat.status]).toEqual([202, 202]);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await repeat.json()).toEqual({ mailedIfRegistered: true });
    expect(await mailsOf('key.magic@example.com', 'registered-again')).toHaveLength(1);
  });

  it(
    'sends at most 3 link mails an hour to one address (login ' +
      'and repeated registration together); the 4th is not sent',
    async () => {
      await t.post('/api/registrations', form('limit.magic@example.com'));
      for (let i = 0; i < 2; i++) expect((await findSettled('limit.magic@example.com')).status).toBe(202);
      expect((await t.post('/api/registrations', form('limit.magic@example.com'))).status).toBe(202);
      expect((await findSettled('limit.magic@example.com')).status).toBe(202);
      expect((await t.post('/api/registrations', form('limit.magic@example.com'))).status).toBe(202);
      expect(await mailsOf('limit.magic@example.com', 'login-link')).toHaveLength(2);
      expect(await mailsOf('limit.magic@example.com', 'registered-again')).toHaveLength(1);
    },
  );

  it('holds the limit when the requests arrive at once (the row lock orders the count)', async () => {
    await t.post('/api/registrations', form('burst.magic@example.com'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post(FIND, { email: 'burst.magic@example.com' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
    await backgroundSettled();
    expect(await mailsOf('burst.magic@example.com', 'login-link')).toHaveLength(3);
  });
});

describe('direct login mode (the default) is unchanged', () => {
  it('find-by-email answers the id and mails nothing', async () => {
    const res = await t.post('/api/registrations/proj-hybrid-summit/find-by-email', { email: 'ada@example.com' });
    expect(res).toMatchObject({ status: 200, json: { _id: 'demoRegistrationHybrid01' } });
    expect(await mailsOf('ada@example.com', 'login-link')).toEqual([]);
  });
});
