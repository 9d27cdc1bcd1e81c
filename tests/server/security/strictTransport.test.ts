// @vitest-environment node
/**
 * Issue 44: Strict-Transport-Security on every answer that came over HTTPS (the server's own TLS,
 * `X-Forwarded-Proto: https` from a trusted proxy, or an https PUBLIC_URL), and never over plain
 * http, nor when an untrusted caller claims https. The real app behind the real Node server
 * (http/nodeServer.ts, as main.ts starts it), asked over real sockets: a page, an API answer
 * served from memory ahead of the middleware, an error, and a live stream written straight to
 * the socket.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../../server/http/nodeServer.ts';
import { cameOverHttps, STRICT_TRANSPORT } from '../../../server/http/strictTransport.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

const PATHS = [
  '/hybrid-summit',
  '/frontend-api/projectevents/hybrid-summit',
  '/api/no-such-call',
  '/live-director/stream/hybrid-summit',
];

let app: TestApp;
const servers: Server[] = [];
const folder = mkdtempSync(join(tmpdir(), 'eventhall-tls-'));

beforeAll(async () => {
  app = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

type Transport = { trustProxy?: number; publicUrl?: string; tls?: { key: Buffer; cert: Buffer } };

async function serve({ trustProxy = 0, publicUrl, tls }: Transport): Promise<{ port: number; tls: boolean }> {
  const server = createNodeServer(app.app.fetch, { host: '127.0.0.1', trustProxy, publicUrl }, tls);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, tls: !!tls };
}

/** The answer's status and headers; the body is not read (a live stream never ends). */
function headersOf(target: { port: number; tls: boolean }, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port: target.port, path, headers, rejectUnauthorized: false, agent: false };
    const req = (target.tls ? httpsRequest : httpRequest)(options, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

async function hstsOnEveryPath(target: { port: number; tls: boolean }, headers?: Record<string, string>) {
  const found: Record<string, string | undefined> = {};
  for (const path of PATHS) {
    const answer = await headersOf(target, path, headers);
    found[`${path} (${answer.status})`] = answer.headers['strict-transport-security'] as string | undefined;
  }
  return found;
}

const everywhere = (value: string | undefined) => Object.fromEntries(PATHS.map((path) => [path, value]));
const byPath = (found: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(found).map(([key, value]) => [key.replace(/ \(\d+\)$/, ''), value]));

describe('Strict-Transport-Security', () => {
  it("is on every answer over the server's own TLS", async () => {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    const target = await serve({ tls: { key: readFileSync(key), cert: readFileSync(cert) } });
    expect(byPath(await hstsOnEveryPath(target))).toEqual(everywhere(STRICT_TRANSPORT));
    // The stream really was one, its head written by hand (live/nodeStream.ts), HSTS merged in.
    const stream = await headersOf(target, '/live-director/stream/hybrid-summit');
    expect([stream.status, stream.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
  });

  it('is on every answer a trusted proxy says came over https', async () => {
    const target = await serve({ trustProxy: 1 });
    expect(byPath(await hstsOnEveryPath(target, { 'X-Forwarded-Proto': 'https' }))).toEqual(
      everywhere(STRICT_TRANSPORT),
    );
    // The proxy said http: the visit was plain http, whatever the client put in front of it.
    expect(byPath(await hstsOnEveryPath(target, { 'X-Forwarded-Proto': 'https, http' }))).toEqual(
      everywhere(undefined),
    );
  });

  it('is on every answer of a server whose PUBLIC_URL is https', async () => {
    const target = await serve({ publicUrl: 'https://events.example.org' });
    expect(byPath(await hstsOnEveryPath(target))).toEqual(everywhere(STRICT_TRANSPORT));
  });

  it('is absent over plain http, and when an untrusted caller claims https', async () => {
    const target = await serve({ publicUrl: 'http://events.example.org' });
    expect(byPath(await hstsOnEveryPath(target))).toEqual(everywhere(undefined));
    expect(byPath(await hstsOnEveryPath(target, { 'X-Forwarded-Proto': 'https' }))).toEqual(everywhere(undefined));
  });

  it('takes the proto our outermost proxy wrote, as X-Forwarded-For', () => {
    const two = { trustProxy: 2, publicUrl: undefined };
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'http, https, http' }, two)).toBe(true);
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'https, http, http' }, two)).toBe(false);
    // A proxy that replaces the header leaves its own entry only.
    expect(cameOverHttps({ encrypted: false, forwardedProto: 'HTTPS' }, two)).toBe(true);
    expect(cameOverHttps({ encrypted: false, forwardedProto: undefined }, two)).toBe(false);
  });
});
