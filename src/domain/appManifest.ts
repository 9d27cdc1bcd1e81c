/**
 * The web-app manifest of one event (issue 28): the server builds it from the project, the app
 * links it on every page of the event. Each event installs as an app of its own (`id`, `scope`)
 * named and coloured for it, and its `start_url` is the launch route, which opens the attendee's
 * own page from what this browser remembers (the personal link never goes into the manifest).
 */
import type { Project } from '../contract';
import { parseColor } from './theme.ts';

/** The app's own colours: the fallback when a project names none (and the global manifest's). */
export const APP_THEME_COLOR = '#1d3557';
export const APP_BACKGROUND_COLOR = '#ffffff';

/** Launchers show about 12 characters under an icon before they cut a name off. */
export const SHORT_NAME_MAX = 12;

const enc = encodeURIComponent;

/** Where the server answers an event's manifest and its rendered icons. */
export const MANIFEST_PREFIX = '/app-manifest';
export const manifestPath = (eventId: string) => `${MANIFEST_PREFIX}/${enc(eventId)}/manifest.webmanifest`;
export const ICON_VARIANTS = ['icon-192', 'icon-512', 'icon-maskable-512'] as const;
export type IconVariant = (typeof ICON_VARIANTS)[number];
export const iconPath = (eventId: string, variant: IconVariant, version: string) =>
  `${MANIFEST_PREFIX}/${enc(eventId)}/${variant}.png?v=${enc(version)}`;

/** The app's own icons (public/icons), used when the project's logo cannot be. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const ICON_SIZES: Record<IconVariant, { size: number; purpose: 'any' | 'maskable' }> = {
  'icon-192': { size: 192, purpose: 'any' },
  'icon-512': { size: 512, purpose: 'any' },
  'icon-maskable-512': { size: 512, purpose: 'maskable' },
};

/** The launch route (the manifest's start_url): the personal page this browser knows, else "My events". */
export const launchPath = (eventId: string) => `/${enc(eventId)}/app`;

/** A name that fits under an icon: the whole words that fit, else the first word cut short. */
export function shortName(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  let name = '';
  for (const word of words) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    name = next;
  }
  return name || (words[0] ?? '').slice(0, SHORT_NAME_MAX);
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The first colour a CSS value (a colour or a gradient) names, as #rrggbb. */
function firstColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const found = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba?\([^)]*\)/i.exec(value);
  const rgb = found && parseColor(found[0]);
  return rgb ? hex(rgb) : undefined;
}

/** Theme colour: the web-app look's primary, else the project's; background: the web-app look's page. */
export function manifestColors(project: Pick<Project, 'style' | 'pwaStyle'>): { theme: string; background: string } {
  const theme =
    firstColor(project.pwaStyle?.primaryColor) ?? firstColor(project.style?.primaryColor) ?? APP_THEME_COLOR;
  const background =
    firstColor(project.pwaStyle?.backgroundGradient) ?? firstColor(project.style?.backgroundGradient) ?? theme;
  return { theme, background };
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

export function eventManifest(
  eventId: string,
  project: Pick<Project, 'eventTitle' | 'style' | 'pwaStyle' | 'language'>,
  icons: ManifestIcon[],
) {
  const { theme, background } = manifestColors(project);
  return {
    // One app per event: its own id, and a scope that holds every page of the event.
    id: `/${enc(eventId)}`,
    name: project.eventTitle,
    short_name: shortName(project.eventTitle),
    lang: project.language.startsWith('nl') ? 'nl' : project.language,
    start_url: `${launchPath(eventId)}?source=pwa`,
    scope: `/${enc(eventId)}`,
    display: 'standalone',
    orientation: 'any',
    theme_color: theme,
    background_color: background,
    icons,
  };
}
