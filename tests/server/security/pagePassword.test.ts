// @vitest-environment node
/**
 * Issue 27, the page password on the server: the public document of a protected project carries
 * neither the live page content, the broadcast slug nor the recording; the `/protected` answer
 * does, with a signed, expiring token whose secret every process shares; the recording is served
 * only under a keyed name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config.ts';
import { issuePageToken, pageTokenValid, recordingName } from '../../../server/live/pageToken.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const unlock = async () =>
  (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' })).json;

describe('the public document of a protected project', () => {
  it('carries no live page content, broadcast slug or recording id (only the marker)', async () => {
    const res = await t.get('/frontend-api/projectevents/secure-live');
    expect(res.status).toBe(200);
    for (const event of [res.json.event, ...res.json.events]) {
      expect(event).not.toHaveProperty('livePageContent');
      expect(event).not.toHaveProperty('liveDirectorBroadcastSlug');
      expect(event.onDemandID).toBe('password-protected');
    }
    expect(res.text).not.toContain('rheinland-mv-2026');
    expect(res.text).not.toContain('Fragen zur Tagesordnung');
  });

  it('an open project keeps them', async () => {
    const res = await t.get('/frontend-api/projectevents/hybrid-summit');
    expect(res.json.event.liveDirectorBroadcastSlug).toBe('hybrid-health-summit-2026');
    expect(res.json.event.livePageContent).toContain('Questions tab');
  });
});

describe('POST /frontend-api/projectevents/secure-live/protected', () => {
  it('answers the token and the protected data; never cached', async () => {
    const res = await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toMatchObject({
      eventId: 'secure-live',
      token: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}$/),
      expiresAt: Math.floor(NOW.getTime() / 1000) + 12 * 60 * 60,
      liveDirectorBroadcastSlug: 'rheinland-mv-2026',
      livePageContent: expect.stringContaining('Fragen zur Tagesordnung'),
      onDemandID: expect.stringMatching(/^od-rheinland-mv-2026-[A-Za-z0-9]{24}$/),
    });
    expect(
      (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'open-sesame' })).json.token,
    ).toBeUndefined();
  });
});

describe('the recording of a protected project', () => {
  it('is served under the keyed name only; the plain (guessable) name is a 404', async () => {
    const { onDemandID } = await unlock();
    for (const kind of ['webm', 'mp4']) {
      const keyed = await t.app.request(`http://localhost/media/ondemand/${onDemandID}.${kind}`);
      expect(keyed.status).toBe(200);
      expect(keyed.headers.get('content-type')).toBe(`video/${kind}`);
      expect(keyed.headers.get('cache-control')).toBe('private, no-store');
      expect((await t.app.request(`http://localhost/media/ondemand/od-rheinland-mv-2026.${kind}`)).status).toBe(404);
    }
    // Seeking works (byte ranges), and a made-up key is no key.
    const range = await t.app.request(`http://localhost/media/ondemand/${onDemandID}.mp4`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);
    expect(
      (await t.app.request('http://localhost/media/ondemand/od-rheinland-mv-2026-AAAAAAAAAAAAAAAAAAAAAAAA.mp4')).status,
    ).toBe(404);
    // Other projects' recordings are as public as their pages.
    expect((await t.app.request('http://localhost/media/ondemand/od-cyber-pme-2026.mp4')).status).toBe(200);
  });
});

describe('the token secret', () => {
  it('is shared by every process on one data folder, and differs between deployments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-token-'));
    const other = mkdtempSync(join(tmpdir(), 'page-token-'));
    try {
      const first = testConfig({ dataDir: dir });
      const second = testConfig({ dataDir: dir });
      const { token } = issuePageToken(first, 'proj-secure-live', 'secure-live', NOW);
      expect(pageTokenValid(second, token, 'proj-secure-live', 'secure-live', NOW)).toBe(true);
      expect(pageTokenValid(second, token, 'proj-secure-live', 'webinar', NOW)).toBe(false);
      expect(pageTokenValid(testConfig({ dataDir: other }), token, 'proj-secure-live', 'secure-live', NOW)).toBe(false);
      expect(recordingName(first, 'od-x')).toBe(recordingName(second, 'od-x'));
      expect(recordingName(testConfig({ dataDir: other }), 'od-x')).not.toBe(recordingName(first, 'od-x'));
      const later = new Date(NOW.getTime() + 12 * 60 * 60 * 1000 + 1000);
      expect(pageTokenValid(second, token, 'proj-secure-live', 'secure-live', later)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});
