// @vitest-environment node
/**
 * Issue 43, Low: without JITSI_DOMAIN the meeting token's `sub` was the caller's Host header, so a
 * caller chose which meeting host the signed token is for. It is now PUBLIC_URL's host (which a
 * production server must have); only the demo without either takes the request's host.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../../server/config.ts';
import { meetingSubject } from '../../../server/live/jitsi.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    publicUrl: 'https://events.example.org',
    live: { jitsiAppSecret: 'jitsi-secret-subject-test' },
  });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const payload = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { sub: string };

it('names PUBLIC_URL’s host, whatever Host the caller sends', async () => {
  const res = await t.app.request('http://meet.evil.example/api/jitsi-jwt', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'meet.evil.example' },
    body: JSON.stringify({ event_id: 'hybrid-summit', registration_id: 'demoRegistrationOnline01' }),
  });
  expect(res.status).toBe(200);
  expect(payload(((await res.json()) as { jwt: string }).jwt).sub).toBe('events.example.org');
});

it('prefers JITSI_DOMAIN; the demo without PUBLIC_URL keeps the request host', () => {
  expect(
    meetingSubject(
      testConfig({ publicUrl: 'https://events.example.org', live: { jitsiDomain: 'meet.example.org' } }),
      'http://x.example/',
    ),
  ).toBe('meet.example.org');
  expect(meetingSubject(testConfig({ publicUrl: undefined }), 'http://localhost:8080/api/jitsi-jwt')).toBe(
    'localhost:8080',
  );
});
