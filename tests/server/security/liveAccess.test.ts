// @vitest-environment node
/**
 * Issue 27: every live call of a password-protected project (secure-live) needs the page token
 * that `/protected` answers: the library's session and heartbeat, the stream (query parameter),
 * the snapshot, the interaction overview, votes, quiz answers, questions and the meeting token.
 * Missing, forged, expired or another event's token: 401 `{error}`. And the stream's headers.
 */
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPageToken } from '../../../server/live/pageToken.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { sseReader } from '../liveSse.ts';

const SECRET = 'page-token-test-secret';
const CONTROL = 'control-token-live-access';
const SLUG = 'rheinland-mv-2026';
let t: TestApp;
let token = '';
let registrationId = '';

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: CONTROL, pageTokenSecret: SECRET, heartbeatMs: 60_000 } });
  token = (await t.post('/frontend-api/projectevents/secure-live/protected', { password: 'Open-Sesame' })).json.token;
  registrationId = (
    await t.post('/api/registrations', {
      event_id: 'secure-live',
      email: 'klara.access@example.com',
      first_name: 'Klara',
      last_name: 'Schmidt',
      time_zone: 'Europe/Berlin',
    })
  ).json.registrationID;
  const started = await t.app.request('http://localhost/live-director/control/secure-live', {
    method: 'POST',
    headers: { authorization: `Bearer ${CONTROL}`, 'content-type': 'application/json' },
    body: JSON.stringify({ activePoll: 'poll-geschaeftsjahr' }),
  });
  expect(started.status).toBe(200);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const later = Math.floor(NOW.getTime() / 1000) + 3600;
const wrongTokens = {
  missing: undefined,
  forged: signPageToken('not-the-secret', 'proj-secure-live', 'secure-live', later),
  expired: signPageToken(SECRET, 'proj-secure-live', 'secure-live', Math.floor(NOW.getTime() / 1000) - 1),
  'another event': signPageToken(SECRET, 'proj-secure-live', 'webinar', later),
  garbage: 'x'.repeat(80),
};
const q = (pageToken: string | undefined) => (pageToken ? `pageToken=${encodeURIComponent(pageToken)}` : '');

/** Each live call of secure-live, made with the given token (or none). */
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
const calls: Record<string, (pageToken: string | undefined) => Promise<{ status: number; json: any }>> = {
  stream: async (p) => {
    const res = await t.app.request(`http://localhost/live-director/stream/${SLUG}?${q(p)}`);
    const status = res.status;
    if (status === 200) await res.body?.cancel();
    return { status, json: status === 200 ? undefined : await res.json() };
  },
  snapshot: (p) => t.get(`/live-director/state/${SLUG}?${q(p)}`),
  'snapshot by event id': (p) => t.get(`/live-director/state/secure-live?${q(p)}`),
  session: (p) => t.post('/live-director/sessions', { broadcast: 'secure-live', registrationId, pageToken: p }),
  heartbeat: (p) =>
    t.post('/live-director/sessions/0b7c3f7e-5d0a-4c7e-9a53-3c1f6f0e9d11/heartbeat', {
      broadcast: SLUG,
      registrationId,
      pageToken: p,
    }),
  overview: (p) => t.get(`/live-director/interaction/${SLUG}?voterId=${registrationId}&${q(p)}`),
  vote: (p) =>
    t.post(`/live-director/polls/${SLUG}/poll-geschaeftsjahr/vote`, {
      voterId: registrationId,
      optionId: 'o1',
      pageToken: p,
    }),
  'quiz answer': (p) =>
    t.post(`/live-director/quiz/${SLUG}/no-quiz-here/answer`, {
      voterId: registrationId,
      optionId: 'o1',
      pageToken: p,
    }),
  question: (p) =>
    t.post('/live-director/ask-question', {
      broadcastSlug: 'secure-live',
      registrationId,
      eventId: 'secure-live',
      pageToken: p,
      question: {
        name: 'Klara Schmidt',
        email: 'klara.access@example.com',
        type: 'content',
        message: 'Wann wird abgestimmt?',
      },
    }),
  'meeting token': (p) =>
    t.post('/api/jitsi-jwt', {
      registration_id: registrationId,
      event_id: 'secure-live',
      moderator: false,
      pageToken: p,
    }),
};

describe('secure-live without a valid page token', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: 401 with a clear error`, async () => {
      for (const [kind, wrong] of Object.entries(wrongTokens)) {
        const res = await call(wrong);
        expect(res.status, `${name} with ${kind} token`).toBe(401);
        expect(res.json, `${name} with ${kind} token`).toMatchObject({
          error: expect.stringMatching(/password/),
          code: 'page-token',
        });
      }
    });
  }
});

describe('secure-live with the token from /protected', () => {
  const expected: Record<string, number> = {
    stream: 200,
    snapshot: 200,
    'snapshot by event id': 200,
    session: 201,
    heartbeat: 409,
    overview: 200,
    vote: 200,
    'quiz answer': 404,
    question: 201,
    'meeting token': 200,
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: ${expected[name]}`, async () => {
      // The heartbeat of a session that holds no claim is 409, the quiz has no such question: past the token check.
      expect((await call(token)).status).toBe(expected[name]);
    });
  }

  it('the session answers stream and snapshot URLs that carry the token (EventSource sends no headers)', async () => {
    const res = await t.post('/live-director/sessions', { broadcast: 'secure-live', pageToken: token });
    expect(res.json.streamUrl).toBe(`/live-director/stream/${SLUG}?pageToken=${encodeURIComponent(token)}`);
    expect((await t.get(res.json.stateUrl)).status).toBe(200);
    // An open project's URLs carry none.
    const open = await t.post('/live-director/sessions', { broadcast: 'hybrid-summit' });
    expect(open.json.streamUrl).toBe('/live-director/stream/hybrid-health-summit-2026');
  });
});

describe('the stream and snapshot headers', () => {
  it('nosniff and Referrer-Policy on the stream written to the socket, and on the snapshot', async () => {
    let port = 0;
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
    const abort = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/live-director/stream/hybrid-summit`, { signal: abort.signal });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const sse = sseReader(res.body!);
      await sse.nextState(2000);
      abort.abort();
      await sse.close();
      const locked = await fetch(`http://127.0.0.1:${port}/live-director/stream/${SLUG}`);
      expect(locked.status).toBe(401);
    } finally {
      server.close();
    }
    const snapshot = await t.get('/live-director/state/hybrid-summit');
    expect(snapshot.headers.get('x-content-type-options')).toBe('nosniff');
    expect(snapshot.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
