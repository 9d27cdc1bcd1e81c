/**
 * What every floor above the cache is given (server/README.md, Floors): the app's dependencies as
 * types only, so a floor that names them imports nothing at run time. app.ts completes them
 * (completeDeps). The floors below the cache are given less (baseDeps.ts, services/deps.ts).
 */
import type { BaseDeps } from './baseDeps.ts';
import type { AppCache } from './cache/appCache.ts';
import type { ChangeFeed } from './cache/changeFeed.ts';

/** Everything the app needs from outside; tests pass an in-memory database and a fixed clock. */
export interface AppDeps extends BaseDeps {
  /** This process's memory of projects, counts and documents (cache/appCache.ts). */
  cache: AppCache;
  /** The change feed the cache listens to; the live director publishes on it too. */
  feed: ChangeFeed;
}
