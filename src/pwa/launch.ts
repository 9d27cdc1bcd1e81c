/**
 * The installed app's launch (issue 28): the manifest's start_url is `/{eventId}/app`, and before
 * the first render boot replaces that address with the personal page this browser last used for
 * the event, so the page's project and registration load at once, online or from the cache.
 * Without a known link the launch route itself shows "My events".
 */
import { latestLinkFor } from '../state/knownLinks';

const LAUNCH = /^\/([^/]+)\/app\/?$/i;

export function launchEventId(pathname: string): string | undefined {
  const match = LAUNCH.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** At the launch route: swaps the address for the known personal page (history replace). */
export async function openKnownLink(): Promise<void> {
  const eventId = launchEventId(window.location.pathname);
  if (!eventId) return;
  const link = await latestLinkFor(eventId);
  if (link) window.history.replaceState(window.history.state, '', link.path);
}
