/**
 * A personal page's broadcast's recent caption lines (issue 48), so the page is rendered with the
 * talk so far in place: the on-site home shows the captions above the player, and a box that only
 * came with the stream's first lines moved the player and everything under it down the screen,
 * and painted the page's largest text seconds late. The stream's own lines: those a joining page
 * gets (live/captions/push.ts), none when the organiser switched them off. An answer is kept
 * FRESH_MS per broadcast, so a crowd opening their links as a session starts costs one read; the
 * stream brings whatever came since as the page connects.
 */
import { CAPTION_RECENT_LINES, type CaptionLine } from '../../src/contract/captions.ts';
import type { Project } from '../../src/contract/index.ts';
import { captionsSwitchedOn } from '../../src/domain/captions.ts';
import type { Db } from '../db/client.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { broadcastOf } from '../live/broadcasts.ts';
import { recentCaptions } from '../live/captions/store.ts';

const FRESH_MS = 5000;
const BROADCASTS_KEPT = 1024;

export function captionedPages(db: Db, clock: () => number = Date.now) {
  const kept = new BoundedMap<string, { at: number; captioned: Promise<CaptionLine[]> }>(BROADCASTS_KEPT);
  return (project: Project): Promise<CaptionLine[]> => {
    const { event } = project;
    // Behind the live page's password the lines are the protected page's (its stream and GET ask
    // for the page token): the personal link alone does not show them in the markup.
    if (!event?._id || !captionsSwitchedOn(event) || project.security?.passwordLivePageActive) {
      return Promise.resolve([]);
    }
    const broadcast = broadcastOf(event._id, event as unknown as Record<string, unknown>);
    const known = kept.get(broadcast);
    if (known && clock() - known.at < FRESH_MS) return known.captioned;
    const captioned = recentCaptions(db, broadcast, CAPTION_RECENT_LINES).catch((err): CaptionLine[] => {
      console.warn(`Captions of ${broadcast} not read for a page: ${errorSummary(err)}`);
      return [];
    });
    kept.set(broadcast, { at: clock(), captioned });
    return captioned;
  };
}
