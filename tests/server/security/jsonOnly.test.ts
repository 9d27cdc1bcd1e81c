// @vitest-environment node
/**
 * Issue 43, Low: a JSON body sent as `text/plain` was parsed as JSON, so a page of any site
 * could make a visitor's browser register, vote or ask (a "simple" cross-site POST needs no
 * preflight). Now a JSON route takes only `application/json`: 415 otherwise, nothing stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../../server/db/schema.ts';
import { ADMIN_TOKEN } from '../adminHelpers.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const send = (
  path: string,
  body: unknown,
  type: string | undefined,
  method = 'POST',
  extra: Record<string, string> = {},
) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { ...(type ? { 'content-type': type } : {}), ...extra },
    body: JSON.stringify(body),
  });

describe('JSON routes take application/json only', () => {
  const routes: [string, unknown, string?, Record<string, string>?][] = [
    ['/api/registrations', hybridForm('simple.post@example.com', 0)],
    ['/api/registrations/proj-hybrid-summit/find-by-email', { email: 'ada@example.com' }],
    [
      '/live-director/ask-question',
      {
        broadcastSlug: 'hybrid-summit',
        registrationId: 'demoRegistrationOnline01',
        question: { name: 'A', email: 'a@example.com', type: 'content', message: 'Hi?' },
      },
    ],
    [
      '/live-director/polls/hybrid-health-summit-2026/poll-remote-care/vote',
      { voterId: 'demoRegistrationOnline01', optionId: 'o1' },
    ],
    ['/live-director/qna/hybrid-health-summit-2026/1/upvote', { voterId: 'demoRegistrationOnline01', up: true }],
    ['/admin/api/projects/proj-x', {}, 'PUT', { authorization: `Bearer ${ADMIN_TOKEN}` }],
  ];

  it('refuses text/plain, a form type and none with 415, and stores nothing', async () => {
    for (const [path, body, method, extra] of routes) {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', undefined]) {
        const res = await send(path, body, type, method, extra);
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(await res.json()).toEqual({
          error: 'The request body must be sent as application/json.',
          kind: 'invalid',
        });
      }
    }
    expect(
      await t.db.select().from(registrations).where(eq(registrations.email, 'simple.post@example.com')),
    ).toHaveLength(0);
  });

  it('takes application/json, with a charset too', async () => {
    expect(
      (await send('/api/registrations', hybridForm('json.post@example.com', 0), 'application/json; charset=utf-8'))
        .status,
    ).toBe(200);
  });
});
