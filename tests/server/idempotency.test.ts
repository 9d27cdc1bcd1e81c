// @vitest-environment node
/** POST /api/registrations with an Idempotency-Key: one request, one record, one mail. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, mailOutbox, registrations } from '../../server/db/schema.ts';
import { purgeIdempotencyKeys } from '../../server/http/idempotency.ts';
import { hybridForm, makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

/** The shared helper's post has no headers; this one sends the key. */
async function postWithKey(body: unknown, key?: string) {
  const res = await t.app.request('http://localhost/api/registrations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    replayed: res.headers.get('Idempotent-Replayed'),
  };
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
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWithKey(hybridForm('concurrent.key@example.com', 0), k)),
    );
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
    expect(await postWithKey({ event_id: 'hybrid-summit', email: 'not-an-email' }, k)).toEqual({
      ...first,
      replayed: 'true',
    });
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

  it('answers a keyed registration the same as one without a key, with partly and wholly full events', async () => {
    const asked = {
      event_id: 'multi-session',
      first_name: 'P',
      last_name: 'Q',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b'],
    };
    const keyless = await postWithKey({ ...asked, email: 'partly.nokey@example.com' });
    const keyed = await postWithKey({ ...asked, email: 'partly.key@example.com' }, key());
    expect(keyed.status).toBe(200);
    expect({ ...keyed.json, registrationID: 'x' }).toEqual({ ...keyless.json, registrationID: 'x' });
    expect(keyed.json.cannotRegisterForEvents).toEqual(['multi-session-round1-b']);

    const k = key();
    const full = { event_id: 'multi-session-round1-b', email: 'full.key@example.com', first_name: 'F', last_name: 'G' };
    const refused = await postWithKey(full, k);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual((await postWithKey({ ...full, email: 'full.nokey@example.com' })).json);
    expect(await postWithKey(full, k)).toEqual({ ...refused, replayed: 'true' });
    expect(await recordsFor('full.key@example.com')).toHaveLength(0);
  });

  it('stores the key and its answer with the registration, in the same run of the group commit', async () => {
    const k = key();
    const first = await postWithKey(hybridForm('one.run@example.com', 1), k);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(stored).toMatchObject({ status: 200, body: first.json });
    expect(first.json.on_site_viewer).toBe(1);
    // Ten keyed registrations at once share one exchange with the database (one commit for
    // all), and none opens a transaction of its own.
    type Client = { execProtocol(message: Uint8Array): Promise<unknown>; transaction(fn: unknown): Promise<unknown> };
    const client = (t.db as unknown as { $client: Client }).$client;
    const { execProtocol, transaction } = client;
    let exchanges = 0;
    let transactions = 0;
    client.execProtocol = function (message) {
      exchanges++;
      return execProtocol.call(this, message);
    };
    client.transaction = function (fn) {
      transactions++;
      return transaction.call(this, fn);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postWithKey(hybridForm(`batch.${i}@example.com`, 0), key())),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    } finally {
      Object.assign(client, { execProtocol, transaction });
    }
    expect(transactions).toBe(0);
    expect(exchanges).toBeLessThanOrEqual(2);
  });

  it('takes the transaction for a known e-mail with a key, and replays its answer', async () => {
    const first = await postWithKey(hybridForm('known.key@example.com', 0), key());
    const k = key();
    const again = await postWithKey(hybridForm('known.key@example.com', 0), k);
    expect(again.json.registrationID).toBe(first.json.registrationID);
    expect(await postWithKey(hybridForm('known.key@example.com', 0), k)).toEqual({ ...again, replayed: 'true' });
    expect(await mailsFor('known.key@example.com')).toHaveLength(2);
  });

  it('purges keys older than a week at start-up', async () => {
    const day = 24 * 60 * 60 * 1000;
    await t.db.insert(idempotencyKeys).values([
      {
        key: 'old-key-0000000000000',
        fingerprint: 'x',
        status: 200,
        body: {},
        createdAt: new Date(NOW.getTime() - 8 * day),
      },
      {
        key: 'recent-key-0000000000',
        fingerprint: 'x',
        status: 200,
        body: {},
        createdAt: new Date(NOW.getTime() - 6 * day),
      },
    ]);
    expect(await purgeIdempotencyKeys(t.db, NOW)).toBe(1);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain('recent-key-0000000000');
    expect(left.map((r) => r.key)).not.toContain('old-key-0000000000000');
  });
});
