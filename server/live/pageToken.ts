/**
 * The page password's proof (issue 27): `POST /frontend-api/projectevents/{id}/protected` signs
 * `<expiry>.<HMAC(project, event, expiry)>` with a secret every process shares (PAGE_TOKEN_SECRET,
 * else `<DATA_DIR>/page-token-secret`), and every live call of a protected project checks it.
 * Recordings of protected projects are served under a keyed, unguessable name made from the same
 * secret (recordings.ts). One secret per configuration, so the routes of one app agree even
 * without a data folder (tests: in memory).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { PAGE_TOKEN_SECRET_FILE, secretFromFolder } from './secrets.ts';

/** A live event lasts hours; a visitor who keeps the page open longer enters the password again. */
export const PAGE_TOKEN_LIFETIME_S = 12 * 60 * 60;
/** Where a GET (the stream, which cannot send headers; the snapshot) carries the token. */
export const PAGE_TOKEN_QUERY = 'pageToken';
export const PAGE_TOKEN_REQUIRED = 'This page is protected by a password: enter it again to continue.';

const secrets = new WeakMap<Config, string>();

function secretOf(config: Config): string {
  let secret = secrets.get(config);
  if (!secret) {
    secret = config.live.pageTokenSecret ?? secretFromFolder(config.dataDir, PAGE_TOKEN_SECRET_FILE);
    secrets.set(config, secret);
  }
  return secret;
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

/** HMAC-SHA256 (base64url) under the live secret; `text` starts with what it is for (voterIds.ts: `voter:`). */
export const liveMac = (config: Config, text: string) => mac(secretOf(config), text);

/**
 * The page password's version (issue 43): a short digest of its stored hash, signed into the
 * page tokens and the recordings' keyed names, so a new password ends the old tokens at once
 * and gives each recording a new name. Empty without a password.
 */
export const passwordVersion = (storedHash: string | null | undefined) =>
  storedHash ? createHash('sha256').update(storedHash, 'utf8').digest('base64url').slice(0, 16) : '';

/**
 * `<expiry seconds>.<signature>`; the ids and the password version are not in it, they come from what the call is
 * about.
 */
export function signPageToken(
  secret: string,
  projectId: string,
  eventId: string,
  expiresAt: number,
  version = '',
): string {
  return `${expiresAt}.${mac(secret, `page:${projectId}:${eventId}:${version}:${expiresAt}`)}`;
}

export interface PageToken {
  token: string;
  expiresAt: number;
}

export function issuePageToken(config: Config, projectId: string, eventId: string, now: Date, version = ''): PageToken {
  const expiresAt = Math.floor(now.getTime() / 1000) + PAGE_TOKEN_LIFETIME_S;
  return { token: signPageToken(secretOf(config), projectId, eventId, expiresAt, version), expiresAt };
}

export function pageTokenValid(
  config: Config,
  token: string | null | undefined,
  projectId: string,
  eventId: string,
  now: Date,
  version = '',
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signPageToken(secretOf(config), projectId, eventId, expiresAt, version));
  const given = Buffer.from(token!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a live call is about: its project, event, whether the page password guards it and that password's version. */
export interface Guarded {
  projectId: string;
  eventId: string;
  protectedPage: boolean;
  passwordVersion?: string;
}

/**
 * The one check of every live call: nothing to do for an open page; for a protected one the
 * token (from the body, else `?pageToken=`) must be valid, else 401 with a clear message.
 */
export function requirePageToken(
  c: Context,
  config: Config,
  target: Guarded,
  now: Date,
  fromBody?: string | null,
): void {
  if (!target.protectedPage) return;
  const token = fromBody ?? c.req.query(PAGE_TOKEN_QUERY);
  if (!pageTokenValid(config, token, target.projectId, target.eventId, now, target.passwordVersion)) {
    throw new ApiError(401, PAGE_TOKEN_REQUIRED, { code: 'page-token' });
  }
}

/** The keyed name of a protected recording: its id plus 128 bits only the server can make. */
export function recordingName(config: Config, onDemandId: string, version = ''): string {
  const key = mac(secretOf(config), version ? `recording:${version}:${onDemandId}` : `recording:${onDemandId}`);
  return `${onDemandId}-${key.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}`;
}
