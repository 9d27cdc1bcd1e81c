/**
 * Which poll or quiz question the card over the video shows (spec 2 section 2; INT-02 in
 * DECISIONS.md, issue 45): the laptop shows a poll once. The card shows an active item only while
 * the visitor is on another sidebar tab than the item's own, and not once they answered or closed it.
 */
import type { LiveTabState } from './liveTabs';

export interface OverVideoFlags {
  showPollsOverVideo?: boolean;
  showQuizOverVideo?: boolean;
}

export interface OverVideoItem {
  kind: 'poll' | 'quiz';
  id: string;
  /** `poll:<id>` or `quiz:<id>`: what the visitor closes. */
  key: string;
}

/**
 * `sidebarTab`: the tab the sidebar shows now; `gone(item)`: the visitor closed the card of that
 * item, or answered it. A poll first when both run (the quiz keeps its tab).
 */
export function overVideoItem(
  flags: OverVideoFlags,
  live: LiveTabState | null,
  sidebarTab: string,
  gone: (item: OverVideoItem) => boolean,
): OverVideoItem | null {
  const candidates: (OverVideoItem | null)[] = [
    flags.showPollsOverVideo && live?.visible.polls && live.activePoll ? item('poll', live.activePoll) : null,
    flags.showQuizOverVideo && live?.visible.quiz && live.activeQuiz ? item('quiz', live.activeQuiz) : null,
  ];
  return candidates.find((c): c is OverVideoItem => c !== null && c.kind !== sidebarTab && !gone(c)) ?? null;
}

const item = (kind: 'poll' | 'quiz', id: string): OverVideoItem => ({ kind, id, key: `${kind}:${id}` });
