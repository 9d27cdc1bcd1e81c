// @vitest-environment node
/** POST /api/analytics/{projectId}[-pwa]/page-views and /link-clicks, and the list at GET /dev/analytics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const listed = async (project?: string) =>
  (await t.get(`/dev/analytics?format=json${project ? `&project=${project}` : ''}`)).json as Record<string, unknown>[];

describe('analytics', () => {
  it('records page views with and without the -pwa suffix, and lists them', async () => {
    const plain = await t.post('/api/analytics/proj-on-demand/page-views', {
      action: 'evaluation-page-view',
      registrationId: 'demoRegistrationOnline01',
    });
    expect(plain).toMatchObject({ status: 200, json: { ok: true } });
    await t.post('/api/analytics/proj-on-demand-pwa/page-views', { action: 'custom-evaluation-button-click' });
    const list = await listed('proj-on-demand');
    expect(list.slice(0, 2)).toMatchObject([
      { projectId: 'proj-on-demand', pwa: true, kind: 'page-view', action: 'custom-evaluation-button-click' },
      {
        projectId: 'proj-on-demand',
        pwa: false,
        kind: 'page-view',
        action: 'evaluation-page-view',
        registrationId: 'demoRegistrationOnline01',
      },
    ]);
  });

  it('records link clicks with their data', async () => {
    const res = await t.post('/api/analytics/proj-hybrid-summit-pwa/link-clicks', {
      eventId: 'hybrid-summit',
      component: 'handout',
      url: '/media/a.pdf',
      label: 'Slides',
    });
    expect(res.status).toBe(200);
    const [latest] = await listed('proj-hybrid-summit');
    expect(latest).toMatchObject({
      pwa: true,
      kind: 'link-click',
      eventId: 'hybrid-summit',
      payload: { component: 'handout', url: '/media/a.pdf', label: 'Slides' },
    });
  });

  it('refuses unknown actions and projects', async () => {
    expect((await t.post('/api/analytics/proj-on-demand/page-views', { action: 'made-up' })).status).toBe(400);
    expect((await t.post('/api/analytics/proj-nope/page-views', { action: 'evaluation-page-view' })).status).toBe(404);
  });

  it('shows an HTML table by default', async () => {
    const res = await t.get('/dev/analytics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<table>');
    expect(res.text).toContain('proj-hybrid-summit-pwa');
  });
});
