/**
 * The manifest link the server writes into the app's HTML for a page of an event (issue 28):
 * `/{eventId}/...` links that event's manifest, so the page installs as the event's own app from
 * its first byte. appDocument.ts then drops the build's global manifest link. Other pages (`/`,
 * unknown ids) keep the global one. The app keeps the link right as it navigates
 * (src/pwa/manifestLink.ts), also when the service worker answers with its cached shell.
 */
import { manifestPath } from '../../src/domain/appManifest.ts';
import type { AppCache } from '../cache/appCache.ts';
import { escapeHtml } from '../lib/html.ts';
import { isSafeId } from './params.ts';

export async function documentManifestLink(cache: Pick<AppCache, 'projectByEvent'>, path: string): Promise<string> {
  const first = path.split('/')[1];
  let eventId: string | undefined;
  try {
    eventId = first ? decodeURIComponent(first) : undefined;
  } catch {
    return '';
  }
  if (!isSafeId(eventId) || !(await cache.projectByEvent(eventId))) return '';
  return `<link rel="manifest" href="${escapeHtml(manifestPath(eventId))}">`;
}
