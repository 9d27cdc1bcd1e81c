/** What each live sidebar tab shows; the heavier panels load when their tab is first opened. */
import { lazy, Suspense } from 'react';
import type { LiveTab } from '../../domain/tabs';
import { CustomPanel, HandoutPanel, LiveContentPanel, ProgramPanel } from './panels/ContentPanels';
import { SpeakersPanel } from './panels/SpeakersPanel';
import { SponsorsPanel } from './panels/SponsorsPanel';
import { HomePanel } from './panels/HomePanel';
import { withMessages } from '../../i18n/activate';

const QuestionsTab = lazy(withMessages('interaction', () => import('../qna/QuestionsTab')));
const PollPanel = lazy(withMessages('interaction', () => import('../live-interaction/PollPanel')));
const QuizPanel = lazy(withMessages('interaction', () => import('../live-interaction/QuizPanel')));
const ChatPanel = lazy(() => import('./ChatPanel'));
// The second variant's support (FAQ) and privacy tabs: the web-app's own texts (project/support).
const SupportContent = lazy(
  withMessages('support', () =>
    import('../../project/support/SupportContent').then((m) => ({ default: m.SupportContent })),
  ),
);
const PrivacyContent = lazy(
  withMessages('support', () =>
    import('../../project/support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })),
  ),
);
const AgendaPanel = lazy(() => import('../agenda/AgendaPanel').then((m) => ({ default: m.AgendaPanel })));

export function LiveTabPanel({ tab, broadcast }: { tab: LiveTab; broadcast: string }) {
  return (
    <Suspense fallback={<span className="spinner spinner-small" aria-hidden="true" />}>
      <Panel tab={tab} broadcast={broadcast} />
    </Suspense>
  );
}

function Panel({ tab, broadcast }: { tab: LiveTab; broadcast: string }) {
  switch (tab) {
    case 'livecontent':
      return <LiveContentPanel />;
    case 'agenda':
      return <AgendaPanel className="live-tab-agenda" />;
    case 'program':
      return <ProgramPanel />;
    case 'speakers':
      return <SpeakersPanel />;
    case 'sponsors':
      return <SponsorsPanel />;
    case 'question':
      return <QuestionsTab broadcast={broadcast} pwaUser={false} />;
    case 'poll':
      return <PollPanel broadcast={broadcast} pwaUser={false} />;
    case 'quiz':
      return <QuizPanel broadcast={broadcast} pwaUser={false} />;
    case 'chat':
      return <ChatPanel />;
    case 'handout':
      return <HandoutPanel confirm />;
    case 'custom':
      return <CustomPanel />;
    case 'home':
      return <HomePanel />;
    case 'support':
      return <SupportContent />;
    case 'privacy-policy':
      return <PrivacyContent />;
  }
}
