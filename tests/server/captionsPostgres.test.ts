// @vitest-environment node
/**
 * Live captions on two server processes sharing PostgreSQL (as main.ts wires them: own pool, own
 * LISTEN/NOTIFY change feed, own streams): lines posted to one process reach the streams of both,
 * each line once per revision per stream, the last revision kept.
 * Runs only with TEST_DATABASE_URL (scripts/ci/postgres.sh).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptionLine, CaptionsMessageSchema } from '../../src/contract/captions.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { sseReader } from './liveSse.ts';
import { appProcess, type SeededDatabase, seededDatabase, TEST_DATABASE_URL } from './postgresProcess.ts';

const BROADCAST = 'hybrid-health-summit-2026';
const TOKEN = 't';

const startProcess = (url: string) => appProcess(url, { live: { controlToken: TOKEN } });
type Process = Awaited<ReturnType<typeof startProcess>>;

const caption = (p: Process, body: unknown) =>
  p.app.request(`http://localhost/live-director/captions/${BROADCAST}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });

/**
 * A page that joined: its joining message (the recent lines) read, so the posts after it reach it
 * only as pushes (a line kept while a page joins may come both ways; pages keep the higher `rev`).
 */
async function openStream(p: Process) {
  const reader = sseReader((await p.app.request(`http://localhost/live-director/stream/${BROADCAST}`)).body!);
  await reader.nextState();
  let e = await reader.next(5000);
  while (e.event !== 'captions') e = await reader.next(5000);
  const joining = v.parse(CaptionsMessageSchema, JSON.parse(e.data!)).lines;
  return { reader, joining: joining.map((line) => `${line.lang}:${line.seq}:${line.rev}`) };
}

/** Every caption line a stream hears until the page would show `want` (language:seq -> text). */
async function until(reader: ReturnType<typeof sseReader>, want: Record<string, string>) {
  const page = new Map<string, CaptionLine>();
  const all: string[] = [];
  const done = () => Object.entries(want).every(([key, text]) => page.get(key)?.text === text);
  while (!done()) {
    const e = await reader.next(5000);
    if (e.event !== 'captions') continue;
    for (const line of v.parse(CaptionsMessageSchema, JSON.parse(e.data!)).lines) {
      all.push(`${line.lang}:${line.seq}:${line.rev}`);
      const key = `${line.lang}:${line.seq}`;
      if ((page.get(key)?.rev ?? 0) < line.rev) page.set(key, line);
    }
  }
  return all;
}

describe.skipIf(!TEST_DATABASE_URL)('captions on two processes sharing PostgreSQL', () => {
  let a: Process;
  let b: Process;
  let database: SeededDatabase;

  beforeAll(async () => {
    database = await seededDatabase('eventhall_captions', NOW);
    a = await startProcess(database.url);
    b = await startProcess(database.url);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it("lines posted to one process reach both processes' streams once per revision, the last kept", async () => {
    expect((await caption(b, { seq: 1, lang: 'nl', text: 'Hallo allemaal', final: true })).status).toBe(200);
    const pages = [await openStream(a), await openStream(b)];
    for (const { joining } of pages) expect(joining).toEqual(['nl:1:1']);
    const posts = [
      { seq: 2, lang: 'en', text: 'and welcome.', final: true },
      { seq: 1, lang: 'en', text: 'Hello', final: false },
      { seq: 1, lang: 'en', text: 'Hello', final: false },
      { seq: 1, lang: 'en', text: 'Hello everyone', final: true },
    ];
    for (const [i, post] of posts.entries()) expect((await caption(i % 2 ? b : a, post)).status).toBe(200);
    const want = { 'en:1': 'Hello everyone', 'en:2': 'and welcome.' };
    for (const { reader, joining } of pages) {
      const all = [...joining, ...(await until(reader, want))];
      expect(new Set(all).size).toBe(all.length);
      await reader.close();
    }
    // A page joining either process gets the same recent lines.
    for (const p of [a, b]) {
      const reader = sseReader((await p.app.request(`http://localhost/live-director/stream/${BROADCAST}`)).body!);
      expect(await until(reader, { ...want, 'nl:1': 'Hallo allemaal' })).toEqual(['en:1:2', 'en:2:1', 'nl:1:1']);
      await reader.close();
    }
  });
});
