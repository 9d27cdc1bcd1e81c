// @vitest-environment node
/**
 * Live at scale (issue 15), in one process: a client whose socket is full is skipped to the latest state
 * when it drains and cut off when it never does (real sockets, nodeStream.ts); a process at its
 * connection limit answers 503 with Retry-After instead of taking more; heartbeats arriving
 * together are renewed in one batch and each still gets its own answer.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/db/schema.ts';
import { NodeSseClient, STALL_MS } from '../../server/live/nodeStream.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const HEADERS = { 'Content-Type': 'text/event-stream' };
const BIG = 'x'.repeat(256 * 1024);
const message = (id: number) => new TextEncoder().encode(`event: state\nid: ${id}\ndata: ${BIG}\n\n`);

/** A real HTTP server handing each request's response to the test, and a client that does not read. */
async function pausedStream(clock = Date.now) {
  let handed: (client: { sse: NodeSseClient; res: ServerResponse }) => void;
  const got = new Promise<{ sse: NodeSseClient; res: ServerResponse }>((resolve) => {
    handed = resolve;
  });
  const server: Server = createServer((_req, res) => handed({ sse: new NodeSseClient(res, HEADERS, clock), res }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket: Socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n');
  socket.pause();
  const { sse, res } = await got;
  return { server, socket, sse, res };
}

/** Everything the socket delivers until `done(text)` says so. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (done(text)) resolve(text);
    });
    socket.on('error', reject);
    socket.resume();
  });
}

describe('a slow client', () => {
  it('gets no backlog: once its socket drains it skips to the latest message of each slot', async () => {
    const { server, socket, sse } = await pausedStream();
    try {
      let sent = 0;
      while (!sse.congested && sent < 2000) sse.write(message(sent++), 'state');
      expect(sse.congested).toBe(true);
      const lastAccepted = sent - 1;
      // Held back while full: twenty more states, heartbeats and a project notice; only the latest state and the notice
      // stay.
      for (let i = 0; i < 20; i++) {
        sse.write(message(sent++), 'state');
        sse.write(new TextEncoder().encode(': heartbeat\n\n'));
      }
      sse.write(new TextEncoder().encode('event: project\ndata: {"projectId":"p"}\n\n'), 'project');
      const latest = sent - 1;
      const text = await readUntil(socket, (t) => t.includes('event: project'));
      const ids = [...text.matchAll(/\nid: (\d+)\n/g)].map((m) => Number(m[1]));
      expect(ids).toEqual([...Array.from({ length: lastAccepted + 1 }, (_, i) => i), latest]);
      expect(text).not.toContain(': heartbeat');
      expect(sse.congested).toBe(false);
    } finally {
      socket.destroy();
      server.close();
    }
  });

  it('is cut off when it has not drained for the stall time (it reconnects and resumes by id)', async () => {
    let now = 1_000_000;
    const { server, socket, sse, res } = await pausedStream(() => now);
    try {
      let sent = 0;
      while (!sse.congested && sent < 2000) sse.write(message(sent++), 'state');
      expect(sse.congested).toBe(true);
      const closed = new Promise((resolve) => res.once('close', resolve));
      sse.write(new TextEncoder().encode(': heartbeat\n\n'));
      expect(res.destroyed).toBe(false);
      now += STALL_MS + 1;
      sse.write(new TextEncoder().encode(': heartbeat\n\n'));
      await closed;
      expect(res.destroyed).toBe(true);
    } finally {
      socket.destroy();
      server.close();
    }
  });
});

describe('the connection limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ live: { maxConnections: 2 } });
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());

  it('answers 503 with Retry-After beyond it, and takes streams again once some close', async () => {
    const open = () => t.app.request('http://localhost/live-director/stream/webinar');
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([200, 200]);
    const readers = [first, second].map((res) => res.body!.getReader());
    await Promise.all(readers.map((r) => r.read()));

    const refused = await open();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await refused.json()) as { error: string }).error).toMatch(/as many viewers as this server takes/);

    await readers[0].cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await open();
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await readers[1].cancel();
  });
});

describe('heartbeats in a batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());

  it('answers each of hundreds of simultaneous heartbeats by its own claim', async () => {
    const broadcast = 'hybrid-health-summit-2026';
    const link = (i: number) => `scale-registration-${String(i).padStart(5, '0')}`;
    const uuid = (i: number, browser: number) =>
      `${String(browser).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const session = (i: number, browser: number) =>
      t.post('/live-director/sessions', { broadcast, registrationId: link(i), browserId: uuid(i, browser) });
    // Claims are for registrations of the project (issue 43): the 301 links exist.
    await t.db.insert(registrations).values(
      [...Array.from({ length: 300 }, (_, i) => i), 1000].map((i) => ({
        id: link(i),
        projectId: 'proj-hybrid-summit',
        email: `scale.${i}@example.com`,
        eventId: 'hybrid-summit',
      })),
    );
    const beat = (i: number, browser: number) =>
      t.post(`/live-director/sessions/${uuid(i, browser)}/heartbeat`, { broadcast, registrationId: link(i) });
    const claims = await Promise.all(Array.from({ length: 300 }, (_, i) => session(i, 1)));
    expect(claims.every((c) => c.status === 201 && c.json.heartbeatMs > 0)).toBe(true);
    expect((await session(0, 2)).status).toBe(409); // another browser on link 0

    const beats = await Promise.all([...Array.from({ length: 300 }, (_, i) => beat(i, 1)), beat(0, 2), beat(7, 2)]);
    expect(beats.slice(0, 300).every((b) => b.status === 204)).toBe(true);
    expect(beats.slice(300).map((b) => b.status)).toEqual([409, 409]);
    expect(beats[300].json.code).toBe('already-open');
    // A link nobody holds is taken by its heartbeat.
    expect((await beat(1000, 3)).status).toBe(204);
    expect((await session(1000, 4)).status).toBe(409);
  }, 30_000);
});

describe('the stream limit', () => {
  it('stays below the open-files limit unless configured, and reads the limit of this process', async () => {
    const { streamLimit, openFilesLimit, DEFAULT_MAX_STREAMS, FD_RESERVE } = await import(
      '../../server/live/limits.ts'
    );
    expect(streamLimit(50, 1024)).toBe(50);
    expect(streamLimit(undefined, 1024)).toBe(1024 - FD_RESERVE);
    expect(streamLimit(undefined, 1_048_576)).toBe(DEFAULT_MAX_STREAMS);
    expect(streamLimit(undefined, undefined)).toBe(DEFAULT_MAX_STREAMS);
    if (process.platform === 'linux') expect(openFilesLimit()).toBeGreaterThan(0);
    expect(openFilesLimit('/nonexistent')).toBeUndefined();
  });
});

describe('library.js at the start minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => t?.close());

  it('goes out compressed once (brotli or gzip as accepted), the same script as the plain one', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await t.app.request('http://localhost/live-director/library.js');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accept, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.request('http://localhost/live-director/library.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers.get('content-encoding')).toBe(accept.split(',')[0]);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.byteLength).toBeLessThan(Buffer.byteLength(text) / 2);
      expect(decode(body).toString('utf8')).toBe(text);
    }
  });
});
