/**
 * The live and end views, each its own chunk, loaded when the broadcast gets there. One import
 * per view, shared by the lazy components and by the prefetch while the live connection opens
 * (features/event/LiveEventView.tsx), so both ask for the same chunk.
 */
import type { BroadcastState } from '../../contract';

export const loadLivePage = () => import('./LivePage');
export const loadEndPage = () => import('./EndPage');
export const loadPwaLiveHome = () => import('./PwaLiveHome');
export const loadPwaEndHome = () => import('./PwaEndHome');

/**
 * Starts the web-app view the page will most likely show: the one for the state the event's
 * clock gives. Without it the chunk is asked for only once the live state has arrived (library,
 * session, stream), one more round trip before the home tab's content on an on-site phone.
 * Only for the web-app look: the desktop page's layout is settled later, and fetching the
 * desktop live page (with its tabs) for a phone that turns out to use the web app cost more
 * than it saved.
 */
export function prefetchPwaViewFor(stage: BroadcastState): void {
  const load = stage === 'on-air' ? loadPwaLiveHome : stage === 'post' ? loadPwaEndHome : undefined;
  // Offline before the chunk was cached: the page asks again when it renders the view.
  load?.().catch(() => undefined);
}
