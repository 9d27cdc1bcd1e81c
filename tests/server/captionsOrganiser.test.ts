// @vitest-environment node
/**
 * The organiser's side of the captions (issue 48) through the real app: caption tokens per
 * broadcast (made, listed, revoked through the admin API; they open their own broadcast's captions
 * only), the per-event switch (`showCaptions: false`: the POST is refused, the stream and the GET
 * carry no captions, the replay has no track), and WebVTT files for a recording from elsewhere
 * (validated, served as the track and the transcript that the page searches).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptionTranscriptSchema } from '../../src/contract/captions.ts';
import { searchLines } from '../../src/domain/captions.ts';
import { saveCaption } from '../../server/live/captions/store.ts';
import { ADMIN_TOKEN, organiser } from './adminHelpers.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-captions-organiser';
const HYBRID = { project: 'proj-hybrid-summit', event: 'hybrid-summit', broadcast: 'hybrid-health-summit-2026' };
const DYNAMIC = 'atlas-3-launch'; // another project's broadcast
const WEBINAR = { project: 'proj-webinar', event: 'webinar', broadcast: 'beng-in-de-praktijk' };
const ON_DEMAND = { project: 'proj-on-demand', event: 'on-demand', broadcast: 'cyber-pme-2026' };
let t: TestApp;
let admin: ReturnType<typeof organiser>;

beforeAll(async () => {
  t = await makeTestApp({
    admin: { token: ADMIN_TOKEN, retentionMonths: 6 },
    live: { controlToken: TOKEN, heartbeatMs: 60_000 },
  });
  admin = organiser(t.app);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function caption(broadcast: string, token: string, seq = 1) {
  const res = await t.app.request(`http://localhost/live-director/captions/${broadcast}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ seq, lang: 'en', text: `Line ${seq}.`, final: true }),
  });
  return { status: res.status, json: await res.json() };
}

const bearer = (path: string, token: string) =>
  t.app.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('caption tokens', () => {
  it('are made, listed without the token, work for their own broadcast only, and end when revoked', async () => {
    const made = await admin.post(`/admin/api/projects/${HYBRID.project}/caption-tokens`, {
      name: 'CART writer',
      event: HYBRID.event,
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: 'CART writer', event: HYBRID.event, broadcast: HYBRID.broadcast });
    const { token, id } = made.json as { token: string; id: string };
    expect(token).toMatch(/^cap_[A-Za-z0-9_-]{32}$/);

    expect(await caption(HYBRID.broadcast, token, 101)).toMatchObject({ status: 200, json: { changed: true } });
    expect((await bearer(`/live-director/captions/${HYBRID.broadcast}`, token)).status).toBe(200);
    // Another broadcast, and the control API of its own event: 401.
    expect((await caption(DYNAMIC, token)).status).toBe(401);
    expect((await bearer(`/live-director/control/${HYBRID.event}`, token)).status).toBe(401);

    const listed = await admin.get(`/admin/api/projects/${HYBRID.project}/caption-tokens`);
    expect(listed.json).toEqual([expect.objectContaining({ id, name: 'CART writer', revokedAt: null })]);
    expect(listed.text).not.toContain(token);

    expect((await admin.delete(`/admin/api/projects/${HYBRID.project}/caption-tokens/${id}`)).status).toBe(204);
    expect((await caption(HYBRID.broadcast, token, 102)).status).toBe(401);
    expect((await bearer(`/live-director/captions/${HYBRID.broadcast}`, token)).status).toBe(401);
    expect((await admin.delete(`/admin/api/projects/${HYBRID.project}/caption-tokens/${id}`)).status).toBe(404);
    const after = await admin.get(`/admin/api/projects/${HYBRID.project}/caption-tokens`);
    expect(after.json[0].revokedAt).toBe(NOW.toISOString());
    // The control token still opens every broadcast.
    expect((await caption(HYBRID.broadcast, TOKEN, 103)).status).toBe(200);
    expect((await caption(DYNAMIC, TOKEN, 103)).status).toBe(200);
  });

  it("a token made for another project's broadcast is 401; a made-up one too", async () => {
    const other = await admin.post('/admin/api/projects/proj-dynamic/caption-tokens', {
      name: 'Bridge',
      event: 'dynamic',
    });
    expect(other.status).toBe(201);
    expect((await caption(HYBRID.broadcast, other.json.token)).status).toBe(401);
    expect((await caption(HYBRID.broadcast, `cap_${'x'.repeat(32)}`)).status).toBe(401);
  });

  it('needs a name and an event of the project; the admin token', async () => {
    const path = `/admin/api/projects/${HYBRID.project}/caption-tokens`;
    expect((await admin.post(path, { name: ' ', event: HYBRID.event })).json.fields).toEqual(['name']);
    expect((await admin.post(path, { name: 'x', event: 'webinar' })).json.fields).toEqual(['event']);
    expect((await organiser(t.app, null).post(path, { name: 'x', event: HYBRID.event })).status).toBe(401);
  });
});

describe('the per-event switch: showCaptions false', () => {
  beforeAll(async () => {
    // A line kept before the organiser switched captions off (this broadcast not read before).
    await saveCaption(t.db, WEBINAR.broadcast, { seq: 1, lang: 'nl', text: 'Welkom.', final: true }, NOW);
    const doc = (await admin.get(`/admin/api/projects/${WEBINAR.project}`)).json;
    doc.events[0].showCaptions = false;
    expect((await admin.put(`/admin/api/projects/${WEBINAR.project}`, doc)).status).toBe(200);
  });

  it('refuses the post with a 403 that says so, for the control token and a caption token alike', async () => {
    const res = await caption(WEBINAR.broadcast, TOKEN);
    expect(res).toMatchObject({ status: 403, json: { code: 'captions-off' } });
    expect(res.json.error).toBe('Captions are switched off for this event.');
    const made = await admin.post(`/admin/api/projects/${WEBINAR.project}/caption-tokens`, {
      name: 'CART',
      event: WEBINAR.event,
    });
    expect((await caption(WEBINAR.broadcast, made.json.token)).status).toBe(403);
  });

  it('the stream carries no captions and the GET none; a broadcast with captions on does', async () => {
    const snapshot = await t.get(`/live-director/captions/${WEBINAR.broadcast}`);
    expect(snapshot.json).toEqual({ languages: [], lines: [] });
    const heard = async (broadcast: string) => {
      const res = await t.app.request(`http://localhost/live-director/stream/${broadcast}`);
      const reader = sseReader(res.body!);
      await reader.nextState();
      const events: string[] = [];
      try {
        for (;;) events.push((await reader.next(1000)).event ?? 'comment');
      } catch {
        /* quiet for a second: what came is all */
      }
      await reader.close();
      return events;
    };
    expect(await heard(WEBINAR.broadcast)).not.toContain('captions');
    expect(await heard(HYBRID.broadcast)).toContain('captions');
  });

  it('the replay has no transcript and no track', async () => {
    const transcript = await t.get(`/live-director/captions/${WEBINAR.broadcast}/transcript?lang=nl`);
    expect(transcript.json).toEqual({ languages: [], lang: null, cues: [] });
    expect((await t.get(`/live-director/captions/${WEBINAR.broadcast}.nl.vtt`)).status).toBe(404);
  });
});

