// @vitest-environment node
/**
 * The replay's captions (server/live/captions/replay.ts, issue 48): kept lines as a transcript
 * timed from the recording's start and as a WebVTT track per language; a captioner working from
 * the recording gives each line's moment (`start`); a protected event's track needs the page token.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptionTranscriptSchema } from '../../src/contract/captions.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const TOKEN = 'test-control-token-captions-replay';
const WEBINAR = 'webinar'; // its broadcast by the event id (starts in two days: a replay's lines come first)
const SECURE = 'rheinland-mv-2026';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function caption(broadcast: string, body: Record<string, unknown>) {
  const res = await t.app.request(`http://localhost/live-director/captions/${broadcast}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe('the replay of a captioned broadcast', () => {
  beforeAll(async () => {
    await caption(WEBINAR, {
      seq: 2,
      lang: 'fr',
      text: 'Deuxième phrase <importante> & claire.',
      final: true,
      start: 4000,
    });
    await caption(WEBINAR, { seq: 1, lang: 'fr', text: 'Bonjour à tous', final: false, start: 1500 });
    await caption(WEBINAR, { seq: 1, lang: 'en', text: 'Hello everyone.', final: true, start: 1500 });
    // A revision keeps the line's moment.
    await caption(WEBINAR, { seq: 1, lang: 'fr', text: 'Bonjour à toutes et à tous.', final: true, start: 9000 });
  });

  it('answers the transcript of a language, timed from the recording start', async () => {
    const res = await t.get(`/live-director/captions/${WEBINAR}/transcript?lang=fr`);
    expect(res.status).toBe(200);
    const transcript = v.parse(CaptionTranscriptSchema, res.json);
    expect(transcript).toEqual({
      languages: ['en', 'fr'],
      lang: 'fr',
      cues: [
        { seq: 1, start: 1.5, end: 4, text: 'Bonjour à toutes et à tous.' },
        { seq: 2, start: 4, end: 6, text: 'Deuxième phrase <importante> & claire.' },
      ],
    });
    // Without a language (or an unknown one): the first captioned language.
    expect((await t.get(`/live-director/captions/${WEBINAR}/transcript?lang=de`)).json.lang).toBe('en');
  });

  it('serves a WebVTT track per language, its text escaped', async () => {
    const res = await t.get(`/live-director/captions/${WEBINAR}.fr.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(res.text).toBe(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:04.000\nBonjour à toutes et à tous.\n\n' +
        '2\n00:00:04.000 --> 00:00:06.000\nDeuxième phrase &lt;importante&gt; &amp; claire.\n',
    );
    expect((await t.get(`/live-director/captions/${WEBINAR}.de.vtt`)).status).toBe(404);
    expect((await t.get(`/live-director/captions/${WEBINAR}.French.vtt`)).status).toBe(400);
    expect((await t.get('/live-director/captions/no-such-broadcast.fr.vtt')).status).toBe(404);
  });

  it("the demo's on-demand replay has a transcript in French and English, in its recording's time", async () => {
    const fr = await t.get('/live-director/captions/on-demand/transcript?lang=fr');
    expect(fr.json.languages).toEqual(['en', 'fr']);
    expect(fr.json.cues).toHaveLength(7);
    expect(fr.json.cues[0]).toMatchObject({ start: 1, text: expect.stringContaining('Bonjour') });
    expect(fr.json.cues.at(-1).start).toBeLessThan(40);
    expect((await t.get('/live-director/captions/cyber-pme-2026.en.vtt')).text).toContain('offline backups');
  });

  it("a protected event's track and transcript need the page token", async () => {
    await caption(SECURE, { seq: 1, lang: 'de', text: 'Willkommen.', final: true, start: 0 });
    expect((await t.get(`/live-director/captions/${SECURE}.de.vtt`)).status).toBe(401);
    expect((await t.get(`/live-director/captions/${SECURE}/transcript`)).status).toBe(401);
    const { token } = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' }))
      .json;
    const query = `?pageToken=${encodeURIComponent(token)}`;
    expect((await t.get(`/live-director/captions/${SECURE}.de.vtt${query}`)).text).toContain('Willkommen.');
    expect((await t.get(`/live-director/captions/${SECURE}/transcript${query}`)).json.cues).toHaveLength(1);
  });
});
