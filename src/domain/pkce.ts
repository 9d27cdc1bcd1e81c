/**
 * OAuth helpers of the two sign-in flows (spec 1 sections 4 and 9): the 40-character state, the
 * 128-character PKCE code verifier and its S256 challenge (RFC 7636). Pure: WebCrypto is passed
 * in (defaulting to globalThis.crypto), so the same code runs in the browser and in tests.
 */

/** The smallest part of WebCrypto these helpers use. */
export interface CryptoLike {
  getRandomValues<T extends ArrayBufferView | null>(array: T): T;
  subtle: Pick<SubtleCrypto, 'digest'>;
}

/** RFC 3986 unreserved characters, the alphabet of a code verifier (RFC 7636 section 4.1). */
export const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** Letters and digits: the state travels through query strings and forms untouched. */
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const STATE_LENGTH = 40;
export const CODE_VERIFIER_LENGTH = 128;

function defaultCrypto(): CryptoLike {
  const c = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!c?.getRandomValues) throw new Error('No WebCrypto random source available');
  return c;
}

/**
 * `length` characters drawn uniformly from `alphabet` (rejection sampling: bytes that would
 * make the first characters of the alphabet more likely are thrown away).
 */
export function randomString(length: number, alphabet: string, crypto: CryptoLike = defaultCrypto()): string {
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError('alphabet must have 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.max(16, (length - out.length) * 2)));
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The random `state` both flows send to the provider and check on return: 40 characters. */
export function createState(crypto?: CryptoLike): string {
  return randomString(STATE_LENGTH, ALPHANUMERIC, crypto);
}

/** A PKCE code verifier: 128 unreserved characters (the maximum RFC 7636 allows). */
export function createCodeVerifier(crypto?: CryptoLike): string {
  return randomString(CODE_VERIFIER_LENGTH, UNRESERVED, crypto);
}

/** base64url without padding (RFC 4648 section 5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge: base64url(SHA-256(ASCII(verifier))), no padding. */
export async function codeChallengeS256(verifier: string, crypto: CryptoLike = defaultCrypto()): Promise<string> {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier))
    throw new RangeError('code verifier must be 43-128 unreserved characters');
  if (!crypto.subtle?.digest) throw new Error('WebCrypto digest is not available (insecure context?)');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** A fresh verifier with its challenge. */
export async function createPkcePair(crypto?: CryptoLike): Promise<{ verifier: string; challenge: string }> {
  const verifier = createCodeVerifier(crypto);
  return { verifier, challenge: await codeChallengeS256(verifier, crypto) };
}
