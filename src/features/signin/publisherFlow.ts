/**
 * Publisher single sign-on (spec 1 sections 4 and 8): authorization code with PKCE S256, then
 * token, profile and a generated registration.
 */
import { api } from '../../api/client';
import { isLinkMailed } from '../../contract/registration';
import type { Project } from '../../contract/project';
import { signInProvider } from '../../config';
import { createPkcePair, createState, type CryptoLike } from '../../domain/pkce';
import {
  publisherAuthorizeUrl,
  publisherRedirectUri,
  ssoRegistrationBody,
  type SsoRegistrationBody,
} from '../../domain/oauthState';
import { signinStorage } from './signinStorage';

/** Makes and saves state and verifier, then answers the provider URL to go to. */
export async function startPublisherSignIn(
  eventId: string,
  origin = window.location.origin,
  crypto?: CryptoLike,
): Promise<string> {
  const { authorizeUrl, clientId } = signInProvider('publisher');
  const state = createState(crypto);
  const { verifier, challenge } = await createPkcePair(crypto);
  signinStorage.savePublisherSecrets(state, verifier);
  return publisherAuthorizeUrl({ authorizeUrl, clientId, origin, eventId, state, challenge });
}

export type PublisherStep = 'token' | 'profile' | 'register';

export async function requestAccessToken(
  eventId: string,
  code: string,
  verifier: string,
  origin = window.location.origin,
): Promise<string> {
  const answer = await api.publisherToken({
    client_id: signInProvider('publisher').clientId,
    redirect_uri: publisherRedirectUri(origin, eventId),
    code,
    code_verifier: verifier,
  });
  return answer.access_token;
}

export async function requestRegistrationBody(
  project: Pick<Project, 'projectType'>,
  eventId: string,
  accessToken: string,
): Promise<SsoRegistrationBody> {
  const profile = await api.publisherProfile(accessToken);
  return ssoRegistrationBody(project, eventId, profile);
}

/**
 * Registers whom the provider signed in: the server confirms `accessToken` with the provider's
 * profile endpoint (issue 27). The registration id, or null when a magic-link project answered
 * without one (a known e-mail: the personal link went by mail).
 */
export async function registerSignedIn(body: SsoRegistrationBody, accessToken: string): Promise<string | null> {
  const result = await api.registerSso({ ...body, access_token: accessToken });
  return isLinkMailed(result) ? null : result.registrationID;
}
