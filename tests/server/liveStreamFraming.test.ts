// @vitest-environment node
/**
 * The live stream over a real socket (server/live/nodeStream.ts): no chunked framing, so each
 * message is one plain write shared by every stream, and the body ends with the connection.
 */
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  t = await makeTestApp();
  server = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve(s);
    });
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  server?.close();
  await t?.close();
});

/** The raw bytes of a GET until they contain `until`. */
function rawGet(path: string, until: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n`),
    );
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no "${until}" in: ${text}`));
    }, 5000);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.includes(until)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('error', reject);
  });
}

describe('the live stream on the wire', () => {
  it('sends its events without chunked framing and closes the connection at its end', async () => {
    const session = await t.post('/live-director/sessions', {
      broadcast: 'campus-noord-open-dag',
      browserId: '0b7d4bd4-0e8a-4c67-9a39-6a4b7d0a1d11',
    });
    expect(session.status).toBe(201);
    const text = await rawGet(session.json.streamUrl, 'event: results');
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/content-type: text\/event-stream/i);
    expect(head).toMatch(/connection: close/i);
    expect(head).not.toMatch(/transfer-encoding/i);
    // The first bytes of the body are the event itself, no chunk size before it.
    expect(body.startsWith('event: state\nid: ')).toBe(true);
  });
});
