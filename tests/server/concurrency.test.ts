// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

describe('simultaneous requests', () => {
  it('never give away more seats than there are', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.post('/api/registrations', hybridForm(`rush${i}@example.com`, 1))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.on_site_viewer === 1)).toHaveLength(2);
    expect((await t.get('/api/registrations/proj-hybrid-summit/count-on-site-viewers')).json.onSiteViewers).toBe(40);
  });

  it('never create two records for one e-mail', async () => {
    const body = { event_id: 'multi-session', email: 'twice@example.com', first_name: 'T', last_name: 'W' };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post('/api/registrations', body)));
    expect(new Set(results.map((r) => r.json.registrationID)).size).toBe(1);
  });
});
