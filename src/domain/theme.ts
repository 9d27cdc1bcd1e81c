/**
 * Theme tokens from the project's style (and pwaStyle in the web-app look) as CSS variables.
 * Defaults from spec 2 section 9: button radius 4, label 20, card 4, input 0, primary
 * rgba(240,240,240,1), font archivo.
 */
import type { Project } from '../contract';

export const DEFAULT_PRIMARY = 'rgba(240,240,240,1)';
/** Spec 2 section 9: the default background image; light, and self-hosted (public/media-default). */
export const DEFAULT_BACKGROUND_URL = '/media-default/background.svg';

/** The cards' and bars' background (base.css --color-surface). */
const SURFACE = '#ffffff';

const FONT_STACK: Record<string, string> = {
  arial: 'Arial, Helvetica, sans-serif',
  // The spec's brand fonts (CONST-06), each with a near fallback while (or when not) loaded.
  galanogrotesque: '"Galano Grotesque", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  caros: '"Caros", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  bebasneue: '"Bebas Neue", "Oswald", Impact, "Arial Narrow", sans-serif',
  'bebas-neue': '"Bebas Neue", "Oswald", Impact, "Arial Narrow", sans-serif',
  'dm sans': '"DM Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'dm-sans': '"DM Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  afronaut: '"Afronaut", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  merriweather: '"Merriweather", Georgia, serif',
  slabo: '"Slabo 27px", Georgia, serif',
};

export function fontStack(fontFamily: string | undefined): string {
  const key = (fontFamily ?? 'archivo').toLowerCase();
  if (FONT_STACK[key]) return FONT_STACK[key];
  const name = key
    .split('-')
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');
  return `"${name}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of two luminances (1 to 21). */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const DARK_TEXT = '#111111';
const DARK_TEXT_LUMINANCE = luminance([17, 17, 17]);

/** Black or white text, whichever has the higher contrast on the given colour. */
export function readableTextOn(color: string): string {
  const rgb = parseColor(color);
  if (!rgb) return DARK_TEXT;
  const l = luminance(rgb);
  return contrast(l, DARK_TEXT_LUMINANCE) >= contrast(l, 1) ? DARK_TEXT : '#ffffff';
}

/** The organiser's button text colour when it reads on the button (WCAG AA), else black or white. */
export function buttonTextOn(button: string, chosen: string | undefined): string {
  const [text, background] = [chosen && parseColor(chosen), parseColor(button)];
  if (chosen && (!text || !background || contrast(luminance(text), luminance(background)) >= MIN_TEXT_CONTRAST))
    return chosen;
  return readableTextOn(button);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG AA for large text and for the parts of a control (1.4.11: a radio's dot, a bar, a focus ring). */
export const MIN_UI_CONTRAST = 3;

/** The organiser's colour for a control part on `background`, adjusted until it shows (3:1). */
export const uiColorOn = (color: string, background: string) => textColorOn(color, background, MIN_UI_CONTRAST);

/**
 * The organiser's colour as text on `background`: the colour itself when it reads well enough
 * (WCAG AA), else the same hue darkened (on a light background) or lightened (on a dark one) just
 * enough; an amber accent on white becomes a dark amber, a dark blue stays as it is.
 */
export function textColorOn(color: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  const rgb = parseColor(color);
  const bg = parseColor(background);
  if (!rgb || !bg) return color;
  const bgLuminance = luminance(bg);
  const target = bgLuminance > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const mixed = rgb.map((c) => Math.round(c + (target - c) * (step / 20))) as [number, number, number];
    if (contrast(luminance(mixed), bgLuminance) >= minimum) return step === 0 ? color : `rgb(${mixed.join(', ')})`;
  }
  return target === 0 ? DARK_TEXT : '#ffffff';
}

/**
 * The web-app header's bar: the project's brand colour (issue 45: the accent, an organiser's
 * amber beside a teal brand, clashed as a header), with black or white text that reads on it
 * (WCAG AA); a mid-tone brand on which neither reaches 4.5:1 is darkened until white text does.
 */
export function headerColors(brand: string): { background: string; text: string } {
  const rgb = parseColor(brand);
  const text = readableTextOn(brand);
  const textRgb = parseColor(text)!;
  if (!rgb || contrast(luminance(rgb), luminance(textRgb)) >= MIN_TEXT_CONTRAST) return { background: brand, text };
  return { background: textColorOn(brand, '#ffffff'), text: '#ffffff' };
}

export function parseColor(color: string): [number, number, number] | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h =
      hex[1].length === 3
        ? hex[1]
            .split('')
            .map((c) => c + c)
            .join('')
        : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = color.match(/rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const px = (value: number | undefined, fallback: number) => `${value ?? fallback}px`;

export function themeVariables(project: Pick<Project, 'style' | 'pwaStyle'>, pwaLook: boolean): Record<string, string> {
  const style = project.style ?? {};
  const pwa = pwaLook ? (project.pwaStyle ?? {}) : {};
  const primary = pwa.primaryColor ?? style.primaryColor ?? DEFAULT_PRIMARY;
  const header = headerColors(primary);
  const vars: Record<string, string> = {
    '--color-primary': primary,
    '--color-on-primary': buttonTextOn(primary, style.textInsideButtonColorHex),
    '--color-secondary': pwa.secondaryColor ?? primary,
    '--color-on-secondary': readableTextOn(pwa.secondaryColor ?? primary),
    // The web-app header follows the brand; the secondary colour stays the accent (active tab, focus).
    '--color-header': header.background,
    '--color-on-header': header.text,
    // The accent as text (the active bottom tab) on the white surface, readable whatever the organiser chose.
    '--color-secondary-text': textColorOn(pwa.secondaryColor ?? primary, SURFACE),
    // The accent as a control part (checked radio, results bar, focus ring) on the white surface.
    '--color-secondary-ui': uiColorOn(pwa.secondaryColor ?? primary, SURFACE),
    '--color-on-secondary-ui': readableTextOn(uiColorOn(pwa.secondaryColor ?? primary, SURFACE)),
    '--radius-button': px(style.buttonBorderRadius, 4),
    '--radius-label': px(style.labelBorderRadius, 20),
    '--radius-card': px(style.cardBorderRadius, 4),
    '--radius-input': px(style.inputBorderRadius, 0),
    '--font-family': fontStack(style.fontFamily),
  };
  const background = pwa.backgroundGradient ?? style.backgroundGradient;
  const backgroundUrl = pwa.backgroundUrl ?? style.backgroundUrl;
  // Without the organiser's gradient or image: the light default image (CONST-04), served by the app.
  vars['--page-background'] =
    background || `url("${backgroundUrl || DEFAULT_BACKGROUND_URL}") center / cover no-repeat fixed`;
  return vars;
}

/** Page title: event title plus company name. */
export function pageTitle(eventTitle: string, companyName?: string): string {
  return companyName ? `${eventTitle} | ${companyName}` : eventTitle;
}
