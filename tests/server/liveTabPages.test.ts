// @vitest-environment node
// The controller's tab state a personal page is rendered with (server/ssr/liveTabPages.ts, issue 47):
// the control row's switches and active items, the clock's defaults without a row, kept a moment per
// broadcast, and nothing behind the live page's password (its state asks for the page token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/contract/index.ts';
import { createBroadcasts } from '../../server/live/broadcasts.ts';
import { applyPatch } from '../../server/live/controlState.ts';
import { liveTabPages } from '../../server/ssr/liveTabPages.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

/** The demo's hybrid summit is broadcast under its slug. */
const SLUG = 'hybrid-health-summit-2026';
const projectWith = (event: Record<string, unknown>, security?: Project['security']) =>
  ({ event: { _id: 'hybrid-summit', liveDirectorBroadcastSlug: SLUG, ...event }, security }) as unknown as Project;

async function patch(visible: Record<string, boolean>) {
  const info = await createBroadcasts(t.db).byBroadcast('hybrid-summit');
  await applyPatch(t.db, info!, { visible }, NOW);
}

describe("the controller's tab state a personal page is rendered with", () => {
  it("the clock's defaults without a control row, then the organiser's switches, read again once stale", async () => {
    let now = 0;
    const tabsOf = liveTabPages(t.db, () => now);
    expect(await tabsOf(projectWith({}))).toEqual({
      visible: {
        polls: false,
        chat: false,
        questions: true,
        handouts: true,
        quiz: false,
        evaluation: false,
        cta: false,
      },
      activePoll: null,
      activeQuiz: null,
    });
    await patch({ polls: true, handouts: false });
    // A crowd opening their links at once shares one read.
    now = 1000;
    expect((await tabsOf(projectWith({})))?.visible.polls).toBe(false);
    now = 2500;
    expect((await tabsOf(projectWith({})))?.visible).toMatchObject({ polls: true, handouts: false, questions: true });
  });

  it('the broadcast by its slug, and nothing behind the live page password', async () => {
    const tabsOf = liveTabPages(t.db);
    expect((await tabsOf(projectWith({ liveDirectorBroadcastSlug: 'elsewhere' })))?.visible.polls).toBe(false);
    expect(await tabsOf(projectWith({}, { passwordLivePageActive: true }))).toBeNull();
  });
});
