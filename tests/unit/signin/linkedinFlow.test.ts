import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CryptoLike } from '../../../src/domain/pkce';
import { completeLinkedinSignIn, startLinkedinSignIn } from '../../../src/features/signin/linkedinFlow';

const ORIGIN = 'https://events.example.org';
const crypto = webcrypto as unknown as CryptoLike;
/** The exchange must not happen on these paths: calling it fails the test. */
const noExchange = () => {
  throw new Error('the code must not be exchanged');
};

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => sessionStorage.clear());

describe('professional-network sign-in', () => {
  it('start: saves a 40-character state with the event, drops an old prefill, answers the authorize URL', () => {
    sessionStorage.setItem('linkedinPrefill', '{"email":"old@example.com"}');
    const url = new URL(startLinkedinSignIn('webinar', ORIGIN, crypto));
    const saved = JSON.parse(sessionStorage.getItem('linkedinState')!) as { state: string; eventId: string };
    expect(saved.eventId).toBe('webinar');
    expect(saved.state).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(url.searchParams.get('state')).toBe(saved.state);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/linkedin-auth-callback`);
    expect(sessionStorage.getItem('linkedinPrefill')).toBeNull();
  });

  it('a different state: no exchange, no prefill, back to the registration, logged', async () => {
    startLinkedinSignIn('webinar', ORIGIN, crypto);
    expect(await completeLinkedinSignIn('?code=abc&state=wrong', ORIGIN, noExchange)).toBe('/webinar/registration');
    expect(sessionStorage.getItem('linkedinPrefill')).toBeNull();
    expect(sessionStorage.getItem('linkedinState')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('state does not match'));
  });

  it('the saved state is used once: the same callback a second time is refused', async () => {
    sessionStorage.setItem('eventId', 'webinar'); // the shell keeps the last opened event
    const state = new URL(startLinkedinSignIn('webinar', ORIGIN, crypto)).searchParams.get('state')!;
    await completeLinkedinSignIn(`?error=user_cancelled_login&state=${state}`, ORIGIN, noExchange);
    expect(await completeLinkedinSignIn(`?code=abc&state=${state}`, ORIGIN, noExchange)).toBe('/webinar/registration');
  });

  it('no code, or a provider error: back to the registration', async () => {
    startLinkedinSignIn('webinar', ORIGIN, crypto);
    expect(await completeLinkedinSignIn('?state=x', ORIGIN, noExchange)).toBe('/webinar/registration');
    startLinkedinSignIn('webinar', ORIGIN, crypto);
    expect(await completeLinkedinSignIn('?error=user_cancelled_login', ORIGIN, noExchange)).toBe(
      '/webinar/registration',
    );
  });

  it('without a saved event it falls back to the last opened event', async () => {
    sessionStorage.setItem('eventId', 'hybrid-summit');
    expect(await completeLinkedinSignIn('?code=abc&state=wrong', ORIGIN, noExchange)).toBe(
      '/hybrid-summit/registration',
    );
  });

  it('a failed exchange is logged and returns to the registration without the flag', async () => {
    const state = new URL(startLinkedinSignIn('webinar', ORIGIN, crypto)).searchParams.get('state')!;
    const calls: unknown[] = [];
    const failing = async (body: { code: string; redirect_uri: string }) => {
      calls.push(body);
      throw new Error('invalid_grant');
    };
    expect(await completeLinkedinSignIn(`?code=abc&state=${state}`, ORIGIN, failing)).toBe('/webinar/registration');
    expect(calls).toEqual([{ code: 'abc', redirect_uri: `${ORIGIN}/linkedin-auth-callback` }]);
    expect(sessionStorage.getItem('linkedinPrefill')).toBeNull();
  });
});
