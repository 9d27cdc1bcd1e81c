/**
 * What every floor is given (server/README.md, Floors): the app's dependencies as types only, so
 * a floor that names them imports nothing at run time. app.ts completes them (completeDeps).
 */
import type { AppCache } from './cache/appCache.ts';
import type { ChangeFeed } from './cache/changeFeed.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { OpenStreams } from './lib/openStreams.ts';
import type { PublisherProfile } from '../src/domain/oauthState.ts';

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
  /** Confirms a publisher sign-on's access token with the provider (oauth/publisherProfile.ts). */
  publisherProfile: PublisherProfileLookup;
  /** This process's open event streams: a graceful stop asks them to come back (main.ts). */
  streams: OpenStreams;
}

/** The publisher provider's profile of an access token; ApiError 401 when it refuses the token (oauth/). */
export type PublisherProfileLookup = (accessToken: string) => Promise<PublisherProfile>;
