/** Tab order and the split of the web-app tab bar into visible tabs and an overflow menu. */

export const PWA_VISIBLE_TAB_COUNT = 5;

/**
 * The canonical order. The organiser's own tabs (program, handouts, the custom tab) come before the
 * ones the controller switches on during the broadcast (questions, poll, chat, quiz): a poll that
 * starts takes a slot after them, so the tabs already in the bar keep their places (issue 29).
 */
export const PWA_TABS = [
  'home',
  'info',
  'program',
  'handout',
  'custom',
  'question',
  'poll',
  'chat',
  'quiz',
  'support',
  'privacy-policy',
] as const;
export type PwaTab = (typeof PWA_TABS)[number];

/**
 * The web-app tabs whose panel stays mounted (hidden) once opened: a question half typed, a poll's
 * choice or the chat frame survive a look at the programme. The others (the home tab's player
 * above all) stop when the visitor leaves them.
 */
export const KEPT_PWA_TABS: readonly PwaTab[] = ['question', 'poll', 'chat', 'quiz'];

const FIRST: PwaTab = 'home';
const LAST: PwaTab[] = ['support', 'privacy-policy'];

/**
 * Orders the available web-app tabs: home first, support and privacy-policy last, the rest in
 * the canonical order of PWA_TABS. Unknown or duplicate tabs are dropped.
 */
export function orderPwaTabs(available: Iterable<PwaTab>): PwaTab[] {
  const set = new Set(available);
  const middle = PWA_TABS.filter((tab) => tab !== FIRST && !LAST.includes(tab) && set.has(tab));
  return [...(set.has(FIRST) ? [FIRST] : []), ...middle, ...LAST.filter((tab) => set.has(tab))];
}

/** The first five tabs are shown in the bar; the rest go into the overflow menu. */
export function splitPwaTabs<T>(
  ordered: readonly T[],
  visible = PWA_VISIBLE_TAB_COUNT,
): { visible: T[]; overflow: T[] } {
  return { visible: ordered.slice(0, visible), overflow: ordered.slice(visible) };
}

/** The live sidebar's tabs in their default order (the first live-page variant). */
export const LIVE_TABS = [
  'livecontent',
  'agenda',
  'program',
  'speakers',
  'sponsors',
  'question',
  'poll',
  'chat',
  'handout',
  'quiz',
  'custom',
] as const;
/**
 * The second live-page variant's own tabs (spec 2 section 2, `event.livePageVariant` 2): home
 * (about, speakers and program in one) first, support (the FAQ) and privacy-policy last.
 */
export const LIVE_VARIANT_TWO_TABS = ['home', 'support', 'privacy-policy'] as const;
/** Every tab a live sidebar may hold, of either variant (a hash naming one of these is a tab's). */
export const ALL_LIVE_TABS = [...LIVE_TABS, ...LIVE_VARIANT_TWO_TABS] as const;
export type LiveTab = (typeof ALL_LIVE_TABS)[number];
/** The older default for events without agenda data. */
export const LEGACY_LIVE_TABS: LiveTab[] = ['livecontent', 'chat', 'handout'];

/** The event's tabOrder overrides the default order; only available tabs remain. */
export function orderLiveTabs(available: Iterable<LiveTab>, tabOrder?: readonly string[]): LiveTab[] {
  const set = new Set(available);
  const order = (tabOrder?.length ? tabOrder : LIVE_TABS) as readonly string[];
  return order.filter((tab): tab is LiveTab => set.has(tab as LiveTab));
}

/** The tab chosen by the URL hash, or the first available tab when that one is unavailable. */
export function chooseTab<T extends string>(ordered: readonly T[], hash: string): T | undefined {
  const wanted = hash.replace(/^#/, '') as T;
  return ordered.includes(wanted) ? wanted : ordered[0];
}

/** The web-app tabs a project offers before the live controller adds poll, chat or quiz. */
export function availablePwaTabs(project: {
  topics?: unknown[];
  showProgramTab?: boolean;
  customTab?: { show: boolean };
  event: { handouts?: { url: string; buttonText: string }[]; showHandoutTab?: boolean };
}): PwaTab[] {
  const tabs: PwaTab[] = ['home'];
  // showProgramTab: true shows the program, false hides it, unset follows the topics (LIVE-29).
  if (project.showProgramTab ?? (project.topics?.length ?? 0) > 0) tabs.push('program');
  if (project.event.showHandoutTab !== false && usableHandouts(project.event.handouts).length > 0) tabs.push('handout');
  if (project.customTab?.show) tabs.push('custom');
  tabs.push('support', 'privacy-policy');
  return orderPwaTabs(tabs);
}

/** Handouts list only items that have both url and buttonText (spec 2, end page). */
export function usableHandouts<T extends { url?: string; buttonText?: string }>(handouts: T[] | undefined): T[] {
  return (handouts ?? []).filter((h) => Boolean(h.url && h.buttonText));
}
