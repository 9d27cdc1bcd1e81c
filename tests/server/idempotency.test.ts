// @vitest-environment node
/** POST /api/registrations with an Idempotency-Key: one request, one record, one mail. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, mailOutbox, registrations } from '../../server/db/schema.ts';
import { purgeIdempotencyKeys } from '../../server/http/idempotency.ts';
import { hybridForm, makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); }, SETUP_TIMEOUT);
afterAll(async () => { await t.close(); });

/** The shared helper's post has no headers; this one sends the key. */
async function postWithKey(body: unknown, key?: string) {
  const res = await t.app.request('http://localhost/api/registrations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() as Record<string, unknown>, replayed: res.headers.get('Idempotent-Replayed') };
}

const recordsFor = (email: string) => t.db.select().from(registrations).where(eq(registrations.email, email));
const mailsFor = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
let counter = 0;
const key = () => `test-key-${String(++counter).padStart(8, '0')}-abcdef`;

describe('Idempotency-Key on POST /api/registrations', () => {
  it('answers the same key twice with the same id, and mails once', async () => {
    const k = key();
    const first = await postWithKey(hybridForm('same.key@example.com', 0), k);
    const second = await postWithKey(hybridForm('same.key@example.com', 0), k);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    expect(second).toEqual({ ...first, replayed: 'true' });
    expect(await recordsFor('same.key@example.com')).toHaveLength(1);
    expect(await mailsFor('same.key@example.com')).toHaveLength(1);
  });

  it('processes concurrent requests with one key once', async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWithKey(hybridForm('concurrent.key@example.com', 0), k)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.registrationID)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
    expect(await recordsFor('concurrent.key@example.com')).toHaveLength(1);
    expect(await mailsFor('concurrent.key@example.com')).toHaveLength(1);
  });

  it('keeps the e-mail dedupe across different keys (as without keys)', async () => {
    const first = await postWithKey(hybridForm('two.keys@example.com', 0), key());
    const second = await postWithKey(hybridForm('two.keys@example.com', 0), key());
    expect(second.json.registrationID).toBe(first.json.registrationID);
    expect(second.replayed).toBeNull();
    expect(await recordsFor('two.keys@example.com')).toHaveLength(1);
    // Two requests the visitor really made: each is confirmed, as today.
    expect(await mailsFor('two.keys@example.com')).toHaveLength(2);
  });

  it('stores a refusal too, and replays it without acting', async () => {
    const k = key();
    const first = await postWithKey({ event_id: 'hybrid-summit', email: 'not-an-email' }, k);
    expect(first.status).toBe(400);
    expect(await postWithKey({ event_id: 'hybrid-summit', email: 'not-an-email' }, k)).toEqual({ ...first, replayed: 'true' });
  });

  it('refuses the same key with another body, and malformed keys', async () => {
    const k = key();
    expect((await postWithKey(hybridForm('key.owner@example.com', 0), k)).status).toBe(200);
    const other = await postWithKey(hybridForm('key.thief@example.com', 0), k);
    expect(other.status).toBe(422);
    expect(await recordsFor('key.thief@example.com')).toHaveLength(0);

    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it here', 'ünïcödé-key-0000000']) {
      const res = await postWithKey(hybridForm('bad.key@example.com', 0), bad);
      expect(res.status, bad).toBe(400);
    }
    expect(await recordsFor('bad.key@example.com')).toHaveLength(0);
  });

  it('works as before without the header', async () => {
    const keysBefore = (await t.db.select().from(idempotencyKeys)).length;
    const res = await postWithKey(hybridForm('no.key@example.com', 0));
    expect(res.status).toBe(200);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(keysBefore);
    expect(await mailsFor('no.key@example.com')).toHaveLength(1);
  });

  it('purges keys older than a week at start-up', async () => {
    const day = 24 * 60 * 60 * 1000;
    await t.db.insert(idempotencyKeys).values([
      { key: 'old-key-0000000000000', fingerprint: 'x', status: 200, body: {}, createdAt: new Date(NOW.getTime() - 8 * day) },
      { key: 'recent-key-0000000000', fingerprint: 'x', status: 200, body: {}, createdAt: new Date(NOW.getTime() - 6 * day) },
    ]);
    expect(await purgeIdempotencyKeys(t.db, NOW)).toBe(1);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain('recent-key-0000000000');
    expect(left.map((r) => r.key)).not.toContain('old-key-0000000000000');
  });
});
