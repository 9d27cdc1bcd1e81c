// @vitest-environment node
/**
 * Issue 27: the attendance change mails only when the attendance really changed, and at most
 * ATTENDANCE_MAILS_PER_HOUR an hour per registration, however often it is called (65 calls in a
 * minute used to send 65 mails to one address).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schemaMail.ts';
import { ATTENDANCE_MAILS_PER_HOUR } from '../../../server/mail/mailLimits.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const CHANGE = '/api/update-registrations-and-send-mail';
const attendanceMails = (to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'attendance')));

describe('attendance-change mails', () => {
  it('65 calls asking for the attendance the registration already has send no mail', async () => {
    const reg = await t.post('/api/registrations', hybridForm('same@example.com', 0));
    for (let i = 0; i < 65; i++) {
      const res = await t.post(CHANGE, { _id: reg.json.registrationID, event_id: 'hybrid-summit', on_site_viewer: 0 });
      expect(res.json).toEqual({ ok: true, on_site_viewer: 0 });
    }
    expect(await attendanceMails('same@example.com')).toHaveLength(0);
  });

  it('65 real changes send at most the allowed mails; every change is still made', async () => {
    const reg = await t.post('/api/registrations', hybridForm('flapping@example.com', 0));
    for (let i = 1; i <= 65; i++) {
      const wanted = i % 2;
      const res = await t.post(CHANGE, {
        _id: reg.json.registrationID,
        event_id: 'hybrid-summit',
        on_site_viewer: wanted,
      });
      expect(res.json).toEqual({ ok: true, on_site_viewer: wanted });
    }
    const mails = await attendanceMails('flapping@example.com');
    expect(ATTENDANCE_MAILS_PER_HOUR).toBeLessThanOrEqual(5);
    expect(mails).toHaveLength(ATTENDANCE_MAILS_PER_HOUR);
    expect(mails[0].text).toContain('You will attend on site');
    expect((await t.get(`/api/registrations/proj-hybrid-summit/${reg.json.registrationID}`)).json.on_site_viewer).toBe(
      1,
    );
  });

  it(
    'limits attendance changes per registration (429 after 10 a minute), before any work',
    async () => {
      const strict = await makeTestApp({ rateLimitScale: 1 });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          statuses.push(
            (
              await strict.post(CHANGE, {
                _id: 'demoRegistrationOnline01',
                event_id: 'hybrid-summit',
                on_site_viewer: 0,
              })
            ).status,
          );
        }
        expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        await strict.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
