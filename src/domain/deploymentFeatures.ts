/**
 * Which third-party features this deployment offers (issue 44): a provider the server left
 * unconfigured (null in the deployment settings, as production does) takes its way in off the
 * page: no LinkedIn button, no publisher sign-in, no meeting. The chat's own rule is in chat.ts
 * (hasChat), since it also depends on the event's chat kind.
 */
import type { DeploymentSettings } from '../contract/deploymentSettings';
import { usesPublisherSignIn } from './formLayout';

/** The project asks for the LinkedIn button (registration.showLinkedin) and the deployment has the provider. */
export function linkedinSignInOffered(showLinkedin: boolean | undefined, settings: Pick<DeploymentSettings, 'linkedin'>): boolean {
  return Boolean(showLinkedin) && settings.linkedin !== null;
}

/**
 * A publisher-type project registers through the publisher's sign-in when the deployment has
 * it; without it the registration form is the way in, as after a failed sign-in (spec 1 section 4).
 */
export function publisherSignInOffered(registrationType: string | undefined, settings: Pick<DeploymentSettings, 'publisher'>): boolean {
  return usesPublisherSignIn(registrationType) && settings.publisher !== null;
}

/**
 * Where the meeting's external_api.js is loaded from: the configured domain, the reference
 * server's stand-in on this host ('' in the demo), or null: no meeting on this deployment.
 */
export function meetingDomain(jitsiDomain: string | null, host: string): string | null {
  if (jitsiDomain === null) return null;
  return jitsiDomain || `${host}/dev/jitsi`;
}
