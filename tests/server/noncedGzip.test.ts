// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, noncedPage } from '../../server/http/noncedGzip.ts';

const PLACEHOLDER = '__CSP_NONCE__';
const page = (parts: string[]) => parts.join(PLACEHOLDER);

describe('a page compressed once, with a fresh nonce per answer', () => {
  const cases = {
    'no nonce at all': ['<!doctype html><p>Hallo</p>'],
    'nonces at the start, in the middle and at the end': ['', '<script nonce="', '">x</script>'.repeat(50), ''],
    'accents, emoji and a long body': [
      '<html lang="nl"><title>Zoë – Ærø 🎉</title><script nonce="',
      `"></script><main>${'<p>Sessie één, twee en drie. '.repeat(4000)}</main>`,
    ],
  };
  for (const [name, parts] of Object.entries(cases)) {
    it(`decompresses to the page with the nonce in each place: ${name}`, () => {
      const prepared = noncedPage(page(parts), PLACEHOLDER);
      for (const nonce of ['LWFPsGaR6GkcTMqbhYr9Gw==', 'another-nonce-0123456789']) {
        const expected = parts.join(nonce);
        // gunzip checks the CRC-32 and the length in the trailer.
        expect(gunzipSync(gzipWithNonce(prepared, nonce)).toString()).toBe(expected);
      }
    });
  }

  it('stays compressed: a large page is far smaller than its text', () => {
    const text = page([
      '<head><meta property="csp-nonce" nonce="',
      `"></head><body>${'<div class="card">Programma</div>'.repeat(2000)}</body>`,
    ]);
    expect(gzipWithNonce(noncedPage(text, PLACEHOLDER), 'n0nce').length).toBeLessThan(text.length / 20);
  });
});

describe('the CRC-32 carried over a kept piece', () => {
  it('matches the CRC of the whole answer for many nonces (gunzip checks it)', () => {
    const prepared = noncedPage(
      ['<a nonce="', `">${'x'.repeat(3000)}`, '', '<b nonce="', '">é🎉'].join(PLACEHOLDER),
      PLACEHOLDER,
    );
    for (let n = 0; n < 200; n++) {
      const nonce = Buffer.from(`nonce-${n}-${Math.random()}`).toString('base64');
      expect(gunzipSync(gzipWithNonce(prepared, nonce)).toString()).toBe(
        ['<a nonce="', `">${'x'.repeat(3000)}`, '', '<b nonce="', '">é🎉'].join(nonce),
      );
    }
  });
});
