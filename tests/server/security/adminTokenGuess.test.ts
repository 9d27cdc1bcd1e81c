// @vitest-environment node
/**
 * Issue 43, Low: the organiser API answered every wrong token with 401, however many came from
 * one address. Wrong tokens are now counted per address: past 30 a minute the answer is 429
 * (with Retry-After), as the live control API does; the right token is not held up by them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WRONG_TOKENS_PER_MINUTE } from '../../../server/admin/routes.ts';
import { ADMIN_TOKEN } from '../adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ rateLimitScale: 1, admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('answers 429 to an address that keeps sending wrong organiser tokens', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= WRONG_TOKENS_PER_MINUTE; i += 1)
    statuses.push((await t.get('/admin/api/projects', { authorization: `Bearer guess-${i}` })).status);
  expect(statuses.slice(0, WRONG_TOKENS_PER_MINUTE).every((s) => s === 401)).toBe(true);
  const limited = await t.get('/admin/api/projects', { authorization: 'Bearer guess-again' });
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await t.get('/admin/api/projects', { authorization: `Bearer ${ADMIN_TOKEN}` })).status).toBe(200);
});
