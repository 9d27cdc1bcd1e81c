// @vitest-environment node
/**
 * Issue 43, Low: `POST /live-director/sessions` stored a one-browser claim for any registration
 * id, one that does not exist too. Now only a registration of the broadcast's project gets a
 * claim: an unknown id is refused (403 `not-registered`) and nothing is stored.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveSessions } from '../../../server/db/schema.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ live: { heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('refuses a claim for a registration id that does not exist, and stores none', async () => {
  for (const registrationId of ['doesNotExist000000000001', 'demoRegistrationMulti001' /* another project's */]) {
    const res = await t.post('/live-director/sessions', { broadcast: 'hybrid-health-summit-2026', registrationId });
    expect(res.status, registrationId).toBe(403);
    expect(res.json).toMatchObject({ code: 'not-registered', fields: ['registrationId'] });
  }
  expect(await t.db.select().from(liveSessions)).toHaveLength(0);
  // The visitor's own link still gets its claim.
  expect(
    (
      await t.post('/live-director/sessions', {
        broadcast: 'hybrid-health-summit-2026',
        registrationId: 'demoRegistrationOnline01',
      })
    ).status,
  ).toBe(201);
  expect(await t.db.select().from(liveSessions)).toHaveLength(1);
});
