/** Development professional-network provider (LinkedIn-like authorization code flow). */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { ApiError, parseOr400 } from '../http/errors.ts';
import { createCodeStore } from '../oauth/codeStore.ts';
import { consentPage, withQuery } from '../oauth/consentPage.ts';
import { LinkedinAuthorizeSchema, LinkedinPersonSchema, LinkedinTokenSchema } from '../oauth/schemas.ts';

const SAMPLE = { first_name: 'Margaret', last_name: 'Hamilton', email: 'margaret.hamilton@example.com' };

interface Grant {
  redirectUri: string;
  profile: { email: string; firstName: string; lastName: string };
}

export function linkedinRoutes(deps: AppDeps) {
  const app = new Hono();
  const codes = createCodeStore<Grant>(deps.now, 5 * 60_000);

  app.get('/authorize', (c) => {
    const q = parseOr400(LinkedinAuthorizeSchema, c.req.query(), 'authorization request');
    return c.html(
      consentPage({
        heading: 'Sign in to the professional network (development provider)',
        clientId: q.client_id,
        hidden: {
          response_type: q.response_type,
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          state: q.state,
          scope: q.scope ?? '',
        },
        inputs: [
          { name: 'first_name', label: 'First name', value: SAMPLE.first_name },
          { name: 'last_name', label: 'Last name', value: SAMPLE.last_name },
          { name: 'email', label: 'E-mail address', value: SAMPLE.email, type: 'email' },
        ],
      }),
    );
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const q = parseOr400(LinkedinAuthorizeSchema, form, 'authorization request');
    if (form.decision !== 'allow') {
      return c.redirect(withQuery(q.redirect_uri, { error: 'user_cancelled_login', state: q.state }), 302);
    }
    const person = parseOr400(LinkedinPersonSchema, form, 'sign-in form');
    const code = codes.issue({
      redirectUri: q.redirect_uri,
      profile: { email: person.email, firstName: person.first_name, lastName: person.last_name },
    });
    return c.redirect(withQuery(q.redirect_uri, { code, state: q.state }), 302);
  });

  app.post('/access-token', async (c) => {
    const type = c.req.header('content-type') ?? '';
    let body: unknown;
    try {
      body = type.includes('application/json') ? await c.req.json() : await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'invalid_request');
    }
    const parsed = v.safeParse(LinkedinTokenSchema, body);
    if (!parsed.success) throw new ApiError(400, 'invalid_request');
    const grant = codes.take(parsed.output.code);
    if (!grant || grant.redirectUri !== parsed.output.redirect_uri) throw new ApiError(400, 'invalid_grant');
    return c.json(grant.profile);
  });

  return app;
}
