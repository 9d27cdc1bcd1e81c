/**
 * Signs a person in at the server's development publisher provider (authorize, Allow, token)
 * exactly as the app's publisher flow does, and answers the access token: what a real sign-on
 * registration carries (issue 27).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers.ts';

export interface PublisherPerson {
  firstname: string;
  lastname: string;
  email: string;
  big_number?: string;
}

const REDIRECT = 'http://localhost/webinar/cas-callback';

export async function publisherAccessToken(t: TestApp, person: PublisherPerson): Promise<string> {
  const verifier = randomBytes(96).toString('base64url');
  const params = {
    response_type: 'code',
    client_id: 'eventhall-dev',
    redirect_uri: REDIRECT,
    state: randomBytes(30).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  const allowed = await t.app.request(`http://localhost/dev/oauth/publisher/authorize?${new URLSearchParams(params)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, decision: 'allow', big_number: '', ...person }).toString(),
  });
  const code = new URL(allowed.headers.get('location')!).searchParams.get('code')!;
  const token = await t.get(
    `/dev/oauth/publisher/token?${new URLSearchParams({
      client_id: 'eventhall-dev',
      redirect_uri: REDIRECT,
      code,
      code_verifier: verifier,
    })}`,
  );
  return (token.json as { access_token: string }).access_token;
}

/** The profile the provider serves for a token, as the app's profile step reads it. */
export async function publisherProfile(t: TestApp, accessToken: string) {
  return (await t.get('/dev/oauth/publisher/profile', { authorization: `Bearer ${accessToken}` })).json as {
    id: string;
    attributes: { firstname: string; lastname: string; email: string; big_number: string; cas_id: string };
  };
}
