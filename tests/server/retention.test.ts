// @vitest-environment node
/**
 * Retention through the real app with a movable clock: a day before the 6 months after the last
 * event's end nothing goes; a day after, the project's registrations, mails and analytics go,
 * the project itself, other projects and the demo stay, and the counts follow.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createAppCache, type AppCache } from '../../server/cache/appCache.ts';
import { localChangeFeed } from '../../server/cache/changeFeed.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { registrations } from '../../server/db/schema.ts';
import { startRetentionJob } from '../../server/admin/retention.ts';
import { seed } from '../../server/seed/index.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from './adminHelpers.ts';
import { addPersonalRows, FULL, NONE, personalData } from './retentionRows.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { openTestDatabase } from './testDatabase.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The old project's only event: 10 March 2026, 10:00-12:00 UTC. */
const START = Date.parse('2026-03-10T10:00:00Z');
const END = START + 2 * 60 * 60 * 1000;
const SIX_MONTHS_AFTER_END = Date.parse('2026-09-10T12:00:00Z');

let database: Database;
let cache: AppCache;
const config = testConfig({
  rateLimitScale: 1000,
  distDir: '/nonexistent-dist',
  admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
});
let clock = new Date(START - DAY);
let admin: ReturnType<typeof organiser>;
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
let call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;

function project(id: string, eventId: string, startMs: number) {
  const doc = exampleProject();
  doc._id = id;
  doc.events[0] = { ...doc.events[0], _id: eventId, startTime: startMs / 1000, durationInMinutes: 120 };
  doc.live = {};
  return doc;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, NOW);
  cache = createAppCache(database.db, localChangeFeed());
  const app = createApp({ db: database.db, now: () => clock, config, cache });
  admin = organiser(app);
  call = async (method, path, body) => {
    const res = await app.request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => undefined) };
  };
  expect((await admin.put('/admin/api/projects/proj-old', project('proj-old', 'old-event', START))).status).toBe(201);
  expect(
    (await admin.put('/admin/api/projects/proj-recent', project('proj-recent', 'recent-event', START + 60 * DAY)))
      .status,
  ).toBe(201);
  for (const [eventId, projectId] of [
    ['old-event', 'proj-old'],
    ['recent-event', 'proj-recent'],
  ]) {
    for (const name of ['anna', 'bert']) {
      const res = await call('POST', '/api/registrations', {
        event_id: eventId,
        email: `${name}@example.com`,
        first_name: name,
        last_name: 'X',
        role: 'Maintainer',
      });
      expect(res.status).toBe(200);
      if (name === 'anna')
        await addPersonalRows(database.db, { projectId, eventId, registrationId: res.json.registrationID, at: clock });
    }
    expect(
      (await call('POST', `/api/analytics/${projectId}/page-views`, { action: 'registration-page-view' })).status,
    ).toBe(200);
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await database.close();
});

describe('retention', () => {
  it('keeps everything until 6 months after the last event ended', async () => {
    clock = new Date(SIX_MONTHS_AFTER_END - DAY);
    const before = await personalData(database.db, 'proj-old');
    expect(before).toEqual(FULL);
    const dry = await admin.post('/admin/api/retention?dryRun=1');
    expect(dry.json).toMatchObject({ dryRun: true, projects: [] });
    expect((await admin.post('/admin/api/retention')).json.projects).toEqual([]);
    expect(await personalData(database.db, 'proj-old')).toEqual(before);
  });

  it('a day later, deletes the personal data of that project only', async () => {
    clock = new Date(SIX_MONTHS_AFTER_END + DAY);
    const demoBefore = await personalData(database.db, 'proj-hybrid-summit');
    const recentBefore = await personalData(database.db, 'proj-recent');

    const dry = await admin.post('/admin/api/retention?dryRun=1');
    expect(dry.json).toEqual({
      dryRun: true,
      cutoff: new Date(Date.parse('2026-03-11T12:00:00Z')).toISOString(),
      projects: [{ projectId: 'proj-old', lastEventEnded: new Date(END).toISOString(), rows: FULL }],
    });
    expect((await personalData(database.db, 'proj-old')).registrations).toBe(2);

    const run = await admin.post('/admin/api/retention');
    expect(run.json.projects).toEqual([
      { projectId: 'proj-old', lastEventEnded: new Date(END).toISOString(), rows: FULL },
    ]);
    expect(await personalData(database.db, 'proj-old')).toEqual(NONE);
    expect(await personalData(database.db, 'proj-recent')).toEqual(recentBefore);
    expect(await personalData(database.db, 'proj-hybrid-summit')).toEqual(demoBefore);

    // The project stays, with its counts at zero; a second run finds nothing.
    expect((await call('GET', '/frontend-api/projectevents/old-event')).status).toBe(200);
    expect((await call('GET', '/api/registrations/proj-old/count-each-event')).json).toEqual([
      { event: 'old-event', regsCount: 0 },
    ]);
    expect((await admin.get('/admin/api/projects/proj-old')).status).toBe(200);
    expect((await admin.post('/admin/api/retention')).json.projects).toEqual([]);
  });

  it('never touches the demo projects, however late', async () => {
    clock = new Date(NOW.getTime() + 400 * DAY);
    const demoBefore = await personalData(database.db, 'proj-hybrid-summit');
    const run = await admin.post('/admin/api/retention');
    expect(run.json.projects.map((p: { projectId: string }) => p.projectId)).toEqual(['proj-recent']);
    expect(await personalData(database.db, 'proj-hybrid-summit')).toEqual(demoBefore);
    expect(await personalData(database.db, 'proj-multi-session')).not.toEqual(NONE);
  });

  it('runs by itself a minute after the start and then every day', async () => {
    const insertOld = (n: number) =>
      database.db.insert(registrations).values({
        id: `retentionJobRegistrati0${n}`,
        projectId: 'proj-old',
        eventId: 'old-event',
        email: `late${n}@example.com`,
        selectedEvents: ['old-event'],
      });
    await insertOld(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const stop = startRetentionJob({ db: database.db, config, cache, now: () => clock });
    try {
      vi.advanceTimersByTime(59_000);
      expect((await personalData(database.db, 'proj-old')).registrations).toBe(1);
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(async () => expect(await personalData(database.db, 'proj-old')).toEqual(NONE), {
        timeout: 10_000,
      });
      await insertOld(2);
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      await vi.waitFor(async () => expect(await personalData(database.db, 'proj-old')).toEqual(NONE), {
        timeout: 10_000,
      });
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
