/**
 * The live broadcast state (valtio): the controller's state as the stream last pushed it, and
 * how the connection is doing. Read it with `useLiveSnapshot()` in render; write it only through
 * these actions. A push applies field by field, so components re-render only for the fields
 * that really changed, and an older version (a late message after a reconnect) is ignored.
 */
import { proxy } from 'valtio';
import { useTransitionSnapshot } from './transitionSnapshot';
import type { Leaderboard, LiveState, LiveWidget, PollResults } from '../contract';
import type { StreamStatus } from '../api/eventStream';

export type LiveConnection = 'idle' | StreamStatus;

interface LiveStore {
  live: LiveState | null;
  connection: LiveConnection;
  /** Poll counts as the stream last pushed them (`event: results`); null until the first push. */
  results: PollResults | null;
  /** The quiz leaderboard as the stream last pushed it (`event: leaderboard`, issue 50); null: none yet. */
  leaderboard: Leaderboard | null;
}

export const liveStore = proxy<LiveStore>({ live: null, connection: 'idle', results: null, leaderboard: null });

/** The live state for render; its changes render as transitions (transitionSnapshot.ts). */
export const useLiveSnapshot = () => useTransitionSnapshot(liveStore);

/** Applies a pushed or fetched state; false when it was not newer than what we have. */
export function applyLiveState(next: LiveState): boolean {
  const current = liveStore.live;
  if (!current) {
    liveStore.live = structuredClone(next);
    return true;
  }
  if (next.version <= current.version) return false;
  current.version = next.version;
  if (current.state !== next.state) current.state = next.state;
  if (current.mode !== next.mode) current.mode = next.mode;
  if (current.activePoll !== next.activePoll) current.activePoll = next.activePoll;
  if (current.activeQuiz !== next.activeQuiz) current.activeQuiz = next.activeQuiz;
  if (current.onAirAt !== next.onAirAt) current.onAirAt = next.onAirAt;
  if (current.reactions !== next.reactions) current.reactions = next.reactions;
  // The active items: replaced only when they changed (their panels re-render, others not).
  if (JSON.stringify(current.items) !== JSON.stringify(next.items)) current.items = structuredClone(next.items);
  for (const name of Object.keys(next.visible) as LiveWidget[]) {
    if (current.visible[name] !== next.visible[name]) current.visible[name] = next.visible[name];
  }
  return true;
}

export function setLiveConnection(connection: LiveConnection): void {
  if (liveStore.connection !== connection) liveStore.connection = connection;
}

/** A results push: only the polls whose counts changed are replaced (their panels re-render, others not). */
export function applyPollResults(next: PollResults): void {
  if (!liveStore.results) {
    liveStore.results = structuredClone(next);
    return;
  }
  for (const [pollId, counts] of Object.entries(next)) {
    const current = liveStore.results[pollId];
    if (!current || Object.keys(counts).some((id) => current[id] !== counts[id]))
      liveStore.results[pollId] = { ...counts };
  }
}

/** A leaderboard push: a full board each time (after each quiz question). */
export function applyLeaderboard(next: Leaderboard | null): void {
  liveStore.leaderboard = next ? structuredClone(next) : null;
}

/** Leaving the event page: the next event starts from nothing. */
export function resetLive(): void {
  liveStore.live = null;
  liveStore.connection = 'idle';
  liveStore.results = null;
  liveStore.leaderboard = null;
}
