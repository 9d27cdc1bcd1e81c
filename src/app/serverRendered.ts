/**
 * Hydrating a server-rendered page (issue 33): before React's first render the browser holds
 * what the server rendered from (the answers, the locale, the clock's second), so hydration
 * finds the same markup; afterwards the visitor's own time zone replaces the event's, and is
 * remembered for the next first paint.
 */
import type { Project } from '../contract';
import { holdClock } from '../domain/time';
import { seedQueries } from '../hooks/useCachedQuery';
import { inOwnTask } from '../hooks/inOwnTask';
import { activateLocale } from '../i18n/activate';
import { detectTimeZone } from '../api/timeZone';
import { refreshProject, refreshRegistration, type ProjectSource } from '../project/projectQueries';
import { saveOffline } from '../state/offlineStore';
import { onlineAtom } from '../pwa/pwaAtoms';
import { isMobileAtom, MOBILE_QUERY } from '../project/layoutAtoms';
import { appStore } from '../state/jotai';
import { findRoute, routeProjectSource } from './routeMatch';
import { ZONE_COOKIE, type ServerData } from './serverData';

const YEAR_SECONDS = 365 * 24 * 3600;

function routeSource(path: string): ProjectSource | null {
  const match = findRoute(path);
  return match ? routeProjectSource(match.route, match.params) : null;
}

const projectIn = (data: ServerData): Project | undefined =>
  Object.entries(data.queries).find(([key]) => key.startsWith('project:') || key.startsWith('company:'))?.[1] as
    | Project
    | undefined;

/** Everything the first render needs, in place: answers, clock, language, the page's chunk and what it prepares. */
export async function prepareHydration(data: ServerData, path: string): Promise<void> {
  seedQueries(data.queries);
  holdClock(data.renderedAt);
  // The server rendered online; offline (the worker's kept copy) the bar shows once hydrated.
  appStore.set(onlineAtom, true);
  // The layout the server chose for the device; the real width applies once hydrated.
  appStore.set(isMobileAtom, data.mobile);
  const match = findRoute(path);
  const project = projectIn(data);
  await Promise.all([
    activateLocale(data.locale),
    match?.route
      .load()
      .then((page) => project && page.prepare?.(project))
      .catch((error: unknown) => console.warn('Page not prepared', error)),
  ]);
}

/**
 * Once hydrated: the clock runs, the visitor's zone is remembered for the next first paint, and
 * the answers the page came with are kept as this browser's copies and loaded again, as a page
 * rendered here would have loaded them: through the worker (which keeps them for the event's
 * other pages offline), in the visitor's zone, and, when the page was the worker's kept copy
 * offline, from the copies, which the page then says are not current ("Last updated").
 */
export function afterHydration(data: ServerData, path: string): void {
  holdClock(null);
  appStore.set(onlineAtom, navigator.onLine);
  appStore.set(isMobileAtom, window.matchMedia?.(MOBILE_QUERY).matches ?? false);
  // The rest after the hydration's task: the visitor's zone from a worker (the page's first use of
  // Intl would load its zone data, 20-80 ms of a phone's main thread; api/timeZone.ts), the copies
  // written to IndexedDB. Neither is needed for the page in hand (issue 47, total blocking time).
  const zone = detectTimeZone().then((visitorZone) => rememberZone(visitorZone, data.zone));
  setTimeout(() => keepAndRefresh(data, path, zone));
}

function rememberZone(zone: string, rendered: string): void {
  // Secure on an https page: never sent over plain http (the demo on http://localhost keeps it).
  const secure = location.protocol === 'https:' ? '; secure' : '';
  if (zone !== rendered)
    // biome-ignore lint/suspicious/noDocumentCookie: no Cookie Store API in some browsers we serve
    document.cookie =
      `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; ` + `max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

/** Keeps the answers as this browser's copies, then loads them again in the visitor's zone. */
function keepAndRefresh(data: ServerData, path: string, zone: Promise<void>): void {
  const source = routeSource(path);
  const project = projectIn(data);
  const registration = Object.entries(data.queries).find(([key]) => key.startsWith('registration:'));
  const copies = Object.entries(data.queries).map(([key, value]) =>
    saveOffline(key, value, data.renderedAt * 1000).catch(() => undefined),
  );
  void Promise.all([...copies, zone]).then(() => {
    if (source) inOwnTask(() => void refreshProject(source));
    if (project && registration)
      inOwnTask(() => void refreshRegistration(project._id, (registration[1] as { _id: string })._id));
  });
}
