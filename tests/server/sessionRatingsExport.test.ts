// @vitest-environment node
/**
 * The organiser's per-session ratings (issue 50: the rating scale doubles as a per-session rating
 * in the export): every session of the project in order, with its count, average and distribution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, organiser, parseCsv } from './adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
const PROJECT = '/admin/api/projects/proj-multi-session';
const CONTROL_TOKEN = 'test-control-token-ratings';

beforeAll(async () => {
  t = await makeTestApp({
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { controlToken: CONTROL_TOKEN, heartbeatMs: 60_000 },
  });
  admin = organiser(t.app);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

describe('session ratings export', () => {
  it('lists every session with its ratings, as JSON and as CSV', async () => {
    const rated = await t.post('/api/session-ratings/multi-session-closing', {
      registrationId: 'demoRegistrationMulti001',
      value: 2,
    });
    expect(rated.status).toBe(200);

    const json = await admin.get(`${PROJECT}/session-ratings.json`);
    expect(json.status).toBe(200);
    expect(json.json.map((row: { event_id: string }) => row.event_id)).toEqual([
      'multi-session',
      'multi-session-round1-a',
      'multi-session-round1-b',
      'multi-session-closing',
    ]);
    // The demo's three ratings of the opening (5, 4, 4), and the one just given.
    expect(json.json[0]).toMatchObject({ ratings: 3, average: 4.33, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(json.json[1]).toMatchObject({ ratings: 0, average: null });
    expect(json.json[3]).toMatchObject({ ratings: 1, average: 2, distribution: { 2: 1 } });

    const csv = await admin.get(`${PROJECT}/session-ratings.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, opening, round] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'event_id',
      'name',
      'ratings',
      'average',
      'rated_1',
      'rated_2',
      'rated_3',
      'rated_4',
      'rated_5',
      'poll_ratings',
      'poll_average_of_5',
    ]);
    expect(opening).toEqual(['multi-session', json.json[0].name, '3', '4.33', '0', '0', '0', '2', '1', '0', '']);
    expect(round.slice(2, 4)).toEqual(['0', '']);
  });

  it("counts the session's live rating question (issue 50), on its own scale and on one of 5", async () => {
    const started = await t.app.request('http://localhost/live-director/control/hybrid-summit', {
      method: 'POST',
      headers: { authorization: `Bearer ${CONTROL_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ activePoll: 'rating-session' }),
    });
    expect(started.status).toBe(200);
    const vote = (voterId: string, optionId: string) =>
      t.post('/live-director/polls/hybrid-health-summit-2026/rating-session/vote', { voterId, optionId });
    expect((await vote('demoRegistrationHybrid01', '5')).status).toBe(200);
    expect((await vote('demoRegistrationOnline01', '2')).status).toBe(200);
    expect((await vote('demoRegistrationOnline01', '6')).status).toBe(400);
    const hybrid = organiser(t.app);
    const [row] = (await hybrid.get('/admin/api/projects/proj-hybrid-summit/session-ratings.json')).json;
    expect(row.rating_polls).toEqual([
      {
        poll_id: 'rating-session',
        question: 'How useful was this session?',
        scale: 5,
        ratings: 2,
        average: 3.5,
        distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      },
    ]);
    const [header, cells] = parseCsv(
      (await hybrid.get('/admin/api/projects/proj-hybrid-summit/session-ratings.csv')).text.replace(/^\uFEFF/, ''),
    );
    expect(cells.slice(header.indexOf('poll_ratings'))).toEqual(['2', '3.5']);
  });

  it('needs the organiser token, and an unknown project is a 404', async () => {
    expect((await organiser(t.app, null).get(`${PROJECT}/session-ratings.json`)).status).toBe(401);
    expect((await admin.get('/admin/api/projects/proj-nothing/session-ratings.csv')).status).toBe(404);
  });
});
