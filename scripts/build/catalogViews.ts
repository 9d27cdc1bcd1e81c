/**
 * Lazily loaded views outside the route table whose strings come in a catalogue part of their
 * own (scripts/build/catalogParts.ts): texts a first visit does not show. Paths under src/, without
 * extension; every lazy import of one goes through `withMessages(part, …)` (src/i18n/activate.ts).
 */
export const CATALOG_VIEWS: Record<string, string[]> = {
  support: ['project/support/SupportDialogs', 'project/support/SupportContent', 'project/support/PrivacyContent'],
  'my-events': ['features/my-events/MyEventsPage'],
  // The live interaction panels: loaded once a poll, quiz or question round is on (and the captions).
  interaction: [
    'features/qna/QuestionsTab',
    'features/live-interaction/PollPanel',
    'features/live-interaction/QuizPanel',
    'features/live-interaction/OverVideo',
    // Reactions and the word cloud (issue 50), loaded once the director switches either on.
    'features/live-reactions/LiveAudience',
  ],
};
