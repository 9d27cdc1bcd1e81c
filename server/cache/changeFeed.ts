/**
 * How a process tells the others that something it keeps in memory changed, and hears theirs. One
 * interface for both stores: with PGlite there is one process per data folder (a folder lock
 * enforces it), so updating its own memory after each commit is enough and the local feed carries
 * only what the process must hear itself (live changes); with PostgreSQL, postgresChangeFeed.ts
 * carries changes by LISTEN/NOTIFY.
 */

export type Change =
  /** The counters of a project changed: re-read them (O(number of events)). */
  | { kind: 'counts'; projectId: string }
  /** The project or its events changed: load it again. */
  | { kind: 'project'; projectId: string }
  /**
   * A live director controller state changed (server/live/): every process re-reads it and pushes it to its streams.
   */
  | { kind: 'live'; broadcast: string }
  /** Votes of a broadcast's polls changed (server/live/interaction.ts): processes with its streams push the counts. */
  | { kind: 'live-results'; broadcast: string }
  /** Audience questions of a broadcast changed (server/live/qna/): processes with its streams push the list. */
  | { kind: 'qna'; broadcast: string }
  /** Caption lines of a broadcast were kept (server/live/captions/): processes with its streams push them. */
  | { kind: 'captions'; broadcast: string }
  /** Issue 50: a word cloud of a broadcast opened, closed or took words: processes with its streams push its counts. */
  | { kind: 'cloud'; broadcast: string }
  /**
   * Issue 50: reaction taps a process took, per reaction: every process with streams of the
   * broadcast adds them to its next burst. Taps that wait for the same NOTIFY are summed (mergeChanges).
   */
  | { kind: 'reactions'; broadcast: string; counts: Record<string, number> }
  /** A project's check-ins changed (server/checkin/): processes with its door streams push the new ones. */
  | { kind: 'check-ins'; projectId: string }
  /** A project's door tokens changed (one revoked): processes with its door streams end the revoked ones. */
  | { kind: 'doors'; projectId: string }
  /** Changes may have been missed (the listener reconnected): re-read everything held. */
  | { kind: 'resync' };

export interface ChangeFeed {
  /** Tells the other processes, after the commit; the feed may coalesce repeats. */
  publish(change: Exclude<Change, { kind: 'resync' }>): void;
  /** Called with every change another process published. */
  subscribe(listener: (change: Change) => void): void;
  close(): Promise<void>;
}

/**
 * Kinds the publishing process hears itself too: its own live streams need them as well (a
 * controller change or new poll results; a project change, which open pages pick up through the stream).
 */
export const heardByPublisher = (change: Change): boolean =>
  change.kind === 'live' ||
  change.kind === 'live-results' ||
  change.kind === 'qna' ||
  change.kind === 'captions' ||
  change.kind === 'cloud' ||
  change.kind === 'reactions' ||
  change.kind === 'check-ins' ||
  change.kind === 'doors' ||
  change.kind === 'project';

/**
 * A change published while an earlier one of the same kind and broadcast waits for its NOTIFY:
 * reaction taps are added to the waiting one (each tap counts once); any other change is a signal,
 * covered by the waiting one.
 */
export function mergeChanges(waiting: Change, next: Change): void {
  if (waiting.kind !== 'reactions' || next.kind !== 'reactions') return;
  for (const [name, n] of Object.entries(next.counts)) waiting.counts[name] = (waiting.counts[name] ?? 0) + n;
}

export function localChangeFeed(): ChangeFeed {
  const listeners: ((change: Change) => void)[] = [];
  return {
    // PGlite's process is the only one: what it must hear itself goes to its own listeners, in process.
    publish(change) {
      if (heardByPublisher(change)) for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    close: async () => {},
  };
}
