/**
 * The shell's on-demand redirect (spec 1 section 2, spec 2 section 4). Only the "watching"
 * pages redirect: the landing page, the personal event page and, when no registration is
 * needed to watch, the registration page. The personal link, evaluation, the on-demand pages
 * themselves and the account pages (login, confirmation, calendar, unregister, ...) opt out.
 * The registration page stays while any event of the project is still to come or live: in a
 * multi-session project an opening on demand must not stop visitors registering for the rest.
 * A multi-session project goes on demand only when nothing of it is upcoming or live: while a
 * round is live its landing and personal pages show that round, not the opening's replay.
 */
import type { Project } from '../contract';
import { paths } from './paths';
import { sessionStatus } from './time';

export type ShellPage = 'landing' | 'event' | 'registration' | 'personal-link' | 'evaluation' | 'ondemand' | 'other';

export interface OnDemandInput {
  page: ShellPage;
  eventId: string;
  registrationId?: string;
  onDemandActive: boolean;
  requireRegistrationForOnDemand: boolean;
  previewMode: boolean;
  /** Some event of the project has not ended yet. */
  hasOpenEvents?: boolean;
  /** The project is multi-session: its other sessions keep every page while they are open. */
  multiSession?: boolean;
}

export function onDemandRedirect(input: OnDemandInput): string | null {
  if (!input.onDemandActive || input.previewMode) return null;
  const { page, eventId, registrationId } = input;
  if (page !== 'landing' && page !== 'event' && page !== 'registration') return null;
  if ((page === 'registration' || input.multiSession) && input.hasOpenEvents) return null;
  if (!input.requireRegistrationForOnDemand) return paths.ondemand(eventId);
  if (registrationId) return paths.ondemandWithRegistration(eventId, registrationId);
  // Registration is required and the visitor has none: register first, with a flag.
  return page === 'registration' ? null : paths.registration(eventId, '?ondemand=true');
}

/** The redirect for a loaded project: the shell's, and the personal link's own check (SHELL-06). */
export function projectOnDemandRedirect(
  project: Pick<Project, 'projectType' | 'requireRegistrationForOnDemand' | 'event' | 'events'>,
  page: ShellPage,
  registrationId: string | null | undefined,
  previewMode: boolean,
  now: number,
): string | null {
  return onDemandRedirect({
    page,
    eventId: project.event._id,
    registrationId: registrationId ?? undefined,
    onDemandActive: Boolean(project.event.onDemandActive),
    requireRegistrationForOnDemand: Boolean(project.requireRegistrationForOnDemand),
    previewMode,
    hasOpenEvents: project.events.some((event) => sessionStatus(event, now) !== 'ended'),
    multiSession: project.projectType === 'multiSession',
  });
}
