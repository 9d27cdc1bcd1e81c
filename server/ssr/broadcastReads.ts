/**
 * What a personal page is rendered with of its broadcast's live parts (captionedPages.ts,
 * liveTabPages.ts): read once per broadcast and kept `freshMs`, so a crowd opening their links as a
 * session starts costs one read; the stream brings whatever changed since as the page connects.
 * A failed read renders the page without that part.
 */
import type { Project } from '../../src/contract/index.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { broadcastOf } from '../live/broadcasts.ts';

const BROADCASTS_KEPT = 1024;

/**
 * The broadcast whose live parts a page may carry in its markup; null behind the live page's
 * password (its stream and GET ask for the page token: the personal link alone does not show them).
 */
export function renderedBroadcast(project: Project): string | null {
  const { event } = project;
  if (!event?._id || project.security?.passwordLivePageActive) return null;
  return broadcastOf(event._id, event as unknown as Record<string, unknown>);
}

export function keptPerBroadcast<T>(
  what: string,
  read: (broadcast: string) => Promise<T>,
  fallback: T,
  freshMs: number,
  clock: () => number,
) {
  const kept = new BoundedMap<string, { at: number; value: Promise<T> }>(BROADCASTS_KEPT);
  return (broadcast: string): Promise<T> => {
    const known = kept.get(broadcast);
    if (known && clock() - known.at < freshMs) return known.value;
    const value = read(broadcast).catch((err): T => {
      console.warn(`${what} of ${broadcast} not read for a page: ${errorSummary(err)}`);
      return fallback;
    });
    kept.set(broadcast, { at: clock(), value });
    return value;
  };
}
