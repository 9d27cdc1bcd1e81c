// @vitest-environment node
/**
 * Issue 27: an answer that carries a visitor's data or a credential stays in no cache
 * (`Cache-Control: no-store`): the registration, its id after find-by-email or a registration,
 * sign-on registrations, evaluation answers, the e-learning query string, the meeting token, the
 * page-password token and the participants. The public documents keep their ETag and caching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: 'no-store-test-token' } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

const PROJECT = 'proj-hybrid-summit';

describe('personal answers are no-store', () => {
  it('reading a registration and finding one by e-mail', async () => {
    const read = await t.get(`/api/registrations/${PROJECT}/demoRegistrationHybrid01`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const found = await t.post(`/api/registrations/${PROJECT}/find-by-email`, { email: 'grace@example.com' });
    expect(found.status).toBeLessThan(300);
    expect(found.headers.get('cache-control')).toBe('no-store');
    // An unknown id or address: the error is no-store too (it says whether someone registered).
    expect((await t.get(`/api/registrations/${PROJECT}/unknownRegistration00001`)).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('the answers of registering, signing on, changing attendance and unsubscribing', async () => {
    const registered = await t.post('/api/registrations', hybridForm('no.store@example.com', 0));
    expect(registered.status).toBeLessThan(300);
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const sso = await t.post('/api/sso-registrations', {
      event_id: 'publisher-day',
      cas_id: 'cas-no-store',
      first_name: 'Sanne',
      last_name: 'Store',
      email: 'sanne.store@example.com',
      big_number: '19012345601',
    });
    expect(sso.headers.get('cache-control')).toBe('no-store');
    const update = await t.post('/api/update-registrations', {
      registration_id: 'demoRegistrationMulti001',
      event_ids: [],
    });
    expect(update.headers.get('cache-control')).toBe('no-store');
    const unsubscribe = await t.put(`/api/registrations/${PROJECT}/demoRegistrationOnline01/unsubscribe`);
    expect(unsubscribe.headers.get('cache-control')).toBe('no-store');
  });

  it('evaluations, the e-learning query string and the meeting token', async () => {
    expect(
      (await t.get('/api/evaluations/eval-hybrid-summit/demoRegistrationHybrid01')).headers.get('cache-control'),
    ).toBe('no-store');
    const elearning = await t.post('/api/get-3rd-party-connection-query-string-for-elearning', {
      courseSlug: 'telehealth-101',
      company: 'careconnect',
      event_id: 'hybrid-summit',
      registration_id: 'demoRegistrationHybrid01',
    });
    expect(elearning.headers.get('cache-control')).toBe('no-store');
    const jwt = await t.post('/api/jitsi-jwt', {
      registration_id: 'demoRegistrationHybrid01',
      event_id: 'hybrid-summit',
      email: 'ada@example.com',
    });
    expect(jwt.headers.get('cache-control')).toBe('no-store');
  });

  it('the page-password answer and the participants list', async () => {
    const unlocked = await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.headers.get('cache-control')).toBe('no-store');
    const participants = await t.get(`/api/network-registrations/${PROJECT}?registrationId=demoRegistrationHybrid01`);
    expect(participants.headers.get('cache-control')).toBe('no-store');
  });
});

describe('public answers keep their caching', () => {
  it('the project document keeps its ETag and answers 304; the counts are not marked no-store', async () => {
    const doc = await t.get('/frontend-api/projectevents/hybrid-summit');
    expect(doc.status).toBe(200);
    const etag = doc.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(doc.headers.get('cache-control') ?? '').not.toContain('no-store');
    expect((await t.get('/frontend-api/projectevents/hybrid-summit', { 'if-none-match': etag! })).status).toBe(304);
    const company = await t.get('/frontend-api/company-preview/demo-company');
    expect(company.headers.get('etag')).toBeTruthy();
    expect(company.headers.get('cache-control') ?? '').not.toContain('no-store');
    for (const path of [
      `/api/registrations/${PROJECT}/count-each-event`,
      `/api/registrations/${PROJECT}/count-on-site-viewers`,
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});
