// @vitest-environment node
/**
 * Issue 43, Low: a page token stayed valid for its 12 h after the organiser changed the page
 * password, and a protected recording's keyed name never changed, so whoever had them kept
 * access. Both now carry the password's version: after a change the old token is a 401 (within
 * the 10 s a process keeps a broadcast), and the new password gives a new token and a new
 * recording name (the old one no longer matches the key, live/recordings.ts).
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, organiser } from '../adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { until } from '../mailSmtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * What a process read of a broadcast (live/broadcasts.ts) and of the protected recordings
 * (live/recordings.ts) it keeps for 10 s by the clock. The tests move the clock past that instead
 * of waiting it out: only Date is faked, and it keeps running from there (timers, sockets and
 * the database are real).
 */
const KEPT_MS = 10_000;
function pastKeptReads() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + KEPT_MS + 1000);
}

const unlock = async (password: string) =>
  (await t.post('/frontend-api/projectevents/secure-live/protected', { password })).json as {
    token: string;
    onDemandID: string | null;
  };
const state = (token: string) => t.get(`/live-director/state/secure-live?pageToken=${encodeURIComponent(token)}`);

it('a new page password ends the old tokens and renames the protected recording', async () => {
  const old = await unlock('Open-Sesame');
  expect((await state(old.token)).status).toBe(200);

  const admin = organiser(t.app);
  const doc = (await admin.get('/admin/api/projects/proj-secure-live')).json;
  expect(
    (await admin.put('/admin/api/projects/proj-secure-live', { ...doc, pagePassword: 'New-Sesame-2027' })).status,
  ).toBe(200);

  // Each process keeps what it read of a broadcast for up to 10 s (live/broadcasts.ts): then the old token is refused.
  pastKeptReads();
  await until(async () => (await state(old.token)).status === 401, 20_000, 'the old token refused');
  const fresh = await unlock('New-Sesame-2027');
  expect((await state(fresh.token)).status).toBe(200);
  expect(fresh.onDemandID).toBeTruthy();
  expect(fresh.onDemandID).not.toBe(old.onDemandID);
}, 60_000);

/** A copy of secure-live as `id` with its own page password: the same recording, another password. */
async function twin(id: string, password: string): Promise<string | null> {
  const admin = organiser(t.app);
  const doc = (await admin.get('/admin/api/projects/proj-secure-live')).json;
  const events = doc.events.map((event: Record<string, unknown>) => ({
    ...event,
    _id: id,
    liveDirectorBroadcastSlug: id,
  }));
  const put = await admin.put(`/admin/api/projects/proj-${id}`, {
    ...doc,
    _id: `proj-${id}`,
    events,
    live: {},
    pagePasswordSet: undefined,
    pagePassword: password,
  });
  expect(put.status, put.text).toBe(201);
  return (
    (await t.post(`/frontend-api/projectevents/${id}/protected`, { password })).json as { onDemandID: string | null }
  ).onDemandID;
}

it("a recording several protected projects show is served under each one's keyed name", async () => {
  const names = [await twin('secure-twin-a', 'Twin-Sesame-A'), await twin('secure-twin-b', 'Twin-Sesame-B')];
  expect(names[0]).toMatch(/^od-rheinland-mv-2026-[A-Za-z0-9]{24}$/);
  expect(names[1]).toMatch(/^od-rheinland-mv-2026-[A-Za-z0-9]{24}$/);
  expect(names[0]).not.toBe(names[1]);
  // The server re-reads the protected recordings every 10 s (live/recordings.ts): then both names play.
  pastKeptReads();
  for (const name of names) {
    await until(
      async () => (await t.app.request(`http://localhost/media/ondemand/${name}.mp4`)).status === 200,
      20_000,
      `${name} served`,
    );
  }
}, 60_000);