const upload = (lang: string, body: string, type = 'text/vtt') =>
  t.app.request(`http://localhost/admin/api/projects/${ON_DEMAND.project}/captions/${ON_DEMAND.event}/${lang}.vtt`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': type },
    body,
  });

const GOOD = [
  'WEBVTT',
  '',
  'NOTE from the studio',
  '',
  '1',
  '00:00:01.500 --> 00:00:04.000',
  '<v Anna>Welcome to the <b>security</b> webinar &amp; its replay.',
  '',
  '00:00:04.000 --> 00:00:09.250 align:start',
  'Today: passwords',
  'and offline backups.',
  '',
].join('\n');

describe("the organiser's WebVTT files", () => {
  it('a malformed file is a 400 naming what is wrong; other types and sizes are refused', async () => {
    const bad = await upload('de', 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards.\n');
    expect(bad.status).toBe(400);
    const json = await bad.json();
    expect(json.fields).toEqual(['file']);
    expect(json.problems).toEqual(['line 3: End timestamp is not greater than start timestamp.']);
    expect((await upload('de', 'Hello, this is not WebVTT.')).status).toBe(400);
    expect((await upload('de', 'WEBVTT\n')).status).toBe(400);
    expect((await upload('de', GOOD, 'application/json')).status).toBe(415);
    expect((await upload('DE!', GOOD)).status).toBe(400);
    expect((await upload('de', `WEBVTT\n\n${'x'.repeat(1024 * 1024)}`)).status).toBe(413);
    expect((await t.get(`/live-director/captions/${ON_DEMAND.broadcast}.de.vtt`)).status).toBe(404);
  });

  it('a good one is served as the track and is the transcript the page searches', async () => {
    const res = await upload('de', GOOD);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ event: ON_DEMAND.event, broadcast: ON_DEMAND.broadcast, lang: 'de', cues: 2 });
    const vtt = await t.get(`/live-director/captions/${ON_DEMAND.broadcast}.de.vtt`);
    expect(vtt.headers.get('content-type')).toContain('text/vtt');
    expect(vtt.text).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.500 --> 00:00:04.000',
        'Welcome to the security webinar &amp; its replay.',
        '',
        '2',
        '00:00:04.000 --> 00:00:09.250',
        'Today: passwords and offline backups.',
        '',
      ].join('\n'),
    );
    const transcript = v.parse(
      CaptionTranscriptSchema,
      (await t.get(`/live-director/captions/${ON_DEMAND.broadcast}/transcript?lang=de`)).json,
    );
    // The seeded kept lines (fr, en) and the file's language side by side.
    expect(transcript.languages).toEqual(['de', 'en', 'fr']);
    expect(searchLines(transcript.cues, 'BACKUPS')).toEqual([
      { seq: 2, start: 4, end: 9.25, text: 'Today: passwords and offline backups.' },
    ]);
    const listed = await admin.get(`/admin/api/projects/${ON_DEMAND.project}/captions`);
    expect(listed.json).toEqual([expect.objectContaining({ event: ON_DEMAND.event, lang: 'de', cues: 2 })]);
  });

  it('a file of a captioned language replaces the kept lines in the replay; deleting it brings them back', async () => {
    const kept = (await t.get(`/live-director/captions/${ON_DEMAND.broadcast}/transcript?lang=en`)).json.cues;
    expect(kept.length).toBeGreaterThan(2);
    expect((await upload('en', GOOD)).status).toBe(201);
    expect((await upload('en', GOOD)).status).toBe(200);
    const replaced = await t.get(`/live-director/captions/${ON_DEMAND.broadcast}/transcript?lang=en`);
    expect(replaced.json.cues.map((c: { text: string }) => c.text)).toEqual([
      'Welcome to the security webinar & its replay.',
      'Today: passwords and offline backups.',
    ]);
    const path = `/admin/api/projects/${ON_DEMAND.project}/captions/${ON_DEMAND.event}/en.vtt`;
    expect((await admin.delete(path)).status).toBe(204);
    expect((await admin.delete(path)).status).toBe(404);
    expect((await t.get(`/live-director/captions/${ON_DEMAND.broadcast}/transcript?lang=en`)).json.cues).toEqual(kept);
  });
});
