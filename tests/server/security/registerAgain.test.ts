// @vitest-environment node
/**
 * Issue 27: registering again with an e-mail the project knows never rewrites its owner. It only
 * adds sessions, answers with the stored attendance, and mails the personal link to the stored
 * address (at most 3 such mails an hour); an unregistered record comes back as its owner left it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schemaMail.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const mailsOf = (to: string, kind: 'registered-again' | 'confirmation') =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
const seatsTaken = async () =>
  (await t.get('/api/registrations/proj-hybrid-summit/count-on-site-viewers')).json.onSiteViewers as number;
const stored = async (id: string) => (await t.get(`/api/registrations/proj-hybrid-summit/${id}`)).json;

/** What an outsider sends with the owner's address: other name, answers, attendance, time zone and ref. */
const outsider = (email: string, onSite: 0 | 1) =>
  hybridForm(email, onSite, {
    first_name: 'Mallory',
    last_name: 'Intruder',
    company: 'MediSync',
    interests: ['Interoperability and data sharing'],
    time_zone: 'America/New_York',
    ref: 'stolen',
  });

describe('registering again with a known e-mail', () => {
  it("keeps the owner's name, answers, time zone, ref and on-site seat, and mails the stored address", async () => {
    const before = await stored('demoRegistrationHybrid01');
    expect(before.on_site_viewer).toBe(1);
    const seats = await seatsTaken();

    const again = await t.post('/api/registrations', outsider('ADA@example.com', 0));
    expect(again.status).toBe(200);
    // The spec's direct mode answers the id (DECISIONS.md) with the STORED attendance.
    expect(again.json).toMatchObject({ registrationID: 'demoRegistrationHybrid01', on_site_viewer: 1 });

    const after = await stored('demoRegistrationHybrid01');
    expect(after).toEqual(before);
    expect(await seatsTaken()).toBe(seats);

    const [mail] = await mailsOf('ada@example.com', 'registered-again');
    expect(mail.text).toContain('/hybrid-summit/demoRegistrationHybrid01');
    expect(mail.text).toContain(`Dear ${before.first_name},`);
    expect(mail.text).not.toContain('Mallory');
    expect(mail.subject).toBe('Your registration for Hybrid Health Summit 2026');
  });

  it('an online owner is not moved on site by someone else', async () => {
    const first = await t.post(
      '/api/registrations',
      hybridForm('online-owner@example.com', 0, { time_zone: 'Europe/Paris' }),
    );
    const seats = await seatsTaken();
    const again = await t.post('/api/registrations', outsider('online-owner@example.com', 1));
    expect(again.json).toMatchObject({ registrationID: first.json.registrationID, on_site_viewer: 0 });
    expect(await seatsTaken()).toBe(seats);
    expect(await stored(first.json.registrationID)).toMatchObject({
      first_name: 'Test',
      last_name: 'Person',
      company: 'CareConnect',
      time_zone: 'Europe/Paris',
      on_site_viewer: 0,
    });
  });

  it('sends the link mail at most 3 times an hour to one address; the answer stays the same', async () => {
    const first = await t.post('/api/registrations', hybridForm('flooded@example.com', 0));
    for (let i = 0; i < 5; i++) {
      const again = await t.post('/api/registrations', outsider('flooded@example.com', 0));
      expect(again.json.registrationID).toBe(first.json.registrationID);
    }
    expect(await mailsOf('flooded@example.com', 'confirmation')).toHaveLength(1);
    expect(await mailsOf('flooded@example.com', 'registered-again')).toHaveLength(3);
  });
});

describe('registering again after unregistering', () => {
  it('comes back with its stored data, on site while a seat is free, and its owner is mailed', async () => {
    const first = await t.post(
      '/api/registrations',
      hybridForm('returning@example.com', 1, { time_zone: 'Europe/Berlin', ref: 'newsletter' }),
    );
    const id = first.json.registrationID;
    expect(first.json.on_site_viewer).toBe(1);
    const original = await stored(id);
    const seats = await seatsTaken();
    expect((await t.put(`/api/registrations/proj-hybrid-summit/${id}/unsubscribe`)).status).toBe(200);
    expect(await seatsTaken()).toBe(seats - 1);

    const back = await t.post('/api/registrations', outsider('returning@example.com', 0));
    expect(back.json).toMatchObject({ registrationID: id, on_site_viewer: 1 });
    expect(await stored(id)).toEqual({ ...original, unregistered: false });
    expect(await seatsTaken()).toBe(seats);
    const [mail] = await mailsOf('returning@example.com', 'registered-again');
    expect(mail.text).toContain(`/hybrid-summit/${id}\n`);
    expect(mail.text).toContain(`/hybrid-summit/${id}/unregister`);
  });
});
