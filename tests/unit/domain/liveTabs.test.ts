import { describe, expect, it } from 'vitest';
import { autoSelectedTab, liveAnnouncements } from '../../../src/domain/liveChanges';
import { availableLiveTabs, liveTabOrder } from '../../../src/domain/liveTabOrder';
import { livePwaTabs, tabMarks, type LiveTabProject, type LiveTabState } from '../../../src/domain/liveTabs';
import { availablePwaTabs } from '../../../src/domain/tabs';

const embeds = { eventChat: '/dev/chat/event/{id}', websiteChat: '/dev/chat/website/{id}' };
const noEmbeds = { eventChat: null, websiteChat: null };
const hidden = {
  polls: false,
  chat: false,
  questions: false,
  handouts: false,
  quiz: false,
  evaluation: false,
  cta: false,
};
const state = (visible: Partial<LiveTabState['visible']> = {}, extra: Partial<LiveTabState> = {}): LiveTabState => ({
  visible: { ...hidden, ...visible },
  activePoll: null,
  activeQuiz: null,
  ...extra,
});

const summit: LiveTabProject = {
  projectType: 'hybrid',
  topics: [{ title: 'Keynote' }],
  speakers: [{ id: 's1' }],
  sponsors: [{ id: 'p1' }],
  customTab: { show: true },
  event: {
    tabOrder: ['livecontent', 'program', 'speakers', 'sponsors', 'question', 'poll', 'handout', 'custom'],
    chatType: 'eventChat',
    eventChatId: 'room-1',
    handouts: [{ url: '/media/a.pdf', buttonText: 'A' }],
  },
};

describe('available live tabs', () => {
  it('follows tabOrder and adds what the controller shows', () => {
    expect(availableLiveTabs(summit, state(), embeds)).toEqual([
      'livecontent',
      'program',
      'speakers',
      'sponsors',
      'custom',
    ]);
    expect(availableLiveTabs(summit, state({ questions: true, polls: true, handouts: true }), embeds)).toEqual([
      'livecontent',
      'program',
      'speakers',
      'sponsors',
      'question',
      'poll',
      'handout',
      'custom',
    ]);
  });
  it('appends switched-on tabs the tabOrder leaves out, in the default order', () => {
    expect(availableLiveTabs(summit, state({ chat: true, quiz: true }), embeds)).toEqual([
      'livecontent',
      'program',
      'speakers',
      'sponsors',
      'custom',
      'chat',
      'quiz',
    ]);
  });
  it('drops the chat tab without a chat kind, and handouts without usable items', () => {
    const noChat = {
      ...summit,
      event: { ...summit.event, chatType: 'noChat', handouts: [{ url: '', buttonText: 'x' }] },
    };
    expect(availableLiveTabs(noChat, state({ chat: true, handouts: true }), embeds)).not.toContain('chat');
    expect(availableLiveTabs(noChat, state({ chat: true, handouts: true }), embeds)).not.toContain('handout');
  });
  it("drops the chat tab on a deployment without the event's chat kind", () => {
    expect(availableLiveTabs(summit, state({ chat: true }), noEmbeds)).not.toContain('chat');
    expect(livePwaTabs(availablePwaTabs(summit), summit, state({ chat: true }), noEmbeds)).not.toContain('chat');
  });
  it('uses the default order, or the older one for events without agenda data', () => {
    expect(liveTabOrder({ projectType: 'multiSession', event: {} }).slice(0, 3)).toEqual([
      'livecontent',
      'agenda',
      'program',
    ]);
    expect(liveTabOrder({ projectType: 'webinar', event: {} }).slice(0, 3)).toEqual(['livecontent', 'chat', 'handout']);
    const multi = availableLiveTabs(
      { projectType: 'multiSession', topics: [{}], event: {} },
      state({ questions: true }),
      embeds,
    );
    expect(multi).toEqual(['livecontent', 'agenda', 'question']); // the agenda stands for the program
  });
  it('keeps livecontent as the tab of last resort', () => {
    expect(availableLiveTabs({ projectType: 'webinar', event: {} }, null, embeds)).toEqual(['livecontent']);
  });
});

