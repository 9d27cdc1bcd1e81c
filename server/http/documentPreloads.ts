/**
 * Preload hints the server writes into the app's HTML for what a page shows first, when it knows
 * it from memory. The registration page's largest paint is the project's logo, which the browser
 * would otherwise request only once React has rendered the header (about 0.7 s later on a
 * throttled phone); with the hint it downloads beside the scripts. Only the registration routes:
 * other pages show the logo on desktop only, and a phone would fetch it for nothing.
 */
import type { AppCache } from '../cache/appCache.ts';
import { escapeHtml } from '../lib/html.ts';
import { isSafeId } from './params.ts';
import { projectLogoUrl } from '../db/projects.ts';

const REGISTRATION = /^\/([^/]+)\/registration\/?$/i;

/** `<link rel="preload">` tags for the page at `path` (empty when there is nothing to hint). */
export async function documentPreloads(cache: Pick<AppCache, 'projectByEvent'>, path: string): Promise<string> {
  const eventId = REGISTRATION.exec(path)?.[1];
  if (!isSafeId(eventId)) return '';
  const logo = projectLogoUrl((await cache.projectByEvent(eventId))?.project);
  if (!logo) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(logo)}" fetchpriority="high">`;
}
