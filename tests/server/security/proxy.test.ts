// @vitest-environment node
/**
 * TRUST_PROXY=N trusts N proxy hops from the RIGHT of X-Forwarded-For (issue 27): the entries
 * to their left are the client's own claim, so varying them never escapes a rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await makeTestApp({ trustProxy: 1, rateLimitScale: 1 });
  two = await makeTestApp({ trustProxy: 2, rateLimitScale: 1 });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

const clientIp = async (t: TestApp, forwarded: string) =>
  (await t.get('/api/client-ip', { 'x-forwarded-for': forwarded })).json.clientIp;

describe('TRUST_PROXY', () => {
  it('is read as a number of hops: 1 and true are one, anything else none', () => {
    const hops = (TRUST_PROXY?: string) => configFromEnv({ TRUST_PROXY }).trustProxy;
    expect([hops('1'), hops('true'), hops('2'), hops('3')]).toEqual([1, 1, 2, 3]);
    expect([
      hops(undefined),
      hops(''),
      hops('0'),
      hops('false'),
      hops('yes'),
      hops('-1'),
      hops('1.5'),
      hops('99'),
    ]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("=1 takes the rightmost entry (what our proxy saw), not the client's own claim on the left", async () => {
    expect(await clientIp(one, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp(one, '203.0.113.8')).toBe('203.0.113.8');
    expect(await clientIp(one, '6.6.6.6,2001:db8::1')).toBe('2001:db8::1');
    expect(await clientIp(one, '6.6.6.6, ::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('=2 takes the second entry from the right', async () => {
    expect(await clientIp(two, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await clientIp(two, '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('falls back to the connection when the entry it trusts is missing or malformed', async () => {
    // app.request() has no socket: the connection's address reads "unknown".
    expect(await clientIp(two, '10.0.0.2')).toBe('unknown');
    expect(await clientIp(one, '6.6.6.6, not-an-ip')).toBe('unknown');
    expect(await clientIp(one, '6.6.6.6, 1.2.3.4:5678')).toBe('unknown');
    expect(await clientIp(one, ' , ')).toBe('unknown');
    expect(await clientIp(one, '6.6.6.6, 999.1.1.1')).toBe('unknown');
  });

  it('a client that varies its own X-Forwarded-For entry still hits the limit of its real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await one.app.request('http://localhost/api/registrations/proj-hybrid-summit/find-by-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${i}, 203.0.113.50` },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another real client (another rightmost entry) is not affected.
    const other = await one.app.request('http://localhost/api/registrations/proj-hybrid-summit/find-by-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1, 203.0.113.51' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(other.status).toBe(404);
  });
});
