/**
 * Professional-network sign-in (spec 1 section 4): leave with a fresh 40-character state, come
 * back to /linkedin-auth-callback, exchange the code for the profile, prefill the form.
 */
import { api } from '../../api/client';
import { signInProvider } from '../../config';
import { createState, type CryptoLike } from '../../domain/pkce';
import { checkCallback, linkedinAuthorizeUrl, linkedinRedirectUri, registrationPath } from '../../domain/oauthState';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { signinStorage } from './signinStorage';

/** Saves state and event, then answers the provider URL to go to. */
export function startLinkedinSignIn(eventId: string, origin = window.location.origin, crypto?: CryptoLike): string {
  const { authorizeUrl, clientId } = signInProvider('linkedin');
  const state = createState(crypto);
  signinStorage.saveLinkedinState({ state, eventId });
  return linkedinAuthorizeUrl({ authorizeUrl, clientId, origin, state });
}

/**
 * Handles the callback's query and answers where to go: the registration form with
 * `?linkedin=true` after a successful exchange, the plain form otherwise (failures are logged).
 */
export async function completeLinkedinSignIn(
  search: string,
  origin = window.location.origin,
  exchange = api.linkedinAccessToken,
): Promise<string> {
  const saved = signinStorage.takeLinkedinState();
  const eventId = saved?.eventId ?? sessionStore.get(SESSION.eventId);
  const back = registrationPath(eventId);
  const check = checkCallback(new URLSearchParams(search), saved?.state);
  if (!check.ok) {
    signinStorage.clearLinkedinPrefill();
    if (check.reason === 'mismatch')
      console.error('Professional-network sign-in: the state does not match; not signing in.');
    else
      console.warn(
        'Professional-network sign-in: no authorization code',
        new URLSearchParams(search).get('error') ?? '',
      );
    return back;
  }
  try {
    const profile = await exchange({ code: check.code, redirect_uri: linkedinRedirectUri(origin) });
    signinStorage.saveLinkedinPrefill({
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
    });
    return registrationPath(eventId, 'linkedin=true');
  } catch (error) {
    console.error('Professional-network sign-in: requesting the profile failed', error);
    return back;
  }
}
