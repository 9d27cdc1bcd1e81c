// @vitest-environment node
/** The live director's control API, snapshot and stream (server/live/), through the real app. */
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LiveStateSchema } from '../../src/contract/live.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

const TOKEN = 'test-control-token-123';
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 150 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const control = (eventId: string, body: unknown, headers: Record<string, string> = auth) =>
  t.app.request(`http://localhost/live-director/control/${eventId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const stream = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`http://localhost${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { res, sse: sseReader(res.body!) };
};

describe('controller defaults (derived from the event clock)', () => {
  it.each([
    ['hybrid-summit', 'on-air'],
    ['secure-live', 'on-air'],
    ['webinar', 'pre'],
    ['on-demand', 'post'],
    ['multi-session-round1-a', 'on-air'],
    ['multi-session-round1-b', 'on-air'],
    ['multi-session', 'post'],
    ['multi-session-closing', 'pre'],
  ])('%s is %s', async (eventId, state) => {
    const res = await t.get(`/live-director/control/${eventId}`, auth);
    expect(res.status).toBe(200);
    expect(res.json.state).toBe(state);
    expect(res.json.visible).toEqual({
      polls: false,
      chat: false,
      questions: true,
      handouts: true,
      quiz: false,
      evaluation: false,
      cta: false,
    });
    expect(res.json.mode).toBe('player');
    expect(v.is(LiveStateSchema, res.json)).toBe(true);
  });

  it('on air since the event start; the snapshot by broadcast slug matches', async () => {
    // secure-live's page password guards its live calls: the token from /protected opens them (issue 27).
    const { token } = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' }))
      .json;
    const snap = await t.get(`/live-director/state/rheinland-mv-2026?pageToken=${encodeURIComponent(token)}`);
    expect(snap.status).toBe(200);
    expect(new Date(snap.json.onAirAt).getTime()).toBe(NOW.getTime() - 10 * 60_000);
    expect(snap.headers.get('cache-control')).toBe('no-store');
    expect((await t.get('/live-director/state/webinar')).json.onAirAt).toBeNull();
    expect((await t.get('/live-director/state/no-such-broadcast')).status).toBe(404);
    // The library's calls are open to any page origin, as the production service's.
    expect(
      (await t.get('/live-director/state/webinar', { origin: 'https://elsewhere.example' })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('*');
    expect(
      (await t.get('/live-director/control/webinar', { origin: 'https://elsewhere.example', ...auth })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});

describe('control API', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect((await t.get('/live-director/control/webinar')).status).toBe(401);
    expect((await t.get('/live-director/control/webinar', { authorization: 'Bearer wrong' })).status).toBe(401);
    const res = await control('webinar', { state: 'on-air' }, { authorization: 'Bearer nope' });
    expect(res.status).toBe(401);
    expect((await t.get('/live-director/control/webinar', auth)).json.state).toBe('pre');
  });

  it('merges a patch and bumps the version', async () => {
    const before = (await t.get('/live-director/control/on-demand', auth)).json;
    const res = await control('on-demand', { visible: { polls: true } });
    expect(res.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    const after = (await res.json()) as any;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.state).toBe('post');
    expect(after.visible).toEqual({ ...before.visible, polls: true });
    const next = (await (
      await control('on-demand', { mode: 'meeting', activePoll: 'poll-1', visible: { handouts: false } })
    )
      // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
      .json()) as any;
    expect(next).toMatchObject({ mode: 'meeting', activePoll: 'poll-1', activeQuiz: null, state: 'post' });
    expect(next.visible).toMatchObject({ polls: true, handouts: false, questions: true });
    expect(next.version).toBeGreaterThan(after.version);
    expect((await t.get('/live-director/control/on-demand', auth)).json).toEqual(next);
  });

  it('refuses an invalid patch with 400 and an unknown event with 404', async () => {
    expect((await control('on-demand', { state: 'live' })).status).toBe(400);
    expect((await control('on-demand', { visible: { nonsense: true } })).status).toBe(400);
    expect((await control('no-such-event', { state: 'pre' })).status).toBe(404);
  });
});

describe('the stream', () => {
  it('sends the full state on connect, each change, heartbeats, and resumes after an id', async () => {
    const { res, sse } = await stream('/live-director/stream/beng-in-de-praktijk');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const first = await sse.nextState();
    expect(first.state.state).toBe('pre');
    expect(first.id).toBe(String(first.state.version));

    expect((await control('webinar', { state: 'on-air' })).status).toBe(200);
    const second = await sse.nextState();
    expect(second.state.state).toBe('on-air');
    expect(second.state.onAirAt).toBe(NOW.toISOString());
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));

    let beat: Awaited<ReturnType<typeof sse.next>>;
    do beat = await sse.next(2000);
    while (beat.comment === undefined);
    expect(beat.comment).toBe('heartbeat');
    await sse.close();

    // Resume: up to date -> no state, only the pushed counts (a reconnect reads nothing else), then
    // heartbeats; behind -> the current state at once.
    const upToDate = await stream(`/live-director/stream/beng-in-de-praktijk?lastEventId=${second.id}`);
    // (No poll of this broadcast was started: none is listed, issue 43.)
    expect(JSON.parse((await upToDate.sse.next(2000)).data!)).toEqual({ results: {} });
    expect((await upToDate.sse.next(2000)).comment).toBe('heartbeat');
    await upToDate.sse.close();
    const behind = await stream('/live-director/stream/webinar', { 'Last-Event-ID': first.id });
    expect(await behind.sse.nextState()).toEqual(second);
    await behind.sse.close();
  });

  it('drops streams on request; a reconnect with the last id catches up on what it missed', async () => {
    const { sse } = await stream('/live-director/stream/multi-session-closing');
    const first = await sse.nextState();
    const dropped = await t.app.request('http://localhost/live-director/control/multi-session-closing/drop-streams', {
      method: 'POST',
      headers: auth,
    });
    expect(await dropped.json()).toEqual({ dropped: 1 });
    expect((await sse.next(2000)).event).toBe('results'); // sent on connect, after the state
    await expect(sse.next(2000)).rejects.toThrow('stream ended');
    expect(
      (
        await t.app.request('http://localhost/live-director/control/multi-session-closing/drop-streams', {
          method: 'POST',
        })
      ).status,
    ).toBe(401);
    await control('multi-session-closing', { state: 'on-air' }); // while nobody listens
    const again = await stream(`/live-director/stream/osld-2026-closing?lastEventId=${first.id}`);
    const caughtUp = await again.sse.nextState();
    expect(caughtUp.state.state).toBe('on-air');
    expect(Number(caughtUp.id)).toBeGreaterThan(Number(first.id));
    await again.sse.close();
  });

  it('pushes one change to every client of the broadcast, by slug or event id', async () => {
    const a = await stream('/live-director/stream/cyber-pme-2026');
    const b = await stream('/live-director/stream/on-demand');
    const [fa, fb] = [await a.sse.nextState(), await b.sse.nextState()];
    expect(fa).toEqual(fb);
    await control('on-demand', { activeQuiz: 'q-7' });
    const [na, nb] = [await a.sse.nextState(), await b.sse.nextState()];
    expect(na.state.activeQuiz).toBe('q-7');
    expect(na).toEqual(nb);
    await a.sse.close();
    await b.sse.close();
  });
});

describe('over a real connection', () => {
  it('streams each event at once to a client that accepts gzip (compression never holds it back)', async () => {
    let port = 0;
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
    const abort = new AbortController();
    try {
      const { token } = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' }))
        .json;
      const res = await fetch(
        `http://127.0.0.1:${port}/live-director/stream/secure-live?pageToken=${encodeURIComponent(token)}`,
        { headers: { 'accept-encoding': 'gzip, deflate, br' }, signal: abort.signal },
      );
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      const sse = sseReader(res.body!);
      const first = await sse.nextState(2000);
      expect(first.state.state).toBe('on-air');
      await control('secure-live', { visible: { cta: true } });
      expect((await sse.nextState(2000)).state.visible.cta).toBe(true);
      abort.abort();
      await sse.close();
      // The server noticed the client left: no stream of the broadcast is open any more.
      const open = async () =>
        (
          (await (
            await t.app.request('http://localhost/live-director/control/secure-live/drop-streams', {
              method: 'POST',
              headers: auth,
            })
          ).json()) as { dropped: number }
        ).dropped;
      for (let i = 0; i < 40 && (await open()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await open()).toBe(0);
    } finally {
      server.close();
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }
  });
});
