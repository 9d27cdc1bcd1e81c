/** Development publisher single sign-on (authorization code + PKCE S256, then a profile). */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { ApiError, parseOr400 } from '../http/errors.ts';
import { createCodeStore } from '../oauth/codeStore.ts';
import { consentPage, withQuery } from '../oauth/consentPage.ts';
import { PublisherAuthorizeSchema, PublisherPersonSchema, PublisherTokenQuerySchema } from '../oauth/schemas.ts';

const SAMPLE = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  email: 'sanne.devries@example.com',
  big_number: '19012345601',
};

interface Profile {
  id: string;
  attributes: { firstname: string; lastname: string; email: string; big_number: string; cas_id: string };
}
interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  profile: Profile;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');
/** A stable id per e-mail, like a central account id would be. */
const casId = (email: string) => `cas-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

export function publisherRoutes(deps: AppDeps) {
  const app = new Hono();
  const codes = createCodeStore<Grant>(deps.now, 5 * 60_000);
  const tokens = createCodeStore<Profile>(deps.now, 60 * 60_000);

  app.get('/authorize', (c) => {
    const q = parseOr400(PublisherAuthorizeSchema, c.req.query(), 'authorization request');
    return c.html(
      consentPage({
        heading: 'Sign in with the publisher account (development provider)',
        clientId: q.client_id,
        hidden: { ...q },
        inputs: [
          { name: 'firstname', label: 'First name', value: SAMPLE.firstname },
          { name: 'lastname', label: 'Last name', value: SAMPLE.lastname },
          { name: 'email', label: 'E-mail address', value: SAMPLE.email, type: 'email' },
          { name: 'big_number', label: 'BIG number', value: SAMPLE.big_number },
        ],
      }),
    );
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const q = parseOr400(PublisherAuthorizeSchema, form, 'authorization request');
    if (form.decision !== 'allow') {
      return c.redirect(withQuery(q.redirect_uri, { error: 'access_denied', state: q.state }), 302);
    }
    const person = parseOr400(PublisherPersonSchema, form, 'sign-in form');
    const id = casId(person.email);
    const code = codes.issue({
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      challenge: q.code_challenge,
      profile: { id, attributes: { ...person, cas_id: id } },
    });
    return c.redirect(withQuery(q.redirect_uri, { code, state: q.state }), 302);
  });

  app.get('/token', (c) => {
    const parsed = v.safeParse(PublisherTokenQuerySchema, c.req.query());
    const grant = parsed.success ? codes.take(parsed.output.code) : undefined;
    if (!parsed.success || !grant) throw new ApiError(400, 'invalid_grant');
    const q = parsed.output;
    if (
      grant.clientId !== q.client_id ||
      grant.redirectUri !== q.redirect_uri ||
      s256(q.code_verifier) !== grant.challenge
    ) {
      throw new ApiError(400, 'invalid_grant');
    }
    return c.json({ access_token: tokens.issue(grant.profile), token_type: 'Bearer', expires_in: 3600 });
  });

  app.get('/profile', (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const profile = token ? tokens.peek(token) : undefined;
    if (!profile) throw new ApiError(401, 'invalid_token');
    return c.json(profile);
  });

  return app;
}
