import { describe, expect, it } from 'vitest';
import {
  checkCallback,
  isInternationalVariant,
  linkedinAuthorizeUrl,
  linkedinRedirectUri,
  marksLoginFailed,
  parseLinkedinState,
  publisherAuthorizeUrl,
  publisherLoginPath,
  publisherRedirectUri,
  registrationPath,
  sameString,
  serializeLinkedinState,
  ssoRegistrationBody,
} from '../../../src/domain/oauthState';

const ORIGIN = 'https://events.example.org';
const STATE = 'abcdefghijABCDEFGHIJ0123456789klmnopqrst';
const q = (s: string) => new URLSearchParams(s);

describe('callback checks', () => {
  it('accepts a code with the saved state', () => {
    expect(checkCallback(q(`code=c1&state=${STATE}`), STATE)).toEqual({ ok: true, code: 'c1' });
  });
  it('refuses a different state', () => {
    expect(checkCallback(q('code=c1&state=wrong'), STATE)).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkCallback(q(`code=c1&state=${STATE}x`), STATE)).toEqual({ ok: false, reason: 'mismatch' });
  });
  it('refuses when nothing was saved (a replayed callback)', () => {
    expect(checkCallback(q(`code=c1&state=${STATE}`), null)).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkCallback(q('code=c1&state='), '')).toEqual({ ok: false, reason: 'missing' });
  });
  it('reports a missing code or state', () => {
    expect(checkCallback(q(`state=${STATE}`), STATE)).toEqual({ ok: false, reason: 'missing' });
    expect(checkCallback(q('code=c1'), STATE)).toEqual({ ok: false, reason: 'missing' });
    expect(checkCallback(q(''), STATE)).toEqual({ ok: false, reason: 'missing' });
  });
  it('reports a provider error (cancelled sign-in)', () => {
    expect(checkCallback(q(`error=access_denied&state=${STATE}`), STATE)).toEqual({ ok: false, reason: 'error' });
  });
  it('compares strings exactly', () => {
    expect(sameString('abc', 'abc')).toBe(true);
    expect(sameString('abc', 'abd')).toBe(false);
    expect(sameString('abc', 'abcd')).toBe(false);
    expect(sameString('', '')).toBe(true);
  });
});

describe('authorize URLs', () => {
  it('professional network: code flow with state and the openid scope, back to /linkedin-auth-callback', () => {
    const url = new URL(
      linkedinAuthorizeUrl({
        authorizeUrl: '/dev/oauth/linkedin/authorize',
        clientId: 'app',
        origin: ORIGIN,
        state: STATE,
      }),
    );
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/dev/oauth/linkedin/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'app',
      redirect_uri: `${ORIGIN}/linkedin-auth-callback`,
      state: STATE,
      scope: 'openid profile email',
    });
    expect(linkedinRedirectUri(ORIGIN)).toBe(`${ORIGIN}/linkedin-auth-callback`);
  });

  it('keeps an absolute provider URL and its own query', () => {
    const url = new URL(
      linkedinAuthorizeUrl({
        authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization?x=1',
        clientId: 'a b',
        origin: ORIGIN,
        state: STATE,
      }),
    );
    expect(url.host).toBe('www.linkedin.com');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('client_id')).toBe('a b');
  });

  it('publisher: S256 challenge, state and the event callback', () => {
    const url = new URL(
      publisherAuthorizeUrl({
        authorizeUrl: '/dev/oauth/publisher/authorize',
        clientId: 'app',
        origin: ORIGIN,
        eventId: 'hybrid-summit',
        state: STATE,
        challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: `${ORIGIN}/hybrid-summit/cas-callback`,
      response_type: 'code',
      state: STATE,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
  });

  it('paths', () => {
    expect(publisherRedirectUri(ORIGIN, 'a/b')).toBe(`${ORIGIN}/a%2Fb/cas-callback`);
    expect(publisherLoginPath('webinar')).toBe('/webinar/publisher-login');
    expect(registrationPath('webinar')).toBe('/webinar/registration');
    expect(registrationPath('webinar', 'linkedin=true')).toBe('/webinar/registration?linkedin=true');
    expect(registrationPath(null)).toBe('/');
  });
});

describe('saved professional-network state', () => {
  it('round-trips state and event', () => {
    expect(parseLinkedinState(serializeLinkedinState({ state: STATE, eventId: 'webinar' }))).toEqual({
      state: STATE,
      eventId: 'webinar',
    });
  });
  it('reads a bare state and ignores rubbish', () => {
    expect(parseLinkedinState(STATE)).toEqual({ state: STATE });
    expect(parseLinkedinState(null)).toBeNull();
    expect(parseLinkedinState('{"state":5,"eventId":""}')).toEqual({ state: undefined, eventId: undefined });
  });
});

describe('publisher failures and registration', () => {
  const base = { language: 'nlFormal' as const, registration: { type: 'publisher', fields: [] } };
  it('international variant: English projects or an international registration type', () => {
    expect(isInternationalVariant(base)).toBe(false);
    expect(isInternationalVariant({ ...base, language: 'en' })).toBe(true);
    expect(isInternationalVariant({ ...base, registration: { type: 'publisher-international', fields: [] } })).toBe(
      true,
    );
  });
  it('marks the login as failed only with an alternate e-learning link outside the international variant', () => {
    const withAlternate = {
      ...base,
      elearningButton: { title: 'E-learning', href: 'https://a', alternateHref: 'https://b' },
    };
    expect(marksLoginFailed(withAlternate)).toBe(true);
    expect(marksLoginFailed({ ...withAlternate, language: 'en' })).toBe(false);
    expect(marksLoginFailed({ ...base, elearningButton: { title: 'E-learning', href: 'https://a' } })).toBe(false);
    expect(marksLoginFailed(base)).toBe(false);
  });
  it('builds the single sign-on registration, online for hybrid projects', () => {
    const profile = {
      id: 'p1',
      attributes: {
        firstname: 'Sanne',
        lastname: 'de Vries',
        email: 'sanne@example.com',
        big_number: '19012345601',
        cas_id: 'cas-1',
      },
    };
    expect(ssoRegistrationBody({ projectType: 'hybrid' }, 'hybrid-summit', profile)).toEqual({
      event_id: 'hybrid-summit',
      cas_id: 'cas-1',
      first_name: 'Sanne',
      last_name: 'de Vries',
      email: 'sanne@example.com',
      big_number: '19012345601',
      on_site_viewer: 0,
    });
    const webinar = ssoRegistrationBody({ projectType: 'webinar' }, 'webinar', {
      ...profile,
      attributes: { ...profile.attributes, big_number: null },
    });
    expect(webinar).not.toHaveProperty('on_site_viewer');
    expect(webinar.big_number).toBeNull();
  });
});
