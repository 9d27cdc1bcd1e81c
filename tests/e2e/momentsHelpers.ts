/** Shared steps of the moments and spec-row e2e specs: registrations, project copies, the controller. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
export type Doc = Record<string, any>;

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
export const adminAuth = () => ({
  authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}`,
});

export async function register(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      first_name: 'Moment',
      last_name: 'Tester',
      email: uniqueEmail('moment'),
      time_zone: 'Europe/Amsterdam',
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

export async function control(request: APIRequestContext, eventId: string, state: 'pre' | 'on-air' | 'post') {
  const response = await request.post(`/live-director/control/${eventId}`, {
    data: { state },
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function adminProject(request: APIRequestContext, id: string): Promise<Doc> {
  return (await (await request.get(`/admin/api/projects/${id}`, { headers: adminAuth() })).json()) as Doc;
}

export async function putProject(request: APIRequestContext, doc: Doc) {
  const put = await request.put(`/admin/api/projects/${doc._id}`, { data: doc, headers: adminAuth() });
  expect([200, 201], await put.text()).toContain(put.status());
}

let copies = 0;

/**
 * A copy of multi-session under new ids (same times: the opening ended, Round 1 live, the closing
 * in 2 h), each event its own broadcast, so a test can end a round without touching the seed's.
 */
export async function multiSessionCopy(request: APIRequestContext, change: (doc: Doc) => void = () => {}) {
  const original = await adminProject(request, 'proj-multi-session');
  const suffix = `${test.info().workerIndex}-${Date.now().toString(36)}-${copies++}`;
  const rename = (id: string) => `${id}-${suffix}`;
  const events = (original.events as Doc[]).map((event) => {
    const copy: Doc = { ...event, _id: rename(event._id) };
    if (Array.isArray(copy.breakouts)) copy.breakouts = copy.breakouts.map(rename);
    delete copy.liveDirectorBroadcastSlug;
    return copy;
  });
  const doc: Doc = { ...original, _id: `proj-moments-${suffix}`, events, live: {}, pagePasswordSet: undefined };
  change(doc);
  await putProject(request, doc);
  return {
    projectId: doc._id as string,
    opening: rename('multi-session'),
    roundA: rename('multi-session-round1-a'),
    closing: rename('multi-session-closing'),
  };
}

/** The text of the first mail the demo's outbox (/dev/mail.json) holds for `email`, once there is one. */
export async function mailTo(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      text = mails[0]?.text ?? '';
      return text.length;
    })
    .toBeGreaterThan(0);
  return text;
}
