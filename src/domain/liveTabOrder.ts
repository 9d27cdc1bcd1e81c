/**
 * Which tabs the live page's sidebar offers, in which order (spec 2 section 2): what the project
 * offers and the controller shows, in the event's tabOrder; in the second live-page variant with
 * home first and support and privacy-policy last.
 */
import { LEGACY_LIVE_TABS, LIVE_TABS, usableHandouts, type LiveTab } from './tabs';
import { hasChat, type ChatEmbeds } from './chat';
import { LIVE_SWITCHED, type LiveTabProject, type LiveTabState } from './liveTabs';

function handoutsOffered(project: LiveTabProject): boolean {
  return project.event.showHandoutTab !== false && usableHandouts(project.event.handouts).length > 0;
}

/** Whether one tab has something to show, before the controller's say. */
function offered(tab: LiveTab, project: LiveTabProject, chatEmbeds: ChatEmbeds): boolean {
  switch (tab) {
    case 'livecontent':
      return true; // the live page's own content: always there, the fallback of last resort
    case 'agenda':
      return project.projectType === 'multiSession';
    // LIVE-29: the organiser's showProgramTab false keeps the program out of the sidebar.
    case 'program':
      return (
        project.showProgramTab !== false && project.projectType !== 'multiSession' && (project.topics?.length ?? 0) > 0
      );
    case 'speakers':
      return (project.speakers?.length ?? 0) > 0;
    case 'sponsors':
      return (project.sponsors?.length ?? 0) > 0;
    case 'chat':
      return hasChat(project.event, chatEmbeds);
    case 'handout':
      return handoutsOffered(project);
    case 'custom':
      return Boolean(project.customTab?.show);
    default:
      return true;
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
  const first = own.filter(
    (tab, index): tab is LiveTab => (LIVE_TABS as readonly string[]).includes(tab) && own.indexOf(tab) === index,
  );
  return [...first, ...LIVE_TABS.filter((tab) => !first.includes(tab))];
}

/** The tabs the second variant's home holds (about is the live content): never tabs of their own there. */
export const HOME_HOLDS: readonly LiveTab[] = ['livecontent', 'speakers', 'program'];

/** The event's live-page variant (spec 2 section 2): 2 only when the organiser chose it. */
export function livePageVariant(project: LiveTabProject): 1 | 2 {
  return project.event.livePageVariant === 2 ? 2 : 1;
}

/**
 * The live page's sidebar tabs, in order: what the project offers, the deployment has
 * (`chatEmbeds`: the chat's embed addresses) and the controller shows. The second variant
 * (`event.livePageVariant` 2) folds the live content, speakers and program into one home tab,
 * always first, and ends with support and privacy-policy, always last, as the web-app bar does;
 * the event's tabOrder orders the tabs between (its livecontent, speakers and program stand for
 * home, whose place is fixed).
 */
export function availableLiveTabs(
  project: LiveTabProject,
  live: LiveTabState | null,
  chatEmbeds: ChatEmbeds,
): LiveTab[] {
  const tabs = liveTabOrder(project).filter((tab) => {
    if (!offered(tab, project, chatEmbeds)) return false;
    const flag = LIVE_SWITCHED[tab as keyof typeof LIVE_SWITCHED];
    return flag ? Boolean(live?.visible[flag]) : true;
  });
  if (livePageVariant(project) === 1) return tabs;
  return ['home', ...tabs.filter((tab) => !HOME_HOLDS.includes(tab)), 'support', 'privacy-policy'];
}

/** Whether the second variant's home shows a program and speakers section (what would have been their tabs). */
export function homeSections(project: LiveTabProject, chatEmbeds: ChatEmbeds): { program: boolean; speakers: boolean } {
  return { program: offered('program', project, chatEmbeds), speakers: offered('speakers', project, chatEmbeds) };
}
