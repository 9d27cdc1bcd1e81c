// @vitest-environment node
/**
 * A room's door (issue 49): a breakout session with limited seats gets a door of its own. Its
 * list holds the session's registrations, its check-ins are the session's (apart from the
 * entrance's), a registration of another session is refused, and the organiser's counts show the
 * room against its seats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { organiserTestApp, type organiser } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const PROJECT = 'proj-rooms';
let t: TestApp;
let admin: ReturnType<typeof organiser>;

beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
  const doc = (await admin.get('/admin/api/projects/proj-hybrid-summit')).json;
  delete doc.pagePasswordSet;
  const [main] = doc.events;
  doc._id = PROJECT;
  doc.expectedOnSiteViewers = 100;
  doc.events = [
    { ...main, _id: 'rooms-main', liveDirectorBroadcastSlug: 'rooms-main' },
    {
      ...main,
      _id: 'rooms-workshop',
      name: 'Workshop A',
      liveDirectorBroadcastSlug: 'rooms-workshop',
      breakout_group: 'round-1',
      breakoutGroupName: 'Workshops',
      registrationsCountLimit: 2,
    },
  ];
  doc.live = {};
  const put = await admin.put(`/admin/api/projects/${PROJECT}`, doc);
  expect(put.status, put.text).toBe(201);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function registered(email: string, sessions: string[]) {
  const res = await t.post('/api/registrations', {
    event_id: 'rooms-main',
    email,
    first_name: 'Room',
    last_name: 'Tester',
    company: 'CareConnect',
    interests: ['Patient-facing apps'],
    on_site_viewer: 1,
    time_zone: 'Europe/Amsterdam',
    SELECTED_EVENTS: sessions,
  });
  expect(res.status, res.text).toBe(200);
  const id = res.json.registrationID as string;
  return (await t.get(`/api/registrations/${PROJECT}/${id}/ticket`)).json.code as string;
}

let keys = 0;
const checkIn = async (door: string, code: string, scannedAt: number) => {
  const res = await t.app.request(`http://localhost/api/check-in/${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `room-key-${++keys}-abcdefghij` },
    body: JSON.stringify({ door, code, scannedAt }),
  });
  return { status: res.status, json: await res.json() };
};

describe("a room's door", () => {
  it('lists and checks in its session only, apart from the entrance, and counts against its seats', async () => {
    const inWorkshop = await registered('in.workshop@example.com', ['rooms-main', 'rooms-workshop']);
    const mainOnly = await registered('main.only@example.com', ['rooms-main']);
    const room = (
      await admin.post(`/admin/api/projects/${PROJECT}/doors`, { name: 'Room 2', session: 'rooms-workshop' })
    ).json;
    expect(room.session).toBe('rooms-workshop');
    expect((await admin.post(`/admin/api/projects/${PROJECT}/doors`, { name: 'X', session: 'nope' })).status).toBe(400);
    const entrance = (await admin.post(`/admin/api/projects/${PROJECT}/doors`, { name: 'Entrance' })).json;

    const list = await t.get(`/api/check-in/${PROJECT}/list`, { Authorization: `Bearer ${room.token}` });
    expect(list.json.room).toEqual({ eventId: 'rooms-workshop', name: 'Workshop A', capacity: 2 });
    expect(list.json.entries.map((e: { check: string }) => e.check)).toEqual([await checkValueOf(inWorkshop)]);

    expect((await checkIn(entrance.token, inWorkshop, 1000)).json).toMatchObject({ result: 'checked-in' });
    // The room's check-in is its own: not "already" because of the entrance.
    expect((await checkIn(room.token, inWorkshop, 2000)).json).toMatchObject({ result: 'checked-in', door: 'Room 2' });
    expect((await checkIn(room.token, inWorkshop, 3000)).json).toMatchObject({ result: 'already', at: 2000 });
    expect(await checkIn(room.token, mainOnly, 2500)).toMatchObject({
      status: 409,
      json: { code: 'not-this-session' },
    });

    const counts = (await admin.get(`/admin/api/projects/${PROJECT}/check-ins`)).json;
    expect(counts).toMatchObject({ registeredOnSite: 2, checkedIn: 1, notYet: 1 });
    expect(counts.sessions).toEqual([
      expect.objectContaining({ eventId: 'rooms-main', registeredOnSite: 2, checkedIn: 1, inRoom: 0, capacity: null }),
      expect.objectContaining({ eventId: 'rooms-workshop', registeredOnSite: 1, checkedIn: 1, inRoom: 1, capacity: 2 }),
    ]);
    const walkUp = await t.app.request(`http://localhost/api/check-in/${PROJECT}/walk-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        door: room.token,
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.com',
        scannedAt: 1,
      }),
    });
    expect(walkUp.status).toBe(409);
  });
});
