// @vitest-environment node
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountEachEventSchema, OnSiteViewersSchema, ParticipantsSchema } from '../../src/contract/index.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const UNKNOWN_EMAIL = 'Please double-check your email address. We did not find a registration for this email address.';

describe('find-by-email and unsubscribe', () => {
  it('finds a registration by e-mail, case-insensitively, and 404s for unknown', async () => {
    const hit = await t.post('/api/registrations/proj-hybrid-summit/find-by-email', { email: '  ADA@example.com ' });
    expect(hit).toMatchObject({ status: 200, json: { _id: 'demoRegistrationHybrid01' } });
    const miss = await t.post('/api/registrations/proj-hybrid-summit/find-by-email', { email: 'nobody@example.com' });
    expect(miss).toMatchObject({ status: 404, json: { error: UNKNOWN_EMAIL } });
    const otherProject = await t.post('/api/registrations/proj-webinar/find-by-email', { email: 'ada@example.com' });
    expect(otherProject.status).toBe(404);
    expect((await t.post('/api/registrations/proj-hybrid-summit/find-by-email', { email: 'nope' })).status).toBe(400);
  });

  it('unsubscribes (keeping the row), then login finds nothing; registering again re-activates', async () => {
    const reg = await t.post('/api/registrations', hybridForm('leaving@example.com', 0));
    const id = reg.json.registrationID;
    const put = await t.put(`/api/registrations/proj-hybrid-summit/${id}/unsubscribe`);
    expect(put.status).toBe(200);
    const stored = await t.get(`/api/registrations/proj-hybrid-summit/${id}`);
    expect(stored.json.unregistered).toBe(true);
    const find = await t.post('/api/registrations/proj-hybrid-summit/find-by-email', { email: 'leaving@example.com' });
    expect(find).toMatchObject({ status: 404, json: { error: UNKNOWN_EMAIL } });

    const back = await t.post('/api/registrations', hybridForm('leaving@example.com', 0));
    expect(back.json.registrationID).toBe(id);
    expect((await t.get(`/api/registrations/proj-hybrid-summit/${id}`)).json.unregistered).toBe(false);
  });

  it('404s for unknown registrations and 400s for malformed ids', async () => {
    expect((await t.put('/api/registrations/proj-hybrid-summit/unknownRegistration00001/unsubscribe')).status).toBe(
      404,
    );
    expect((await t.put('/api/registrations/proj-webinar/demoRegistrationHybrid01/unsubscribe')).status).toBe(404);
    expect((await t.get('/api/registrations/proj-hybrid-summit/unknownRegistration00001')).status).toBe(404);
    expect((await t.get('/api/registrations/proj-hybrid-summit/short')).status).toBe(400);
  });
});

