/**
 * What every live-interaction panel gets from the tab that shows it (the live page's sidebar,
 * the web-app's bottom tabs, the over-video layer). The tabs (features/live-tabs) own where a
 * panel shows; this folder owns what it does (questions, polls, quiz) and talks to the server.
 */
export interface InteractionPanelProps {
  /** The live director's broadcast id (the event id, or the breakout room's). */
  broadcast: string;
  /** True for a visitor in the web-app look (toasts instead of inline feedback). */
  pwaUser: boolean;
}
