/**
 * The interaction state pushed beside the controller state: each part is its own SSE event, a
 * full value each time (never a diff), sent to a stream when it joins and to every stream when it
 * changes. A part is loaded once per change for all streams of a process, at most four times a
 * second per broadcast however many writes arrive. Today's part is `results` (every started poll's
 * counts) and `leaderboard` (the quiz's, issue 50); another is one more entry in PUSHED_PARTS.
 */
import type { PollResults } from '../../src/contract/interaction.ts';
import type { Db } from '../db/client.ts';
import type { Broadcast } from './broadcasts.ts';
import { pollResults, type Items } from './interaction.ts';
import { leaderboardPart } from './leaderboard.ts';

export interface PartContext {
  db: Db;
  info: Broadcast;
  items?: Items;
  /** The active quiz question: the leaderboard counts only the stopped ones. */
  activeQuiz?: string | null;
}

export interface PushedPart {
  /** The SSE event name; also the slot a slow client keeps only the latest of. */
  event: string;
  load(context: PartContext): Promise<unknown>;
  /**
   * A value with nothing to say (no quiz played yet): not sent to a joining stream, nor pushed until
   * the part first had something; pushed when it goes back to it (a page then forgets what it held).
   */
  empty?(value: unknown): boolean;
}

export const PUSHED_PARTS: PushedPart[] = [
  {
    event: 'results',
    load: async ({ db, info, items }): Promise<{ results: PollResults }> => ({
      results: await pollResults(db, info.broadcast, items?.polls),
    }),
  },
  // Issue 50: the quiz leaderboard after each question (leaderboard.ts), re-read only when a question stops.
  {
    event: 'leaderboard',
    load: (context) => leaderboardPart(context),
    empty: (value) => (value as { leaderboard: unknown }).leaderboard === null,
  },
];

/** Never more than four pushes a second per broadcast. */
export const MIN_PUSH_INTERVAL_MS = 250;
/** While votes keep coming: every 0.1 ms per open stream (10,000 streams: once a second), 1 s at most. */
const PUSH_MS_PER_STREAM = 0.1;
const MAX_PUSH_INTERVAL_MS = 1000;
/**
 * No new vote for this long: the storm stopped, push the final counts now. The process that took
 * the votes hears each one; the others hear of them at most every 250 ms (the change feed's NOTIFY
 * interval), so for them the counts go out at most that often while votes keep coming.
 */
const QUIET_MS = 150;
/**
 * A push may take at most a quarter of the process: the next one waits four times what the last one's
 * writes took. Without it a busy process fed itself: votes answered in clumps leave gaps that look
 * like the end of the storm (QUIET_MS), each gap brought an early push to every stream, and those
 * writes slowed the votes further (bench:live saw pushes every 0.4 s and votes waiting 14 s).
 */
const PUSH_COST_FACTOR = 4;

/**
 * The least wait after a push whose writes took `lastPushMs` (fanOut.ts): PUSH_COST_FACTOR times
 * that, a second at most. Every kind of push keeps to its share of the process by it (captions too).
 */
export const pushCostGapMs = (lastPushMs: number) => Math.min(MAX_PUSH_INTERVAL_MS, lastPushMs * PUSH_COST_FACTOR);

/**
 * When to push next. Each push is one write per open stream: 10,000 pages four times a second
 * would be 40,000 socket writes a second, more than the votes themselves cost. So while votes keep
 * coming the pushes space out with the number of streams, and once they stop (QUIET_MS) the final
 * counts go out at once: every page has them well within a second of the last vote. `lastPushMs`:
 * what the last push's writes took (fanOut.ts).
 */
export function nextPushAt(lastPushAt: number, lastChangeAt: number, streams: number, lastPushMs = 0): number {
  const interval = Math.min(MAX_PUSH_INTERVAL_MS, Math.max(MIN_PUSH_INTERVAL_MS, streams * PUSH_MS_PER_STREAM));
  const gap = Math.max(MIN_PUSH_INTERVAL_MS, pushCostGapMs(lastPushMs));
  return Math.max(lastPushAt + gap, Math.min(lastPushAt + interval, lastChangeAt + QUIET_MS));
}

const encoder = new TextEncoder();
/** No id: the resume point stays the state's. */
export const partMessage = (event: string, json: string) => encoder.encode(`event: ${event}\ndata: ${json}\n\n`);

export interface PartMessage {
  event: string;
  message: Uint8Array;
}

/**
 * One broadcast's parts as last loaded. `load()` re-reads all of them; a part whose value did not
 * change keeps its bytes and is not re-sent. Overlapping loads: a later one never loses to an
 * earlier one.
 */
export function partsOf(context: () => PartContext) {
  const loaded = new Map<string, { json: string; message: Uint8Array; seq: number; empty: boolean }>();
  let seq = 0;
  return {
    /** Answers the parts that changed. */
    async load(): Promise<PartMessage[]> {
      const mine = ++seq;
      const changed: PartMessage[] = [];
      const values = await Promise.all(PUSHED_PARTS.map((part) => part.load(context())));
      PUSHED_PARTS.forEach((part, i) => {
        const before = loaded.get(part.event);
        if (before && before.seq > mine) return;
        const json = JSON.stringify(values[i]);
        const empty = part.empty?.(values[i]) === true;
        if (empty && !before) return;
        if (before?.json === json) {
          before.seq = mine;
          return;
        }
        const message = partMessage(part.event, json);
        loaded.set(part.event, { json, message, seq: mine, empty });
        changed.push({ event: part.event, message });
      });
      return changed;
    },
    /** What a joining stream gets after the state. */
    messages: (): PartMessage[] =>
      PUSHED_PARTS.flatMap((part) => {
        const kept = loaded.get(part.event);
        return kept && !kept.empty ? [{ event: part.event, message: kept.message }] : [];
      }),
    loaded: () => loaded.size > 0,
  };
}
