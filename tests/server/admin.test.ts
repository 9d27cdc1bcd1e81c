// @vitest-environment node
/**
 * The organiser's project API through the real app: the token, importing the example project,
 * refusing a bad document with every path while the old one keeps serving, changes (title,
 * limits, password) visible at once in the public document and the counts, the GET/PUT round
 * trip, and DELETE taking every row of the project with it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCounts,
  events,
  liveCaptions,
  liveControls,
  mailOutbox,
  projects,
  registrations,
} from '../../server/db/schema.ts';
import { broadcastOf } from '../../server/live/broadcasts.ts';
import { listItems } from '../../server/live/interaction.ts';
import { ADMIN_TOKEN, exampleProject, organiser, organiserTestApp } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const ID = 'proj-open-source-day';
const EVENT = 'open-source-day';
const PATH = `/admin/api/projects/${ID}`;
const register = (email: string, extra: Record<string, unknown> = {}) =>
  t.post('/api/registrations', {
    event_id: EVENT,
    email,
    first_name: 'Test',
    last_name: 'Visitor',
    role: 'Maintainer',
    ...extra,
  });

describe('the organiser token', () => {
  it('guards every admin route: missing or wrong is 401, never cached', async () => {
    for (const token of [null, 'wrong-token', `${ADMIN_TOKEN}x`]) {
      const anyone = organiser(t.app, token);
      for (const res of [
        await anyone.get('/admin/api/projects'),
        await anyone.get(PATH),
        await anyone.put(PATH, exampleProject()),
        await anyone.delete('/admin/api/projects/proj-webinar'),
        await anyone.get('/admin/api/projects/proj-webinar/registrations.csv'),
        await anyone.post('/admin/api/retention?dryRun=1'),
        await anyone.get('/metrics'),
      ]) {
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ error: 'A valid organiser token is required.' });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect((await t.get('/frontend-api/projectevents/webinar')).status).toBe(200);
    expect((await admin.get('/admin/api/projects/proj-webinar')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('importing a project', () => {
  it('loads the example, serves it to visitors and takes registrations', async () => {
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).status).toBe(404);
    const created = await admin.put(PATH, exampleProject());
    expect(created.status).toBe(201);
    expect(created.json.pagePassword).toBeUndefined();
    expect(created.json.pagePasswordSet).toBe(true);

    const page = await t.get(`/frontend-api/projectevents/${EVENT}`);
    expect(page.status).toBe(200);
    expect(page.json.eventTitle).toBe(exampleProject().eventTitle);
    expect(page.json.event._id).toBe(EVENT);
    expect(JSON.stringify(page.json)).not.toContain('choose-a-strong-password');
    expect(JSON.stringify(page.json)).not.toContain('poll-funding');
    expect((await t.get('/frontend-api/company-preview/northwind-events')).json._id).toBe(ID);

    const res = await register('first.visitor@example.com', { organisation: 'Acme' });
    expect(res.status).toBe(200);
    const list = await admin.get('/admin/api/projects');
    expect(list.json.find((p: { _id: string }) => p._id === ID)).toMatchObject({ events: [EVENT], registrations: 1 });
    expect(list.json.map((p: { _id: string }) => p._id)).toContain('proj-hybrid-summit');
  });

  it('takes back unchanged what GET returns (export, edit, import)', async () => {
    const exported = await admin.get(PATH);
    expect(exported.status).toBe(200);
    expect(exported.json.live[EVENT].quiz[0].correctOptionId).toBe('gpl');
    // The live director starts what the organiser loaded (one store), right answer included.
    const items = await listItems(t.db, EVENT, 'all');
    expect(items.polls.map((p) => p.id)).toEqual(['poll-funding']);
    expect(items.quiz[0].rightOptionId).toBe('gpl');
    // A demo project's seeded polls read back in the organiser's document (its broadcast slug).
    const webinar = await admin.get('/admin/api/projects/proj-webinar');
    expect(
      Object.values(webinar.json.live as Record<string, { polls: { id: string }[] }>).flatMap((c) =>
        c.polls.map((p) => p.id),
      ),
    ).toContain('poll-beng-ervaring');
    const again = await admin.put(PATH, exported.json);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(exported.json);
    // The password survived the round trip (the export does not carry it).
    const [row] = await t.db.select().from(projects).where(eq(projects.id, ID));
    expect(row.pagePassword).toMatch(/^scrypt\$/);
  });

  it('takes every demo project back unchanged', async () => {
    const list = await admin.get('/admin/api/projects');
    for (const { _id } of list.json.filter((p: { _id: string }) => p._id !== ID)) {
      const exported = await admin.get(`/admin/api/projects/${_id}`);
      const again = await admin.put(`/admin/api/projects/${_id}`, exported.json);
      expect(again.status, `${_id}: ${JSON.stringify(again.json?.issues)}`).toBe(200);
      expect(again.json).toEqual(exported.json);
    }
    expect(
      (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' })).status,
    ).toBe(200);
  });

  it('refuses a bad document with every invalid path, and the old one keeps serving', async () => {
    const bad = exampleProject();
    bad.eventTitle = 42;
    bad.language = 'klingon';
    bad.events[0].startTime = 'tomorrow';
    bad.registration.fields[3].type = 'telepathy';
    bad.live[EVENT].quiz[0].correctOptionId = 'bsd';
    bad.surprise = true;
    const res = await admin.put(PATH, bad);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('The project document is not valid.');
    expect(res.json.fields).toEqual(
      expect.arrayContaining([
        'eventTitle',
        'language',
        'events.0.startTime',
        'registration.fields.3.type',
        `live.${EVENT}.quiz.0.correctOptionId`,
        'surprise',
      ]),
    );
    expect(res.json.issues.length).toBeGreaterThanOrEqual(6);
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).json.eventTitle).toBe(exampleProject().eventTitle);

    const otherId = await admin.put(PATH, { ...exampleProject(), _id: 'proj-elsewhere' });
    expect(otherId).toMatchObject({ status: 400, json: { fields: ['_id'] } });
    const stolenEvent = exampleProject();
    stolenEvent.events.push({ ...stolenEvent.events[0], _id: 'webinar' });
    expect(await admin.put(PATH, stolenEvent)).toMatchObject({ status: 400, json: { fields: ['events.1._id'] } });
    const duplicate = exampleProject();
    duplicate.events.push(duplicate.events[0]);
    expect((await admin.put(PATH, duplicate)).json.fields).toEqual(['events']);
    expect((await admin.call('PUT', PATH, '{not json')).status).toBe(400);
    expect(
      (await admin.put(PATH, { ...exampleProject(), splashPageContent: 'x'.repeat(5 * 1024 * 1024) })).status,
    ).toBe(413);
    expect((await admin.put('/admin/api/projects/bad id!', exampleProject())).status).toBe(400);
    const reserved = exampleProject();
    reserved.events[0]._id = 'admin';
    reserved.companyId = 'api';
    reserved.live = {};
    expect((await admin.put(PATH, reserved)).json.fields).toEqual(['companyId', 'events.0._id']);
    expect((await t.get('/frontend-api/projectevents/webinar')).json._id).toBe('proj-webinar');
  });
});

describe('a change is live at once', () => {
  it('shows a new title in the public document that was already in memory', async () => {
    const before = await t.get(`/frontend-api/projectevents/${EVENT}`);
    const changed = { ...exampleProject(), eventTitle: 'Open Source Day 2027 (new date)' };
    expect((await admin.put(PATH, changed)).status).toBe(200);
    const after = await t.get(`/frontend-api/projectevents/${EVENT}`, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.json.eventTitle).toBe('Open Source Day 2027 (new date)');
  });

  it('tells open pages through their live stream, which then load the new title', async () => {
    expect((await admin.put(PATH, exampleProject())).status).toBe(200);
    const res = await t.app.request(`http://localhost/live-director/stream/${EVENT}`);
    const sse = sseReader(res.body!);
    await sse.nextState();
    const changed = { ...exampleProject(), eventTitle: 'Open Source Day 2027 (pushed)' };
    expect((await admin.put(PATH, changed)).status).toBe(200);
    let message = await sse.next();
    while (message.event !== 'project') message = await sse.next();
    expect(JSON.parse(message.data!)).toEqual({ projectId: ID });
    expect(message.id).toBeUndefined(); // the stream's resume point stays the controller state's
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).json.eventTitle).toBe('Open Source Day 2027 (pushed)');
    await sse.close();
  });

  it('applies a lowered and a raised limit to the counters, the document and new registrations', async () => {
    const full = exampleProject();
    full.events[0].registrationsCountLimit = 1;
    expect((await admin.put(PATH, full)).status).toBe(200);
    const [counter] = await t.db.select().from(eventCounts).where(eq(eventCounts.eventId, EVENT));
    expect(counter).toMatchObject({ registrations: 1, registrationLimit: 1 });
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).json.event.disabled).toBe(true);
    expect((await register('too.late@example.com')).status).toBe(409);

    const room = exampleProject();
    room.events[0].registrationsCountLimit = 2;
    await admin.put(PATH, room);
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).json.event.disabled).toBe(false);
    expect((await register('just.in.time@example.com')).status).toBe(200);
    expect((await t.get(`/api/registrations/${ID}/count-each-event`)).json).toEqual([{ event: EVENT, regsCount: 2 }]);
  });

  it('adds and removes events, and their counters follow', async () => {
    const two = exampleProject();
    two.events.push({
      ...two.events[0],
      _id: 'open-source-day-workshop',
      name: 'Workshop',
      registrationsCountLimit: 20,
    });
    await admin.put(PATH, two);
    const page = await t.get(`/frontend-api/projectevents/open-source-day-workshop`);
    expect(page.json.events.map((e: { _id: string }) => e._id)).toEqual([EVENT, 'open-source-day-workshop']);
    const rows = await t.db.select().from(eventCounts).where(eq(eventCounts.projectId, ID));
    expect(rows.map((r) => [r.eventId, r.registrationLimit]).sort()).toEqual([
      [EVENT, 500],
      ['open-source-day-workshop', 20],
    ]);

    await admin.put(PATH, exampleProject());
    expect((await t.get('/frontend-api/projectevents/open-source-day-workshop')).status).toBe(404);
    expect((await t.db.select().from(eventCounts).where(eq(eventCounts.projectId, ID))).map((r) => r.eventId)).toEqual([
      EVENT,
    ]);
  });

  it('opens the protected page with the imported password, and only with it', async () => {
    const secured = {
      ...exampleProject(),
      security: { passwordLivePageActive: true },
      pagePassword: 'Rain-On-Tuesday',
    };
    await admin.put(PATH, secured);
    expect(
      (await t.post(`/frontend-api/projectevents/${EVENT}/protected`, { password: 'Rain-On-Tuesday' })).status,
    ).toBe(200);
    expect(
      (await t.post(`/frontend-api/projectevents/${EVENT}/protected`, { password: 'rain-on-tuesday' })).status,
    ).toBe(401);
    expect(
      (await t.post(`/frontend-api/projectevents/${EVENT}/protected`, { password: 'choose-a-strong-password' })).status,
    ).toBe(401);
    // The demo's stored password still works as before.
    expect(
      (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' })).status,
    ).toBe(200);

    const withoutPassword = { ...secured, pagePassword: null };
    expect((await admin.put(PATH, withoutPassword)).json.fields).toEqual(['pagePassword']);
  });
});

describe('deleting a project', () => {
  it('removes it with all its data and leaves the others alone', async () => {
    await t.db.insert(mailOutbox).values({ to: 'first.visitor@example.com', subject: 's', text: 't', projectId: ID });
    await t.db.insert(liveControls).values({ broadcast: EVENT, eventId: EVENT, state: 'on-air' });
    const [event] = await t.db.select().from(events).where(eq(events.id, EVENT));
    const broadcast = broadcastOf(EVENT, event!.doc);
    await t.db.insert(liveCaptions).values({ broadcast, lang: 'en', seq: 1, text: 'Welcome.', final: true });
    const demoBefore = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(eq(registrations.projectId, 'proj-hybrid-summit'));
    expect((await admin.delete(PATH)).status).toBe(204);
    expect((await admin.get(PATH)).status).toBe(404);
    expect((await admin.delete(PATH)).status).toBe(404);
    expect((await t.get(`/frontend-api/projectevents/${EVENT}`)).status).toBe(404);
    expect(await t.db.select().from(registrations).where(eq(registrations.projectId, ID))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.projectId, ID))).toEqual([]);
    expect(await t.db.select().from(eventCounts).where(eq(eventCounts.projectId, ID))).toEqual([]);
    expect(await t.db.select().from(liveControls).where(eq(liveControls.eventId, EVENT))).toEqual([]);
    expect(await t.db.select().from(liveCaptions).where(eq(liveCaptions.broadcast, broadcast))).toEqual([]);
    const demoAfter = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(eq(registrations.projectId, 'proj-hybrid-summit'));
    expect(demoAfter).toEqual(demoBefore);
    expect((await admin.get('/admin/api/projects')).json.map((p: { _id: string }) => p._id)).not.toContain(ID);
  });
});
