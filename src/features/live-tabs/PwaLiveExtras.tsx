/**
 * The web-app's live extras, loaded apart from the on-site first screen: the controller-driven
 * selection and announcements (useLiveChanges) and the panels of the question, poll, quiz and
 * chat tabs, which load when their tab is opened.
 */
import { lazy } from 'react';
import type { LiveTabState } from '../../domain/liveTabs';
import type { PwaTab } from '../../domain/tabs';
import { replaceHash } from '../../hooks/useLocationHash';
import { LiveAnnouncer, useLiveChanges } from './useLiveChanges';
import { withMessages } from '../../i18n/activate';

const QuestionsTab = lazy(withMessages('interaction', () => import('../qna/QuestionsTab')));
const PollPanel = lazy(withMessages('interaction', () => import('../live-interaction/PollPanel')));
const QuizPanel = lazy(withMessages('interaction', () => import('../live-interaction/QuizPanel')));
const ChatPanel = lazy(() => import('./ChatPanel'));

/** Selects and announces as the controller changes; the home tab holds the buttons in the web-app. */
export function PwaLiveChanges({ tabs, baseline }: { tabs: readonly PwaTab[]; baseline: LiveTabState | null }) {
  const said = useLiveChanges<PwaTab>({
    tabs,
    select: (tab) => replaceHash(tab === 'home' ? '' : tab),
    contentTab: 'home',
    baseline,
  });
  return <LiveAnnouncer said={said} />;
}

export function PwaLivePanel({ tab, broadcast }: { tab: 'question' | 'poll' | 'quiz' | 'chat'; broadcast: string }) {
  switch (tab) {
    case 'question':
      return <QuestionsTab broadcast={broadcast} pwaUser />;
    case 'poll':
      return <PollPanel broadcast={broadcast} pwaUser />;
    case 'quiz':
      return <QuizPanel broadcast={broadcast} pwaUser />;
    case 'chat':
      return <ChatPanel />;
  }
}
