// @vitest-environment node
/**
 * The director console's door counts (issue 49): the control view it reads every 5 s carries the
 * check-in counts of a project with seats on site (registered on site, checked in, not yet, per
 * session), current after each check-in, and null for a project without seats on site; the page
 * has the panel that shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const CONTROL = 'door-console-control-token';
const PROJECT = 'proj-hybrid-summit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { controlToken: CONTROL, heartbeatMs: 60_000 },
  });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const control = (eventId: string) => t.get(`/live-director/control/${eventId}`, { authorization: `Bearer ${CONTROL}` });

describe("the director console's door counts", () => {
  it('reads the counts of a hybrid event, current after a check-in, per session too', async () => {
    const before = (await control('hybrid-summit')).json.checkIns;
    expect(before.registeredOnSite).toBeGreaterThan(0);
    expect(before).toMatchObject({ checkedIn: 0, notYet: before.registeredOnSite });
    expect(before.sessions).toEqual([
      expect.objectContaining({ eventId: 'hybrid-summit', registeredOnSite: before.registeredOnSite, checkedIn: 0 }),
    ]);
    // The organiser's admin API answers the same counts.
    expect((await organiser(t.app).get(`/admin/api/projects/${PROJECT}/check-ins`)).json).toEqual(before);

    const door = (await organiser(t.app).post(`/admin/api/projects/${PROJECT}/doors`, { name: 'Console door' })).json;
    const code = (await t.get(`/api/registrations/${PROJECT}/demoRegistrationHybrid01/ticket`)).json.code;
    const checkedIn = await t.app.request(`http://localhost/api/check-in/${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'door-console-check-in-0001' },
      body: JSON.stringify({ door: door.token, code, scannedAt: Date.now() }),
    });
    expect(checkedIn.status).toBe(200);

    const after = (await control('hybrid-summit')).json.checkIns;
    expect(after).toMatchObject({
      registeredOnSite: before.registeredOnSite,
      checkedIn: 1,
      notYet: before.registeredOnSite - 1,
    });
    expect(after.sessions[0]).toMatchObject({ checkedIn: 1, notYet: before.registeredOnSite - 1 });
  });

  it('has none for an event without seats on site, and needs the control token', async () => {
    expect((await control('webinar')).json.checkIns).toBeNull();
    expect((await t.get('/live-director/control/hybrid-summit')).status).toBe(401);
  });

  it('shows them in a panel of the console page, drawn from the control view', async () => {
    const page = await t.get('/live-director/console/hybrid-summit');
    expect(page.text).toContain('id="door-panel"');
    expect(page.text).toContain('Registered on site');
    expect(page.text).toContain('window.directorCheckIns.render(s.checkIns)');
  });
});
