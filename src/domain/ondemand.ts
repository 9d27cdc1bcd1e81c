/**
 * The on-demand page's rules (spec 2 sections 2, 4, 6; DECISIONS.md): who may watch, which video
 * the player gets, and the title. Registration required and no registration id: the
 * registration page with the on-demand flag (not in preview). The password-protected marker
 * never reaches the player.
 */
import type { Project, ProjectEvent } from '../contract';
import { paths } from './paths';

/** The on-demand id the public project shows while the page password guards the real one. */
export const PASSWORD_PROTECTED_MARKER = 'password-protected';

export type OnDemandView =
  | { kind: 'register'; to: string }
  | { kind: 'protected' }
  | { kind: 'unavailable' }
  | { kind: 'player'; videoId: string };

export interface OnDemandInput {
  eventId: string;
  registrationId: string | null;
  requireRegistration: boolean;
  previewMode: boolean;
  /** The event's onDemandID, or the one the page password unlocked. */
  onDemandId: string | null | undefined;
}

export function onDemandView(input: OnDemandInput): OnDemandView {
  if (input.requireRegistration && !input.registrationId && !input.previewMode) {
    return { kind: 'register', to: paths.registration(input.eventId, '?ondemand=true') };
  }
  const id = input.onDemandId?.trim();
  if (id === PASSWORD_PROTECTED_MARKER) return { kind: 'protected' };
  if (!id) return { kind: 'unavailable' };
  return { kind: 'player', videoId: id };
}

/** The page title: the event title, plus the session name in multi-session projects. */
export function onDemandTitle(
  project: Pick<Project, 'projectType' | 'eventTitle'>,
  event: Pick<ProjectEvent, 'name'>,
): string {
  return project.projectType === 'multiSession' && event.name
    ? `${project.eventTitle}: ${event.name}`
    : project.eventTitle;
}
