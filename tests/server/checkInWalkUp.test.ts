// @vitest-environment node
/**
 * Walk-ups at the door (issue 49): registered by door staff, on site while a seat is free and
 * checked in at once (their ticket is valid at once), refused when the seats are taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserTestApp, type organiser } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const PROJECT = 'proj-hybrid-summit';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
let door: { id: string; token: string };
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
  door = (await admin.post(`/admin/api/projects/${PROJECT}/doors`, { name: 'Walk-up desk' })).json;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

let keys = 0;
async function walkUp(email: string, token = door.token) {
  const res = await t.app.request(`http://localhost/api/check-in/${PROJECT}/walk-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `walk-up-key-${++keys}-abcdefgh` },
    body: JSON.stringify({ door: token, first_name: 'Walk', last_name: `Up ${keys}`, email, scannedAt: 5_000_000 }),
  });
  return { status: res.status, json: await res.json() };
}

describe('walk-ups', () => {
  it('take a free seat and are checked in at once; the list and the ticket know them', async () => {
    const seats = (await t.get(`/api/registrations/${PROJECT}/count-on-site-viewers`)).json.onSiteViewers;
    const first = await walkUp('walk.up.one@example.com');
    expect(first).toMatchObject({
      status: 200,
      json: { entry: { name: 'Walk Up 1', onSite: true, checkedIn: { at: 5_000_000, door: 'Walk-up desk' } } },
    });
    expect((await t.get(`/api/registrations/${PROJECT}/count-on-site-viewers`)).json.onSiteViewers).toBe(seats + 1);
    const list = await t.get(`/api/check-in/${PROJECT}/list`, { Authorization: `Bearer ${door.token}` });
    expect(list.json.entries).toContainEqual(first.json.entry);
    const exported = await admin.get(`/admin/api/projects/${PROJECT}/registrations.json`);
    const row = exported.json.find((r: { email: string }) => r.email === 'walk.up.one@example.com');
    expect(row).toMatchObject({ attendance: 'on-site', generated: true, checked_in_door: 'Walk-up desk' });
  });

  it('refuse a known e-mail, and refuse when every seat is taken', async () => {
    expect(await walkUp('ada@example.com')).toMatchObject({ status: 409, json: { code: 'registered-already' } });
    // The demo has 2 seats left: the first test took one.
    expect((await walkUp('walk.up.two@example.com')).json.entry.onSite).toBe(true);
    expect(await walkUp('walk.up.three@example.com')).toMatchObject({ status: 409, json: { code: 'full' } });
    const exported = await admin.get(`/admin/api/projects/${PROJECT}/registrations.json`);
    expect(exported.json.find((r: { email: string }) => r.email === 'walk.up.three@example.com')).toBeUndefined();
  });

  it('an online registration is let in on site while a seat is free, and checked in', async () => {
    const list = await t.get(`/api/check-in/${PROJECT}/list`, { Authorization: `Bearer ${door.token}` });
    const grace = list.json.entries.find((e: { name: string }) => e.name === 'Grace Hopper');
    expect(grace).toMatchObject({ onSite: false, checkedIn: null });
    const letIn = (check: string) =>
      t.app.request(`http://localhost/api/check-in/${PROJECT}/let-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': `let-in-key-${++keys}-abcdefgh` },
        body: JSON.stringify({ door: door.token, check, scannedAt: 6_000_000 }),
      });
    // Every seat is taken (the walk-ups above took the last two).
    const full = await letIn(grace.check);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ kind: 'full' });
    // Ada gives her seat back; Grace takes it at the door.
    expect((await t.put(`/api/registrations/${PROJECT}/demoRegistrationHybrid01/unsubscribe`)).status).toBe(200);
    const taken = await letIn(grace.check);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({
      entry: { name: 'Grace Hopper', onSite: true, checkedIn: { at: 6_000_000, door: 'Walk-up desk' } },
    });
    expect((await t.get(`/api/registrations/${PROJECT}/demoRegistrationOnline01`)).json.on_site_viewer).toBe(1);
    expect((await letIn('A'.repeat(22))).status).toBe(404);
  });

  it('need a valid door token', async () => {
    expect((await walkUp('walk.up.four@example.com', 'y'.repeat(32))).status).toBe(401);
    await admin.delete(`/admin/api/projects/${PROJECT}/doors/${door.id}`);
    expect((await walkUp('walk.up.five@example.com')).status).toBe(401);
  });
});
