/**
 * From validated form output to the registration request, and from the server's answer to the
 * next page (spec 1 section 4). Pure, so both ends are unit-tested.
 */
import type { Registration, RegistrationField, RegistrationRequest, RegistrationResult } from '../contract';
import { attendanceOf, ON_SITE, ONLINE, readAttendance, type Attendance } from './attendance';
import { acceptableRef } from './ids';
import { SELECTED_EVENTS_KEY, type FormValues } from './formSchema';
import { paths, queryString } from './paths';

export interface RequestContext {
  eventId: string;
  timeZone: string;
  /** The ?ref query, sent only when acceptable. */
  ref?: string | null;
  /** Used when the form has no session choice (single session, hybrid): the event itself. */
  defaultSelectedEvents?: readonly string[];
}

export function onSiteFieldName(fields: readonly RegistrationField[]): string | undefined {
  return fields.find((f) => f.type === 'on-site-viewer')?.name;
}

export function buildRegistrationRequest(
  output: FormValues,
  fields: readonly RegistrationField[],
  context: RequestContext,
): RegistrationRequest {
  const onSiteName = onSiteFieldName(fields);
  const onSite = onSiteName === undefined ? ONLINE : attendanceOf(output[onSiteName]);
  const selected = Array.isArray(output[SELECTED_EVENTS_KEY])
    ? (output[SELECTED_EVENTS_KEY] as string[])
    : [...(context.defaultSelectedEvents ?? [context.eventId])];
  const values: Record<string, unknown> = { ...output };
  delete values[SELECTED_EVENTS_KEY];
  const ref = acceptableRef(context.ref);
  return {
    ...(values as Record<string, string | number | boolean | string[] | null>),
    email: String(output.email ?? ''),
    event_id: context.eventId,
    time_zone: context.timeZone,
    on_site_viewer: onSite,
    SELECTED_EVENTS: selected,
    ...(ref ? { ref } : {}),
    // Spec 1 section 3: the data carries a GENERATED flag; the form's data was typed, not generated
    // (the publisher sign-on's is, and says so on its own path).
    GENERATED: false,
  };
}

export interface RedirectInput {
  eventId: string;
  result: RegistrationResult;
  /** What the visitor asked for (0 online, 1 on-site). */
  requestedOnSite: Attendance;
  /** Query redirectToPersonalOnDemand=true. */
  redirectToPersonalOnDemand: boolean;
  /** The pwa query is present, or session storage pwa is 'true'. */
  pwaFlag: boolean;
}

/** What the server stored: its answer when given, else what was asked. */
export function storedAttendance(result: RegistrationResult, requestedOnSite: Attendance): Attendance {
  return readAttendance(result.on_site_viewer) ?? requestedOnSite;
}

/**
 * The registration as the server stored it, from what the form sent and what the server answered:
 * the next page shows it at once instead of waiting for a GET of what the POST just answered
 * (issue 31); the server's own record replaces it when that GET arrives.
 */
export function answeredRegistration(
  projectId: string,
  request: RegistrationRequest,
  result: RegistrationResult,
): Registration {
  const asked = request.SELECTED_EVENTS ?? [request.event_id];
  return {
    ...request,
    _id: result.registrationID,
    projectId,
    on_site_viewer: storedAttendance(result, attendanceOf(request.on_site_viewer)),
    SELECTED_EVENTS: asked.filter((id) => !result.cannotRegisterForEvents.includes(id)),
    unregistered: false,
  };
}

/** An on-site request the server stored as online (no seat left). */
export function forcedOnline(result: RegistrationResult, requestedOnSite: Attendance): boolean {
  return requestedOnSite === ON_SITE && readAttendance(result.on_site_viewer) === ONLINE;
}

/**
 * The page after a successful registration:
 *   ?redirectToPersonalOnDemand=true  ->  /{event}/{id}/ondemand-with-registration
 *   pwa flag or on-site visitor       ->  /{event}/{id}/olr83ee2 (?pwa=true with the pwa flag)
 *   otherwise                         ->  /{event}/{id}/registration-confirmation
 *                                         ?full=<ids, comma-separated>&forcedOnline=1 (each only when it applies)
 */
export function registrationRedirect(input: RedirectInput): string {
  const { eventId, result } = input;
  if (input.redirectToPersonalOnDemand) return paths.ondemandWithRegistration(eventId, result.registrationID);
  const onSite = storedAttendance(input.result, input.requestedOnSite) === ON_SITE;
  if (input.pwaFlag || onSite) return paths.personalLink(eventId, result.registrationID, input.pwaFlag);
  const query = queryString({
    full: result.cannotRegisterForEvents.join(','),
    forcedOnline: forcedOnline(result, input.requestedOnSite) ? '1' : undefined,
  });
  return paths.confirmation(eventId, result.registrationID, query);
}
