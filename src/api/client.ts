/** One function per call of spec sections 7, paths as in API-PATHS.md (the first reads in projectReads.ts). */
import { config, signInProvider } from '../config';
import { request, requestNoContent } from './http';
import { projectReads } from './projectReads';
import { clientTimeZone } from './timeZone';
import {
  ClientIpSchema,
  CountEachEventSchema,
  OnSiteViewersSchema,
  PARTICIPANTS_REGISTRATION_QUERY,
  ParticipantsSchema,
  ProfessionalProfileSchema,
  PublisherProfileSchema,
  PublisherTokenSchema,
  SecureDataSchema,
} from '../contract/misc';
import {
  FindByEmailAnswerSchema,
  RegistrationAnswerSchema,
  UpdateResultSchema,
  UpdateSelectionResultSchema,
  type RegistrationRequest,
} from '../contract/registration';
import type { Attendance } from '../domain/attendance';

const enc = encodeURIComponent;

export { clientTimeZone };

function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

export const api = {
  ...projectReads,

  checkPagePassword: (eventId: string, password: string) =>
    request(`${config.protectedEventApi}/frontend-api/projectevents/${enc(eventId)}/protected`, SecureDataSchema, {
      method: 'POST',
      body: { password },
    }),

  /**
   * With an idempotency key (the offline outbox, every form submit) a repeat is answered, not
   * redone. A known e-mail of a `magic-link` project is answered without an id (202, issue 27).
   */
  register: (data: RegistrationRequest, options: { idempotencyKey?: string } = {}) =>
    request(`${config.api}/registrations`, RegistrationAnswerSchema, {
      method: 'POST',
      body: data,
      idempotencyKey: options.idempotencyKey,
    }),

  /** The body carries the provider's access token: the server asks the provider who signed in. */
  registerSso: (data: Record<string, unknown> & { access_token: string }) =>
    request(`${config.api}/sso-registrations`, RegistrationAnswerSchema, { method: 'POST', body: data }),

  /** With an idempotency key (the offline outbox) a repeat is answered: one seat, one mail. */
  changeAttendance: (
    data: { _id: string; event_id: string; on_site_viewer: Attendance } & Record<string, unknown>,
    options: { idempotencyKey?: string } = {},
  ) =>
    request(`${config.api}/update-registrations-and-send-mail`, UpdateResultSchema, {
      method: 'POST',
      body: data,
      idempotencyKey: options.idempotencyKey,
    }),

  /** The sessions of a registration (agenda, breakout switch): full ones are left out, 409 when all are. */
  updateRegistrations: (data: { _id: string; event_id: string; SELECTED_EVENTS: string[] } & Record<string, unknown>) =>
    request(`${config.api}/update-registrations`, UpdateSelectionResultSchema, { method: 'POST', body: data }),

  unsubscribe: (projectId: string, registrationId: string) =>
    requestNoContent(`${config.cdnApi}/registrations/${enc(projectId)}/${enc(registrationId)}/unsubscribe`, {
      method: 'PUT',
    }),

  /** `{_id}` (direct login mode) or, in `magic-link` mode, the 202 without an id. */
  findByEmail: (projectId: string, email: string) =>
    request(`${config.cdnApi}/registrations/${enc(projectId)}/find-by-email`, FindByEmailAnswerSchema, {
      method: 'POST',
      body: { email },
    }),

  countEachEvent: (projectId: string, signal?: AbortSignal) =>
    request(`${config.api}/registrations/${enc(projectId)}/count-each-event`, CountEachEventSchema, { signal }),

  countOnSiteViewers: (projectId: string, signal?: AbortSignal) =>
    request(`${config.api}/registrations/${enc(projectId)}/count-on-site-viewers`, OnSiteViewersSchema, { signal }),

  /** Only for a registered visitor of the project: their own registration id goes with it. */
  participants: (projectId: string, registrationId: string, signal?: AbortSignal) =>
    request(
      `${config.api}/network-registrations/${enc(projectId)}?${PARTICIPANTS_REGISTRATION_QUERY}=${enc(registrationId)}`,
      ParticipantsSchema,
      { signal },
    ),

  clientIp: (signal?: AbortSignal) => request(`${config.api}/client-ip`, ClientIpSchema, { signal }),

  pageView: (
    projectKey: string,
    body: { action: string; registrationId?: string },
    options: { idempotencyKey?: string } = {},
  ) =>
    requestNoContent(`${config.api}/analytics/${enc(projectKey)}/page-views`, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey,
    }),

  /* Sign-in providers (spec 1 section 7); their URLs come from config, absolute or same-origin. */

  /** Professional network: the authorization code for the profile (email, firstName, lastName). */
  linkedinAccessToken: (body: { code: string; redirect_uri: string }) =>
    request(signInProvider('linkedin').accessTokenUrl, ProfessionalProfileSchema, { method: 'POST', body }),

  /** Publisher: the authorization code plus PKCE verifier for an access token. */
  publisherToken: (query: { client_id: string; redirect_uri: string; code: string; code_verifier: string }) =>
    request(withQuery(signInProvider('publisher').tokenUrl, query), PublisherTokenSchema),

  /** Publisher: the signed-in person's profile. */
  publisherProfile: (accessToken: string) =>
    request(signInProvider('publisher').profileUrl, PublisherProfileSchema, {
      headers: { Authorization: `Bearer ${accessToken}` },
    }),

  linkClick: (
    projectKey: string,
    body: { eventId: string; registrationId?: string } & Record<string, unknown>,
    options: { idempotencyKey?: string } = {},
  ) =>
    requestNoContent(`${config.api}/analytics/${enc(projectKey)}/link-clicks`, {
      method: 'POST',
      body,
      idempotencyKey: options.idempotencyKey,
    }),
};
