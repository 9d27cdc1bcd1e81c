// @vitest-environment node
import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindMessage } from '../../server/db/bindMessage.ts';

type Values = NonNullable<NonNullable<Parameters<typeof protocol.serialize.bind>[0]>['values']>;
const library = (statement: string, values: unknown[]) =>
  protocol.serialize.bind({ statement, values: values as Values });

describe('the Bind message of a prepared run', () => {
  it('is byte for byte what PGlite writes, for plain, empty, null, accented, emoji and long values', () => {
    const cases: (string | null)[][] = [
      [],
      ['proj-hybrid-summit', 'ada@example.com', '{hybrid-summit,breakout-a}', null, ''],
      ['Zoë Ñúñez', 'Ørsted Ærø', '日本語のテキスト', 'emoji 🎉👩‍💻 and a lone \u00e9', null],
      ['x'.repeat(20_000), 'é'.repeat(9_000), '🎉'.repeat(5_000)],
    ];
    for (const values of cases) {
      expect(Buffer.from(bindMessage('new_registration_online_keyed', values))).toEqual(
        Buffer.from(library('new_registration_online_keyed', values)),
      );
    }
  });

  it('leaves nothing of a longer message in a shorter one after it', () => {
    bindMessage('s', ['a'.repeat(50_000)]);
    expect(Buffer.from(bindMessage('s', ['b']))).toEqual(Buffer.from(library('s', ['b'])));
  });

  it('hands anything but strings and nulls to PGlite', () => {
    const values = ['a', new Uint8Array([1, 2, 3])];
    expect(Buffer.from(bindMessage('s', values))).toEqual(Buffer.from(library('s', values)));
  });
});
