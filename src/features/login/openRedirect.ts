/** Open-registration events skip login: everyone uses the shared open id in the web-app look. */
import { OPEN_REGISTRATION_ID } from '../../domain/ids';
import { paths } from '../../domain/paths';

export function isOpenRegistration(registrationType: string | undefined): boolean {
  return registrationType === 'open';
}

/** `/{event}/openRegistrationId000000/olr83ee2?pwa=true` (DECISIONS.md). */
export function openRegistrationTarget(eventId: string): string {
  return paths.personalLink(eventId, OPEN_REGISTRATION_ID, true);
}