describe('attendance change', () => {
  it('switches attendance, mails a new confirmation, and refuses a seat when none is left', async () => {
    const grace = { _id: 'demoRegistrationOnline01', event_id: 'hybrid-summit' };
    const toSite = await t.post('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 1 });
    expect(toSite).toMatchObject({ status: 200, json: { ok: true, on_site_viewer: 1 } });
    const [mail] = (await t.get('/dev/mail.json?to=grace@example.com')).json;
    expect(mail.subject).toBe('Updated: your registration for Hybrid Health Summit 2026');
    expect(mail.text).toContain('You will attend on site at Jaarbeurs');
    expect(mail.link).toBe('http://localhost/hybrid-summit/demoRegistrationOnline01');

    // 38 + grace = 39: one seat left, then none.
    const last = await t.post('/api/registrations', hybridForm('lastseat@example.com', 1));
    expect(last.json.on_site_viewer).toBe(1);
    const toOnline = await t.post('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 0 });
    expect(toOnline.json.on_site_viewer).toBe(0);
    const grab = await t.post('/api/registrations', hybridForm('grab@example.com', 1));
    expect(grab.json.on_site_viewer).toBe(1);
    const refused = await t.post('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: true });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/no on-site seats left/i);
    expect((await t.get('/api/registrations/proj-hybrid-summit/demoRegistrationOnline01')).json.on_site_viewer).toBe(0);

    expect((await t.post('/api/update-registrations-and-send-mail', { ...grace })).status).toBe(400);
    expect(
      (
        await t.post('/api/update-registrations-and-send-mail', {
          _id: 'unknownRegistration00001',
          event_id: 'hybrid-summit',
          on_site_viewer: 0,
        })
      ).status,
    ).toBe(404);
    const nonHybrid = await t.post('/api/update-registrations-and-send-mail', {
      _id: 'demoRegistrationMulti001',
      event_id: 'multi-session',
      on_site_viewer: 1,
    });
    expect(nonHybrid.status).toBe(400);
  });
});

describe('update-registrations', () => {
  it('replaces the sessions and reports full ones', async () => {
    const base = { _id: 'demoRegistrationMulti001', event_id: 'multi-session' };
    const res = await t.post('/api/update-registrations', {
      ...base,
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b', 'multi-session-closing'],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      ok: true,
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a', 'multi-session-closing'],
      cannotRegisterForEvents: ['multi-session-round1-b'],
    });
    const allFull = await t.post('/api/update-registrations', { ...base, SELECTED_EVENTS: ['multi-session-round1-b'] });
    expect(allFull).toMatchObject({ status: 409, json: { cannotRegisterForEvents: ['multi-session-round1-b'] } });
    expect((await t.post('/api/update-registrations', { ...base, SELECTED_EVENTS: ['webinar'] })).status).toBe(400);
    const back = await t.post('/api/update-registrations', {
      ...base,
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
    });
    expect(back.json.SELECTED_EVENTS).toEqual(['multi-session', 'multi-session-round1-a']);
  });
});

describe('counts and participants', () => {
  it('counts active registrations per event', async () => {
    const res = await t.get('/api/registrations/proj-multi-session/count-each-event');
    const counts = v.parse(CountEachEventSchema, res.json);
    expect(counts.find((c) => c.event === 'multi-session-round1-b')?.regsCount).toBe(3);
    expect(counts.map((c) => c.event)).toEqual([
      'multi-session',
      'multi-session-round1-a',
      'multi-session-round1-b',
      'multi-session-closing',
    ]);
  });

  it("answers 'Invalid project ID!' for a missing or unknown project", async () => {
    for (const path of [
      '/api/registrations/count-each-event',
      '/api/registrations/undefined/count-each-event',
      '/api/registrations/no-such-project/count-each-event',
      '/api/registrations/count-on-site-viewers',
    ]) {
      const res = await t.get(path);
      expect(res, path).toMatchObject({ status: 400, json: { error: 'Invalid project ID!' } });
    }
  });

  it('counts on-site viewers without unregistered ones', async () => {
    const before = v.parse(
      OnSiteViewersSchema,
      (await t.get('/api/registrations/proj-open-hybrid/count-on-site-viewers')).json,
    );
    const reg = await t.post('/api/registrations', {
      event_id: 'open-hybrid',
      email: 'kim@example.com',
      first_name: 'Kim',
      last_name: 'Bos',
      on_site_viewer: 1,
    });
    expect((await t.get('/api/registrations/proj-open-hybrid/count-on-site-viewers')).json.onSiteViewers).toBe(
      before.onSiteViewers + 1,
    );
    await t.put(`/api/registrations/proj-open-hybrid/${reg.json.registrationID}/unsubscribe`);
    expect((await t.get('/api/registrations/proj-open-hybrid/count-on-site-viewers')).json.onSiteViewers).toBe(
      before.onSiteViewers,
    );
  });

  it('lists participants of a project', async () => {
    // The summit's demo shows its list (off unless the organiser turns it on, issue 43).
    const res = await t.get('/api/network-registrations/proj-hybrid-summit?registrationId=demoRegistrationOnline01');
    const people = v.parse(ParticipantsSchema, res.json);
    expect(people).toContainEqual({ title: '', first_name: 'Ada', last_name: 'Lovelace' });
    expect(res.text).not.toContain('@');
    expect((await t.get('/api/network-registrations/nothing-here')).status).toBe(404);
  });
});

describe('analytics and client ip', () => {
  it('stores page views and link clicks for a project or its -pwa key', async () => {
    expect(
      (await t.post('/api/analytics/proj-hybrid-summit/page-views', { action: 'registration-page-view' })).status,
    ).toBe(200);
    expect(
      (
        await t.post('/api/analytics/proj-hybrid-summit-pwa/page-views', {
          action: 'evaluation-page-view',
          registrationId: 'demoRegistrationHybrid01',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.post('/api/analytics/proj-hybrid-summit/link-clicks', {
          eventId: 'hybrid-summit',
          url: '/media/hybrid-summit/programme.pdf',
        })
      ).status,
    ).toBe(200);
    expect((await t.post('/api/analytics/proj-hybrid-summit/page-views', { action: 'dance' })).status).toBe(400);
    expect((await t.post('/api/analytics/proj-nothing/page-views', { action: 'registration-page-view' })).status).toBe(
      404,
    );
  });

  it('reports local callers as NL', async () => {
    expect((await t.get('/api/client-ip')).json).toMatchObject({ country: 'NL' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.get('/api/nothing');
    expect(res).toMatchObject({ status: 404, json: { error: 'Not found' } });
  });
});
