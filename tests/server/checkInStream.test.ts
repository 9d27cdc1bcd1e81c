// @vitest-environment node
/**
 * The doors' live stream (issue 49): a check-in at one door reaches another door's open stream
 * within moments, and a door that connects after its list catches up from the list's cursor; a
 * door token of another event opens nothing of this one and hears nothing of it; a revoked door's
 * open stream ends and it cannot open another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/db/schema.ts';
import { checkValueOf } from '../../src/domain/checkIn.ts';
import { type organiser, organiserTestApp } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { type SseEvent, sseReader } from './liveSse.ts';

const PROJECT = 'proj-hybrid-summit';
const OTHER = 'proj-open-hybrid';
const ADA = 'demoRegistrationHybrid01';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function makeDoor(name: string, project = PROJECT) {
  const made = await admin.post(`/admin/api/projects/${project}/doors`, { name });
  expect(made.status).toBe(201);
  return made.json as { id: string; token: string };
}

/** A new on-site registration of hybrid-summit (it has seats for the demo only) through the store. */
async function onSiteTicket(project: string, eventId: string, n: number) {
  const id = `streamTest${project.slice(5, 9)}${String(n).padStart(10, '0')}`;
  await t.db.insert(registrations).values({
    id,
    projectId: project,
    email: `stream.${n}.${project}@example.com`,
    eventId,
    firstName: 'Stream',
    lastName: `Guest ${n}`,
    onSiteViewer: 1,
    selectedEvents: [eventId],
  });
  const ticket = await t.get(`/api/registrations/${project}/${id}/ticket`);
  expect(ticket.status).toBe(200);
  return ticket.json.code as string;
}

let keys = 0;
async function checkIn(door: string, code: string, project = PROJECT, scannedAt = Date.now()) {
  const res = await t.app.request(`http://localhost/api/check-in/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `stream-key-${++keys}-abcdefghijklmnop` },
    body: JSON.stringify({ door, code, scannedAt }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const openStream = (token: string, project = PROJECT, lastEventId?: number) => {
  const resume = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
  return t.app.request(`http://localhost/api/check-in/${project}/stream?door=${token}${resume}`);
};

/** The next `check-ins` event (heartbeats skipped). */
async function nextCheckIns(reader: ReturnType<typeof sseReader>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event: SseEvent = await reader.next(Math.max(1, deadline - Date.now()));
    if (event.event === 'check-ins')
      return { id: Number(event.id), checkIns: JSON.parse(event.data!).checkIns as Record<string, unknown>[] };
  }
}

