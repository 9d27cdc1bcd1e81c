/**
 * Whether a personal page's broadcast has captions (issue 48), so the page is rendered with their
 * place already there: the on-site home shows the captions above the player, and a box that only
 * came with the stream's first lines moved the player and everything under it down the screen.
 * The stream's own condition: lines are kept for the broadcast (its joining page gets the recent
 * ones, live/captions/push.ts), and the organiser did not switch them off. An answer is kept
 * FRESH_MS per broadcast, so a crowd opening their links as a session starts costs one read.
 */
import type { Project } from '../../src/contract/index.ts';
import { captionsSwitchedOn } from '../../src/domain/captions.ts';
import type { Db } from '../db/client.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { hasCaptions } from '../live/captions/store.ts';

const FRESH_MS = 5000;
const BROADCASTS_KEPT = 1024;

export function captionedPages(db: Db, clock: () => number = Date.now) {
  const kept = new BoundedMap<string, { at: number; captioned: Promise<boolean> }>(BROADCASTS_KEPT);
  return (project: Project): Promise<boolean> => {
    const { event } = project;
    if (!event?._id || !captionsSwitchedOn(event)) return Promise.resolve(false);
    const broadcast = broadcastOf(event._id, event as unknown as Record<string, unknown>);
    const known = kept.get(broadcast);
    if (known && clock() - known.at < FRESH_MS) return known.captioned;
    const captioned = hasCaptions(db, broadcast).catch((err) => {
      console.warn(`Captions of ${broadcast} not looked up for a page: ${errorSummary(err)}`);
      return false;
    });
    kept.set(broadcast, { at: clock(), captioned });
    return captioned;
  };
}
