import { createAppCache, type AppCache } from './cache/appCache.ts';
import { localChangeFeed, type ChangeFeed } from './cache/changeFeed.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/** Everything the app needs from outside; tests pass an in-memory database and a fixed clock. */
export interface AppDeps {
  db: Db;
  config: Config;
  now(): Date;
  /** This process's memory of projects, counts and documents (cache/appCache.ts). */
  cache: AppCache;
  /** The change feed the cache listens to; the live director publishes on it too. */
  feed: ChangeFeed;
  /**
   * Runs `fn` once the transaction the caller is in has committed: at once for the plain deps,
   * after the commit for the deps of an Idempotency-Key transaction (http/idempotency.ts).
   * Memory must never show a change that may still roll back.
   */
  afterCommit(fn: () => void): void;
}

/** What createApp needs; the cache defaults to one for a single process (PGlite, tests). */
export type AppInput = Omit<AppDeps, 'cache' | 'afterCommit' | 'feed'> & { cache?: AppCache; feed?: ChangeFeed };

export function completeDeps(input: AppInput): AppDeps {
  const feed = input.feed ?? localChangeFeed();
  return {
    ...input,
    feed,
    cache: input.cache ?? createAppCache(input.db, feed),
    afterCommit: (fn) => fn(),
  };
}
