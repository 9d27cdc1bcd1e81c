/** Request shapes of the development providers. */
import * as v from 'valibot';

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));
const HttpUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((u) => /^https?:\/\//i.test(u), 'redirect_uri must be http(s)'),
);
const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Invalid email'));

export const LinkedinAuthorizeSchema = v.object({
  response_type: v.literal('code'),
  client_id: NonEmpty,
  redirect_uri: HttpUrl,
  state: NonEmpty,
  scope: v.optional(v.string()),
});

export const LinkedinPersonSchema = v.object({ first_name: NonEmpty, last_name: NonEmpty, email: Email });

export const LinkedinTokenSchema = v.object({ code: NonEmpty, redirect_uri: HttpUrl });

export const PublisherAuthorizeSchema = v.object({
  response_type: v.literal('code'),
  client_id: NonEmpty,
  redirect_uri: HttpUrl,
  state: v.pipe(v.string(), v.length(40, 'state must be 40 characters')),
  // base64url of a SHA-256 digest: 43 characters.
  code_challenge: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be a base64url SHA-256 digest'),
  ),
  code_challenge_method: v.literal('S256', 'Only S256 is supported'),
});

export const PublisherPersonSchema = v.object({
  firstname: NonEmpty,
  lastname: NonEmpty,
  email: Email,
  big_number: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
});

export const PublisherTokenQuerySchema = v.object({
  client_id: NonEmpty,
  redirect_uri: HttpUrl,
  code: NonEmpty,
  // RFC 7636: 43 to 128 unreserved characters.
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43-128 characters')),
});
