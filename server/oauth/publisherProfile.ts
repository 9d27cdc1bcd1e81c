/**
 * Confirming a publisher sign-on with the provider (issue 27): the server asks the provider's
 * profile endpoint with the access token the app obtained from the provider's token endpoint,
 * and registers the person the provider names. Whatever else the caller claims is only compared.
 *
 * We chose this over the server exchanging the code itself because spec 1's publisher flow stays
 * as it is visible in the app (its 'Requesting token' page, its token, profile and registration
 * calls, each with its own retry): the app's token call already used the code up, and the access
 * token is what the provider issues to say who signed in.
 */
import * as v from 'valibot';
import { PublisherProfileSchema } from '../../src/contract/index.ts';
import type { PublisherProfileLookup } from '../baseDeps.ts';
import { ApiError } from '../http/errors.ts';

export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The development provider of this server (routes/oauthPublisher.ts), asked in process. */
export const DEV_PUBLISHER_PROFILE_URL = 'http://localhost/dev/oauth/publisher/profile';

const TIMEOUT_MS = 5_000;
const REFUSED = 'The sign-on could not be confirmed: the provider did not accept the access token.';
const UNAVAILABLE = 'The sign-on provider could not confirm the sign-in right now. Please try again.';

export function publisherProfileLookup(url: string, fetchFn: ProviderFetch): PublisherProfileLookup {
  return async (accessToken) => {
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(502, UNAVAILABLE);
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) throw new ApiError(401, REFUSED);
    const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
    const profile = v.safeParse(PublisherProfileSchema, body);
    if (!profile.success) throw new ApiError(502, UNAVAILABLE);
    return profile.output;
  };
}

/** Production without PUBLISHER_PROFILE_URL: the dev provider is gone, so no sign-on can be confirmed. */
export const unconfiguredPublisher: PublisherProfileLookup = async () => {
  throw new ApiError(503, 'Publisher sign-on is not set up on this server (PUBLISHER_PROFILE_URL).');
};
