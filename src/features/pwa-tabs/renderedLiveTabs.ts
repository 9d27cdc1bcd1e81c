/**
 * The controller's tab state the server rendered a personal page with (server/ssr/liveTabPages.ts):
 * the web-app tab bar as it will stay, at the first paint and while the stream connects. Null when
 * the page was not rendered with it (nothing to load: the stream brings the state).
 */
import { type LiveTabState, renderedLiveTabsKey } from '../../domain/liveTabs';
import { useRenderedAnswer } from '../../hooks/useCachedQuery';
import { useShell } from '../../project/shellContext';

export function useRenderedLiveTabs(): LiveTabState | null {
  return useRenderedAnswer<LiveTabState>(renderedLiveTabsKey(useShell().project.event._id));
}
