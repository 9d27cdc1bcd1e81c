import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC,
  base64UrlEncode,
  codeChallengeS256,
  createCodeVerifier,
  createPkcePair,
  createState,
  randomString,
  UNRESERVED,
  type CryptoLike,
} from '../../../src/domain/pkce';

const crypto = webcrypto as unknown as CryptoLike;

// RFC 7636 appendix B: the verifier, the SHA-256 octets the RFC lists, and their base64url.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_DIGEST = [
  19, 211, 30, 150, 26, 26, 216, 236, 47, 22, 177, 12, 76, 152, 46, 8, 118, 168, 120, 173, 109, 241, 68, 86, 110, 225,
  137, 74, 203, 112, 249, 195,
];
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE (RFC 7636)', () => {
  it('matches the appendix B test vector', async () => {
    expect(base64UrlEncode(new Uint8Array(RFC_DIGEST))).toBe(RFC_CHALLENGE);
    expect(await codeChallengeS256(RFC_VERIFIER, crypto)).toBe(RFC_CHALLENGE);
  });

  it('also works with the global WebCrypto', async () => {
    expect(await codeChallengeS256(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it('makes 128-character verifiers from the unreserved set', () => {
    for (let i = 0; i < 50; i += 1) {
      const verifier = createCodeVerifier(crypto);
      expect(verifier).toHaveLength(128);
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    }
  });

  it('makes 40-character states of letters and digits', () => {
    const state = createState(crypto);
    expect(state).toHaveLength(40);
    expect(state).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it('never repeats itself', () => {
    const states = new Set(Array.from({ length: 200 }, () => createState(crypto)));
    expect(states.size).toBe(200);
  });

  it('uses the whole alphabet (every character of 66 shows up in 20 000 draws)', () => {
    const seen = new Set(randomString(20_000, UNRESERVED, crypto));
    expect(seen.size).toBe(UNRESERVED.length);
    expect(UNRESERVED).toHaveLength(66);
    expect(ALPHANUMERIC).toHaveLength(62);
  });

  it('skips bytes that would bias the first characters', () => {
    // A fake random source: first 250 (>= 256 - 256 % 66 = 198, rejected), then 0, 65, 66, 197.
    const queue = [250, 0, 65, 66, 197];
    const fake: CryptoLike = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        const bytes = array as unknown as Uint8Array;
        for (let i = 0; i < bytes.length; i += 1) bytes[i] = queue.length ? queue.shift()! : 255;
        return array;
      },
      subtle: crypto.subtle,
    };
    expect(randomString(4, UNRESERVED, fake)).toBe(`A~A${UNRESERVED[197 % 66]}`);
  });

  it('challenges are 43 base64url characters without padding and differ per verifier', async () => {
    const a = await createPkcePair(crypto);
    const b = await createPkcePair(crypto);
    expect(a.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.challenge).not.toBe(b.challenge);
    expect(await codeChallengeS256(a.verifier, crypto)).toBe(a.challenge);
  });

  it('refuses verifiers outside RFC 7636', async () => {
    await expect(codeChallengeS256('short', crypto)).rejects.toThrow(RangeError);
    await expect(codeChallengeS256('a'.repeat(129), crypto)).rejects.toThrow(RangeError);
    await expect(codeChallengeS256(`${'a'.repeat(42)} `, crypto)).rejects.toThrow(RangeError);
  });

  it('base64url-encodes without padding, with - and _', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64UrlEncode(new Uint8Array([]))).toBe('');
    expect(base64UrlEncode(new TextEncoder().encode('f'))).toBe('Zg');
  });
});
