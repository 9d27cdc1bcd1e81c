/**
 * Caption lines pushed on the live stream as `event: captions` (no id: the resume point stays the
 * state's). Each process keeps a broadcast's recent lines in memory (lineWindow.ts): a line its own
 * captioner posted goes in as the POST kept it, with no read; a line kept by another process
 * arrives as a signal on the change feed (`{ kind: 'captions', broadcast }`, NOTIFY), and the next
 * push re-reads the recent lines. A push sends every line that is new or revised since the last
 * one in ONE message, one write per stream, under a slot of its own, so a slow page that skips
 * messages still gets each push and ends with the last revision of every line (fanOut.ts). Pushes
 * keep to a share of the process (CAPTION_COST_FACTOR): a line goes at once when the last push was
 * cheap, and lines that come while pushes are dear wait and go together. The broadcast's fan-out
 * queue (fanOutQueue.ts) joins a line with the counts or a state that go at the same moment. A
 * joining page gets the recent lines in one message right after the state. Pages keep the highest
 * `rev` of a line, so a line heard twice or late never goes back.
 */
import { CAPTION_RECENT_LINES, type CaptionLine, type CaptionsSnapshot } from '../../../src/contract/captions.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/logSafe.ts';
import type { Broadcasts } from '../broadcasts.ts';
import type { LiveClient } from '../fanOut.ts';
import type { LiveHubs } from '../hub.ts';
import { createPacer, type Pacer } from '../pacer.ts';
import { createLineWindow, type LineWindow, lastPerLanguage } from './lineWindow.ts';
import { captionLanguages, recentCaptions } from './store.ts';

/** Never two pushes of a broadcast closer than this: captions are read as they are spoken. */
export const PUSH_INTERVAL_MS = 100;
/**
 * Lines per language a push compares: more than a burst between two reads brings (the NOTIFY
 * interval, 250 ms), so no line is skipped; older revisions reach pages by the GET.
 */
const COMPARED_LINES = 50;

/**
 * Captions may take up to half the process (the poll counts a quarter, pushedParts.ts): a line is
 * read as it is spoken, so at a captioner's pace (a few lines a second) each line goes on its own
 * and at once, and only a process too slow for that batches the lines that come meanwhile.
 */
const CAPTION_COST_FACTOR = 1;
/**
 * Streams written per turn while captions go out: larger than the other pushes' slices, so a line
 * reaches the last of 10,000 pages in a few turns of a crowded loop instead of twenty (the votes
 * still get theirs between them).
 */
export const CAPTION_FAN_OUT_SLICE = 2500;

/**
 * When the next push may go: at once for a new line, but never sooner after the last push than
 * PUSH_INTERVAL_MS or what the last push's writes took (CAPTION_COST_FACTOR), a second at most.
 */
export const nextCaptionsAt = (lastPushAt: number, lastChangeAt: number, lastPushMs: number) =>
  Math.max(lastChangeAt, lastPushAt + Math.max(PUSH_INTERVAL_MS, Math.min(1000, lastPushMs * CAPTION_COST_FACTOR)));

const encoder = new TextEncoder();
export const captionsMessage = (lines: CaptionLine[]) =>
  encoder.encode(`event: captions\ndata: ${JSON.stringify({ lines })}\n\n`);

/** A joining page's message of the recent lines; null while nothing was captioned. */
const recentMessage = (lines: CaptionLine[]) =>
  lines.length ? captionsMessage(lastPerLanguage(lines, CAPTION_RECENT_LINES)) : null;

