// @vitest-environment node
/**
 * The registration counters (event_counts, project_counts) and the answers served from memory
 * stay equal to a full count of the registrations through registrations, re-registrations,
 * session updates, attendance changes and unregistrations.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCounts, projectCounts } from '../../server/db/schema.ts';
import { reconcileCounters } from '../../server/services/counterSync.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const MULTI = 'proj-multi-session';
const HYBRID = 'proj-hybrid-summit';
const LIMITS: Record<string, number> = { 'multi-session-round1-a': 50, 'multi-session-round1-b': 3 };

/** The truth, counted the slow way: every active registration, every selected event. */
async function fullCount(projectId: string) {
  const perEvent = (await t.db.execute(sql`
    select s.event_id, count(*)::int as n
    from registrations r, unnest(r.selected_events) as s(event_id)
    where r.project_id = ${projectId} and not r.unregistered
    group by s.event_id`)) as unknown as { rows: { event_id: string; n: number }[] };
  const onSite = (await t.db.execute(sql`
    select count(*)::int as n from registrations
    where project_id = ${projectId} and not unregistered and on_site_viewer = 1`)) as unknown as {
    rows: { n: number }[];
  };
  return { perEvent: new Map(perEvent.rows.map((r) => [r.event_id, Number(r.n)])), onSite: Number(onSite.rows[0].n) };
}

/** Memory (HTTP answers, document) first: a process creates a project's counter rows when it first loads it. */
async function expectCountsRight(projectId: string, documentEvent: string) {
  const truth = await fullCount(projectId);
  const document = await t.get(`/frontend-api/projectevents/${documentEvent}`);
  for (const event of document.json.events as { _id: string; disabled: boolean }[]) {
    const limit = LIMITS[event._id];
    expect(event.disabled, event._id).toBe(limit !== undefined && (truth.perEvent.get(event._id) ?? 0) >= limit);
  }
  const each = await t.get(`/api/registrations/${projectId}/count-each-event`);
  for (const { event, regsCount } of each.json as { event: string; regsCount: number }[]) {
    expect(regsCount, event).toBe(truth.perEvent.get(event) ?? 0);
  }
  expect((await t.get(`/api/registrations/${projectId}/count-on-site-viewers`)).json.onSiteViewers).toBe(truth.onSite);

  const stored = await t.db.select().from(eventCounts).where(eq(eventCounts.projectId, projectId));
  expect(stored.map((r) => r.eventId).sort()).toEqual(
    (document.json.events as { _id: string }[]).map((e) => e._id).sort(),
  );
  for (const row of stored) expect(row.registrations, row.eventId).toBe(truth.perEvent.get(row.eventId) ?? 0);
  const [seats] = await t.db.select().from(projectCounts).where(eq(projectCounts.projectId, projectId));
  expect(seats.onSiteViewers).toBe(truth.onSite);
}

const multiForm = (email: string, events: string[]) => ({
  event_id: 'multi-session',
  email,
  first_name: 'Multi',
  last_name: 'Person',
  SELECTED_EVENTS: events,
});

describe('counters of a multi-session project', () => {
  it('stay right through registrations, changes and unregistrations', async () => {
    await expectCountsRight(MULTI, 'multi-session');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.post(
        '/api/registrations',
        multiForm(
          `series${i}@example.com`,
          i % 2 ? ['multi-session', 'multi-session-round1-a'] : ['multi-session-closing'],
        ),
      );
      expect(res.status).toBe(200);
      ids.push(res.json.registrationID);
    }
    await expectCountsRight(MULTI, 'multi-session');

    // A full event is left out; all full is a 409 that leaves nothing behind.
    const partly = await t.post(
      '/api/registrations',
      multiForm('series-partly@example.com', ['multi-session-round1-b', 'multi-session-closing']),
    );
    expect(partly.json.cannotRegisterForEvents).toEqual(['multi-session-round1-b']);
    expect(
      (await t.post('/api/registrations', multiForm('series-full@example.com', ['multi-session-round1-b']))).status,
    ).toBe(409);
    await expectCountsRight(MULTI, 'multi-session');

    // Registering again adds events; session updates replace them.
    await t.post('/api/registrations', multiForm('series0@example.com', ['multi-session-round1-a']));
    await t.post('/api/update-registrations', {
      _id: ids[1],
      event_id: 'multi-session',
      SELECTED_EVENTS: ['multi-session-closing'],
    });
    await expectCountsRight(MULTI, 'multi-session');

    // Unregistering frees the place in round 1 B. Registering again never moves someone to
    // another room (issue 27); the session switch does, and gives up the old place.
    expect((await t.put(`/api/registrations/${MULTI}/seedMultiRoundB000000001/unsubscribe`)).status).toBe(200);
    await expectCountsRight(MULTI, 'multi-session');
    const again = await t.post('/api/registrations', multiForm('series0@example.com', ['multi-session-round1-b']));
    expect(again.json.cannotRegisterForEvents).toEqual([]);
    expect((await t.get(`/api/registrations/${MULTI}/${ids[0]}`)).json.SELECTED_EVENTS).toEqual([
      'multi-session-round1-a',
      'multi-session-closing',
    ]);
    await expectCountsRight(MULTI, 'multi-session');
    const moved = await t.post('/api/update-registrations', {
      _id: ids[0],
      event_id: 'multi-session',
      SELECTED_EVENTS: ['multi-session-round1-b', 'multi-session-closing'],
    });
    expect(moved.json.cannotRegisterForEvents).toEqual([]);
    const stored = await t.get(`/api/registrations/${MULTI}/${ids[0]}`);
    expect(stored.json.SELECTED_EVENTS).toEqual(['multi-session-round1-b', 'multi-session-closing']);
    await expectCountsRight(MULTI, 'multi-session');

    // Unregistering twice counts once; coming back counts again.
    await t.put(`/api/registrations/${MULTI}/${ids[3]}/unsubscribe`);
    await t.put(`/api/registrations/${MULTI}/${ids[3]}/unsubscribe`);
    await expectCountsRight(MULTI, 'multi-session');
    await t.post('/api/registrations', multiForm('series3@example.com', ['multi-session']));
    await expectCountsRight(MULTI, 'multi-session');
  });

  it('give a freed place to exactly one of 20 simultaneous registrations', async () => {
    expect((await t.put(`/api/registrations/${MULTI}/seedMultiRoundB000000002/unsubscribe`)).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post('/api/registrations', multiForm(`race${i}@example.com`, ['multi-session-round1-b'])),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    await expectCountsRight(MULTI, 'multi-session-round1-b');
  });
});

