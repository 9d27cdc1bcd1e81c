// @vitest-environment node
/**
 * Issue 43, Low: the participants list (other visitors' names) was on unless the organiser
 * turned it off, so one self-registration was enough to read it. Now it is off unless the
 * project sets `registration.participantsList: true`: the server refuses it (403
 * `participants-off`) and the app offers it nowhere (the shared rule, domain/participants.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { showsParticipants } from '../../../src/domain/participants.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from '../adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

it('a project that does not turn the list on shows it to no one, a registered visitor included', async () => {
  const doc = exampleProject();
  delete (doc.registration as { participantsList?: boolean }).participantsList;
  expect((await organiser(t.app).put('/admin/api/projects/proj-open-source-day', doc)).status).toBe(201);
  const reg = await t.post('/api/registrations', {
    event_id: 'open-source-day',
    email: 'self.registered@example.com',
    first_name: 'Self',
    last_name: 'Registered',
    role: 'Maintainer',
  });
  expect(reg.status).toBe(200);
  const res = await t.get(`/api/network-registrations/proj-open-source-day?registrationId=${reg.json.registrationID}`);
  expect(res.status).toBe(403);
  expect(res.json).toEqual({
    error: 'This event does not show a participants list.',
    code: 'participants-off',
    kind: 'forbidden',
  });
  expect(res.text).not.toContain('Registered');
});

it('the app offers the list only when the project says true', () => {
  expect(showsParticipants({})).toBe(false);
  expect(showsParticipants(undefined)).toBe(false);
  expect(showsParticipants({ participantsList: false })).toBe(false);
  expect(showsParticipants({ participantsList: 'yes' })).toBe(false);
  expect(showsParticipants({ participantsList: true })).toBe(true);
});
