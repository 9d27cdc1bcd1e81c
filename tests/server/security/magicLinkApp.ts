/**
 * The test app of the magic-link security tests: the example project (open-source-day) with
 * `registration.loginMode: 'magic-link'`, put through the organiser API as an organiser would.
 */
import { expect } from 'vitest';
import { ADMIN_TOKEN, exampleProject, organiser } from '../adminHelpers.ts';
import { makeTestApp, type TestApp } from '../helpers.ts';

export const MAGIC_PROJECT = 'proj-open-source-day';
export const MAGIC_EVENT = 'open-source-day';
export const FIND_BY_EMAIL = `/api/registrations/${MAGIC_PROJECT}/find-by-email`;

export async function magicLinkApp(): Promise<TestApp> {
  const t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
  const doc = exampleProject();
  doc.registration.loginMode = 'magic-link';
  expect((await organiser(t.app).put(`/admin/api/projects/${MAGIC_PROJECT}`, doc)).status).toBe(201);
  return t;
}
