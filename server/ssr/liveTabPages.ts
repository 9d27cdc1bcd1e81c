/**
 * The controller's tab state of a personal page's broadcast (which live tabs are on, the active
 * poll and quiz question), so the on-site page is rendered with the tab bar it will keep: a bar
 * that grew from three tabs to six once the stream connected moved every tab under the visitor's
 * thumb a second after the first paint. Read from the reference director's control row (what its
 * stream starts from, server/live/controlState.ts). An answer is kept FRESH_MS per broadcast, so a
 * crowd opening their links as a session starts costs one read; the stream brings any change
 * since, and the page follows it as before.
 */
import type { Project } from '../../src/contract/index.ts';
import type { LiveTabState } from '../../src/domain/liveTabs.ts';
import type { Db } from '../db/client.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { controlTabState, readControl } from '../live/controlState.ts';

const FRESH_MS = 2000;
const BROADCASTS_KEPT = 1024;

export function liveTabPages(db: Db, clock: () => number = Date.now) {
  const kept = new BoundedMap<string, { at: number; tabs: Promise<LiveTabState | null> }>(BROADCASTS_KEPT);
  return (project: Project): Promise<LiveTabState | null> => {
    const { event } = project;
    // Behind the live page's password the state is the protected page's (its stream and GET ask
    // for the page token): the personal link alone does not show it in the markup.
    if (!event?._id || project.security?.passwordLivePageActive) return Promise.resolve(null);
    const broadcast = broadcastOf(event._id, event as unknown as Record<string, unknown>);
    const known = kept.get(broadcast);
    if (known && clock() - known.at < FRESH_MS) return known.tabs;
    const tabs = readControl(db, broadcast)
      .then(controlTabState)
      .catch((err): null => {
        console.warn(`Live tabs of ${broadcast} not read for a page: ${errorSummary(err)}`);
        return null;
      });
    kept.set(broadcast, { at: clock(), tabs });
    return tabs;
  };
}
