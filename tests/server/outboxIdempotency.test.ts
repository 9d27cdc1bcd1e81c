// @vitest-environment node
/**
 * The outbox's other writes carry an Idempotency-Key too (issue 13): an attendance change and an
 * analytics record sent again (a lost answer, a page closed during the replay) act once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, mailOutbox, registrations } from '../../server/db/schema.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

async function postWithKey(path: string, body: unknown, key: string) {
  const res = await t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    replayed: res.headers.get('Idempotent-Replayed'),
  };
}

const grace = { _id: 'demoRegistrationOnline01', event_id: 'hybrid-summit' };
const mailsToGrace = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
const graceRow = async () => (await t.db.select().from(registrations).where(eq(registrations.id, grace._id)))[0];

describe('Idempotency-Key on POST /api/update-registrations-and-send-mail', () => {
  it('changes the attendance and mails once for one key, however often it arrives', async () => {
    const mailsBefore = (await mailsToGrace()).length;
    const key = 'attendance-key-000000000001';
    const answers = await Promise.all(
      [1, 2, 3].map(() => postWithKey('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 1 }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json)).toEqual([0, 1, 2].map(() => ({ ok: true, on_site_viewer: 1 })));
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(2);
    expect((await graceRow()).onSiteViewer).toBe(1);
    expect((await mailsToGrace()).length).toBe(mailsBefore + 1);

    // A later replay of the same key after another change does not undo that change.
    const back = await postWithKey(
      '/api/update-registrations-and-send-mail',
      { ...grace, on_site_viewer: 0 },
      'attendance-key-000000000002',
    );
    expect(back.json).toEqual({ ok: true, on_site_viewer: 0 });
    const late = await postWithKey('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 1 }, key);
    expect(late).toMatchObject({ status: 200, replayed: 'true' });
    expect((await graceRow()).onSiteViewer).toBe(0);
    expect((await mailsToGrace()).length).toBe(mailsBefore + 2);
  });

  it('stores a refusal (no seat left) and replays it', async () => {
    // Fill the remaining seats of hybrid-summit.
    for (let i = 0; i < 3; i += 1) await t.post('/api/registrations', hybridForm(`seat.taker.${i}@example.com`, 1));
    const key = 'attendance-key-000000000003';
    const first = await postWithKey('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 1 }, key);
    expect(first.status).toBe(409);
    const again = await postWithKey('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 1 }, key);
    expect(again).toEqual({ ...first, replayed: 'true' });
  });
});

describe('Idempotency-Key on analytics', () => {
  const count = async (action: string) =>
    (
      await t.db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.projectId, 'proj-hybrid-summit'), eq(analyticsEvents.action, action)))
    ).length;

  it('records a page view and a link click once per key', async () => {
    const view = { action: 'evaluation-page-view', registrationId: 'demoRegistrationOnline01' };
    const before = await count('evaluation-page-view');
    const first = await postWithKey(
      '/api/analytics/proj-hybrid-summit-pwa/page-views',
      view,
      'analytics-key-0000000001',
    );
    const second = await postWithKey(
      '/api/analytics/proj-hybrid-summit-pwa/page-views',
      view,
      'analytics-key-0000000001',
    );
    expect(first).toEqual({ status: 200, json: { ok: true }, replayed: null });
    expect(second).toEqual({ status: 200, json: { ok: true }, replayed: 'true' });
    expect(await count('evaluation-page-view')).toBe(before + 1);

    const click = { eventId: 'hybrid-summit', component: 'handout', action: 'offline-click-test', url: '/media/a.pdf' };
    await postWithKey('/api/analytics/proj-hybrid-summit/link-clicks', click, 'analytics-key-0000000002');
    await postWithKey('/api/analytics/proj-hybrid-summit/link-clicks', click, 'analytics-key-0000000002');
    expect(await count('offline-click-test')).toBe(1);
  });
});
