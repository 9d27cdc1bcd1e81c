// @vitest-environment node
/**
 * One way to queue a mail (issue 31): the new registration's statement writes its confirmation
 * row itself, and like queueMail it wakes this process's sender after the commit, with a key or
 * without; a repeated key writes no mail and wakes nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onMailQueued } from '../../server/mail/wake.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, key?: string) =>
  t.app.request('http://localhost/api/registrations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

describe('the mail sender is woken by every registration mail', () => {
  it('wakes it for a new registration with and without a key, and for a known e-mail, not for a replay', async () => {
    let wakes = 0;
    const stop = onMailQueued(() => {
      wakes++;
    });
    try {
      expect((await post(hybridForm('wake.plain@example.com', 0))).status).toBe(200);
      expect(wakes).toBe(1);
      expect((await post(hybridForm('wake.keyed@example.com', 1), 'wake-key-000000000001')).status).toBe(200);
      expect(wakes).toBe(2);
      expect((await post(hybridForm('wake.keyed@example.com', 1), 'wake-key-000000000001')).status).toBe(200);
      expect(wakes).toBe(2);
      expect((await post(hybridForm('wake.keyed@example.com', 1), 'wake-key-000000000002')).status).toBe(200);
      expect(wakes).toBe(3);
    } finally {
      stop();
    }
  });
});
