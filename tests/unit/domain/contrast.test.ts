import { describe, expect, it } from 'vitest';
import {
  MIN_TEXT_CONTRAST,
  MIN_UI_CONTRAST,
  parseColor,
  readableTextOn,
  textColorOn,
  themeVariables,
  uiColorOn,
} from '../../../src/domain/theme';

/** WCAG contrast ratio, computed here independently of the theme module. */
function ratio(a: string, b: string): number {
  const lum = (color: string) => {
    const [r, g, b2] = parseColor(color)!.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const ORGANISER_COLOURS = [
  '#f59e0b',
  '#0f766e',
  '#1d3557',
  '#ffff00',
  '#e11d48',
  '#22c55e',
  '#7c3aed',
  '#0ea5e9',
  '#888888',
  'rgba(240,240,240,1)',
];

describe('colour contrast from organiser colours', () => {
  it.each(ORGANISER_COLOURS)('text in %s on white reads at AA at least', (colour) => {
    expect(ratio(textColorOn(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(ORGANISER_COLOURS)('black or white on %s is the better of the two', (colour) => {
    const chosen = readableTextOn(colour);
    const other = chosen === '#ffffff' ? '#111111' : '#ffffff';
    expect(ratio(chosen, colour)).toBeGreaterThanOrEqual(ratio(other, colour));
  });

  it.each(ORGANISER_COLOURS)('%s as a control part (dot, bar, focus ring) on white shows at 3:1 at least', (colour) => {
    expect(ratio(uiColorOn(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
  });

  it('adjusts a control colour less than a text colour: an orange bar stays orange, pale grey darkens', () => {
    expect(uiColorOn('#ea580c', '#ffffff')).toBe('#ea580c');
    expect(textColorOn('#ea580c', '#ffffff')).not.toBe('#ea580c');
    expect(uiColorOn('rgba(240,240,240,1)', '#ffffff')).not.toBe('rgba(240,240,240,1)');
  });

  it('keeps a colour that already reads well, and lightens on a dark background', () => {
    expect(textColorOn('#0f766e', '#ffffff')).toBe('#0f766e');
    expect(ratio(textColorOn('#1d3557', '#000000'), '#000000')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives the web-app look a readable accent for the active tab (the on-site demo: amber)', () => {
    const vars = themeVariables({ pwaStyle: { primaryColor: '#0f766e', secondaryColor: '#f59e0b' } }, true);
    expect(vars['--color-secondary']).toBe('#f59e0b');
    expect(ratio(vars['--color-secondary-text']!, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(vars['--color-secondary-ui']!, '#ffffff')).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
  });
});

describe('button text', () => {
  it("keeps the organiser's button text colour when it reads, else picks black or white", () => {
    expect(
      themeVariables({ style: { primaryColor: '#0f766e', textInsideButtonColorHex: '#ffffff' } }, false)[
        '--color-on-primary'
      ],
    ).toBe('#ffffff');
    const orange = themeVariables({ style: { primaryColor: '#ea580c', textInsideButtonColorHex: '#ffffff' } }, false)[
      '--color-on-primary'
    ]!;
    expect(ratio(orange, '#ea580c')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
