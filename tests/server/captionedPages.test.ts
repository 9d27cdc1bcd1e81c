// @vitest-environment node
// The caption lines a personal page is rendered with (server/ssr/captionedPages.ts, issue 48): the
// broadcast's recent lines, none when the organiser switched captions off, and none behind the live
// page's password (the stream and the GET ask for the page token there; the markup must not leak them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/contract/index.ts';
import { saveCaption } from '../../server/live/captions/store.ts';
import { captionedPages } from '../../server/ssr/captionedPages.ts';
import { makeTestApp, NOW, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await saveCaption(t.db, 'captioned-talk', { seq: 1, lang: 'en', text: 'Good morning.', final: true }, NOW);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const projectWith = (event: Record<string, unknown>, security?: Project['security']) =>
  ({ event: { _id: 'talk', liveDirectorBroadcastSlug: 'captioned-talk', ...event }, security }) as unknown as Project;

describe('the caption lines a personal page is rendered with', () => {
  it("the broadcast's recent lines", async () => {
    const lines = await captionedPages(t.db)(projectWith({}));
    expect(lines.map((line) => line.text)).toEqual(['Good morning.']);
  });

  it('none when the captions are switched off, none behind the live page password', async () => {
    expect(await captionedPages(t.db)(projectWith({ showCaptions: false }))).toEqual([]);
    expect(await captionedPages(t.db)(projectWith({}, { passwordLivePageActive: true }))).toEqual([]);
  });
});
