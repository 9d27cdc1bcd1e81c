/**
 * The project's logo rendered to the PNG icons of its web-app manifest (issue 28), with resvg:
 * "any" icons show the logo on white with a margin, the maskable one shows it inside the safe
 * zone (the middle circle of 80 %) on the theme colour. An SVG logo is rasterised first, a raster
 * logo is embedded as it is; both go into an <image> of a square SVG. Only logos this server
 * holds itself (under /media/) are used: another host would mean fetching organiser URLs from
 * here. Whatever cannot be used (no logo, another host, unreadable, a render error) is
 * `undefined`, and the manifest lists the app's own icons instead.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { ICON_SIZES, type IconVariant } from '../../src/domain/appManifest.ts';

const RASTER_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The share of the icon the logo may fill: any (a small margin), maskable (a square inside the safe circle). */
const LOGO_BOX = { any: 0.88, maskable: 0.8 / Math.SQRT2 };

const RENDER_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } };

export interface LogoImage {
  href: string;
}

/** The logo as an image reference for the icon's SVG, or undefined when it cannot be used. */
export async function readLogo(logoUrl: string | undefined, mediaDir: string): Promise<LogoImage | undefined> {
  if (!logoUrl?.startsWith('/media/')) return undefined;
  let path: string;
  try {
    path = resolve(mediaDir, decodeURIComponent(logoUrl.slice('/media/'.length).split(/[?#]/)[0]));
  } catch {
    return undefined;
  }
  if (!path.startsWith(resolve(mediaDir) + sep)) return undefined;
  const type = extname(path).toLowerCase();
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return undefined;
  }
  try {
    if (type === '.svg') {
      // Rasterised at the largest icon's size; the icon scales it down where needed.
      const png = new Resvg(bytes, { ...RENDER_OPTIONS, fitTo: { mode: 'width', value: 1024 } }).render().asPng();
      return { href: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
    }
    const mime = RASTER_TYPES[type];
    return mime ? { href: `data:${mime};base64,${bytes.toString('base64')}` } : undefined;
  } catch (error) {
    console.warn(`Logo ${logoUrl} cannot be rendered: ${(error as Error).message}`);
    return undefined;
  }
}

/** One icon: the logo centred on its background; undefined when the render fails. */
export function renderIcon(logo: LogoImage, variant: IconVariant, themeColor: string): Buffer | undefined {
  const { size, purpose } = ICON_SIZES[variant];
  const box = Math.round(size * LOGO_BOX[purpose]);
  const offset = (size - box) / 2;
  const background = purpose === 'maskable' ? themeColor : '#ffffff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image xlink:href="${logo.href}" x="${offset}" y="${offset}" width="${box}" height="${box}" ` +
    `preserveAspectRatio="xMidYMid meet"/></svg>`;
  try {
    return Buffer.from(new Resvg(svg, RENDER_OPTIONS).render().asPng());
  } catch (error) {
    console.warn(`Icon ${variant} cannot be rendered: ${(error as Error).message}`);
    return undefined;
  }
}
