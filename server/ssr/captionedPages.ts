/**
 * A personal page's broadcast's recent caption lines (issue 48), so the page is rendered with the
 * talk so far in place: the on-site home shows the captions above the player, and a box that only
 * came with the stream's first lines moved the player and everything under it down the screen,
 * and painted the page's largest text seconds late. The stream's own lines: those a joining page
 * gets (live/captions/push.ts), none when the organiser switched them off; kept FRESH_MS per
 * broadcast (broadcastReads.ts).
 */
import { CAPTION_RECENT_LINES, type CaptionLine } from '../../src/contract/captions.ts';
import type { Project } from '../../src/contract/index.ts';
import { captionsSwitchedOn } from '../../src/domain/captions.ts';
import type { Db } from '../db/client.ts';
import { recentCaptions } from '../live/captions/store.ts';
import { keptPerBroadcast, renderedBroadcast } from './broadcastReads.ts';

const FRESH_MS = 5000;

export function captionedPages(db: Db, clock: () => number = Date.now) {
  const linesOf = keptPerBroadcast<CaptionLine[]>(
    'Captions',
    (broadcast) => recentCaptions(db, broadcast, CAPTION_RECENT_LINES),
    [],
    FRESH_MS,
    clock,
  );
  return (project: Project): Promise<CaptionLine[]> => {
    const broadcast = renderedBroadcast(project);
    return broadcast && captionsSwitchedOn(project.event) ? linesOf(broadcast) : Promise.resolve([]);
  };
}
