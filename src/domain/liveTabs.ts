/**
 * The live tabs' shared rules (spec 2 sections 2 and 4): what the controller's state looks like to
 * the tabs, the web-app tabs it adds, and the poll and quiz badges. Kept small: the on-site web-app
 * screen loads it first. The sidebar's order is in liveTabOrder.ts, the reactions to a change in
 * liveChanges.ts.
 */
import { orderPwaTabs, type PwaTab } from './tabs';
import { hasChat, type ChatEmbeds } from './chat';

/** The controller's part that changes the tab list (LiveState in the contract). */
export interface LiveTabState {
  visible: {
    polls: boolean;
    chat: boolean;
    questions: boolean;
    handouts: boolean;
    quiz: boolean;
    evaluation: boolean;
    cta: boolean;
  };
  activePoll: string | null;
  activeQuiz: string | null;
}

export interface LiveTabProject {
  projectType: string;
  topics?: unknown[];
  showProgramTab?: boolean;
  speakers?: unknown[];
  sponsors?: unknown[];
  customTab?: { show: boolean };
  event: {
    tabOrder?: readonly string[];
    chatType?: string;
    eventChatId?: string;
    websiteChatId?: string;
    /** The live page's look (spec 2 section 2): 2 has home, support and privacy-policy tabs; default 1. */
    livePageVariant?: number;
    showHandoutTab?: boolean;
    handouts?: { url: string; buttonText: string }[];
  };
}

/** The server data key of the tab state a personal page was rendered with (server/ssr/liveTabPages.ts). */
export const renderedLiveTabsKey = (eventId: string) => `live-tabs:${eventId}`;

/** Tabs the controller switches live, and the visibility flag of each. */
export const LIVE_SWITCHED = {
  question: 'questions',
  poll: 'polls',
  chat: 'chat',
  handout: 'handouts',
  quiz: 'quiz',
} as const;

/**
 * The web-app tabs: the project's own (home, program, handout, custom, support, privacy-policy)
 * plus the ones the controller turns on (question, poll, chat, quiz); handouts follow the controller too.
 */
/** A copy of the controller state's part the tabs react to. */
export function tabStateOf(live: LiveTabState): LiveTabState {
  return { visible: { ...live.visible }, activePoll: live.activePoll, activeQuiz: live.activeQuiz };
}

/** `chatEmbeds`: the deployment's chat addresses (no chat tab for a kind it has none of). */
export function livePwaTabs(
  projectTabs: readonly PwaTab[],
  project: LiveTabProject,
  live: LiveTabState | null,
  chatEmbeds: ChatEmbeds,
  offline = false,
): PwaTab[] {
  const shown = (tab: keyof typeof LIVE_SWITCHED) => Boolean(live?.visible[LIVE_SWITCHED[tab]]);
  const tabs = projectTabs.filter((tab) => tab !== 'handout' || !live || shown('handout'));
  // Offline with nothing known of the controller, the Questions tab stays: the outbox keeps a
  // question until the network is back (issue 29), where the other live tabs have nothing to show.
  if (shown('question') || (offline && !live)) tabs.push('question');
  if (shown('poll')) tabs.push('poll');
  if (shown('chat') && hasChat(project.event, chatEmbeds)) tabs.push('chat');
  if (shown('quiz')) tabs.push('quiz');
  return orderPwaTabs(tabs);
}

/**
 * What a poll or quiz tab carries (INT-01, DECISIONS.md): `live` while its item runs, `fresh` until seen or answered.
 */
export interface TabMarks {
  /** The spec's active badge: a calm marker while a poll or quiz question is active. */
  live: boolean;
  /** A red "new" dot while the active item is new to this visitor: not yet seen (its tab left) nor answered. */
  fresh: boolean;
}

/**
 * Poll and quiz tabs show an active badge while a question is active (spec 2 section 4, INT-01): a
 * calm "live" marker for as long as it runs, and a red "new" dot only until the visitor saw it or
 * answered it (issue 29 found red dots that stayed after voting; issue 45 that a badge which
 * disappears once seen breaks INT-01). `settled`: answered, or seen and left.
 */
export function tabMarks(
  tab: string,
  live: LiveTabState | null,
  settled: (itemId: string) => boolean = () => false,
): TabMarks {
  const item =
    tab === 'poll'
      ? live?.visible.polls
        ? live.activePoll
        : null
      : tab === 'quiz'
        ? live?.visible.quiz
          ? live.activeQuiz
          : null
        : null;
  return { live: Boolean(item), fresh: Boolean(item && !settled(item)) };
}
