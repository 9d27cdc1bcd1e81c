// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfessionalProfileSchema, PublisherProfileSchema, PublisherTokenSchema } from '../../src/contract/index.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const REDIRECT = 'http://localhost:5173/webinar/publisher-login';
const state = () => randomBytes(30).toString('base64url'); // 40 characters
const verifier = () => randomBytes(96).toString('base64url'); // 128 characters
const challenge = (v: string) => createHash('sha256').update(v).digest('base64url');

async function form(path: string, fields: Record<string, string>) {
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function publisherCode(codeVerifier: string, s = state()) {
  const params = {
    response_type: 'code',
    client_id: 'event-app',
    redirect_uri: REDIRECT,
    state: s,
    code_challenge: challenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  const page = await t.get(`/dev/oauth/publisher/authorize?${new URLSearchParams(params)}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Allow');
  const res = await form(`/dev/oauth/publisher/authorize?${new URLSearchParams(params)}`, {
    ...params,
    decision: 'allow',
    firstname: 'Sanne',
    lastname: 'de Vries',
    email: 'sanne@example.com',
    big_number: '19012345601',
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe(s);
  return location.searchParams.get('code')!;
}

const token = (code: string, codeVerifier: string, extra: Record<string, string> = {}) =>
  t.get(
    `/dev/oauth/publisher/token?${new URLSearchParams({
      client_id: 'event-app',
      redirect_uri: REDIRECT,
      code,
      code_verifier: codeVerifier,
      ...extra,
    })}`,
  );

describe('publisher sign-on (PKCE)', () => {
  it('exchanges a code with the right verifier, then serves the profile', async () => {
    const cv = verifier();
    const res = await token(await publisherCode(cv), cv);
    expect(res.status).toBe(200);
    const { access_token } = v.parse(PublisherTokenSchema, res.json);
    const profile = await t.get('/dev/oauth/publisher/profile', { authorization: `Bearer ${access_token}` });
    const parsed = v.parse(PublisherProfileSchema, profile.json);
    expect(parsed.attributes).toMatchObject({
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.com',
      big_number: '19012345601',
    });
    expect((await t.get('/dev/oauth/publisher/profile', { authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('refuses a wrong verifier', async () => {
    const code = await publisherCode(verifier());
    const res = await token(code, verifier());
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('refuses a reused code', async () => {
    const cv = verifier();
    const code = await publisherCode(cv);
    expect((await token(code, cv)).status).toBe(200);
    expect(await token(code, cv)).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('refuses a mismatched redirect uri or client, and short verifiers', async () => {
    const cv = verifier();
    expect((await token(await publisherCode(cv), cv, { redirect_uri: 'http://evil.example/cb' })).status).toBe(400);
    expect((await token(await publisherCode(cv), cv, { client_id: 'other' })).status).toBe(400);
    const short = 'a'.repeat(42);
    const code = await publisherCode(short);
    expect((await token(code, short)).status).toBe(400);
  });

  it('rejects plain challenges, missing challenges and short states', async () => {
    const base = {
      response_type: 'code',
      client_id: 'event-app',
      redirect_uri: REDIRECT,
      state: state(),
      code_challenge: challenge(verifier()),
      code_challenge_method: 'S256',
    };
    expect(
      (
        await t.get(
          `/dev/oauth/publisher/authorize?${new URLSearchParams({ ...base, code_challenge_method: 'plain' })}`,
        )
      ).status,
    ).toBe(400);
    const { code_challenge: _omit, ...noChallenge } = base;
    expect((await t.get(`/dev/oauth/publisher/authorize?${new URLSearchParams(noChallenge)}`)).status).toBe(400);
    expect(
      (await t.get(`/dev/oauth/publisher/authorize?${new URLSearchParams({ ...base, state: 'short' })}`)).status,
    ).toBe(400);
  });
});

describe('professional network', () => {
  const params = {
    response_type: 'code',
    client_id: 'event-app',
    redirect_uri: 'http://localhost:5173/linkedin',
    state: 'x'.repeat(40),
    scope: 'r_emailaddress r_liteprofile',
  };

  it('shows the sign-in page and returns the profile for the code, once', async () => {
    const page = await t.get(`/dev/oauth/linkedin/authorize?${new URLSearchParams(params)}`);
    expect(page.text).toContain('Sign in to the professional network (development provider)');
    const res = await form('/dev/oauth/linkedin/authorize', {
      ...params,
      decision: 'allow',
      first_name: 'Margaret',
      last_name: 'Hamilton',
      email: 'Margaret@Example.com',
    });
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe(params.state);
    const code = location.searchParams.get('code')!;
    const wrongRedirect = await t.post('/dev/oauth/linkedin/access-token', {
      code,
      redirect_uri: 'http://localhost:5173/other',
    });
    expect(wrongRedirect.status).toBe(400);
    // The failed attempt used the code up.
    expect((await t.post('/dev/oauth/linkedin/access-token', { code, redirect_uri: params.redirect_uri })).status).toBe(
      400,
    );

    const again = await form('/dev/oauth/linkedin/authorize', {
      ...params,
      decision: 'allow',
      first_name: 'Margaret',
      last_name: 'Hamilton',
      email: 'margaret@example.com',
    });
    const code2 = new URL(again.headers.get('location')!).searchParams.get('code')!;
    const ok = await t.post('/dev/oauth/linkedin/access-token', { code: code2, redirect_uri: params.redirect_uri });
    expect(v.parse(ProfessionalProfileSchema, ok.json)).toEqual({
      email: 'margaret@example.com',
      firstName: 'Margaret',
      lastName: 'Hamilton',
    });
    expect(
      (await t.post('/dev/oauth/linkedin/access-token', { code: code2, redirect_uri: params.redirect_uri })).status,
    ).toBe(400);
  });

  it('redirects a cancel with user_cancelled_login and the state', async () => {
    const res = await form('/dev/oauth/linkedin/authorize', { ...params, decision: 'cancel' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('user_cancelled_login');
    expect(location.searchParams.get('state')).toBe(params.state);
    expect(location.searchParams.has('code')).toBe(false);
  });
});
