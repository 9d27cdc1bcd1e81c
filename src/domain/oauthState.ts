/**
 * The pure rules of the two sign-in flows (spec 1 sections 4, 5 and 8): where the provider
 * sends the visitor back, the authorize URLs, the callback checks, what is kept in session
 * storage, and where a failure leads.
 */
import type * as v from 'valibot';
import type { Project, PublisherProfileSchema } from '../contract';
import { paths } from './paths';

export type PublisherProfile = v.InferOutput<typeof PublisherProfileSchema>;

export const LINKEDIN_CALLBACK_PATH = '/linkedin-auth-callback';
export const LINKEDIN_SCOPE = 'openid profile email';

/** A configured URL may be absolute or relative to the app's origin. */
function absolute(url: string, origin: string): URL {
  return new URL(url, origin);
}

function withParams(url: URL, params: Record<string, string>): string {
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function linkedinRedirectUri(origin: string): string {
  return `${origin}${LINKEDIN_CALLBACK_PATH}`;
}

export function publisherRedirectUri(origin: string, eventId: string): string {
  return `${origin}${paths.casCallback(eventId)}`;
}

export function publisherLoginPath(eventId: string): string {
  return paths.publisherLogin(eventId);
}

export function registrationPath(eventId: string | null | undefined, query = ''): string {
  if (!eventId) return '/';
  return paths.registration(eventId, query ? `?${query}` : '');
}

export interface LinkedinAuthorizeInput {
  authorizeUrl: string;
  clientId: string;
  origin: string;
  state: string;
}

/** `authorize?response_type=code&client_id&redirect_uri&state&scope=openid profile email`. */
export function linkedinAuthorizeUrl({ authorizeUrl, clientId, origin, state }: LinkedinAuthorizeInput): string {
  return withParams(absolute(authorizeUrl, origin), {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: linkedinRedirectUri(origin),
    state,
    scope: LINKEDIN_SCOPE,
  });
}

export interface PublisherAuthorizeInput {
  authorizeUrl: string;
  clientId: string;
  origin: string;
  eventId: string;
  state: string;
  challenge: string;
}

/** The publisher's authorize URL with the S256 challenge (spec 1 section 4). */
export function publisherAuthorizeUrl({
  authorizeUrl,
  clientId,
  origin,
  eventId,
  state,
  challenge,
}: PublisherAuthorizeInput): string {
  return withParams(absolute(authorizeUrl, origin), {
    client_id: clientId,
    redirect_uri: publisherRedirectUri(origin, eventId),
    response_type: 'code',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
}

/* ---------- callback checks ---------- */

export type CallbackCheck =
  | { ok: true; code: string }
  /** The provider answered with an error (the visitor cancelled) or without code or state. */
  | { ok: false; reason: 'error' | 'missing' }
  /** The state is not the one this tab saved: a forged, replayed or foreign callback. */
  | { ok: false; reason: 'mismatch' };

/**
 * The callback's query against the state saved before leaving. The comparison never accepts
 * an empty or absent saved state, so a replayed callback (state already cleared) fails.
 */
export function checkCallback(query: URLSearchParams, savedState: string | null | undefined): CallbackCheck {
  const code = query.get('code');
  const state = query.get('state');
  if (query.has('error') && !code) return { ok: false, reason: 'error' };
  if (!code || !state) return { ok: false, reason: 'missing' };
  if (!savedState || !sameString(state, savedState)) return { ok: false, reason: 'mismatch' };
  return { ok: true, code };
}

/** Length-independent comparison (no early exit on the first differing character). */
export function sameString(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/* ---------- what the professional-network flow keeps ---------- */

export interface SavedLinkedinState {
  state: string;
  /** The event whose registration form started the sign-in. */
  eventId: string;
}

export function serializeLinkedinState(saved: SavedLinkedinState): string {
  return JSON.stringify(saved);
}

/** Reads the saved value; a bare string (no JSON) counts as a state without an event. */
export function parseLinkedinState(raw: string | null): Partial<SavedLinkedinState> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object') {
      const { state, eventId } = value as Record<string, unknown>;
      return {
        state: typeof state === 'string' ? state : undefined,
        eventId: typeof eventId === 'string' && eventId ? eventId : undefined,
      };
    }
  } catch {
    /* not JSON */
  }
  return { state: raw };
}

/* ---------- publisher flow ---------- */

/**
 * The international variant of a publisher project: an English-language project (the
 * publisher's own audience is Dutch; its alternate e-learning link is for that audience), or a
 * registration type that names itself international.
 */
export function isInternationalVariant(project: Pick<Project, 'language' | 'registration'>): boolean {
  return project.language === 'en' || /international/i.test(project.registration.type ?? '');
}

/**
 * A failed publisher sign-in sends the visitor to the registration form with the login-failed
 * marker when the project has an alternate e-learning link and is not the international
 * variant (spec 1 section 4).
 */
export function marksLoginFailed(project: Pick<Project, 'language' | 'registration' | 'elearningButton'>): boolean {
  return Boolean(project.elearningButton?.alternateHref) && !isInternationalVariant(project);
}

export interface SsoRegistrationBody {
  event_id: string;
  cas_id: string;
  first_name: string;
  last_name: string;
  email: string;
  big_number: string | null;
  on_site_viewer?: 0;
}

/** The single sign-on registration: always online for hybrid projects. */
export function ssoRegistrationBody(
  project: Pick<Project, 'projectType'>,
  eventId: string,
  profile: PublisherProfile,
): SsoRegistrationBody {
  const a = profile.attributes;
  return {
    event_id: eventId,
    cas_id: a.cas_id || profile.id,
    first_name: a.firstname,
    last_name: a.lastname,
    email: a.email,
    big_number: a.big_number ?? null,
    ...(project.projectType === 'hybrid' ? { on_site_viewer: 0 as const } : {}),
  };
}
