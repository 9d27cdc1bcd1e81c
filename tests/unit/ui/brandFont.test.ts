// CONST-04 and CONST-06: the default background and the organiser's brand font.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BACKGROUND_URL, fontStack, themeVariables } from '../../../src/domain/theme';
import { loadFont } from '../../../src/ui/fonts';

afterEach(() => vi.unstubAllGlobals());

describe('CONST-04: the default background image', () => {
  it('is the light, self-hosted image when the organiser gives neither gradient nor image', () => {
    expect(DEFAULT_BACKGROUND_URL).toBe('/media-default/background.svg');
    expect(themeVariables({}, false)['--page-background']).toContain('url("/media-default/background.svg")');
    expect(themeVariables({ style: { backgroundUrl: '/media/x.svg' } }, false)['--page-background']).toContain(
      '/media/x.svg',
    );
    expect(
      themeVariables({ style: { backgroundGradient: 'linear-gradient(red, blue)' } }, false)['--page-background'],
    ).toBe('linear-gradient(red, blue)');
  });
});

describe('CONST-06: brand fonts', () => {
  it("name the spec's brand fonts first in their stacks", () => {
    expect(fontStack('BebasNeue')).toMatch(/^"Bebas Neue"/);
    expect(fontStack('DM Sans')).toMatch(/^"DM Sans"/);
    expect(fontStack('GalanoGrotesque')).toMatch(/^"Galano Grotesque"/);
    expect(fontStack('Caros')).toMatch(/^"Caros"/);
    expect(fontStack('Afronaut')).toMatch(/^"Afronaut"/);
  });
  it(
    'loads a brand font from style.customFontUrl under ' + 'the family its stack names, and ignores a bad URL',
    async () => {
      const faces: { family: string; source: string }[] = [];
      class FakeFontFace {
        constructor(
          public family: string,
          public source: string,
        ) {
          faces.push({ family, source });
        }
        load() {
          return Promise.resolve(this);
        }
      }
      vi.stubGlobal('FontFace', FakeFontFace);
      const added: unknown[] = [];
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { add: (face: unknown) => added.push(face), load: () => Promise.resolve([]) },
      });
      await loadFont('GalanoGrotesque', '/media/fonts/galano.woff2');
      expect(faces).toEqual([
        { family: 'Galano Grotesque', source: `url("${window.location.origin}/media/fonts/galano.woff2")` },
      ]);
      expect(added).toHaveLength(1);
      await loadFont('Caros', 'javascript:alert(1)');
      expect(faces).toHaveLength(1);
    },
  );
  it(
    'bundles the open-licence brand fonts (Bebas Neue, ' + 'DM Sans): their own faces, no organiser file needed',
    async () => {
      const asked: string[] = [];
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: {
          add: () => undefined,
          load: (font: string) => {
            asked.push(font);
            return Promise.resolve([]);
          },
        },
      });
      vi.stubGlobal(
        'FontFace',
        class {
          constructor() {
            throw new Error('no custom file for a bundled font');
          }
        },
      );
      await loadFont('BebasNeue');
      await loadFont('DM Sans');
      expect(asked).toEqual(['400 1em "Bebas Neue"', '400 1em "DM Sans"', '700 1em "DM Sans"']);
    },
  );
});
