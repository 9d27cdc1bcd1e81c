/**
 * What the floors below the cache are given (server/README.md, Floors): the app's dependencies
 * without this process's memory, as types only. services/ adds the part of the memory its rules
 * use (services/deps.ts); deps.ts adds the whole of it for the floors above the cache.
 */
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { OpenStreams } from './lib/openStreams.ts';
import type { PublisherProfile } from '../src/domain/oauthState.ts';

export interface BaseDeps {
  db: Db;
  config: Config;
  now(): Date;
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
