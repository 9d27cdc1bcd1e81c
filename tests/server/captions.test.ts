// @vitest-environment node
/**
 * Live captions (server/live/captions/, issue 48) through the real app: the captioner's POST
 * (control token, checked body), lines posted out of order, twice and revised reach open pages
 * in `seq` order once each with the last revision, a joining page gets the recent lines, a final
 * line never changes, and a protected event's captions need the page token.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptionLine, CaptionsMessageSchema, CaptionsSnapshotSchema } from '../../src/contract/captions.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-captions';
const HYBRID = 'hybrid-health-summit-2026'; // hybrid-summit's broadcast
const SECURE = 'rheinland-mv-2026'; // secure-live's: page password `Open-Sesame`
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function caption(broadcast: string, body: unknown, token: string | null = TOKEN) {
  const res = await t.app.request(`http://localhost/live-director/captions/${broadcast}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function openStream(broadcast: string, query = '') {
  const res = await t.app.request(`http://localhost/live-director/stream/${broadcast}${query}`);
  expect(res.status).toBe(200);
  const reader = sseReader(res.body!);
  await reader.nextState();
  return reader;
}

type Reader = ReturnType<typeof sseReader>;

/** The joining message: the first `event: captions` after the state (poll counts may come first). */
async function joiningLines(reader: Reader): Promise<CaptionLine[]> {
  let e = await reader.next(3000);
  while (e.event === 'results') e = await reader.next(3000);
  expect(e.event).toBe('captions');
  return v.parse(CaptionsMessageSchema, JSON.parse(e.data!)).lines;
}

/** Reads `event: captions` messages until `done` holds for what a page would show; answers every line heard. */
async function heard(reader: Reader, joining: CaptionLine[], done: (page: Map<string, CaptionLine>) => boolean) {
  const page = new Map<string, CaptionLine>(joining.map((line) => [`${line.lang}:${line.seq}`, line]));
  const all: CaptionLine[] = [...joining];
  while (!done(page)) {
    const e = await reader.next(3000);
    if (e.event !== 'captions') continue;
    const message = v.parse(CaptionsMessageSchema, JSON.parse(e.data!));
    for (const line of message.lines) {
      all.push(line);
      const key = `${line.lang}:${line.seq}`;
      if ((page.get(key)?.rev ?? 0) < line.rev) page.set(key, line);
    }
  }
  return { page, all };
}

describe('the captioner posts lines', () => {
  it('out of order, twice and revised: open pages get each line once per revision, the last one kept', async () => {
    // A line captioned before the pages come, so each page's joining message is awaited before the
    // posts: a line kept while a page is still joining may reach it twice (in the joining message
    // and pushed; push.ts keeps the higher `rev`), which is not what this test is about.
    const before = await caption(HYBRID, { seq: 1, lang: 'nl', text: 'Goedemorgen allemaal.', final: true });
    expect(before).toMatchObject({ status: 200, json: { changed: true } });
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const reader = await openStream(HYBRID);
      pages.push({ reader, joining: await joiningLines(reader) });
    }
    for (const { joining } of pages) expect(joining.map((l) => `${l.lang}:${l.seq}`)).toEqual(['nl:1']);
    const posts = [
      { seq: 3, lang: 'en', text: 'third', final: true },
      { seq: 1, lang: 'en', text: 'Good morn', final: false },
      { seq: 2, lang: 'en', text: 'second line', final: true },
      { seq: 2, lang: 'en', text: 'second line', final: true }, // twice: changes nothing
      { seq: 1, lang: 'en', text: 'Good morning, everyone.', final: true }, // the revision
    ];
    const answers = [];
    for (const post of posts) answers.push(await caption(HYBRID, post));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json.changed)).toEqual([true, true, true, false, true]);
    expect(answers[4]!.json.line).toMatchObject({ seq: 1, rev: 2, text: 'Good morning, everyone.', final: true });

    for (const { reader, joining } of pages) {
      const { page, all } = await heard(reader, joining, (p) => p.get('en:1')?.rev === 2 && p.size === 4);
      const en = [...page.values()].filter((l) => l.lang === 'en').sort((a, b) => a.seq - b.seq);
      expect(en.map((l) => l.text)).toEqual(['Good morning, everyone.', 'second line', 'third']);
      expect(page.get('nl:1')?.text).toBe('Goedemorgen allemaal.');
      // Once each: no line arrives twice in the same revision (the repeated post was not pushed).
      const revisions = all.map((l) => `${l.lang}:${l.seq}:${l.rev}`);
      expect(new Set(revisions).size).toBe(revisions.length);
      expect(revisions).not.toContain('en:2:2');
      await reader.close();
    }
  });

  it('a joining page gets the recent lines in one message, in seq order per language; the GET too', async () => {
    const reader = await openStream(HYBRID);
    const lines = await joiningLines(reader);
    expect(lines.map((l) => `${l.lang}:${l.seq}`)).toEqual(['en:1', 'en:2', 'en:3', 'nl:1']);
    await reader.close();
    const snap = await t.get(`/live-director/captions/${HYBRID}`);
    expect(snap.status).toBe(200);
    expect(v.parse(CaptionsSnapshotSchema, snap.json).languages).toEqual(['en', 'nl']);
    expect(snap.json.lines).toEqual(lines);
  });

  it('a final line never changes: a different text is a 409, the same one again is answered unchanged', async () => {
    const changed = await caption(HYBRID, { seq: 2, lang: 'en', text: 'too late', final: true });
    expect(changed).toMatchObject({ status: 409, json: { code: 'final' } });
    const reopened = await caption(HYBRID, { seq: 2, lang: 'en', text: 'second line', final: false });
    expect(reopened.status).toBe(409);
    const again = await caption(HYBRID, { seq: 2, lang: 'en', text: 'second line', final: true });
    expect(again).toMatchObject({ status: 200, json: { changed: false, line: { rev: 1 } } });
  });
});

