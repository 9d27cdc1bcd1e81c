/**
 * The live and end views, each its own chunk, loaded when the broadcast gets there. One import
 * per view, shared by its lazy component, the prefetch while the live connection opens
 * (features/event/LiveEventView.tsx) and the hydration of server markup that shows it.
 */
import type { BroadcastState } from '../../contract';
import { lazyView } from '../../ui/lazyView';
import { agendaView } from '../event-info/ProgramAndSpeakers';
import { loadCaptionViews } from './captionViews';
import { endSidebar, upcomingSessions } from './endChunks';

export const livePage = lazyView(() => import('./LivePage'));
export const endPage = lazyView(() => import('./EndPage'));
export const pwaLiveHome = lazyView(() => import('./PwaLiveHome'));
export const pwaEndHome = lazyView(() => import('./PwaEndHome'));

/**
 * The lazily loaded views by the `data-view` their markup carries. A server-rendered page
 * hydrates with the chunks of the views its markup shows already loaded: a view still loading
 * stays the server's markup, and the first update that reaches it (the clock, the connection)
 * would make React throw that markup away and show the loader until the chunk is in.
 */
const VIEW_CHUNKS: Record<string, () => Promise<unknown>> = {
  'live-page': livePage.load,
  'pwa-live-home': pwaLiveHome.load,
  'end-page': endPage.load,
  'pwa-end-home': pwaEndHome.load,
  'end-sidebar': endSidebar.load,
  'upcoming-sessions': upcomingSessions.load,
  captions: loadCaptionViews,
  agenda: agendaView.load,
};

export function loadRenderedViews(root: ParentNode | null): Promise<unknown> {
  const names = root
    ? [...root.querySelectorAll('[data-view]')].map((view) => view.getAttribute('data-view') ?? '')
    : [];
  return Promise.all(names.map((name) => VIEW_CHUNKS[name]?.()));
}

/**
 * Starts the web-app view the page will most likely show: the one for the state the event's
 * clock gives. Without it the chunk is asked for only once the live state has arrived (library,
 * session, stream), one more round trip before the home tab's content on an on-site phone.
 * Only for the web-app look: the desktop page's layout is settled later, and fetching the
 * desktop live page (with its tabs) for a phone that turns out to use the web app cost more
 * than it saved.
 */
export function prefetchPwaViewFor(stage: BroadcastState): void {
  const load = stage === 'on-air' ? pwaLiveHome.load : stage === 'post' ? pwaEndHome.load : undefined;
  // Offline before the chunk was cached: the page asks again when it renders the view.
  load?.().catch(() => undefined);
}
