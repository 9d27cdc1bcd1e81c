/**
 * Project fonts other than the default, served from our own assets (never a font CDN). Each is a
 * separate lazy chunk, so a project downloads only the font it uses. A brand font we do not bundle
 * (no open licence, CONST-06) loads from the organiser's `style.customFontUrl` (this origin or a
 * media origin the CSP allows); otherwise unknown fonts fall back to the system stack. This table
 * is a chunk of its own (ui/fonts.ts loads it): a project in the default font never downloads it.
 */
import { fontStack } from '../domain/theme';
import { loadFaces } from './fontFaces';

interface FontFiles {
  /** The stylesheets declaring the faces. */
  css: () => Promise<unknown>;
  weights: number[];
}

const loaders: Record<string, FontFiles> = {
  'open-sans': {
    css: () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
    weights: [400, 700],
  },
  roboto: {
    css: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
    weights: [400, 700],
  },
  lato: {
    css: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
    weights: [400, 700],
  },
  montserrat: {
    css: () => Promise.all([import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/700.css')]),
    weights: [400, 700],
  },
  oswald: {
    css: () => Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')]),
    weights: [400, 700],
  },
  'source-sans-pro': {
    css: () => Promise.all([import('@fontsource/source-sans-3/400.css'), import('@fontsource/source-sans-3/700.css')]),
    weights: [400, 700],
  },
  raleway: {
    css: () => Promise.all([import('@fontsource/raleway/400.css'), import('@fontsource/raleway/700.css')]),
    weights: [400, 700],
  },
  'pt-sans': {
    css: () => Promise.all([import('@fontsource/pt-sans/400.css'), import('@fontsource/pt-sans/700.css')]),
    weights: [400, 700],
  },
  merriweather: {
    css: () => Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/700.css')]),
    weights: [400, 700],
  },
  slabo: { css: () => import('@fontsource/slabo-27px/400.css'), weights: [400] },
  // Open-licence brand fonts of the spec's list (CONST-06), bundled like the others.
  'bebas-neue': { css: () => import('@fontsource/bebas-neue/400.css'), weights: [400] },
  'dm-sans': {
    css: () => Promise.all([import('@fontsource/dm-sans/400.css'), import('@fontsource/dm-sans/700.css')]),
    weights: [400, 700],
  },
};
// The spellings organiser documents use for them (domain/theme.ts knows the same ones).
loaders.bebasneue = loaders['bebas-neue']!;
loaders['dm sans'] = loaders['dm-sans']!;

const loading = new Map<string, Promise<void>>();

/** Loads a bundled font's stylesheets, then its faces; an unknown one from the organiser's file, if any. */
export function loadOtherFont(key: string, customFontUrl?: string): Promise<void> {
  const font = loaders[key];
  if (!font) return customFontUrl ? loadCustomFont(key, customFontUrl) : Promise.resolve();
  let load = loading.get(key);
  if (!load) {
    load = font.css().then(() => loadFaces(key, font.weights));
    loading.set(key, load);
  }
  return load;
}

/** http(s) or a path on this origin; never a `javascript:` or a CSS-breaking string. */
function fontFileUrl(value: string): string | undefined {
  try {
    const url = new URL(value, window.location.origin);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The organiser's font file as a FontFace under the family the theme's font stack names first. */
function loadCustomFont(key: string, customFontUrl: string): Promise<void> {
  const url = fontFileUrl(customFontUrl);
  if (!url || typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  const cacheKey = `${key} ${url}`;
  let load = loading.get(cacheKey);
  if (!load) {
    const family = fontStack(key).split(',')[0]!.trim().replace(/^"|"$/g, '');
    const face = new FontFace(family, `url(${JSON.stringify(url)})`, { weight: '100 900', display: 'swap' });
    document.fonts.add(face);
    load = face.load().then(
      () => undefined,
      (error: unknown) => console.warn('Brand font not loaded', key, error),
    );
    loading.set(cacheKey, load);
  }
  return load;
}