describe('what the captioner may post', () => {
  it('without the control token (or with a wrong one) is 401', async () => {
    const body = { seq: 9, lang: 'en', text: 'no token', final: true };
    expect((await caption(HYBRID, body, null)).status).toBe(401);
    expect((await caption(HYBRID, body, 'wrong')).status).toBe(401);
  });

  it.each([
    ['text', { seq: 10, lang: 'en', text: 'bell\u0007', final: true }],
    ['text', { seq: 10, lang: 'en', text: 'x'.repeat(501), final: true }],
    ['lang', { seq: 10, lang: 'english<script>', text: 'hello', final: true }],
    ['lang', { seq: 10, lang: 'EN', text: 'hello', final: true }],
    ['seq', { seq: -1, lang: 'en', text: 'hello', final: true }],
    ['seq', { seq: 1.5, lang: 'en', text: 'hello', final: true }],
    ['final', { seq: 10, lang: 'en', text: 'hello', final: 'yes' }],
  ])('a bad %s is a 400 naming it', async (field, body) => {
    const res = await caption(HYBRID, body);
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([field]);
  });

  it('keeps text as text: markup is stored and pushed as the characters it is', async () => {
    const res = await caption(HYBRID, { seq: 11, lang: 'en', text: '<b>bold</b> & co', final: true });
    expect(res.json.line.text).toBe('<b>bold</b> & co');
  });

  it('an unknown broadcast is a 404', async () => {
    expect((await caption('no-such-broadcast', { seq: 1, lang: 'en', text: 'x', final: true })).status).toBe(404);
  });
});

describe('a page-protected event', () => {
  it("needs the page token for the captions' GET and stream; with it, lines arrive", async () => {
    expect((await t.get(`/live-director/captions/${SECURE}`)).status).toBe(401);
    expect((await t.app.request(`http://localhost/live-director/stream/${SECURE}`)).status).toBe(401);
    const { token } = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' }))
      .json;
    const query = `?pageToken=${encodeURIComponent(token)}`;
    expect((await t.get(`/live-director/captions/${SECURE}${query}`)).status).toBe(200);
    const reader = await openStream(SECURE, query);
    expect((await caption(SECURE, { seq: 1, lang: 'de', text: 'Guten Morgen.', final: true })).status).toBe(200);
    const { page } = await heard(reader, [], (p) => p.has('de:1'));
    expect(page.get('de:1')?.text).toBe('Guten Morgen.');
    await reader.close();
  });
});
