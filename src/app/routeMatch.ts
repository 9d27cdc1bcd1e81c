/**
 * Which route a path opens, outside React: boot uses it to start the page chunk and the
 * project before the first render. Matches like wouter's <Switch> (first match wins, patterns
 * case-insensitive, an optional trailing slash, the path decoded with decodeURI).
 */
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../domain/ids';
import type { ProjectSource } from '../project/projectQueries';
import { sessionStore } from '../state/browserStorage';
import { SESSION } from '../state/storageKeys';
import { ROUTES, type AppRoute } from './routeTable';

export type RouteParams = Record<string, string | undefined>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return `/${escapeRegExp(part)}`;
      keys.push(part.slice(1));
      return '/([^/]+?)';
    })
    .join('');
  const match = new RegExp(`^${source}/?$`, 'i').exec(decodePath(pathname));
  return match ? Object.fromEntries(keys.map((key, i) => [key, match[i + 1]])) : null;
}

function decodePath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

export function findRoute(pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Where the route's project comes from: its event id (or the one this tab last showed), or its company. */
export function routeProjectSource(route: AppRoute, params: RouteParams): ProjectSource | null {
  if (route.source === 'company') return params.companyId ? { kind: 'company', companyId: params.companyId } : null;
  if (route.source !== 'event') return null;
  const eventId = params.eventId ?? sessionStore.get(SESSION.eventId) ?? undefined;
  return eventId ? { kind: 'event', eventId } : null;
}

/** The registration id the shell looks up: a well-formed one, never the open-registration id. */
export function routeLookupId(params: RouteParams): string | null {
  const id = params.registrationId ?? null;
  return id && id !== OPEN_REGISTRATION_ID && isValidRegistrationId(id) ? id : null;
}
