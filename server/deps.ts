import { createAppCache, type AppCache } from './cache/appCache.ts';
import { localChangeFeed, type ChangeFeed } from './cache/changeFeed.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createOpenStreams, type OpenStreams } from './lib/openStreams.ts';
import type { LoadRenderer } from './ssr/renderer.ts';
import {
  DEV_PUBLISHER_PROFILE_URL,
  publisherProfileLookup,
  unconfiguredPublisher,
  type ProviderFetch,
  type PublisherProfileLookup,
} from './oauth/publisherProfile.ts';

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

/** What createApp needs; the cache defaults to one for a single process (PGlite, tests). */
export type AppInput = Omit<AppDeps, 'cache' | 'afterCommit' | 'feed' | 'publisherProfile' | 'streams'> & {
  cache?: AppCache;
  feed?: ChangeFeed;
  publisherProfile?: PublisherProfileLookup;
  serverRenderer?: LoadRenderer;
  streams?: OpenStreams;
};

/**
 * `ownApp` answers a request with this server's own routes: the development publisher is asked
 * in process (no port, no network) unless a provider is configured.
 */
export function completeDeps(input: AppInput, ownApp: ProviderFetch): AppDeps {
  const feed = input.feed ?? localChangeFeed();
  const configured = input.config.publisher?.profileUrl;
  return {
    ...input,
    publisherProfile:
      input.publisherProfile ??
      (configured
        ? publisherProfileLookup(configured, fetch)
        : input.config.production
          ? unconfiguredPublisher
          : publisherProfileLookup(DEV_PUBLISHER_PROFILE_URL, ownApp)),
    feed,
    cache: input.cache ?? createAppCache(input.db, feed),
    streams: input.streams ?? createOpenStreams(),
    afterCommit: (fn) => fn(),
  };
}
