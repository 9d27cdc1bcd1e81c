/**
 * The controller's tab state the server rendered a personal page with (server/ssr/liveTabPages.ts):
 * the web-app tab bar as it will stay, at the first paint and while the stream connects. Null when
 * the page was not rendered with it (nothing to load: the stream brings the state).
 */
import { type LiveTabState, renderedLiveTabsKey } from '../../domain/liveTabs';
import { useCachedQuery } from '../../hooks/useCachedQuery';
import { useShell } from '../../project/shellContext';

const notRendered = () => Promise.resolve(null);

export function useRenderedLiveTabs(): LiveTabState | null {
  const { event } = useShell().project;
  const rendered = useCachedQuery<LiveTabState | null>(renderedLiveTabsKey(event._id), notRendered);
  return rendered.status === 'success' ? rendered.data : null;
}
