/**
 * Caption lines pushed on the live stream as `event: captions` (no id: the resume point stays the
 * state's). A kept line publishes `{ kind: 'captions', broadcast }` on the change feed (NOTIFY
 * across processes, coalesced to four a second per broadcast); each process with streams of that
 * broadcast re-reads the recent lines at most every PUSH_INTERVAL_MS, and every line that is new
 * or revised since its last push is serialised once and written to all of them, each line under a
 * slot of its own, so a slow page that skips messages keeps the last revision of every line
 * (fanOut.ts). A joining page gets the recent lines in one message right after the state.
 * Pages keep the highest `rev` of a line, so a line heard twice or late never goes back.
 */
import { CAPTION_RECENT_LINES, type CaptionLine, type CaptionsSnapshot } from '../../../src/contract/captions.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import type { Db } from '../../db/client.ts';
import type { Broadcasts } from '../broadcasts.ts';
import { errorSummary } from '../../lib/logSafe.ts';
import type { LiveClient } from '../fanOut.ts';
import type { LiveHubs } from '../hub.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { captionLanguages, recentCaptions } from './store.ts';

/** Re-read and push a broadcast's lines at most this often: captions are read as they are spoken. */
export const PUSH_INTERVAL_MS = 100;
/**
 * Lines per language each push compares: more than a burst between two pushes brings (the
 * NOTIFY interval, 250 ms), so no line is skipped; older revisions reach pages by the GET.
 */
const COMPARED_LINES = 50;

const encoder = new TextEncoder();
export const captionsMessage = (lines: CaptionLine[]) =>
  encoder.encode(`event: captions\ndata: ${JSON.stringify({ lines })}\n\n`);

const keyOf = (line: CaptionLine) => `${line.lang}:${line.seq}`;

/** The last `perLanguage` lines of each language of a list in language then `seq` order. */
function lastPerLanguage(lines: CaptionLine[], perLanguage: number): CaptionLine[] {
  const kept: CaptionLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let later = 0;
    for (let j = i + 1; j < lines.length && lines[j]!.lang === line.lang; j++) later++;
    if (later < perLanguage) kept.push(line);
  }
  return kept;
}

/** A joining page's message of the recent lines; none while nothing was captioned. */
type Recent = Uint8Array | undefined;

/** A watched broadcast: its pacer, the revision of each line it pushed, and the joining pages' message. */
interface Watched {
  pacer: Pacer;
  pushed: Map<string, number>;
  pushes: number;
  recent?: Promise<Recent>;
}

const recentMessage = (all: CaptionLine[]): Recent =>
  all.length ? captionsMessage(lastPerLanguage(all, CAPTION_RECENT_LINES)) : undefined;

export function createCaptionsPush(options: {
  db: Db;
  feed: ChangeFeed;
  hubs: LiveHubs;
  broadcasts: Pick<Broadcasts, 'byBroadcast'>;
}) {
  const { db, feed, hubs, broadcasts } = options;
  /** The organiser switched the event's captions off (`showCaptions: false`): its pages get none. */
  const switchedOff = async (broadcast: string) => (await broadcasts.byBroadcast(broadcast))?.captions === false;
  const watched = new Map<string, Watched>();
  let lines = 0;

  async function push(broadcast: string, entry: Watched) {
    try {
      entry.pushes += 1;
      if (await switchedOff(broadcast)) return;
      const all = await recentCaptions(db, broadcast, COMPARED_LINES);
      const fresh = all.filter((line) => (entry.pushed.get(keyOf(line)) ?? 0) < line.rev);
      // Only the window is remembered (the map stays as small as it); an overlapping push never goes back.
      entry.pushed = new Map(all.map((line) => [keyOf(line), Math.max(line.rev, entry.pushed.get(keyOf(line)) ?? 0)]));
      if (!fresh.length) return;
      entry.recent = Promise.resolve(recentMessage(all));
      for (const line of fresh) {
        lines += 1;
        hubs.write(broadcast, captionsMessage([line]), `captions:${keyOf(line)}`);
      }
    } catch (err) {
      console.warn(`Captions of ${broadcast} not pushed: ${errorSummary(err)}`);
    }
  }

  /** The first joining page's read: what it got counts as pushed, so the next push sends only what is newer. */
  async function loadRecent(entry: Watched, broadcast: string): Promise<Recent> {
    const all = await recentCaptions(db, broadcast, COMPARED_LINES);
    if (!entry.pushes) for (const line of all) entry.pushed.set(keyOf(line), line.rev);
    return recentMessage(all);
  }

  function entryOf(broadcast: string): Watched {
    let entry = watched.get(broadcast);
    if (!entry) {
      const created: Watched = {
        pacer: createPacer(
          (lastPushAt) => lastPushAt + PUSH_INTERVAL_MS,
          () => void push(broadcast, created),
        ),
        pushed: new Map(),
        pushes: 0,
      };
      entry = created;
      watched.set(broadcast, entry);
    }
    return entry;
  }

  /** A change: push soon, only where this process has streams of the broadcast. */
  function changed(broadcast: string) {
    if (!hubs.watched().includes(broadcast)) {
      watched.get(broadcast)?.pacer.stop();
      watched.delete(broadcast);
      return;
    }
    entryOf(broadcast).pacer.changed();
  }

  feed.subscribe((change) => {
    if (change.kind === 'captions') changed(change.broadcast);
    else if (change.kind === 'resync') for (const broadcast of hubs.watched()) changed(broadcast);
  });

  return {
    /** After a kept line: this process and the others push it. */
    publish: (broadcast: string) => feed.publish({ kind: 'captions', broadcast }),

    /** A stream joined: it gets the recent lines of every language (one read shared by all joining pages). */
    async joined(broadcast: string, client: LiveClient): Promise<void> {
      if (await switchedOff(broadcast).catch(() => false)) return;
      const entry = entryOf(broadcast);
      if (!entry.recent) {
        const loading = loadRecent(entry, broadcast);
        entry.recent = loading;
        loading.catch(() => {
          if (entry.recent === loading) entry.recent = undefined;
        });
      }
      try {
        const message = await entry.recent;
        if (message) client.write(message, 'captions');
      } catch (err) {
        console.warn(`Captions of ${broadcast} not sent to a joining page: ${errorSummary(err)}`);
      }
    },

    /** GET /live-director/captions/{broadcast}: the languages and their recent lines. */
    async snapshot(broadcast: string): Promise<CaptionsSnapshot> {
      const [languages, recent] = await Promise.all([
        captionLanguages(db, broadcast),
        recentCaptions(db, broadcast, CAPTION_RECENT_LINES),
      ]);
      return { languages, lines: recent };
    },

    /** Lines serialised and written so far (tests: once per line per process). */
    pushedLines: () => lines,
  };
}
export type CaptionsPush = ReturnType<typeof createCaptionsPush>;
