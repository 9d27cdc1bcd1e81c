/** One error type for every expected failure; app.onError turns it into the JSON error body. */
import * as v from 'valibot';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: { fields?: string[]; cannotRegisterForEvents?: string[]; code?: string } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** The top-level names of the fields an issue list points at, in order, without repeats. */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const names = issues.map((issue) => String(issue.path?.[0]?.key ?? '')).filter(Boolean);
  return [...new Set(names)];
}

export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown, what = 'request'): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = issueFields(result.issues);
  const first = result.issues[0];
  const message = first.message && !first.message.startsWith('Invalid type') && !first.message.startsWith('Invalid key')
    ? first.message
    : `Invalid ${what}${fields.length ? `: ${fields.join(', ')}` : ''}`;
  throw new ApiError(400, message, fields.length ? { fields } : {});
}

/** Reads a JSON body; a missing or malformed body is a 400, never a 500. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
  return parseOr400(schema, body, 'request body');
}

export function errorBody(err: ApiError) {
  return { error: err.message, ...err.extra };
}