describe('web-app tabs with the controller', () => {
  const project = { ...summit, showProgramTab: true };
  const own = availablePwaTabs(project);
  it('adds question, poll, chat and quiz live, after the own tabs and before support and privacy-policy', () => {
    expect(
      livePwaTabs(own, summit, state({ questions: true, polls: true, chat: true, quiz: true, handouts: true }), embeds),
    ).toEqual([
      'home',
      'program',
      'handout',
      'custom',
      'question',
      'poll',
      'chat',
      'quiz',
      'support',
      'privacy-policy',
    ]);
  });
  it('keeps the Questions tab offline when nothing is known of the controller (the outbox queues questions)', () => {
    expect(livePwaTabs(own, summit, null, embeds, true)).toContain('question');
    expect(livePwaTabs(own, summit, null, embeds)).not.toContain('question');
    expect(livePwaTabs(own, summit, state({ questions: false }), embeds, true)).not.toContain('question');
  });
  it('hides the handouts the controller hides, keeps them without a controller state', () => {
    expect(livePwaTabs(own, summit, state(), embeds)).not.toContain('handout');
    expect(livePwaTabs(own, summit, null, embeds)).toContain('handout');
  });
});

describe('controller changes', () => {
  it('badges poll and quiz while a question is active', () => {
    expect(tabMarks('poll', state({ polls: true }, { activePoll: 'p1' }))).toEqual({ live: true, fresh: true });
    expect(tabMarks('poll', state({ polls: true }))).toEqual({ live: false, fresh: false });
    expect(tabMarks('poll', state({ polls: false }, { activePoll: 'p1' }))).toEqual({ live: false, fresh: false });
    expect(tabMarks('quiz', state({ quiz: true }, { activeQuiz: 'q1' }))).toEqual({ live: true, fresh: true });
    expect(tabMarks('chat', state({ chat: true }))).toEqual({ live: false, fresh: false });
  });
  it('INT-01: keeps the live marker while the item runs, the new dot only until it is seen or answered', () => {
    const settled = (id: string) => id === 'p1' || id === 'q1';
    expect(tabMarks('poll', state({ polls: true }, { activePoll: 'p1' }), settled)).toEqual({
      live: true,
      fresh: false,
    });
    expect(tabMarks('poll', state({ polls: true }, { activePoll: 'p2' }), settled)).toEqual({
      live: true,
      fresh: true,
    });
    expect(tabMarks('quiz', state({ quiz: true }, { activeQuiz: 'q1' }), settled)).toEqual({
      live: true,
      fresh: false,
    });
  });
  it('selects the poll tab for a newly active poll, livecontent for evaluation or cta', () => {
    const before = state({ polls: true });
    expect(autoSelectedTab(before, state({ polls: true }, { activePoll: 'p1' }))).toBe('poll');
    expect(
      autoSelectedTab(state({ polls: true }, { activePoll: 'p1' }), state({ polls: true }, { activePoll: 'p1' })),
    ).toBeNull();
    expect(autoSelectedTab(before, state({ polls: true, evaluation: true }))).toBe('livecontent');
    expect(autoSelectedTab(before, state({ polls: true, cta: true }))).toBe('livecontent');
    // the first state a page sees
    expect(autoSelectedTab(null, state({ polls: true }, { activePoll: 'p1' }))).toBeNull();
  });
  it('announces what changed, politely and once', () => {
    expect(liveAnnouncements(state(), state({ polls: true, chat: true }, { activePoll: 'p1' }))).toEqual([
      'poll-started',
      'chat-open',
    ]);
    expect(liveAnnouncements(state({ chat: true, questions: true }), state())).toEqual([
      'chat-closed',
      'questions-closed',
    ]);
    expect(liveAnnouncements(null, state({ chat: true }))).toEqual([]);
  });
});
