/**
 * The live director's route parameters: broadcast and event keys, the broadcast they name, and
 * the stream's resume point.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { Broadcast, Broadcasts } from './broadcasts.ts';
import { requirePageToken } from './pageToken.ts';

export const KeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[A-Za-z0-9_.-]+$/));
const LastEventIdSchema = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export function keyParam(c: Context, name: string): string {
  const parsed = v.safeParse(KeySchema, c.req.param(name));
  if (!parsed.success) throw new ApiError(400, `Invalid ${name}`, { fields: [name] });
  return parsed.output;
}

/** Where a reconnecting stream resumes: the Last-Event-ID header, or `lastEventId` for clients that cannot set it. */
export function lastEventId(c: Context): number | undefined {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  const parsed = v.safeParse(LastEventIdSchema, raw?.trim());
  return parsed.success ? parsed.output : undefined;
}

/** The broadcast of a key, or a 404: every live route that names one answers alike. */
export async function knownBroadcast(broadcasts: Pick<Broadcasts, 'byBroadcast'>, key: string): Promise<Broadcast> {
  const info = await broadcasts.byBroadcast(key);
  if (!info) throw notFound('Broadcast');
  return info;
}

/**
 * What a page reads of the broadcast its route names: 400 for a malformed key, 404 for an unknown
 * one, 401 without the page token of a protected project.
 */
export async function pageBroadcast(
  c: Context,
  deps: Pick<AppDeps, 'config' | 'now'>,
  broadcasts: Pick<Broadcasts, 'byBroadcast'>,
): Promise<Broadcast> {
  const info = await knownBroadcast(broadcasts, keyParam(c, 'broadcast'));
  requirePageToken(c, deps.config, info, deps.now());
  return info;
}