describe('on-site seats of a hybrid project', () => {
  it('stay right through attendance changes and unregistrations', async () => {
    await expectCountsRight(HYBRID, 'hybrid-summit');
    const a = await t.post('/api/registrations', hybridForm('seat-a@example.com', 1));
    const b = await t.post('/api/registrations', hybridForm('seat-b@example.com', 1));
    const c = await t.post('/api/registrations', hybridForm('seat-c@example.com', 1)); // no seat left: online
    expect([a.json.on_site_viewer, b.json.on_site_viewer, c.json.on_site_viewer]).toEqual([1, 1, 0]);
    await expectCountsRight(HYBRID, 'hybrid-summit');

    const toOnline = { _id: a.json.registrationID, event_id: 'hybrid-summit', on_site_viewer: 0 };
    expect((await t.post('/api/update-registrations-and-send-mail', toOnline)).json.on_site_viewer).toBe(0);
    const toSite = { _id: c.json.registrationID, event_id: 'hybrid-summit', on_site_viewer: 1 };
    expect((await t.post('/api/update-registrations-and-send-mail', toSite)).json.on_site_viewer).toBe(1);
    expect((await t.post('/api/update-registrations-and-send-mail', { ...toOnline, on_site_viewer: 1 })).status).toBe(
      409,
    );
    await expectCountsRight(HYBRID, 'hybrid-summit');

    await t.put(`/api/registrations/${HYBRID}/${b.json.registrationID}/unsubscribe`);
    await expectCountsRight(HYBRID, 'hybrid-summit');
    // Back on site: the seat b gave up is free again.
    expect((await t.post('/api/registrations', hybridForm('seat-b@example.com', 1))).json.on_site_viewer).toBe(1);
    // Registering again online keeps the seat (issue 27: attendance is the owner's); the change of attendance gives it
    // up.
    const again = await t.post('/api/registrations', hybridForm('seat-b@example.com', 0));
    expect(again.json.on_site_viewer).toBe(1);
    await expectCountsRight(HYBRID, 'hybrid-summit');
    const online = { _id: again.json.registrationID, event_id: 'hybrid-summit', on_site_viewer: 0 };
    expect((await t.post('/api/update-registrations-and-send-mail', online)).json.on_site_viewer).toBe(0);
    await expectCountsRight(HYBRID, 'hybrid-summit');
  });
});

describe('the start-up recount', () => {
  it('corrects counters after registrations written around them (the seed does that)', async () => {
    await t.db.execute(sql`insert into registrations (id, project_id, email, selected_events, event_id, on_site_viewer)
      values ('directRegistration000001', ${HYBRID}, 'direct@example.com', '{hybrid-summit}', 'hybrid-summit', 1)`);
    const before = await fullCount(HYBRID);
    const [stale] = await t.db.select().from(projectCounts).where(eq(projectCounts.projectId, HYBRID));
    expect(stale.onSiteViewers).toBe(before.onSite - 1);
    // Also creates the rows of projects this app has not loaded yet.
    expect(await reconcileCounters(t.db)).toBeGreaterThanOrEqual(2);
    expect(await reconcileCounters(t.db)).toBe(0);
    const [fixed] = await t.db.select().from(projectCounts).where(eq(projectCounts.projectId, HYBRID));
    expect(fixed.onSiteViewers).toBe(before.onSite);
  });
});
