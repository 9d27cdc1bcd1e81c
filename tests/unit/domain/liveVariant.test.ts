/** The second live-page variant's tab list (spec 2 section 2, LIVE-20). */
import { describe, expect, it } from 'vitest';
import { availableLiveTabs, homeSections, livePageVariant } from '../../../src/domain/liveTabOrder';
import type { LiveTabProject, LiveTabState } from '../../../src/domain/liveTabs';
import { chooseTab } from '../../../src/domain/tabs';

const embeds = { eventChat: '/dev/chat/event/{id}', websiteChat: '/dev/chat/website/{id}' };
const hidden = {
  polls: false,
  chat: false,
  questions: false,
  handouts: false,
  quiz: false,
  evaluation: false,
  cta: false,
};
const state = (visible: Partial<LiveTabState['visible']> = {}): LiveTabState => ({
  visible: { ...hidden, ...visible },
  activePoll: null,
  activeQuiz: null,
});

const event = {
  chatType: 'eventChat',
  eventChatId: 'room-1',
  handouts: [{ url: '/media/a.pdf', buttonText: 'A' }],
};
const project = (extra: Partial<LiveTabProject['event']> = {}, own: Partial<LiveTabProject> = {}): LiveTabProject => ({
  projectType: 'webinar',
  topics: [{ title: 'Keynote' }],
  speakers: [{ id: 's1' }],
  sponsors: [{ id: 'p1' }],
  ...own,
  event: { ...event, ...extra },
});

describe('the live page variant', () => {
  it('is 1 unless the event asks for 2', () => {
    expect(livePageVariant(project())).toBe(1);
    expect(livePageVariant(project({ livePageVariant: 1 }))).toBe(1);
    expect(livePageVariant(project({ livePageVariant: 2 }))).toBe(2);
    expect(livePageVariant(project({ livePageVariant: 3 }))).toBe(1);
  });

  it('variant 1 is unchanged: live content, program and speakers as tabs, no home, support or privacy', () => {
    expect(availableLiveTabs(project(), state({ questions: true }), embeds)).toEqual([
      'livecontent',
      'program',
      'speakers',
      'sponsors',
      'question',
    ]);
  });

  it('variant 2: home first instead of live content, program and speakers; support and privacy-policy last', () => {
    expect(availableLiveTabs(project({ livePageVariant: 2 }), state(), embeds)).toEqual([
      'home',
      'sponsors',
      'support',
      'privacy-policy',
    ]);
    expect(
      availableLiveTabs(
        project({ livePageVariant: 2 }),
        state({ questions: true, polls: true, chat: true, handouts: true, quiz: true }),
        embeds,
      ),
    ).toEqual(['home', 'sponsors', 'question', 'poll', 'chat', 'handout', 'quiz', 'support', 'privacy-policy']);
  });

  it("variant 2 keeps the event's tabOrder for the tabs between home and support", () => {
    const ordered = project({
      livePageVariant: 2,
      tabOrder: ['handout', 'speakers', 'question', 'livecontent', 'sponsors', 'privacy-policy', 'home'],
    });
    expect(availableLiveTabs(ordered, state({ questions: true, handouts: true, polls: true }), embeds)).toEqual([
      'home',
      'handout',
      'question',
      'sponsors',
      'poll',
      'support',
      'privacy-policy',
    ]);
  });

  it('variant 2 still has home, support and privacy-policy with nothing else to show', () => {
    const bare = project({ livePageVariant: 2 }, { topics: [], speakers: [], sponsors: [] });
    expect(availableLiveTabs(bare, null, embeds)).toEqual(['home', 'support', 'privacy-policy']);
    expect(homeSections(bare, embeds)).toEqual({ program: false, speakers: false });
  });

  it('home shows the program and speakers the first variant would show as tabs', () => {
    expect(homeSections(project({ livePageVariant: 2 }), embeds)).toEqual({ program: true, speakers: true });
    // LIVE-29: the organiser's showProgramTab false keeps the program out of home too.
    expect(homeSections(project({ livePageVariant: 2 }, { showProgramTab: false }), embeds)).toEqual({
      program: false,
      speakers: true,
    });
    // A multi-session project's program is its agenda tab.
    const multi = project({ livePageVariant: 2 }, { projectType: 'multiSession' });
    expect(homeSections(multi, embeds).program).toBe(false);
    expect(availableLiveTabs(multi, null, embeds)).toEqual(['home', 'agenda', 'sponsors', 'support', 'privacy-policy']);
  });

  it('the hash chooses among the variant-2 tabs; a first-variant tab falls back to home', () => {
    const tabs = availableLiveTabs(project({ livePageVariant: 2 }), state(), embeds);
    expect(chooseTab(tabs, '#support')).toBe('support');
    expect(chooseTab(tabs, '#privacy-policy')).toBe('privacy-policy');
    expect(chooseTab(tabs, '#speakers')).toBe('home');
    expect(chooseTab(tabs, '#livecontent')).toBe('home');
  });
});
