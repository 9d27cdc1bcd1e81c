// @vitest-environment node
/**
 * At the door (issue 49): the ticket's signed code, the organiser's door tokens, the door's list
 * and the check-in command that keeps the earliest scan of a ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CODE } from '../../src/contract/checkIn.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { organiserTestApp, type organiser } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const PROJECT = 'proj-hybrid-summit';
const ADA = 'demoRegistrationHybrid01';
const GRACE = 'demoRegistrationOnline01';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function makeDoor(name: string, project = PROJECT) {
  const made = await admin.post(`/admin/api/projects/${project}/doors`, { name });
  expect(made.status).toBe(201);
  return made.json as { id: string; name: string; token: string; link: string };
}

const ticketOf = async (registrationId: string) => t.get(`/api/registrations/${PROJECT}/${registrationId}/ticket`);

let keys = 0;
async function checkIn(
  door: string,
  code: string | { check: string },
  scannedAt: number,
  project = PROJECT,
  key = `key-${++keys}-abcdefghijklmnop`,
) {
  const res = await t.app.request(`http://localhost/api/check-in/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ door, ...(typeof code === 'string' ? { code } : code), scannedAt }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const list = (token: string, project = PROJECT) =>
  t.get(`/api/check-in/${project}/list`, { Authorization: `Bearer ${token}` });

describe('the ticket', () => {
  it('carries a signed code of its own, never the personal link, for on-site registrations only', async () => {
    const ada = await ticketOf(ADA);
    expect(ada.status).toBe(200);
    expect(ada.json.code).toMatch(CHECK_IN_CODE);
    expect(ada.json.code).not.toContain(ADA);
    expect(ada.json.checkedIn).toBeNull();
    expect((await ticketOf(ADA)).json.code).toBe(ada.json.code);
    expect(ada.headers.get('cache-control')).toBe('no-store');
    expect((await ticketOf(GRACE)).status).toBe(409);
    expect((await ticketOf('unknownRegistration00001')).status).toBe(404);
  });
});

describe('door tokens', () => {
  it('are made, listed without their token and revoked; a revoked token is 401', async () => {
    const door = await makeDoor('Door 9');
    expect(door.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(door.link).toBe(`http://localhost/hybrid-summit/check-in?door=${door.token}`);
    const listed = await admin.get(`/admin/api/projects/${PROJECT}/doors`);
    expect(listed.json).toContainEqual(expect.objectContaining({ id: door.id, name: 'Door 9', revokedAt: null }));
    expect(listed.text).not.toContain(door.token);
    expect((await list(door.token)).status).toBe(200);

    expect((await admin.delete(`/admin/api/projects/${PROJECT}/doors/${door.id}`)).status).toBe(204);
    expect((await list(door.token)).status).toBe(401);
    const code = (await ticketOf(ADA)).json.code;
    expect(await checkIn(door.token, code, Date.now())).toMatchObject({ status: 401 });
    expect((await admin.delete(`/admin/api/projects/${PROJECT}/doors/${door.id}`)).status).toBe(404);
  });

  it('need the organiser token, a name, and open only their own project', async () => {
    const anonymous = await t.app.request(`http://localhost/admin/api/projects/${PROJECT}/doors`);
    expect(anonymous.status).toBe(401);
    expect((await admin.post(`/admin/api/projects/${PROJECT}/doors`, { name: ' ' })).status).toBe(400);
    const door = await makeDoor('Main door');
    expect((await list(door.token, 'proj-open-hybrid')).status).toBe(401);
    expect((await list('x'.repeat(32))).status).toBe(401);
    expect((await t.get(`/api/check-in/${PROJECT}/list`)).status).toBe(401);
  });
});

describe('the door list', () => {
  it('holds names, sessions, attendance and check values, and no personal link, id or e-mail', async () => {
    const door = await makeDoor('Door 1');
    const answer = await list(door.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ projectId: PROJECT, door: { id: door.id, name: 'Door 1' } });
    const code = (await ticketOf(ADA)).json.code;
    const check = await checkValueOf(code);
    const entry = answer.json.entries.find((e: { check: string }) => e.check === check);
    expect(entry).toMatchObject({ name: 'Ada Lovelace', onSite: true, unregistered: false, checkedIn: null });
    expect(entry.sessions.length).toBeGreaterThan(0);
    expect(answer.json.entries.find((e: { name: string }) => e.name.startsWith('Grace'))).toMatchObject({
      onSite: false,
    });
    expect(answer.text).not.toMatch(/demoRegistration|@example\.com|olr83ee2/);
    expect(answer.text).not.toContain(code);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('checking in', () => {
  it('is red for a forged code and for a code of another event', async () => {
    const door = await makeDoor('Door 3');
    const code = (await ticketOf(ADA)).json.code as string;
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(await checkIn(door.token, forged, Date.now())).toMatchObject({
      status: 404,
      json: { code: 'not-a-ticket' },
    });
    expect(await checkIn(door.token, 'https://example.com/x', Date.now())).toMatchObject({ status: 404 });
    const otherDoor = await makeDoor('Open door', 'proj-open-hybrid');
    expect(await checkIn(otherDoor.token, code, Date.now(), 'proj-open-hybrid')).toMatchObject({
      status: 404,
      json: { code: 'not-a-ticket' },
    });
  });

  it('one ticket at two doors: one check-in and one "already" with when and which door', async () => {
    const [one, two] = [await makeDoor('North'), await makeDoor('South')];
    const email = 'two.doors@example.com';
    const registered = await t.post('/api/registrations', {
      event_id: 'hybrid-summit',
      email,
      first_name: 'Two',
      last_name: 'Doors',
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: 1,
      time_zone: 'Europe/Amsterdam',
    });
    const id = registered.json.registrationID as string;
    const code = (await ticketOf(id)).json.code as string;
    const first = await checkIn(one.token, code, 1_000_000);
    expect(first).toMatchObject({
      status: 200,
      json: { result: 'checked-in', door: 'North', name: 'Two Doors', replaced: null },
    });
    const second = await checkIn(two.token, code, 1_005_000);
    expect(second).toMatchObject({ status: 200, json: { result: 'already', door: 'North', at: 1_000_000 } });
    // The same request again (the outbox's resend) is answered as the first time, not redone.
    const again = await checkIn(one.token, code, 1_000_000, PROJECT, 'key-repeat-0001-abcd');
    expect((await checkIn(one.token, code, 1_000_000, PROJECT, 'key-repeat-0001-abcd')).json).toEqual(again.json);
    expect((await ticketOf(id)).json.checkedIn).toEqual({ at: 1_000_000, door: 'North' });
  });

  it('two offline batches: the earliest scan wins, whichever arrives last', async () => {
    const [early, late] = [await makeDoor('East'), await makeDoor('West')];
    const registered = await t.post('/api/registrations', {
      event_id: 'hybrid-summit',
      email: 'batches@example.com',
      first_name: 'Off',
      last_name: 'Line',
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: 1,
      time_zone: 'Europe/Amsterdam',
    });
    const code = (await ticketOf(registered.json.registrationID)).json.code as string;
    // West scanned later but syncs first; East's earlier scan arrives after it.
    expect((await checkIn(late.token, code, 2_000_000)).json).toMatchObject({ result: 'checked-in', door: 'West' });
    expect((await checkIn(early.token, code, 1_500_000)).json).toMatchObject({
      result: 'checked-in',
      door: 'East',
      replaced: { at: 2_000_000, door: 'West' },
    });
    expect((await checkIn(late.token, code, 2_000_000)).json).toMatchObject({ result: 'already', door: 'East' });
    const check = await checkValueOf(code);
    const listed = (await list(early.token)).json.entries.find((e: { check: string }) => e.check === check);
    expect(listed.checkedIn).toEqual({ at: 1_500_000, door: 'East' });

    // Moved online since: the ticket is red at the door (the door may let them in on site).
    const id = registered.json.registrationID as string;
    const moved = await t.post('/api/update-registrations-and-send-mail', {
      _id: id,
      event_id: 'hybrid-summit',
      on_site_viewer: 0,
    });
    expect(moved.status).toBeLessThan(300);
    expect(await checkIn(late.token, code, 2_500_000)).toMatchObject({ status: 409, json: { code: 'ticket-online' } });
  });

  it("by name: the list entry's check value checks in the same ticket", async () => {
    const door = await makeDoor('Desk');
    const registered = await t.post('/api/registrations', {
      event_id: 'hybrid-summit',
      email: 'by.name@example.com',
      first_name: 'By',
      last_name: 'Name',
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: 1,
      time_zone: 'Europe/Amsterdam',
    });
    expect(registered.json.on_site_viewer).toBe(1);
    const code = (await ticketOf(registered.json.registrationID)).json.code as string;
    const check = await checkValueOf(code);
    expect(await checkIn(door.token, { check }, 3_000_000)).toMatchObject({
      status: 200,
      json: { result: 'checked-in', name: 'By Name' },
    });
    expect((await checkIn(door.token, code, 3_100_000)).json).toMatchObject({ result: 'already', at: 3_000_000 });
    expect(await checkIn(door.token, { check: 'A'.repeat(22) }, 1)).toMatchObject({ status: 404 });
    const both = await checkIn(door.token, code, 1);
    expect(both.status).toBe(200);
    const res = await t.app.request(`http://localhost/api/check-in/${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ door: door.token, code, check, scannedAt: 1 }),
    });
    expect(res.status).toBe(400);
  });

  it('the organiser counts them: per project and session, in the export and the metrics', async () => {
    const counts = await admin.get(`/admin/api/projects/${PROJECT}/check-ins`);
    expect(counts.status).toBe(200);
    // Checked in so far: Two Doors and By Name (Off Line moved online); 38 seeded on site besides.
    expect(counts.json).toMatchObject({ checkedIn: 2 });
    expect(counts.json.notYet).toBe(counts.json.registeredOnSite - 2);
    expect(counts.json.sessions).toEqual([
      expect.objectContaining({
        eventId: 'hybrid-summit',
        checkedIn: 2,
        registeredOnSite: counts.json.registeredOnSite,
      }),
    ]);
    const csv = await admin.get(`/admin/api/projects/${PROJECT}/registrations.json`);
    const twoDoors = csv.json.find((r: { email: string }) => r.email === 'two.doors@example.com');
    expect(twoDoors).toMatchObject({ checked_in_at: new Date(1_000_000).toISOString(), checked_in_door: 'North' });
    const metrics = await admin.get('/metrics');
    expect(metrics.text).toMatch(new RegExp(`eventhall_check_ins\\{project="${PROJECT}"\\} 3`));
  });
});
