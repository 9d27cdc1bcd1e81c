// @vitest-environment node
/**
 * The command route helper (server/http/commandRoute.ts) on a route of its own: the body read
 * and checked once, the key handled (group commit on PGlite, the key's transaction elsewhere,
 * plainly without), refusals stored unless retryable, `committed` after a write only, and the
 * service's refusal kinds turned into statuses at the edge.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { completeDeps, type AppDeps } from '../../server/deps.ts';
import { isPgliteDatabase } from '../../server/db/prepared.ts';
import { commandRoute } from '../../server/http/commandRoute.ts';
import { apiErrorOf, ApiError, errorBody, isAnswer } from '../../server/http/errors.ts';
import { Refusal } from '../../server/services/refusal.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';
import { openTestDatabase } from './testDatabase.ts';

const Body = v.object({ n: v.number(), mode: v.optional(v.picklist(['ok', 'full', 'slow-down', 'undecided'])) });

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Hono;
const calls = { prepare: 0, batched: 0, work: 0, committed: 0, inTransaction: 0 };
let keys = 0;
const newKey = () => `command-route-test-${String(++keys).padStart(6, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  const deps: AppDeps = completeDeps(
    { db: database.db, config: testConfig({ distDir: '/nonexistent-dist' }), now: () => NOW },
    async () => new Response(null, { status: 404 }),
  );
  app = new Hono();
  app.onError((err, c) => {
    if (!isAnswer(err)) throw err;
    const answer = apiErrorOf(err);
    return c.json(errorBody(answer), answer.status);
  });
  app.post(
    '/things',
    commandRoute(deps, {
      body: Body,
      prepare: (body) => {
        calls.prepare++;
        if (body.mode === 'slow-down') throw new ApiError(429, 'Too many requests');
        return { doubled: body.n * 2 };
      },
      // Decides everything but 'undecided' in "one statement": here, a stored answer of its own.
      batched: async (body) => {
        calls.batched++;
        if (body.mode === 'full') throw new Refusal('full', 'No room left', { cannotRegisterForEvents: ['e1'] });
        return undefined; // not decided here: the key's transaction runs `work`
      },
      work: async (d, body, prepared) => {
        calls.work++;
        if (d.db !== deps.db) calls.inTransaction++;
        if (body.mode === 'full') throw new Refusal('full', 'No room left', { cannotRegisterForEvents: ['e1'] });
        return { status: 201, body: { doubled: prepared.doubled } };
      },
      committed: () => {
        calls.committed++;
      },
    }),
  );
}, SETUP_TIMEOUT);
afterAll(() => database.close());

async function send(body: unknown, key?: string, raw?: string) {
  const res = await app.request('http://localhost/things', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    replayed: res.headers.get('idempotent-replayed'),
  };
}

const reset = () =>
  Object.keys(calls).forEach((name) => {
    calls[name as keyof typeof calls] = 0;
  });

describe('commandRoute', () => {
  it('without a key runs the write plainly, with the status the route chose', async () => {
    reset();
    expect(await send({ n: 2 })).toEqual({ status: 201, json: { doubled: 4 }, replayed: null });
    expect(calls).toMatchObject({ prepare: 1, batched: 0, work: 1, committed: 1, inTransaction: 0 });
  });

  it('refuses a body that is not JSON or not of the schema with a 400, before any write', async () => {
    reset();
    expect(await send(undefined, undefined, '{"n": ')).toMatchObject({
      status: 400,
      json: { error: 'The request body must be JSON.' },
    });
    expect(await send({ n: 'two' })).toMatchObject({ status: 400, json: { fields: ['n'] } });
    expect(calls).toMatchObject({ prepare: 0, work: 0, committed: 0 });
  });

  it('with a key writes once and answers a repeat with the stored answer, marked as replayed', async () => {
    reset();
    const key = newKey();
    const first = await send({ n: 5 }, key);
    expect(first).toEqual({ status: 201, json: { doubled: 10 }, replayed: null });
    expect(await send({ n: 5 }, key)).toEqual({ status: 201, json: { doubled: 10 }, replayed: 'true' });
    expect(calls.work).toBe(1);
    expect(calls.inTransaction).toBe(1); // `batched` left it undecided: the key's transaction
    expect(calls.committed).toBe(1);
    expect(calls.batched).toBe(isPgliteDatabase(database.db) ? 2 : 0);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const key = newKey();
    await send({ n: 1 }, key);
    reset();
    expect((await send({ n: 9 }, key)).status).toBe(422);
    expect(calls.work).toBe(0);
  });

  it('turns a service refusal into its status at the edge, stores it under the key and replays it', async () => {
    reset();
    const key = newKey();
    const first = await send({ n: 1, mode: 'full' }, key);
    expect(first).toEqual({
      status: 409,
      json: { error: 'No room left', cannotRegisterForEvents: ['e1'] },
      replayed: null,
    });
    expect(await send({ n: 1, mode: 'full' }, key)).toEqual({ ...first, replayed: 'true' });
    expect(calls.committed).toBe(0);
    // Decided in the group commit on PGlite (whose statement also finds the repeat's stored
    // answer), by the key's transaction elsewhere, where the repeat runs nothing.
    expect(calls.work).toBe(isPgliteDatabase(database.db) ? 0 : 1);
  });

  it('never stores a retryable refusal (429): the next send with the key tries afresh', async () => {
    reset();
    const key = newKey();
    expect((await send({ n: 3, mode: 'slow-down' }, key)).status).toBe(429);
    expect((await send({ n: 3, mode: 'slow-down' }, key)).status).toBe(429);
    expect(calls).toMatchObject({ prepare: 2, work: 0 });
  });
});
