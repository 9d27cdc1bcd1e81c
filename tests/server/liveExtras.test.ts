// @vitest-environment node
/** The live director's test signal, meeting token and stand-in, console and CLI, through the real app. */
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { serve, type ServerType } from '@hono/node-server';
import { verify } from 'hono/jwt';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema.ts';
import { commandPatch } from '../../server/live/cli.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const SECRET = 'jitsi-test-secret-0123456789';
const TOKEN = 'cli-test-token';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({
    live: {
      controlToken: TOKEN,
      jitsiAppSecret: SECRET,
      jitsiDomain: 'meet.example.test',
      elearningSecret: ELEARNING_SECRET,
    },
  });
  // A moderated event (the demo has none): the hybrid summit's moderator flag on, for this test database only.
  await t.db
    .update(events)
    .set({ doc: sql`${events.doc} || '{"moderator": true}'::jsonb` })
    .where(eq(events.id, 'hybrid-summit'));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('test signal', () => {
  it('serves the whole file and byte ranges', async () => {
    const whole = await t.app.request('http://localhost/live-director/test-signal.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');

    const part = await t.app.request('http://localhost/live-director/test-signal.mp4', {
      headers: { Range: 'bytes=100-199', 'Accept-Encoding': 'gzip' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const tail = await t.app.request('http://localhost/live-director/test-signal.mp4', {
      headers: { Range: 'bytes=-10' },
    });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.byteLength - 10));
    const open = await t.app.request('http://localhost/live-director/test-signal.mp4', {
      headers: { Range: `bytes=${bytes.byteLength - 5}-` },
    });
    expect(open.headers.get('content-length')).toBe('5');
    const beyond = await t.app.request('http://localhost/live-director/test-signal.mp4', {
      headers: { Range: `bytes=${bytes.byteLength}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.byteLength}`);
  });
});

const ELEARNING_SECRET = 'shared-with-the-learning-platform';

describe('POST /api/get-3rd-party-connection-query-string-for-elearning', () => {
  const ask = (body: unknown) => t.post('/api/get-3rd-party-connection-query-string-for-elearning', body);

  it('answers a query string the learning platform can verify with the shared secret', async () => {
    const res = await ask({
      courseSlug: 'telehealth-101',
      company: 'careconnect',
      event_id: 'hybrid-summit',
      registration_id: 'demoRegistrationOnline01',
    });
    expect(res.status).toBe(200);
    const query: string = res.json.data;
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toMatchObject({
      registration_id: 'demoRegistrationOnline01',
      email: 'grace@example.com',
      first_name: 'Grace',
      course: 'telehealth-101',
      company: 'careconnect',
      event_id: 'hybrid-summit',
    });
    expect(Number(params.get('expires'))).toBe(Math.floor(NOW.getTime() / 1000) + 600);
    // The platform's check: the HMAC over everything before the signature.
    const [signed, signature] = query.split('&signature=');
    expect(signature).toBe(createHmac('sha256', ELEARNING_SECRET).update(signed!).digest('hex'));
    expect(signature).not.toBe(createHmac('sha256', 'another-secret').update(signed!).digest('hex'));
  });

  it('gives none to an unknown event, a registration of another project or the shared open id', async () => {
    expect(
      (await ask({ courseSlug: 'c', company: '', event_id: 'nope', registration_id: 'demoRegistrationOnline01' }))
        .status,
    ).toBe(400);
    expect(
      (
        await ask({
          courseSlug: 'c',
          company: '',
          event_id: 'hybrid-summit',
          registration_id: 'demoRegistrationMulti001',
        })
      ).status,
    ).toBe(404);
    expect(
      (await ask({ company: '', event_id: 'hybrid-summit', registration_id: 'demoRegistrationOnline01' })).status,
    ).toBe(400);
  });
});

describe('POST /api/jitsi-jwt', () => {
  const ask = (body: unknown) => t.post('/api/jitsi-jwt', body);

  it('signs an HS256 JWT with JITSI_APP_SECRET carrying the event moderator flag', async () => {
    const res = await ask({
      registration_id: 'demoRegistrationOnline01',
      event_id: 'hybrid-summit',
      email: 'grace@example.com',
      moderator: true,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['jwt']);
    // biome-ignore lint/suspicious/noExplicitAny: the token's claims, read loosely; the test checks each
    const claims = (await verify(res.json.jwt, SECRET, { alg: 'HS256', exp: false, nbf: false, iat: false })) as any;
    expect(claims).toMatchObject({
      aud: 'jitsi',
      sub: 'meet.example.test',
      room: 'hybrid-health-summit-2026',
      moderator: true,
    });
    expect(claims.context.user).toMatchObject({
      email: 'grace@example.com',
      moderator: true,
      id: 'demoRegistrationOnline01',
    });
    expect(claims.exp).toBeGreaterThan(claims.iat);
    await expect(
      verify(res.json.jwt, 'another-secret', { alg: 'HS256', exp: false, nbf: false, iat: false }),
    ).rejects.toThrow();
  });

  it('is no moderator where the event has none, whatever the body says', async () => {
    const res = await ask({
      registration_id: 'demoRegistrationMulti001',
      event_id: 'multi-session-round1-a',
      email: 'linus@example.com',
      moderator: true,
    });
    expect(res.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: the token's claims, read loosely; the test checks each
    const claims = (await verify(res.json.jwt, SECRET, { alg: 'HS256', exp: false, nbf: false, iat: false })) as any;
    expect(claims.moderator).toBe(false);
    expect(claims.context.user.moderator).toBe(false);
  });

  it('refuses bad input', async () => {
    expect((await ask({ event_id: 'hybrid-summit' })).status).toBe(400);
    expect((await ask({ registration_id: 'short', event_id: 'hybrid-summit' })).status).toBe(400);
    expect((await ask({ registration_id: 'demoRegistrationOnline01', event_id: 'nope' })).status).toBe(400);
    expect((await ask({ registration_id: 'demoRegistrationMulti001', event_id: 'hybrid-summit' })).status).toBe(404);
  });
});

describe('/dev/jitsi/external_api.js', () => {
  it('implements the constructor contract and records what it was given', async () => {
    const res = await t.get('/dev/jitsi/external_api.js');
    expect(res.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the page's DOM, as loose as the script it runs
    const appended: any[] = [];
    const element = () => ({ style: {}, setAttribute() {}, appendChild() {}, textContent: '' });
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the page's DOM, as loose as the script it runs
    const page: any = {
      setTimeout,
      Promise,
      Object,
      TypeError,
      // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the page's DOM, as loose as the script it runs
      document: { createElement: element, body: { appendChild: (n: any) => appended.push(n) } },
    };
    page.window = page;
    vm.runInNewContext(res.text, page);
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the page's DOM, as loose as the script it runs
    const parentNode = { appendChild: (n: any) => appended.push(n) };
    const joined = new Promise((resolve) => {
      const api = new page.JitsiMeetExternalAPI('meet.example.test', {
        roomName: 'room-1',
        jwt: 'j.w.t',
        parentNode,
        width: '100%',
        height: 400,
        configOverwrite: { startWithAudioMuted: true, startWithVideoMuted: false, prejoinPageEnabled: false },
        interfaceConfigOverwrite: { SHOW_SUBJECT: false },
      });
      api.addListener('videoConferenceJoined', resolve);
    });
    expect(await joined).toMatchObject({ roomName: 'room-1' });
    expect(appended).toHaveLength(1);
    expect(page.__jitsiCalls).toEqual([
      {
        domain: 'meet.example.test',
        parentNode: true,
        options: {
          roomName: 'room-1',
          jwt: 'j.w.t',
          width: '100%',
          height: 400,
          configOverwrite: { startWithAudioMuted: true, startWithVideoMuted: false, prejoinPageEnabled: false },
          interfaceConfigOverwrite: { SHOW_SUBJECT: false },
        },
      },
    ]);
  });
});

describe('director console', () => {
  it('is a page of its own that drives the control API', async () => {
    const res = await t.get('/live-director/console/webinar');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/live-director/control/');
    expect(res.text).toContain('sessionStorage');
    for (const w of ['polls', 'chat', 'questions', 'handouts', 'quiz', 'evaluation', 'cta'])
      expect(res.text).toContain(`data-widget="${w}"`);
    expect((await t.get('/live-director/console/bad%20id')).status).toBe(400);
  });
});

describe('npm run live', () => {
  it('turns commands into patches', () => {
    expect(commandPatch(['on-air'])).toEqual({ state: 'on-air' });
    expect(commandPatch(['show', 'polls'])).toEqual({ visible: { polls: true } });
    expect(commandPatch(['hide', 'cta'])).toEqual({ visible: { cta: false } });
    expect(commandPatch(['mode', 'meeting'])).toEqual({ mode: 'meeting' });
    expect(commandPatch(['poll', 'p1'])).toEqual({ activePoll: 'p1' });
    expect(commandPatch(['quiz', 'off'])).toEqual({ activeQuiz: null });
    expect(commandPatch(['reveal', 'p1'])).toEqual({ reveal: 'p1' });
    expect(commandPatch(['reveal'])).toMatch(/poll id/);
    expect(commandPatch([])).toBeUndefined();
    expect(commandPatch(['show', 'nope'])).toMatch(/Unknown widget/);
  });

  it('changes a running server with the token', async () => {
    let port = 0;
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
    try {
      const run = (args: string[], env: Record<string, string>) =>
        new Promise<{ code: number; out: string; err: string }>((resolve) => {
          const child = spawn('npx', ['tsx', 'server/live/cli.ts', ...args], {
            env: { ...process.env, ...env, PORT: String(port) },
          });
          let out = '';
          let err = '';
          child.stdout.on('data', (d) => {
            out += d;
          });
          child.stderr.on('data', (d) => {
            err += d;
          });
          child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
        });
      const ok = await run(['secure-live', 'show', 'chat'], { LIVE_CONTROL_TOKEN: TOKEN });
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.out).visible.chat).toBe(true);
      const denied = await run(['secure-live', 'post'], { LIVE_CONTROL_TOKEN: 'wrong' });
      expect(denied.code).toBe(1);
      expect(denied.err).toMatch(/^401/m);
      // secure-live's snapshot needs the page token (issue 27): the organiser's view reads the same state.
      expect((await t.get('/live-director/control/secure-live', { authorization: `Bearer ${TOKEN}` })).json.state).toBe(
        'on-air',
      );
    } finally {
      server.close();
    }
  }, 60_000);
});
