/** Path parameters and small request helpers shared by the routes. */
import * as v from 'valibot';
import type { Context } from 'hono';
import { SAFE_ID_CHARS } from '../../src/contract/index.ts';
import { isValidRegistrationId } from '../../src/domain/ids.ts';
import type { Config } from '../config.ts';
import { ApiError, parseOr400 } from './errors.ts';

const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(SAFE_ID_CHARS, 'Invalid id'));

/** Whether a path value is a well-formed project, event or company id (idParam's rule, no error). */
export const isSafeId = (value: string | undefined): value is string => v.is(IdSchema, value);

/** A project, event or company id from the path; anything but letters, digits, `_`, `-` is a 400. */
export function idParam(c: Context, name: string): string {
  const value = c.req.param(name);
  const result = v.safeParse(IdSchema, value);
  if (!result.success) throw new ApiError(400, `Invalid ${name}`, { fields: [name] });
  return result.output;
}

export function registrationIdParam(c: Context, name = 'registrationID'): string {
  const value = c.req.param(name);
  if (!isValidRegistrationId(value)) throw new ApiError(400, 'Invalid registration ID', { fields: [name] });
  return value;
}

const TimeZoneQuery = v.optional(v.pipe(v.string(), v.maxLength(64)));
/** An over-long or odd time zone is ignored (the default applies), not refused. */
export function timeZoneQuery(c: Context): string | undefined {
  const result = v.safeParse(TimeZoneQuery, c.req.query('timeZone'));
  return result.success ? result.output : undefined;
}

/** Origin of personal links in mails: PUBLIC_URL, else the origin the request came in on. */
export function publicOrigin(c: Context, config: Config): string {
  return config.publicUrl ?? new URL(c.req.url).origin;
}

export { parseOr400 };
