/**
 * Query parameters and form bodies of every request get the check JSON bodies get in jsonBody
 * (errors.ts assertStorable): no NUL or lone surrogate reaches a route (issue 27).
 */
import type { MiddlewareHandler } from 'hono';
import { hasUnstorableCharacters, INVALID_CHARACTERS_MESSAGE } from '../../src/contract/index.ts';
import { ApiError } from './errors.ts';

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/**
 * Middleware: query parameters (names and values) and form bodies go through the same check; a
 * form body that cannot be parsed is a 400. Hono keeps the parsed form, so the route reads it again for free.
 */
export function refuseMalformedInput(): MiddlewareHandler {
  return async (c, next) => {
    const query = c.req.queries();
    for (const [name, values] of Object.entries(query)) {
      if (hasUnstorableCharacters(name)) throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: ['query'] });
      if (values.some(hasUnstorableCharacters)) throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: [name] });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && FORM_TYPES.test(c.req.header('content-type') ?? '')) {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, 'The request body is not a valid form.');
      }
      for (const [name, value] of Object.entries(form)) {
        const texts = (Array.isArray(value) ? value : [value]).filter(
          (item): item is string => typeof item === 'string',
        );
        // A bad name itself is never echoed.
        if (hasUnstorableCharacters(name)) throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: ['body'] });
        if (texts.some(hasUnstorableCharacters))
          throw new ApiError(400, INVALID_CHARACTERS_MESSAGE, { fields: [name] });
      }
    }
    await next();
  };
}
