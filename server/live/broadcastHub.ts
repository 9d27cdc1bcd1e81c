/**
 * One broadcast's open streams in this process and what they are sent (hub.ts keeps one per
 * broadcast). The state: re-read once per change, serialised once, the same bytes to every stream;
 * while it follows the clock, re-read at the event's start and end. The pushed parts
 * (pushedParts.ts, the poll counts): re-read through one pacer, at most four times a second.
 */
import type { LiveState } from '../../src/contract/live.ts';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { partsKey, withActiveItems } from './activeItems.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { openCloud } from './cloud/store.ts';
import { effectiveState, followsClock, nextClockChange, readControl } from './controlState.ts';
import { type LiveClient, sseMessage } from './fanOut.ts';
import { createFanOutQueue } from './fanOutQueue.ts';
import { type Items, listItems } from './interaction.ts';
import { createPacer } from './pacer.ts';
import { nextPushAt, partsOf } from './pushedParts.ts';

const RECHECK_MS = 60_000;

export interface BroadcastHubContext {
  db: Db;
  broadcasts: Broadcasts;
  now(): Date;
}

/** The state as a page sees it, with whether it follows the clock and the started items it carries. */
export async function loadState(
  db: Db,
  info: Broadcast,
  now: Date,
): Promise<{ state: LiveState; clock: boolean; items: Items }> {
  // Only started items (issue 43): the active ones and the `results` part alike.
  const [row, items] = await Promise.all([readControl(db, info.broadcast), listItems(db, info.broadcast, 'started')]);
  const cloud = await openCloud(db, info.broadcast, row?.activeCloud);
  const state = withActiveItems(effectiveState(info, row, now.getTime()), items, cloud);
  return { state, clock: followsClock(row), items };
}

export class BroadcastHub {
  readonly clients = new Set<LiveClient>();
  /** Every push of the broadcast goes through it: one fan-out at a time, what waits goes together. */
  private readonly queue = createFanOutQueue(() => this.clients);
  /** The state last pushed and its encoded message: what a joining stream gets first. */
  state?: LiveState;
  message?: Uint8Array;
  /** Streams waiting for the first state: the hub stays while any are. */
  joining = 0;
  /** The broadcast's polls and quiz, re-read with every state change. */
  private items?: Items;
  private refreshing?: Promise<void>;
  private again = false;
  private clockTimer?: NodeJS.Timeout;
  private stopped = false;
  /** The active quiz question (the leaderboard counts the others) and what the parts last depended on. */
  private activeQuiz: string | null = null;
  private partsKey = '';
  private readonly parts = partsOf(() => ({
    db: this.context.db,
    info: this.info,
    items: this.items,
    activeQuiz: this.activeQuiz,
  }));
  /** What the last push of the parts took to write (fanOut.ts): the pacer keeps pushes to a share of the time. */
  private lastPushMs = 0;
  /** A push of the parts is under way, from its read to its last stream; another one is due after it. */
  private partsPushing = false;
  /** The next push of the parts goes at once (a poll just started), without riding (fanOutQueue.ts). */
  private partsNow = false;
  private partsAgain = false;
  private readonly partsPacer = createPacer(
    (lastPushAt, lastChangeAt) => nextPushAt(lastPushAt, lastChangeAt, this.clients.size, this.lastPushMs),
    () => void this.pushParts(),
  );

  info: Broadcast;
  private readonly context: BroadcastHubContext;

  constructor(info: Broadcast, context: BroadcastHubContext) {
    this.info = info;
    this.context = context;
  }

  /** True while a re-read runs: the state held may be about to change. */
  get refreshingState(): boolean {
    return this.refreshing !== undefined;
  }

  /** What a joining stream gets after the state. */
  partMessages() {
    return this.parts.messages();
  }

  /** Re-reads the state and pushes it if it is newer; overlapping calls collapse into one more. */
  refreshState(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.again = false;
        await this.readState();
      } while (this.again);
      this.refreshing = undefined;
    })();
    return this.refreshing;
  }

  /** Votes were counted: push the counts when the pacer says. */
  countsChanged(): void {
    this.partsPacer.changed();
  }

  /** Writes a message to every stream of the broadcast. */
  writeToAll(message: Uint8Array, slot?: string, done?: (busyMs: number) => void, slice?: number): void {
    this.queue.send([{ message, slot }], done, slice);
  }

  /** The hub is forgotten: no more timers. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.clockTimer);
    this.partsPacer.stop();
  }

  private async readState(): Promise<void> {
    const { db, broadcasts, now } = this.context;
    try {
      this.info = (await broadcasts.byBroadcast(this.info.broadcast)) ?? this.info;
      const { state, clock, items } = await loadState(db, this.info, now());
      // A poll just started or revealed, a quiz question stopped: the parts go out now, not at the next vote.
      const key = partsKey(items, state.activeQuiz);
      const newlyStarted = this.items !== undefined && key !== this.partsKey;
      this.items = items;
      this.activeQuiz = state.activeQuiz;
      this.partsKey = key;
      // A new hub pushes nothing before it holds the counts too: a joining stream gets both.
      if (!this.parts.loaded()) await this.parts.load();
      this.pushState(state);
      if (newlyStarted) {
        this.partsNow = true;
        void this.pushParts();
      }
      this.followClock(clock);
    } catch (err) {
      console.warn(`Live state of ${this.info.broadcast} not refreshed: ${errorSummary(err)}`);
    }
  }

  private pushState(state: LiveState): void {
    if (this.state && state.version <= this.state.version) return;
    this.state = state;
    this.message = sseMessage(state);
    this.queue.send([{ message: this.message, slot: 'state' }]);
  }

  /**
   * Re-reads the pushed parts and writes those that changed to every stream. One push at a time:
   * while a crowded process writes slowly (a vote storm beside the captions), pushes that started
   * every second regardless piled up, seven fan-outs at once, and the votes waited behind them.
   */
  private async pushParts(): Promise<void> {
    if (this.partsPushing) {
      this.partsAgain = true;
      return;
    }
    this.partsPushing = true;
    try {
      const messages = await this.parts.load();
      if (!messages.length) return this.partsPushed();
      const parts = messages.map(({ event, message }) => ({ message, slot: event }));
      // The counts may ride with the next push (fanOutQueue.ts), a poll that just started may not.
      const ride = !this.partsNow;
      this.partsNow = false;
      this.queue.send(
        parts,
        (busyMs) => {
          this.lastPushMs = busyMs;
          this.partsPushed();
        },
        undefined,
        ride,
      );
    } catch (err) {
      console.warn(`Poll results of ${this.info.broadcast} not refreshed: ${errorSummary(err)}`);
      this.partsPushed();
    }
  }

  private partsPushed(): void {
    this.partsPushing = false;
    if (!this.partsAgain || this.stopped) return;
    this.partsAgain = false;
    this.partsPacer.changed();
  }

  /**
   * While the state follows the clock: wake at the event's next start or end, and at least every
   * minute (the event may be re-timed).
   */
  private followClock(clock: boolean): void {
    clearTimeout(this.clockTimer);
    this.clockTimer = undefined;
    if (!clock || this.stopped) return;
    const nowMs = this.context.now().getTime();
    const at = nextClockChange(this.info, nowMs);
    const wait = at === undefined ? RECHECK_MS : Math.min(RECHECK_MS, at - nowMs + 20);
    this.clockTimer = setTimeout(() => void this.refreshState(), Math.max(20, wait));
    this.clockTimer.unref();
  }
}
