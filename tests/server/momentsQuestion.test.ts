// @vitest-environment node
/** Issue 30: a question needs only its message; name and e-mail only when the project asks. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../server/db/schema.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const SUMMIT = 'hybrid-health-summit-2026';
let t: TestApp;
let summitId = '';
let webinarId = '';

beforeAll(async () => {
  t = await makeTestApp();
  // The webinar asks for name and e-mail (before its broadcast is first looked up and kept).
  await t.db
    .update(projects)
    .set({ doc: sql`${projects.doc} || '{"questionForm": {"requireNameAndEmail": true}}'::jsonb` })
    .where(eq(projects.id, 'proj-webinar'));
  summitId = (await t.post('/api/registrations', hybridForm('asker@example.com', 0))).json.registrationID;
  webinarId = (
    await t.post('/api/registrations', {
      event_id: 'webinar',
      email: 'vraag@example.com',
      first_name: 'Jan',
      last_name: 'Vos',
      knowledge_level: 6,
      role: 'Architect',
    })
  ).json.registrationID;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const ask = (broadcastSlug: string, registrationId: string, question: Record<string, unknown>) =>
  t.post('/live-director/ask-question', { broadcastSlug, question, registrationId });

describe('ask-question without name and e-mail', () => {
  it('accepts an anonymous question where the project does not ask for them', async () => {
    const res = await ask(SUMMIT, summitId, { type: 'content', message: 'Will the slides be shared?' });
    expect(res.status).toBe(201);
    expect(
      (await ask(SUMMIT, summitId, { name: '', email: '', type: 'technical', message: 'No sound here' })).status,
    ).toBe(201);
  });
  it('still checks a given e-mail', async () => {
    const res = await ask(SUMMIT, summitId, { email: 'not-an-address', type: 'content', message: 'Hi' });
    expect(res.status).toBe(422);
    expect(res.json.fields).toEqual(['email']);
  });
  it('422 names name and e-mail where the project requires them (questionForm.requireNameAndEmail)', async () => {
    const res = await ask('webinar', webinarId, { type: 'content', message: 'Geldt dit ook voor renovatie?' });
    expect(res.status).toBe(422);
    expect(res.json.fields).toEqual(['name', 'email']);
    expect(
      (
        await ask('webinar', webinarId, {
          name: 'Jan Vos',
          email: 'vraag@example.com',
          type: 'content',
          message: 'Geldt dit ook?',
        })
      ).status,
    ).toBe(201);
  });
});
