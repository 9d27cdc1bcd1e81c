/**
 * Keeps `<link rel="manifest">` on the page's own app (issue 28): a page of an event links the
 * event's manifest (the server writes it into the HTML it sends; the service worker's cached
 * shell carries the build's global one, so the page sets it again), "My events" the global one.
 */
import { useEffect } from 'react';
import { manifestPath } from '../domain/appManifest';

export const GLOBAL_MANIFEST = '/manifest.webmanifest';

export function setManifestLink(eventId: string | null): void {
  const href = eventId ? manifestPath(eventId) : GLOBAL_MANIFEST;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** `eventId` undefined: not known yet, the link stays as it is. */
export function useManifestLink(eventId: string | null | undefined): void {
  useEffect(() => {
    if (eventId !== undefined) setManifestLink(eventId);
  }, [eventId]);
}
