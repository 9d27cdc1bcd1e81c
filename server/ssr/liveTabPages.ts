/**
 * The controller's tab state of a personal page's broadcast (which live tabs are on, the active
 * poll and quiz question), so the on-site page is rendered with the tab bar it will keep: a bar
 * that grew from three tabs to six once the stream connected moved every tab under the visitor's
 * thumb a second after the first paint. Read from the reference director's control row (what its
 * stream starts from, server/live/controlState.ts), kept FRESH_MS per broadcast (broadcastReads.ts).
 */
import type { Project } from '../../src/contract/index.ts';
import type { LiveTabState } from '../../src/domain/liveTabs.ts';
import type { Db } from '../db/client.ts';
import { controlTabState, readControl } from '../live/controlState.ts';
import { keptPerBroadcast, renderedBroadcast } from './broadcastReads.ts';

const FRESH_MS = 2000;

export function liveTabPages(db: Db, clock: () => number = Date.now) {
  const tabsOf = keptPerBroadcast<LiveTabState | null>(
    'Live tabs',
    (broadcast) => readControl(db, broadcast).then(controlTabState),
    null,
    FRESH_MS,
    clock,
  );
  return (project: Project): Promise<LiveTabState | null> => {
    const broadcast = renderedBroadcast(project);
    return broadcast ? tabsOf(broadcast) : Promise.resolve(null);
  };
}
