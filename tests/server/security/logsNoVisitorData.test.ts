// @vitest-environment node
/**
 * Issue 27: logs carry no visitor data, query parameters or tokens. An internal error is logged by
 * the route's pattern and the error's kind, never by the path (it holds the registration id, a
 * credential), the query, or the values the database error carries (drizzle's "params:"). The mail
 * sender's log of a refusal names no address even when the relay's answer does.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { errorSummary, redact } from '../../../server/lib/logSafe.ts';
import { startMailSender, type MailSender } from '../../../server/mail/sender.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';
import { FAST_RETRY, seededDatabase, testSmtp, until } from '../mailSmtp.ts';
import { freePort } from '../serverProcess.ts';

const REGISTRATION_ID = 'demoRegistrationHybrid01';
const EMAIL = 'secret.visitor@example.com';
const NAME = 'Zebulonia';
const QUERY_TOKEN = 'queryTokenValue42';

/** Everything console.* printed while `run` ran. */
async function captured(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((a) =>
            a instanceof Error
              ? `${a.name}: ${a.message}\n${a.stack}\n${String(a.cause)}`
              : typeof a === 'string'
                ? a
                : JSON.stringify(a),
          )
          .join(' '),
      );
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

describe('an internal error on a route with a registration id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, SETUP_TIMEOUT);

  it('is logged by route pattern and error kind: no id, e-mail, name or query value', async () => {
    // A database that fails under the routes: every query throws as a lost connection would.
    await t.close();
    let output = '';
    const statuses: number[] = [];
    output = await captured(async () => {
      statuses.push(
        (
          await t.get(
            `/api/registrations/proj-hybrid-summit/${REGISTRATION_ID}` +
              `?email=${encodeURIComponent(EMAIL)}&token=${QUERY_TOKEN}`,
          )
        ).status,
      );
      statuses.push(
        (await t.post(`/api/registrations/proj-hybrid-summit/find-by-email?token=${QUERY_TOKEN}`, { email: EMAIL }))
          .status,
      );
      statuses.push((await t.post('/api/registrations', hybridForm(EMAIL, 0, { first_name: NAME }))).status);
      statuses.push((await t.put(`/api/registrations/proj-hybrid-summit/${REGISTRATION_ID}/unsubscribe`)).status);
    });
    expect(statuses).toEqual([500, 500, 500, 500]);
    expect(output).toContain('/api/registrations/:projectID/:registrationID');
    for (const secret of [REGISTRATION_ID, EMAIL, NAME, QUERY_TOKEN, 'token=']) expect(output).not.toContain(secret);
  });
});

describe('error summaries', () => {
  it("keep the statement and the database's reason, drop the values", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type json: "${EMAIL}"`), { code: '22P02' });
    const err = new DrizzleQueryError(
      'select "id" from "registrations" where "email" = $1 and "id" = $2',
      [EMAIL, REGISTRATION_ID],
      cause,
    );
    const line = errorSummary(err);
    expect(line).toContain('from "registrations" where "email" = $1');
    expect(line).toContain('22P02');
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(REGISTRATION_ID);
    expect(redact(`GET /x/${REGISTRATION_ID}?email=a&b=c token ${QUERY_TOKEN}abcdefgh`)).not.toMatch(
      /demoRegistration|email=|queryToken/,
    );
  });
});

describe('the mail sender', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const clean of cleanups.splice(0).reverse()) await clean();
  });
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  it(
    'logs a refusal that names the recipient without the address',
    async () => {
      const database = await seededDatabase();
      cleanups.push(() => database.close());
      const smtp = testSmtp(await freePort());
      smtp.fallback = { code: 550, message: `Mailbox ${EMAIL} unavailable` };
      await smtp.listen();
      cleanups.push(() => smtp.close());
      const app = createApp({
        db: database.db,
        config: testConfig({ rateLimitScale: 1000, distDir: '/nonexistent' }),
        now: () => new Date(),
      });
      const res = await app.request('http://localhost/api/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hybridForm(EMAIL, 0, { first_name: NAME })),
      });
      expect(res.status).toBe(200);
      const lines: string[] = [];
      const sender: MailSender = startMailSender({
        db: database.db,
        pollMs: 25,
        retry: FAST_RETRY,
        log: (line) => lines.push(line),
        settings: { smtp: `smtp://127.0.0.1:${smtp.port}`, from: 'events@example.com', describe: 'test' },
      });
      cleanups.push(() => sender.stop());
      await until(() => lines.some((l) => l.includes('550')), 30_000, 'the refusal in the log');
      const log = lines.join('\n');
      expect(log).toContain('550');
      expect(log).not.toContain(EMAIL);
      expect(log).not.toContain(NAME);
    },
    2 * SETUP_TIMEOUT,
  );
});
