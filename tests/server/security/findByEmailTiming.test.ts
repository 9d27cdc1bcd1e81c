// @vitest-environment node
/**
 * Issue 43, Low: in magic-link mode, find-by-email answered a registered address in ~23 ms and an
 * unknown one in ~8 ms: the time told whether someone is registered. The answer now comes at
 * once, before the lookup and the mail, which run after it. Shown here without measuring time:
 * while the registration's row is locked (so the lookup must wait), the answer still arrives.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schemaMail.ts';
import { backgroundSettled } from '../../../server/lib/background.ts';
import { SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { FIND_BY_EMAIL as FIND, MAGIC_EVENT, magicLinkApp } from './magicLinkApp.ts';

const KNOWN = 'timing.magic@example.com';
let t: TestApp;

beforeAll(async () => {
  t = await magicLinkApp();
  expect(
    (
      await t.post('/api/registrations', {
        event_id: MAGIC_EVENT,
        email: KNOWN,
        first_name: 'Tim',
        last_name: 'Ing',
        role: 'Maintainer',
      })
    ).status,
  ).toBe(200);
  expect((await t.post(FIND, { email: 'warm.up@example.com' })).status).toBe(202); // the project is in the cache
  await backgroundSettled();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await backgroundSettled();
  await t.close();
});

it('answers a registered address before its lookup (the row is locked meanwhile), then mails the link', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const lock = t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from registrations where email = ${KNOWN} for update`);
    locked();
    await held;
  });
  await isLocked;
  const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5000));
  const answer = await Promise.race([t.post(FIND, { email: KNOWN }), blocked]);
  release();
  await lock;
  expect(answer).not.toBe('blocked');
  expect(answer).toMatchObject({ status: 202, json: { mailedIfRegistered: true } });
  await backgroundSettled();
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, KNOWN), eq(mailOutbox.kind, 'login-link')));
  expect(mails).toHaveLength(1);
}, 30_000);
