/** The visitor's zone (src/api/timeZone.ts): the head's Intl worker's answer, else Intl on this thread. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('../../../src/api/timeZone');
};
const setEarly = (zone: Promise<string> | undefined) => {
  (window as unknown as { __visitorZone?: Promise<string> }).__visitorZone = zone;
};
const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the visitor's time zone", () => {
  afterEach(() => setEarly(undefined));

  it("takes the head's worker's answer and keeps it for every later request", async () => {
    setEarly(Promise.resolve('Pacific/Auckland'));
    const { clientTimeZone, detectTimeZone } = await fresh();
    await expect(detectTimeZone()).resolves.toBe('Pacific/Auckland');
    expect(clientTimeZone()).toBe('Pacific/Auckland');
  });

  it('asks Intl on this thread when the worker could not say, or none started', async () => {
    setEarly(Promise.resolve(''));
    await expect((await fresh()).detectTimeZone()).resolves.toBe(ownZone);
    setEarly(undefined);
    await expect((await fresh()).detectTimeZone()).resolves.toBe(ownZone);
  });
});
