// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ApiError, request, REQUEST_TIMEOUT_MS } from '../../../src/api/http';

// A real local server that answers one path and never answers another (a dead venue Wi-Fi).
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
      return;
    }
    if (req.url === '/missing') {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end('{"error":"Event not found"}');
      return;
    }
    // /hang: keep the connection open without answering.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('reads and checks an answer', async () => {
  await expect(request(`${base}/ok`, v.object({ ok: v.boolean() }))).resolves.toEqual({ ok: true });
});

it('turns an error answer into an ApiError with the server message', async () => {
  const error = await request(`${base}/missing`, v.any()).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(404);
  expect(error.message).toBe('Event not found');
});

it('gives up on a request that hangs and reports a network failure', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pending = request(`${base}/hang`, v.any()).catch((e) => e);
  await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  const error = await pending;
  vi.useRealTimers();
  expect(error).toBeInstanceOf(ApiError);
  expect(error.isNetwork).toBe(true);
  expect(error.message).toBe('Network timeout');
});

it('still lets the caller cancel', async () => {
  const controller = new AbortController();
  const pending = request(`${base}/hang`, v.any(), { signal: controller.signal }).catch((e) => e);
  controller.abort();
  expect((await pending).name).toBe('AbortError');
});