/** A broadcast this process has streams of. */
interface Watched {
  pacer: Pacer;
  window: LineWindow;
  /** The next push reads the database first: nothing read yet, or another process kept lines. */
  read: boolean;
  /** The first read done (the window holds the recent lines), and the one under way. */
  loaded: boolean;
  loading?: Promise<void>;
  pushes: number;
  /** A push is under way, from its read to its last stream: the next one waits for it. */
  pushing: boolean;
  again: boolean;
  /** What the last push's writes took (fanOut.ts). */
  lastPushMs: number;
  /** The joining pages' message, built again after a change. */
  recent?: Uint8Array | null;
}

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
  /** The broadcast whose change this process is publishing itself: its lines are in memory already. */
  let publishing: string | undefined;
  let linesPushed = 0;

  async function readLines(broadcast: string, entry: Watched) {
    entry.read = false;
    try {
      entry.window.add(await recentCaptions(db, broadcast, COMPARED_LINES));
    } catch (err) {
      entry.read = true;
      throw err;
    }
    entry.recent = undefined;
    entry.loaded = true;
  }

  /** A push's fan-out ended (or there was none): the next may start. */
  function finished(entry: Watched) {
    if (!entry.pushing) return;
    entry.pushing = false;
    if (entry.again) {
      entry.again = false;
      entry.pacer.changed();
    }
  }

  /**
   * One push of a broadcast at a time, from its read to its last stream: while a busy process
   * writes slowly, the lines that come meanwhile wait and go in the next message, instead of
   * piling fan-outs on the writes the requests wait behind.
   */
  async function push(broadcast: string, entry: Watched) {
    if (entry.pushing) {
      entry.again = true;
      return;
    }
    entry.pushing = true;
    let message: Uint8Array | undefined;
    let fresh = 0;
    try {
      entry.pushes += 1;
      if (!(await switchedOff(broadcast))) {
        if (entry.read) await readLines(broadcast, entry);
        const lines = entry.window.takeFresh();
        fresh = lines.length;
        if (fresh) message = captionsMessage(lines);
      }
    } catch (err) {
      console.warn(`Captions of ${broadcast} not pushed: ${errorSummary(err)}`);
    }
    if (!message) return finished(entry);
    linesPushed += fresh;
    const streams = hubs.write(
      broadcast,
      message,
      `captions:${entry.pushes}`,
      (busyMs) => {
        entry.lastPushMs = busyMs;
        finished(entry);
      },
      CAPTION_FAN_OUT_SLICE,
    );
    if (!streams) finished(entry);
  }

  function entryOf(broadcast: string): Watched {
    let entry = watched.get(broadcast);
    if (!entry) {
      const created: Watched = {
        pacer: createPacer(
          (lastPushAt, lastChangeAt) => nextCaptionsAt(lastPushAt, lastChangeAt, created.lastPushMs),
          () => void push(broadcast, created),
        ),
        window: createLineWindow(COMPARED_LINES),
        read: true,
        loaded: false,
        pushes: 0,
        pushing: false,
        again: false,
        lastPushMs: 0,
      };
      entry = created;
      watched.set(broadcast, entry);
    }
    return entry;
  }

  /** A change: push soon, only where this process has streams of the broadcast. */
  function changed(broadcast: string, elsewhere: boolean) {
    if (!hubs.watched().includes(broadcast)) {
      watched.get(broadcast)?.pacer.stop();
      watched.delete(broadcast);
      return;
    }
    const entry = entryOf(broadcast);
    if (elsewhere) entry.read = true;
    entry.pacer.changed();
  }

  feed.subscribe((change) => {
    if (change.kind === 'captions') changed(change.broadcast, change.broadcast !== publishing);
    else if (change.kind === 'resync') for (const broadcast of hubs.watched()) changed(broadcast, true);
  });

  /** The first joining page's read: what it gets counts as sent, so the next push sends only what is newer. */
  async function firstRead(broadcast: string, entry: Watched) {
    await readLines(broadcast, entry);
    if (!entry.pushes) entry.window.allSent();
  }

  return {
    /** Lines were kept by a process that did not say which (the demo feed): every process reads them. */
    publish: (broadcast: string) => feed.publish({ kind: 'captions', broadcast }),

    /** A line this process's captioner posted was kept: pushed from memory here, read by the others. */
    kept(broadcast: string, line: CaptionLine) {
      const entry = watched.get(broadcast);
      if (entry) {
        entry.window.add([line]);
        entry.recent = undefined;
      }
      publishing = broadcast;
      try {
        feed.publish({ kind: 'captions', broadcast });
      } finally {
        publishing = undefined;
      }
    },

    /** A stream joined: it gets the recent lines of every language (one read shared by all joining pages). */
    async joined(broadcast: string, client: LiveClient): Promise<void> {
      if (await switchedOff(broadcast).catch(() => false)) return;
      const entry = entryOf(broadcast);
      try {
        if (!entry.loaded) {
          entry.loading ??= firstRead(broadcast, entry).finally(() => {
            entry.loading = undefined;
          });
          await entry.loading;
        }
        entry.recent ??= recentMessage(entry.window.lines());
        if (entry.recent) client.write(entry.recent, 'captions');
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
    pushedLines: () => linesPushed,
  };
}
export type CaptionsPush = ReturnType<typeof createCaptionsPush>;
