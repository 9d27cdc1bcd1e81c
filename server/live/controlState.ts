/**
 * The controller state of one broadcast: the organiser's overrides (a live_controls row) on top
 * of defaults derived from the event's clock (DECISIONS.md: pre before the start, on-air for the
 * duration, post after; widgets hidden except questions and handouts; the player).
 *
 * The version grows with every change, including the clock's own: 3 x the row's version plus the
 * clock phase (0, 1, 2) while the state follows the clock. An organiser change adds 3, which is
 * more than any clock phase, so versions never go back.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BroadcastStateSchema,
  LIVE_WIDGETS,
  PlayerModeSchema,
  type BroadcastState,
  type LiveControlPatch,
  type LiveState,
  type LiveWidget,
} from '../../src/contract/live.ts';
import type { LiveTabState } from '../../src/domain/liveTabs.ts';
import type { Db } from '../db/client.ts';
import { liveControls, livePolls } from '../db/schema.ts';
import type { Broadcast } from './broadcasts.ts';
import { openOrCloseCloud } from './cloud/store.ts';

export type ControlRow = typeof liveControls.$inferSelect;

const PHASES: BroadcastState[] = ['pre', 'on-air', 'post'];
export const DEFAULT_VISIBLE: Record<LiveWidget, boolean> = {
  polls: false,
  chat: false,
  questions: true,
  handouts: true,
  quiz: false,
  evaluation: false,
  cta: false,
};

export function clockPhase(b: Broadcast, nowMs: number): BroadcastState {
  if (nowMs < b.startMs) return 'pre';
  return nowMs < b.endMs ? 'on-air' : 'post';
}

/** When the clock-following state changes next (undefined: never again). */
export function nextClockChange(b: Broadcast, nowMs: number): number | undefined {
  if (nowMs < b.startMs) return b.startMs;
  return nowMs < b.endMs ? b.endMs : undefined;
}

function visibleOf(row: ControlRow | undefined): Record<LiveWidget, boolean> {
  const stored = row?.visible ?? {};
  return Object.fromEntries(
    LIVE_WIDGETS.map((w) => [w, typeof stored[w] === 'boolean' ? stored[w] : DEFAULT_VISIBLE[w]]),
  ) as Record<LiveWidget, boolean>;
}

/** The part of the state the web-app tabs follow (src/domain/liveTabs.ts), from the row alone (no clock). */
export function controlTabState(row: ControlRow | undefined): LiveTabState {
  return { visible: visibleOf(row), activePoll: row?.activePoll ?? null, activeQuiz: row?.activeQuiz ?? null };
}

export function effectiveState(b: Broadcast, row: ControlRow | undefined, nowMs: number): LiveState {
  const set = v.safeParse(BroadcastStateSchema, row?.state);
  const state = set.success ? set.output : clockPhase(b, nowMs);
  const mode = v.safeParse(PlayerModeSchema, row?.mode);
  const onAirAt =
    state === 'pre' ? null : set.success ? (row?.onAirAt?.toISOString() ?? null) : new Date(b.startMs).toISOString();
  return {
    version: (row?.version ?? 0) * 3 + (set.success ? 0 : PHASES.indexOf(state)),
    state,
    visible: visibleOf(row),
    mode: mode.success ? mode.output : 'player',
    activePoll: row?.activePoll ?? null,
    activeQuiz: row?.activeQuiz ?? null,
    onAirAt,
    reactions: row?.reactions ?? false,
  };
}

/** Whether the state still moves with the clock (no organiser state set). */
export const followsClock = (row: ControlRow | undefined) => !v.safeParse(BroadcastStateSchema, row?.state).success;

export async function readControl(db: Db, broadcast: string): Promise<ControlRow | undefined> {
  const [row] = await db.select().from(liveControls).where(eq(liveControls.broadcast, broadcast));
  return row;
}

/** Merges an organiser's patch in one transaction (the row locked), bumping the version. */
export async function applyPatch(db: Db, b: Broadcast, patch: LiveControlPatch, now: Date): Promise<ControlRow> {
  return db.transaction(async (tx) => {
    await tx.insert(liveControls).values({ broadcast: b.broadcast, eventId: b.eventId }).onConflictDoNothing();
    const [row] = await tx.select().from(liveControls).where(eq(liveControls.broadcast, b.broadcast)).for('update');
    const before = effectiveState(b, row, now.getTime());
    const next: Partial<ControlRow> = {
      version: sql`${liveControls.version} + 1` as unknown as number,
      updatedAt: now,
      eventId: b.eventId,
    };
    if (patch.state) {
      next.state = patch.state;
      // Staying on air keeps the moment it went on air; a switch to on-air starts the clock now.
      const wentOnAir = before.onAirAt ? new Date(before.onAirAt) : null;
      next.onAirAt =
        patch.state === 'pre'
          ? null
          : patch.state === 'post'
            ? wentOnAir
            : before.state === 'on-air' && wentOnAir
              ? wentOnAir
              : now;
    }
    if (patch.visible)
      next.visible = {
        ...visibleOf(row),
        ...Object.fromEntries(Object.entries(patch.visible).filter(([, on]) => on !== undefined)),
      };
    if (patch.mode) next.mode = patch.mode;
    if (patch.activePoll !== undefined) next.activePoll = patch.activePoll;
    if (patch.activeQuiz !== undefined) next.activeQuiz = patch.activeQuiz;
    // Issue 50: the reaction bar, and a word cloud opened or closed in the same commit as the version.
    if (patch.reactions !== undefined) next.reactions = patch.reactions;
    if (patch.wordCloud !== undefined)
      next.activeCloud = await openOrCloseCloud(tx, b.broadcast, row?.activeCloud, patch.wordCloud, now);
    // The items it starts are listed to visitors from now on (interaction.ts listItems), in the same commit.
    const starting = [patch.activePoll, patch.activeQuiz].filter((id): id is string => typeof id === 'string');
    if (starting.length) {
      await tx
        .update(livePolls)
        .set({ startedAt: now })
        .where(and(eq(livePolls.broadcast, b.broadcast), inArray(livePolls.id, starting), isNull(livePolls.startedAt)));
    }
    // Issue 50: a revealed poll's counts go to every page with the push of this change (broadcastHub.ts).
    if (patch.reveal) {
      await tx
        .update(livePolls)
        .set({ revealedAt: now })
        .where(and(eq(livePolls.broadcast, b.broadcast), eq(livePolls.id, patch.reveal), isNull(livePolls.revealedAt)));
    }
    const [updated] = await tx
      .update(liveControls)
      .set(next)
      .where(eq(liveControls.broadcast, b.broadcast))
      .returning();
    return updated;
  });
}
