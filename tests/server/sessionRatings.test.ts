// @vitest-environment node
/**
 * POST /api/session-ratings/{eventId} (issue 50's rating scale, the command `sessionRating`):
 * the scale's bounds named by field, unknown and foreign registrations and sessions (404, never
 * a 5xx), one rating per registration and session (rating again replaces it), exactly once per
 * Idempotency-Key, and the session's average and distribution in the answer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRatings } from '../../server/db/schema.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const SUMMIT = 'hybrid-summit';
/** Registrations of the multi-session project (seed/registrations.ts); its closing has no seeded ratings. */
const LINUS = 'demoRegistrationMulti001';
const ROUND_B = ['seedMultiRoundB000000001', 'seedMultiRoundB000000002', 'seedMultiRoundB000000003'];

const rate = (eventId: string, registrationId: string, value: unknown) =>
  t.post(`/api/session-ratings/${eventId}`, { registrationId, value });

async function rateWithKey(eventId: string, body: unknown, key: string) {
  const res = await t.app.request(`http://localhost/api/session-ratings/${eventId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json(), replayed: res.headers.get('Idempotent-Replayed') };
}

async function registered(email: string): Promise<string> {
  const res = await t.post('/api/registrations', hybridForm(email, 0));
  expect(res.status).toBe(200);
  return res.json.registrationID;
}

const rowsOf = (eventId: string, registrationId: string) =>
  t.db
    .select({ value: sessionRatings.value, projectId: sessionRatings.projectId })
    .from(sessionRatings)
    .where(and(eq(sessionRatings.eventId, eventId), eq(sessionRatings.registrationId, registrationId)));

describe('POST /api/session-ratings/{eventId}', () => {
  it.each([0, 6, 2.5, '4', null])('refuses the value %s with a 400 that names the field', async (value) => {
    const id = await registered(`rating.bounds.${String(value)}@example.com`);
    const res = await rate(SUMMIT, id, value);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ fields: ['value'], kind: 'invalid' });
    expect(await rowsOf(SUMMIT, id)).toEqual([]);
  });

  it('refuses a malformed registration id with a 400 that names it', async () => {
    const res = await rate(SUMMIT, 'short', 4);
    expect(res).toMatchObject({ status: 400, json: { fields: ['registrationId'] } });
  });

  it('an unknown registration, an unknown session and a malformed session id: 404, 404, 400', async () => {
    expect(await rate(SUMMIT, 'unknownRegistration00001', 4)).toMatchObject({
      status: 404,
      json: { kind: 'not-found' },
    });
    const id = await registered('rating.unknown.event@example.com');
    expect((await rate('no-such-session', id, 4)).status).toBe(404);
    expect(await rate('bad%20id', id, 4)).toMatchObject({ status: 400, json: { fields: ['eventId'] } });
    expect(await rowsOf('no-such-session', id)).toEqual([]);
  });

  it("a registration of another project cannot rate this project's session (404)", async () => {
    const res = await rate(SUMMIT, LINUS, 5);
    expect(res).toMatchObject({ status: 404, json: { kind: 'not-found' } });
    expect(await rowsOf(SUMMIT, LINUS)).toEqual([]);
  });

  it('an unregistered registration cannot rate (404)', async () => {
    const id = await registered('rating.gone@example.com');
    const gone = await t.put(`/api/registrations/proj-hybrid-summit/${id}/unsubscribe`);
    expect(gone.status).toBe(200);
    expect((await rate(SUMMIT, id, 3)).status).toBe(404);
  });

  it('rating again replaces the rating: one row, the new value, counted once', async () => {
    const id = await registered('rating.twice@example.com');
    const first = await rate(SUMMIT, id, 2);
    expect(first.status).toBe(200);
    const second = await rate(SUMMIT, id, 5);
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ eventId: SUMMIT, value: 5, count: first.json.count });
    expect(second.json.distribution['2']).toBe(first.json.distribution['2'] - 1);
    expect(second.json.distribution['5']).toBe(first.json.distribution['5'] + 1);
    expect(await rowsOf(SUMMIT, id)).toEqual([{ value: 5, projectId: 'proj-hybrid-summit' }]);
  });

  it('the same Idempotency-Key twice writes once and answers the same; another body under it is 422', async () => {
    const id = await registered('rating.keyed@example.com');
    const key = 'rating-key-000000000001';
    const first = await rateWithKey(SUMMIT, { registrationId: id, value: 4 }, key);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    // Meanwhile the visitor rates again without the key: the repeat must not undo it.
    expect((await rate(SUMMIT, id, 1)).status).toBe(200);
    const again = await rateWithKey(SUMMIT, { registrationId: id, value: 4 }, key);
    expect(again).toEqual({ status: 200, json: first.json, replayed: 'true' });
    expect(await rowsOf(SUMMIT, id)).toEqual([{ value: 1, projectId: 'proj-hybrid-summit' }]);
    const other = await rateWithKey(SUMMIT, { registrationId: id, value: 3 }, key);
    expect(other.status).toBe(422);
  });

  it('a refusal under a key is stored too: the repeat answers the same 404', async () => {
    const key = 'rating-key-000000000002';
    const body = { registrationId: 'unknownRegistration00002', value: 3 };
    const first = await rateWithKey(SUMMIT, body, key);
    expect(first.status).toBe(404);
    expect(await rateWithKey(SUMMIT, body, key)).toEqual({ ...first, replayed: 'true' });
  });

  it("answers the session's average and distribution after each rating", async () => {
    const closing = 'multi-session-closing';
    const answers = [];
    for (const [id, value] of [
      [LINUS, 5],
      [ROUND_B[0], 4],
      [ROUND_B[1], 4],
      [ROUND_B[2], 1],
    ] as const) {
      const res = await rate(closing, id, value);
      expect(res.status).toBe(200);
      answers.push(res.json);
    }
    expect(answers[0]).toEqual({
      eventId: closing,
      value: 5,
      average: 5,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
      count: 1,
    });
    expect(answers[3]).toEqual({
      eventId: closing,
      value: 1,
      average: 3.5,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 },
      count: 4,
    });
    // Linus changes his mind: the count stays, the average follows (14 - 5 + 2) / 4 = 2.75.
    const changed = await rate(closing, LINUS, 2);
    expect(changed.json).toMatchObject({ average: 2.75, count: 4, distribution: { 1: 1, 2: 1, 3: 0, 4: 2, 5: 0 } });
    // Averages are rounded to two decimals: (1 + 1 + 2) / 3.
    const round = 'multi-session-round1-a';
    await rate(round, LINUS, 1);
    await rate(round, ROUND_B[0], 1);
    expect((await rate(round, ROUND_B[1], 2)).json).toMatchObject({ average: 1.33, count: 3 });
  });

  it('the demo seeds ratings of the multi-session opening', async () => {
    const res = await rate('multi-session', LINUS, 3);
    expect(res.json).toMatchObject({ count: 4, distribution: { 3: 1, 4: 2, 5: 1 }, average: 4 });
  });
});
