// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillRandom } from '../../server/lib/randomPool.ts';
import { newRegistrationId } from '../../server/services/register.ts';

describe('the random pool', () => {
  it('hands out fresh bytes each time, across refills of the pool', () => {
    const seen = new Set<string>();
    // 24 bytes a time: 10,000 ids cross the 4 KiB pool about 60 times.
    for (let i = 0; i < 10_000; i++) seen.add(Buffer.from(fillRandom(new Uint8Array(24))).toString('hex'));
    expect(seen.size).toBe(10_000);
  });

  it('spreads the bytes evenly (no zeros left behind by a refill)', () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 4000; i++) for (const byte of fillRandom(new Uint8Array(64))) counts[byte]++;
    // 256,000 bytes: about 1,000 of each value.
    expect(Math.min(...counts)).toBeGreaterThan(800);
    expect(Math.max(...counts)).toBeLessThan(1200);
  });

  it('fills a request larger than the pool straight from the system', () => {
    const big = fillRandom(new Uint8Array(10_000));
    expect(new Set(big).size).toBeGreaterThan(200);
  });

  it('makes registration ids of 24 id characters, all different', () => {
    const ids = new Set(Array.from({ length: 5000 }, newRegistrationId));
    expect(ids.size).toBe(5000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
