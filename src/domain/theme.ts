/**
 * Theme tokens from the project's style (and pwaStyle in the web-app look) as CSS variables.
 * Defaults from spec 2 section 9: button radius 4, label 20, card 4, input 0, primary
 * rgba(240,240,240,1), font archivo.
 */
import type { Project } from '../contract';

export const SUPPORTED_FONTS = [
  'archivo', 'open-sans', 'roboto', 'lato', 'montserrat', 'oswald', 'source-sans-pro', 'slabo', 'raleway',
  'pt-sans', 'merriweather', 'arial',
] as const;

export const DEFAULT_PRIMARY = 'rgba(240,240,240,1)';

const FONT_STACK: Record<string, string> = {
  arial: 'Arial, Helvetica, sans-serif',
  merriweather: '"Merriweather", Georgia, serif',
  slabo: '"Slabo 27px", Georgia, serif',
};

export function fontStack(fontFamily: string | undefined): string {
  const key = (fontFamily ?? 'archivo').toLowerCase();
  if (FONT_STACK[key]) return FONT_STACK[key];
  const name = key.split('-').map((part) => part[0]?.toUpperCase() + part.slice(1)).join(' ');
  return `"${name}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

/** Black or white text, whichever reads better on the given colour. */
export function readableTextOn(color: string): string {
  const rgb = parseColor(color);
  if (!rgb) return '#111111';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#111111' : '#ffffff';
}

export function parseColor(color: string): [number, number, number] | null {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].split('').map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = color.match(/rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const px = (value: number | undefined, fallback: number) => `${value ?? fallback}px`;

export function themeVariables(project: Pick<Project, 'style' | 'pwaStyle'>, pwaLook: boolean): Record<string, string> {
  const style = project.style ?? {};
  const pwa = pwaLook ? project.pwaStyle ?? {} : {};
  const primary = pwa.primaryColor ?? style.primaryColor ?? DEFAULT_PRIMARY;
  const vars: Record<string, string> = {
    '--color-primary': primary,
    '--color-on-primary': style.textInsideButtonColorHex ?? readableTextOn(primary),
    '--color-secondary': pwa.secondaryColor ?? primary,
    '--color-on-secondary': readableTextOn(pwa.secondaryColor ?? primary),
    '--radius-button': px(style.buttonBorderRadius, 4),
    '--radius-label': px(style.labelBorderRadius, 20),
    '--radius-card': px(style.cardBorderRadius, 4),
    '--radius-input': px(style.inputBorderRadius, 0),
    '--font-family': fontStack(style.fontFamily),
  };
  const background = pwa.backgroundGradient ?? style.backgroundGradient;
  const backgroundUrl = pwa.backgroundUrl ?? style.backgroundUrl;
  if (background) vars['--page-background'] = background;
  else if (backgroundUrl) vars['--page-background'] = `url("${backgroundUrl}") center / cover no-repeat fixed`;
  return vars;
}

/** Page title: event title plus company name. */
export function pageTitle(eventTitle: string, companyName?: string): string {
  return companyName ? `${eventTitle} | ${companyName}` : eventTitle;
}
