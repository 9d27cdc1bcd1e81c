/**
 * What a controller change does to an open page's tabs (spec 2 section 4, issue 9): the automatic
 * selection and the polite announcements.
 */
import type { LiveTabState } from './liveTabs';

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
  | 'poll-started'
  | 'quiz-started'
  | 'chat-open'
  | 'chat-closed'
  | 'questions-open'
  | 'questions-closed'
  | 'handouts-available'
  | 'evaluation-available'
  | 'cta-available';

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
