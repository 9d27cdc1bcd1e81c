// @vitest-environment node
/**
 * Issue 43, Low: the demo's chat stand-in (/dev/chat) read a 20 MB form. Every /dev route now has
 * the body limit of the API (64 KiB): 413 before the body is read, by its length or as it streams.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('refuses a 20 MB chat message with 413, and still takes a short one', async () => {
  const big = `text=${'a'.repeat(20 * 1024 * 1024)}`;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const declared = await t.app.request('http://localhost/dev/chat/event/room-1?nickname=Eve', {
    method: 'POST',
    headers: { ...form, 'content-length': String(big.length) },
    body: big,
  });
  expect(declared.status).toBe(413);
  const chunks = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(big));
      c.close();
    },
  });
  const streamed = await t.app.request('http://localhost/dev/chat/event/room-1?nickname=Eve', {
    method: 'POST',
    headers: { ...form, 'transfer-encoding': 'chunked' },
    body: chunks,
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  const small = await t.app.request('http://localhost/dev/chat/event/room-1?nickname=Eve', {
    method: 'POST',
    headers: form,
    body: 'text=Hello',
  });
  expect(small.status).toBe(303);
}, 60_000);
