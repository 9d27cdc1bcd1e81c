// @vitest-environment node
/**
 * The participants list names other visitors (issue 27): only a registered visitor of that
 * project sees it, and only while the organiser shows it (registration.participantsList).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, exampleProject, organiser } from '../adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const list = (query = '', project = 'proj-hybrid-summit') => t.get(`/api/network-registrations/${project}${query}`);

describe('GET /api/network-registrations/{projectID}', () => {
  it('without a registration id is a 401 that names no one', async () => {
    const res = await list();
    expect(res.status).toBe(401);
    expect(res.json.error).toMatch(/only shown to registered visitors/);
    expect(res.text).not.toMatch(/Lovelace|Hopper/);
  });

  it('with a registration of the project lists the names, never e-mails, and is not cached', async () => {
    const res = await list('?registrationId=demoRegistrationOnline01');
    expect(res.status).toBe(200);
    expect(res.json).toContainEqual({ title: '', first_name: 'Ada', last_name: 'Lovelace' });
    expect(res.text).not.toContain('@');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it(
    'with a registration of another project, ' + 'the open placeholder, an unknown or a malformed id is refused',
    async () => {
      for (const id of ['demoRegistrationMulti001', 'openRegistrationId000000', 'unknownRegistrationId000']) {
        const res = await list(`?registrationId=${id}`);
        expect(res.status, id).toBe(403);
        expect(res.text).not.toMatch(/Lovelace/);
      }
      expect((await list('?registrationId=short')).status).toBe(400);
      expect((await list('?registrationId=demoRegistration%00nline01')).status).toBe(400);
    },
  );

  it('with an unregistered registration is refused', async () => {
    const reg = await t.post('/api/registrations', {
      event_id: 'dynamic',
      email: 'gone@example.com',
      first_name: 'Gone',
      last_name: 'Soon',
    });
    const id = reg.json.registrationID as string;
    expect((await list(`?registrationId=${id}`, 'proj-dynamic')).status).toBe(200);
    await t.put(`/api/registrations/proj-dynamic/${id}/unsubscribe`);
    expect((await list(`?registrationId=${id}`, 'proj-dynamic')).status).toBe(403);
  });

  it('is refused to everyone when the project turns the list off', async () => {
    const admin = organiser(t.app);
    const doc = exampleProject();
    doc.registration.participantsList = true; // off unless the organiser turns it on (issue 43)
    expect((await admin.put('/admin/api/projects/proj-open-source-day', doc)).status).toBe(201);
    const reg = await t.post('/api/registrations', {
      event_id: 'open-source-day',
      email: 'list@example.com',
      first_name: 'Lis',
      last_name: 'Tener',
      role: 'Maintainer',
    });
    expect(reg.status).toBe(200);
    const mine = `?registrationId=${reg.json.registrationID}`;
    expect((await list(mine, 'proj-open-source-day')).json).toContainEqual({
      title: '',
      first_name: 'Lis',
      last_name: 'Tener',
    });

    doc.registration.participantsList = false;
    expect((await admin.put('/admin/api/projects/proj-open-source-day', doc)).status).toBe(200);
    const off = await list(mine, 'proj-open-source-day');
    expect(off.status).toBe(403);
    expect(off.json).toEqual({
      error: 'This event does not show a participants list.',
      code: 'participants-off',
      kind: 'forbidden',
    });
    expect((await admin.get('/admin/api/projects/proj-open-source-day')).json.registration.participantsList).toBe(
      false,
    );
  });
});