describe("the doors' stream", () => {
  it("carries a check-in at door A to door B's open stream, and catches a late door up from its cursor", async () => {
    const [doorA, doorB] = [await makeDoor('Door A'), await makeDoor('Door B')];
    const list = await t.get(`/api/check-in/${PROJECT}/list`, { Authorization: `Bearer ${doorB.token}` });
    const cursor = list.json.cursor as number;
    expect(typeof cursor).toBe('number');
    const opened = await openStream(doorB.token, PROJECT, cursor);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const onB = sseReader(opened.body!);

    const code = (await t.get(`/api/registrations/${PROJECT}/${ADA}/ticket`)).json.code as string;
    const answer = await checkIn(doorA.token, code);
    const pushed = await nextCheckIns(onB);
    expect(pushed.checkIns).toEqual([{ check: await checkValueOf(code), at: answer.at, door: 'Door A' }]);
    expect(pushed.id).toBeGreaterThan(cursor);
    expect(JSON.stringify(pushed)).not.toMatch(/demoRegistration|@example\.com|EHC1/);

    // A door that read its list before that check-in and connects now gets it first; resumed after it, nothing old.
    const late = sseReader((await openStream(doorB.token, PROJECT, cursor)).body!);
    expect((await nextCheckIns(late)).checkIns).toEqual(pushed.checkIns);
    const second = await onSiteTicket(PROJECT, 'hybrid-summit', 1);
    await checkIn(doorA.token, second);
    const resumed = sseReader((await openStream(doorB.token, PROJECT, pushed.id)).body!);
    expect((await nextCheckIns(resumed)).checkIns).toEqual([
      expect.objectContaining({ check: await checkValueOf(second) }),
    ]);
    for (const reader of [onB, late, resumed]) await reader.close();
  });

  it("tells the kept door of another door's later scan the server refused, once", async () => {
    const [north, south, east] = [await makeDoor('North'), await makeDoor('South'), await makeDoor('East')];
    const code = await onSiteTicket(PROJECT, 'hybrid-summit', 4);
    const check = await checkValueOf(code);
    const scannedAt = Date.now() - 60_000;
    const kept = await checkIn(north.token, code, PROJECT, scannedAt);
    expect(kept.result).toBe('checked-in');
    const cursor = (await t.get(`/api/check-in/${PROJECT}/list`, { Authorization: `Bearer ${north.token}` })).json
      .cursor as number;
    const onNorth = sseReader((await openStream(north.token, PROJECT, cursor)).body!);
    // South scanned it 20 s after North, and its scan arrives second: refused, and told of North in its answer.
    const refused = await checkIn(south.token, code, PROJECT, scannedAt + 20_000);
    expect(refused).toMatchObject({ result: 'already', at: scannedAt, door: 'North' });
    const pushed = await nextCheckIns(onNorth);
    expect(pushed.checkIns).toEqual([
      { check, at: scannedAt, door: 'North', later: { at: scannedAt + 20_000, door: 'South' } },
    ]);
    // A third door's later scan, or North's own repeat, changes nothing: the row keeps South's, no new push.
    expect((await checkIn(east.token, code, PROJECT, scannedAt + 30_000)).result).toBe('already');
    expect((await checkIn(north.token, code, PROJECT, scannedAt + 40_000)).result).toBe('already');
    const resumed = sseReader((await openStream(north.token, PROJECT, cursor)).body!);
    expect((await nextCheckIns(resumed)).checkIns).toEqual(pushed.checkIns);
    await expect(nextCheckIns(resumed, 1500)).rejects.toThrow();
    for (const reader of [onNorth, resumed]) await reader.close();
  });

  it("opens nothing to another event's door token, and tells its own doors nothing of this event", async () => {
    const here = await makeDoor('Entrance');
    const elsewhere = await makeDoor('Elsewhere', OTHER);
    expect((await openStream(elsewhere.token, PROJECT)).status).toBe(401);
    expect((await openStream('x'.repeat(32), PROJECT)).status).toBe(401);
    expect((await t.get(`/api/check-in/${PROJECT}/stream`)).status).toBe(401);

    const otherStream = sseReader((await openStream(elsewhere.token, OTHER, 0)).body!);
    const ownStream = sseReader((await openStream(here.token, PROJECT, 0)).body!);
    await nextCheckIns(ownStream); // the check-ins so far, caught up
    const code = await onSiteTicket(PROJECT, 'hybrid-summit', 2);
    await checkIn(here.token, code);
    const check = await checkValueOf(code);
    expect((await nextCheckIns(ownStream)).checkIns).toEqual([expect.objectContaining({ check })]);
    // The other event's door hears its own event's check-in, and that is the first thing it hears.
    const theirs = await onSiteTicket(OTHER, 'open-hybrid', 3);
    await checkIn(elsewhere.token, theirs, OTHER);
    const heard = await nextCheckIns(otherStream);
    expect(heard.checkIns).toEqual([expect.objectContaining({ check: await checkValueOf(theirs), door: 'Elsewhere' })]);
    await otherStream.close();
    await ownStream.close();
  });

  it("ends a revoked door's open stream, and a revoked token opens none", async () => {
    const door = await makeDoor('Door to revoke');
    const stream = sseReader((await openStream(door.token, PROJECT, 1e9)).body!);
    expect((await admin.delete(`/admin/api/projects/${PROJECT}/doors/${door.id}`)).status).toBe(204);
    await expect(stream.next(5000)).rejects.toThrow('stream ended');
    expect((await openStream(door.token, PROJECT)).status).toBe(401);
  });
});
