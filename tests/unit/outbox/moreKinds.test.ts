// @vitest-environment node
/**
 * The outbox's attendance and analytics items (issue 13), replayed by the real replay and api
 * client against the real server app on PGlite (fetch goes to the Hono app, no stub answers):
 * sent with their keys, settled once, refusals recorded for the header to tell.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsItem, attendanceItem } from '../../../src/domain/outbox';
import { replayWith, sendWithApi } from '../../../src/state/outboxReplay';
import { memoryStore } from './memoryStore';

// The server is type-checked by its own tsconfig (Node lib); this one (DOM lib) only runs it.
// biome-ignore lint/suspicious/noExplicitAny: the server's module, loaded by path at run time, has no type here
const serverModule = (path: string): Promise<any> => import(/* @vite-ignore */ path);
const { hybridForm, makeTestApp, SETUP_TIMEOUT } = await serverModule('../../server/helpers.ts');
const { analyticsEvents, mailOutbox, registrations } = await serverModule('../../../server/db/schema.ts');

// biome-ignore lint/suspicious/noExplicitAny: the server's module, loaded by path at run time, has no type here
let t: any;
let network = true;
beforeAll(async () => {
  t = await makeTestApp();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!network) throw new TypeError('Failed to fetch');
    return t.app.request(`http://localhost${url}`, init);
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const grace = { _id: 'demoRegistrationOnline01', event_id: 'hybrid-summit' } as const;
const graceRow = async () => (await t.db.select().from(registrations).where(eq(registrations.id, grace._id)))[0];
const mailsToGrace = async () =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'))).length;
const now = () => 1000;

describe('attendance changes in the outbox', () => {
  it('waits without a network, then changes once even when sent twice (a page closed mid-replay)', async () => {
    const item = attendanceItem('attendance-item-key-0000000000001', { ...grace, on_site_viewer: 1 }, 1);
    const first = memoryStore([item]);
    network = false;
    expect(await replayWith(first.store, sendWithApi, now)).toEqual({ settled: [], remaining: 1 });
    network = true;
    const mails = await mailsToGrace();
    const report = await replayWith(first.store, sendWithApi, now);
    expect(report.settled).toEqual([
      expect.objectContaining({
        kind: 'attendance',
        ok: true,
        registrationId: grace._id,
        requested: 1,
        result: { ok: true, on_site_viewer: 1 },
      }),
    ]);
    // The same item again, as if the page had closed before it could remove it.
    const again = memoryStore([item]);
    expect((await replayWith(again.store, sendWithApi, now)).settled).toHaveLength(1);
    expect((await graceRow()).onSiteViewer).toBe(1);
    expect(await mailsToGrace()).toBe(mails + 1);
  });

  it('records the refusal when the last seat went meanwhile', async () => {
    await t.post('/api/update-registrations-and-send-mail', { ...grace, on_site_viewer: 0 });
    for (let i = 0; ; i += 1) {
      const taken = await t.post('/api/registrations', hybridForm(`fill.${i}@example.com`, 1));
      if (taken.json.on_site_viewer !== 1) break;
    }
    const { store, pending } = memoryStore([
      attendanceItem('attendance-item-key-0000000000002', { ...grace, on_site_viewer: 1 }, 1),
    ]);
    const { settled } = await replayWith(store, sendWithApi, now);
    expect(pending.size).toBe(0);
    expect(settled).toEqual([expect.objectContaining({ kind: 'attendance', ok: false, status: 409 })]);
    expect((await graceRow()).onSiteViewer).toBe(0);
  });
});

describe('analytics in the outbox', () => {
  it('sends page views and link clicks once, with the -pwa key', async () => {
    const count = async (action: string) =>
      (
        await t.db
          .select()
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.action, action), eq(analyticsEvents.pwa, true)))
      ).length;
    const view = analyticsItem(
      'analytics-item-key-0000000000001',
      'page-views',
      'proj-hybrid-summit-pwa',
      { action: 'evaluation-page-view', registrationId: grace._id },
      1,
    );
    const click = analyticsItem(
      'analytics-item-key-0000000000002',
      'link-clicks',
      'proj-hybrid-summit-pwa',
      { eventId: 'hybrid-summit', component: 'handout', url: '/media/x.pdf', action: 'outbox-click' },
      2,
    );
    const before = await count('evaluation-page-view');
    const { store, pending } = memoryStore([view, click]);
    expect((await replayWith(store, sendWithApi, now)).settled.map((o) => o.kind)).toEqual(['analytics', 'analytics']);
    expect(pending.size).toBe(0);
    await replayWith(memoryStore([view, click]).store, sendWithApi, now);
    expect(await count('evaluation-page-view')).toBe(before + 1);
    expect(await count('outbox-click')).toBe(1);
  });
});
