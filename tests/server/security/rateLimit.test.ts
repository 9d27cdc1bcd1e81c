// @vitest-environment node
/** Every 429 says when to come back: `Retry-After` in seconds until the window resets (issue 27). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/http/rateLimit.ts';
import { ApiError } from '../../../server/http/errors.ts';
import { testConfig } from '../../../server/config.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ rateLimitScale: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('a 429 of the page password carries Retry-After', async () => {
  let last: Response | undefined;
  for (let i = 0; i < 11; i++) {
    last = await t.app.request('http://localhost/frontend-api/projectevents/secure-live/protected', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'wrong' }),
    });
  }
  expect(last!.status).toBe(429);
  // The clock of the test app stands still: the whole minute remains.
  expect(last!.headers.get('Retry-After')).toBe('60');
  expect((await last!.json()).error).toMatch(/Too many attempts/);
});

it('Retry-After counts down to the end of the window, never below one second', () => {
  let now = 1_000_000;
  const limiter = createRateLimiter({ config: testConfig(), now: () => new Date(now) } as never);
  const retryAfter = () => {
    try {
      limiter.hit('k', 1, 60_000);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) return err.headers['Retry-After'];
      throw err;
    }
    return undefined;
  };
  expect(retryAfter()).toBeUndefined();
  now += 15_500;
  expect(retryAfter()).toBe('45');
  now += 44_000;
  expect(retryAfter()).toBe('1');
  now += 600;
  expect(retryAfter()).toBeUndefined();
});
