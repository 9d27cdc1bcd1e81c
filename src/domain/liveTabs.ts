/**
 * Which live tabs a page offers, in which order, and what a controller change does to them
 * (spec 2 sections 2 and 4): the poll and quiz badges, the automatic selection and the polite
 * announcements. Pure: the live page and the web-app bar both use it.
 */
import { LEGACY_LIVE_TABS, LIVE_TABS, orderPwaTabs, usableHandouts, type LiveTab, type PwaTab } from './tabs';
import { hasChat } from './chat';

/** The controller's part that changes the tab list (LiveState in the contract). */
export interface LiveTabState {
  visible: { polls: boolean; chat: boolean; questions: boolean; handouts: boolean; quiz: boolean; evaluation: boolean; cta: boolean };
  activePoll: string | null;
  activeQuiz: string | null;
}

export interface LiveTabProject {
  projectType: string;
  topics?: unknown[];
  speakers?: unknown[];
  sponsors?: unknown[];
  customTab?: { show: boolean };
  event: {
    tabOrder?: readonly string[]; chatType?: string; eventChatId?: string; websiteChatId?: string;
    showHandoutTab?: boolean; handouts?: { url: string; buttonText: string }[];
  };
}

/** Tabs the controller switches live, and the visibility flag of each. */
const LIVE_SWITCHED = { question: 'questions', poll: 'polls', chat: 'chat', handout: 'handouts', quiz: 'quiz' } as const;

function handoutsOffered(project: LiveTabProject): boolean {
  return project.event.showHandoutTab !== false && usableHandouts(project.event.handouts).length > 0;
}

/** Whether one tab has something to show, before the controller's say. */
function offered(tab: LiveTab, project: LiveTabProject): boolean {
  switch (tab) {
    case 'livecontent': return true; // the live page's own content: always there, the fallback of last resort
    case 'agenda': return project.projectType === 'multiSession';
    case 'program': return project.projectType !== 'multiSession' && (project.topics?.length ?? 0) > 0;
    case 'speakers': return (project.speakers?.length ?? 0) > 0;
    case 'sponsors': return (project.sponsors?.length ?? 0) > 0;
    case 'chat': return hasChat(project.event);
    case 'handout': return handoutsOffered(project);
    case 'custom': return Boolean(project.customTab?.show);
    default: return true;
  }
}

/**
 * The order the event asks for: its tabOrder, else the default order, or the older default
 * (livecontent, chat, handout) for events without agenda data (neither a multi-session agenda nor
 * topics). Tabs the order leaves out but the controller turns on follow in the default order, so
 * an organiser who starts a poll or the chat never starts an unreachable tab.
 */
export function liveTabOrder(project: LiveTabProject): LiveTab[] {
  const agendaData = project.projectType === 'multiSession' || (project.topics?.length ?? 0) > 0;
  const own = project.event.tabOrder?.length ? project.event.tabOrder : agendaData ? LIVE_TABS : LEGACY_LIVE_TABS;
  const first = own.filter((tab, index): tab is LiveTab => (LIVE_TABS as readonly string[]).includes(tab) && own.indexOf(tab) === index);
  return [...first, ...LIVE_TABS.filter((tab) => !first.includes(tab))];
}

/** The live page's sidebar tabs, in order: what the project offers and the controller shows. */
export function availableLiveTabs(project: LiveTabProject, live: LiveTabState | null): LiveTab[] {
  return liveTabOrder(project).filter((tab) => {
    if (!offered(tab, project)) return false;
    const flag = LIVE_SWITCHED[tab as keyof typeof LIVE_SWITCHED];
    return flag ? Boolean(live?.visible[flag]) : true;
  });
}

/**
 * The web-app tabs: the project's own (home, program, handout, custom, support, privacy-policy)
 * plus the ones the controller turns on (question, poll, chat, quiz); handouts follow the controller too.
 */
export function livePwaTabs(projectTabs: readonly PwaTab[], project: LiveTabProject, live: LiveTabState | null): PwaTab[] {
  const shown = (tab: keyof typeof LIVE_SWITCHED) => Boolean(live?.visible[LIVE_SWITCHED[tab]]);
  const tabs = projectTabs.filter((tab) => tab !== 'handout' || !live || shown('handout'));
  if (shown('question')) tabs.push('question');
  if (shown('poll')) tabs.push('poll');
  if (shown('chat') && hasChat(project.event)) tabs.push('chat');
  if (shown('quiz')) tabs.push('quiz');
  return orderPwaTabs(tabs);
}

/** Poll and quiz tabs carry an active badge while a question is active (spec 2 section 4). */
export function tabBadge(tab: string, live: LiveTabState | null): boolean {
  if (tab === 'poll') return Boolean(live?.visible.polls && live.activePoll);
  if (tab === 'quiz') return Boolean(live?.visible.quiz && live.activeQuiz);
  return false;
}

/**
 * The tab a controller change selects (spec 2 section 4): a newly active poll selects the poll
 * tab; the evaluation button or the call-to-action becoming visible selects the live content tab.
 * Null when nothing asks for a change (the first state a page sees selects nothing).
 */
export function autoSelectedTab(previous: LiveTabState | null, next: LiveTabState): 'poll' | 'livecontent' | null {
  if (!previous) return null;
  if (next.visible.polls && next.activePoll && next.activePoll !== previous.activePoll) return 'poll';
  const appeared = (flag: 'evaluation' | 'cta') => next.visible[flag] && !previous.visible[flag];
  if (appeared('evaluation') || appeared('cta')) return 'livecontent';
  return null;
}

export type LiveAnnouncement =
  | 'poll-started' | 'quiz-started' | 'chat-open' | 'chat-closed' | 'questions-open' | 'questions-closed'
  | 'handouts-available' | 'evaluation-available' | 'cta-available';

/** What a screen reader hears about a controller change, in a polite live region (issue 9). */
export function liveAnnouncements(previous: LiveTabState | null, next: LiveTabState): LiveAnnouncement[] {
  if (!previous) return [];
  const out: LiveAnnouncement[] = [];
  const turnedOn = (flag: keyof LiveTabState['visible']) => next.visible[flag] && !previous.visible[flag];
  const turnedOff = (flag: keyof LiveTabState['visible']) => !next.visible[flag] && previous.visible[flag];
  if (next.visible.polls && next.activePoll && next.activePoll !== previous.activePoll) out.push('poll-started');
  if (next.visible.quiz && next.activeQuiz && next.activeQuiz !== previous.activeQuiz) out.push('quiz-started');
  if (turnedOn('chat')) out.push('chat-open');
  if (turnedOff('chat')) out.push('chat-closed');
  if (turnedOn('questions')) out.push('questions-open');
  if (turnedOff('questions')) out.push('questions-closed');
  if (turnedOn('handouts')) out.push('handouts-available');
  if (turnedOn('evaluation')) out.push('evaluation-available');
  if (turnedOn('cta')) out.push('cta-available');
  return out;
}
