/** The live director's route parameters: broadcast and event keys, and the stream's resume point. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../http/errors.ts';

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
