/** One error type for every expected failure; app.onError turns it into the JSON error body. */
import * as v from 'valibot';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { hasUnstorableCharacters, INVALID_CHARACTERS_MESSAGE, type RefusalKind } from '../../src/contract/index.ts';
import { Refusal } from '../services/refusal.ts';

type ApiErrorExtra = { fields?: string[]; cannotRegisterForEvents?: string[]; code?: string; kind?: RefusalKind };

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: ApiErrorExtra;
  /** Headers of the answer (a 429's Retry-After); not part of the body. */
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: ApiErrorExtra = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/**
 * The HTTP status of each kind of refusal (src/contract/refusal.ts; a service's Refusal names one):
 * chosen here, at the edge.
 */
const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  full: 409,
  closed: 409,
  conflict: 409,
  'rate-limited': 429,
  provider: 502,
  fault: 500,
};

/**
 * The kind of an answer a route gave as a bare status (`new ApiError(404, ...)`, or a keyed
 * statement's stored answer): the kind that status stands for in this server. A 409 is `closed`
 * where the answer's code says so (a poll or question round), else `conflict`.
 */
const STATUS_KIND: Partial<Record<number, RefusalKind>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  410: 'closed',
  413: 'invalid',
  415: 'invalid',
  422: 'invalid',
  429: 'rate-limited',
  502: 'provider',
};

function kindOfAnswer(status: number, code: unknown): RefusalKind {
  if (code === 'closed') return 'closed';
  return STATUS_KIND[status] ?? (status >= 500 ? 'fault' : 'invalid');
}

/** An expected failure as the answer it gets; anything else (a bug, a lost database) is thrown on. */
export function apiErrorOf(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof Refusal)
    return new ApiError(REFUSAL_STATUS[err.kind], err.message, { ...err.extra, kind: err.kind });
  throw err;
}

/**
 * An error answer with its kind of refusal (an answer stored before bodies carried one, or built
 * by a keyed statement, gets it here); a success, or a body that names its kind, is left as it is.
 */
export function withRefusalKind<A extends { status: number; body: unknown }>(answer: A): A {
  const { status, body } = answer;
  if (status < 400 || typeof body !== 'object' || body === null || 'kind' in body) return answer;
  return { ...answer, body: { ...body, kind: kindOfAnswer(status, (body as { code?: unknown }).code) } };
}

/** A refusal worth sending again (a rate limit, a fault): answered, never stored under an Idempotency-Key. */
export const isRetryableRefusal = (err: ApiError) => err.status === 408 || err.status === 429 || err.status >= 500;

/** True for an error that is an answer (ApiError or a service's Refusal), not a fault. */
export const isAnswer = (err: unknown): err is ApiError | Refusal => err instanceof ApiError || err instanceof Refusal;

/** The top-level names of the fields an issue list points at, in order, without repeats. */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const names = issues.map((issue) => String(issue.path?.[0]?.key ?? '')).filter(Boolean);
  return [...new Set(names)];
}

export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown, what = 'request'): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  // Refused characters name their exact place (`answers.2.answerText`), as assertStorable does.
  if (first.message === INVALID_CHARACTERS_MESSAGE)
    throw new ApiError(400, first.message, { fields: [v.getDotPath(first) ?? what] });
  const fields = issueFields(result.issues);
  // valibot's own messages quote the input ("... but received ..."): never echoed, it may be anything.
  const own = first.message && !/^Invalid (type|key)|but received/.test(first.message);
  const message = own ? first.message : `Invalid ${what}${fields.length ? `: ${fields.join(', ')}` : ''}`;
  throw new ApiError(400, message, fields.length ? { fields } : {});
}

/**
 * A JSON body must say so (415 otherwise): a cross-site page may POST `text/plain` without the
 * browser asking first (a "simple" request), never `application/json` (issue 43).
 */
export function requireJsonType(c: Context): void {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'The request body must be sent as application/json.');
  }
}

/** The same as a middleware, for routes whose body another middleware reads first (a size limit that streams it). */
export const jsonBodiesOnly = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') requireJsonType(c);
  await next();
};

/**
 * Reads a JSON body (of type application/json, else 415); a missing or malformed body is a 400, never a 500.
 * What the schema lets through as free-form is checked too (assertStorable): no NUL, lone surrogate or deep nesting.
 */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  requireJsonType(c);
  return parseJsonText(await c.req.text(), schema);
}

/** The same for a body already read as text (http/commandRoute.ts reads it once). */
export function parseJsonText<S extends v.GenericSchema>(text: string, schema: S): v.InferOutput<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
  const output = parseOr400(schema, body, 'request body');
  assertStorable(output);
  return output;
}

/** Deeper than any document of ours (the organiser's dynamic blocks nest a few levels). */
export const MAX_DEPTH = 64;

/**
 * Walks `value` without recursion (so 10,000 levels cost no stack); throws a 400 at the first bad key, string or
 * depth.
 */
export function assertStorable(value: unknown, what = 'body'): void {
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: value, path: '', depth: 0 }];
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      if (hasUnstorableCharacters(node))
        throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: [path || what] });
    } else if (node && typeof node === 'object') {
      if (depth >= MAX_DEPTH) throw new ApiError(400, `The ${what} is nested too deeply.`, { fields: [path || what] });
      // Pushed last to first, so the first offending field in the body's order is the one named.
      for (const [key, child] of Object.entries(node).reverse()) {
        const childPath = path ? `${path}.${key}` : key;
        // The bad key itself is not echoed: its parent names the place.
        if (hasUnstorableCharacters(key))
          throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: [path || what] });
        stack.push({ node: child, path: childPath, depth: depth + 1 });
      }
    }
  }
}

/** The JSON error body: the message, the extra fields, and the kind of refusal (always named). */
export function errorBody(err: ApiError) {
  return { error: err.message, ...err.extra, kind: err.extra.kind ?? kindOfAnswer(err.status, err.extra.code) };
}
